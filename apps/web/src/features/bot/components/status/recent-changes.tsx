import { useTranslation } from 'react-i18next';
import { History, MessageSquare } from 'lucide-react';
import { Chip } from '../../../../components/ui/chip';
import { useAuthState } from '../../../../lib/auth-store';
import { useBotChanges } from '../../hooks/use-bot-changes';
import { actorLabel, subjectLabel } from '../../lib/change-labels';
import { formatRelative } from '../../lib/format';
import { ActivityCard } from './activity-card';
import { intlLocale } from '../../../../app/i18n';

const tone = { created: 'success', updated: 'info', deleted: 'danger' } as const;

/**
 * "Recent changes" on the status page: who changed the channel's commands, timed messages,
 * chat alerts and settings, and when (the owner's, their moderators', Kick chat moderators').
 */
export function RecentChanges({ now }: { now: number }) {
  const { t, i18n } = useTranslation('bot');
  const { user } = useAuthState();
  const changes = useBotChanges();
  const list = changes.data ?? [];

  return (
    <ActivityCard
      testId="recent-changes"
      title={
        <>
          <History aria-hidden className="size-4 text-brand-400" />
          {t('changes.title')}
        </>
      }
      count={list.length}
      empty={
        changes.isError
          ? t('changes.loadFailed')
          : changes.isPending
            ? t('load.loading')
            : t('changes.empty')
      }
    >
      {list.map((change) => {
        const [kind, verb] = change.action.split('.') as [string, keyof typeof tone];
        return (
          <li
            key={change.id}
            data-testid="change-row"
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3 text-sm"
          >
            <span className="font-semibold text-white">
              {actorLabel(change, user?.id, t('changes.you'))}
            </span>
            {change.actor.via === 'chat' && (
              <Chip size="sm" icon={<MessageSquare aria-hidden />}>
                {t('changes.viaChat')}
              </Chip>
            )}
            <Chip size="sm" variant={tone[verb]}>
              {t(`changes.actions.${kind}.${verb}`)}
            </Chip>
            <span className="min-w-0 break-all text-zinc-200">{subjectLabel(change, t)}</span>
            <time
              className="ml-auto shrink-0 text-xs text-zinc-400"
              dateTime={change.at}
              title={new Date(change.at).toLocaleString(intlLocale(i18n.resolvedLanguage))}
            >
              {formatRelative(change.at, now, intlLocale(i18n.resolvedLanguage), { past: true })}
            </time>
          </li>
        );
      })}
    </ActivityCard>
  );
}
