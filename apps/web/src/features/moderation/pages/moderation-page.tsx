import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { MODERATION_RULES } from '@kyo/contracts';
import { useScopeList } from '../../../components/missing-scopes-notice';
import { PageHeader } from '../../../components/page';
import { LoadError } from '../../../components/load-error';
import { useBotChannel } from '../../../lib/use-bot-channel';
import { EscalationCard } from '../components/escalation-card';
import { ModerationLog } from '../components/moderation-log';
import { RuleCard } from '../components/rule-card';
import { useModeration } from '../hooks/use-moderation';

export default function ModerationPage() {
  const { t } = useTranslation('moderation');
  const { moderating } = useBotChannel();
  const moderation = useModeration();
  const scopes = useScopeList();
  const view = moderation.data;
  const missing = view?.kick.missingScopes ?? [];

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {missing.length > 0 && (
        <div
          role="status"
          data-testid="moderation-scopes"
          className="mb-6 flex flex-col gap-3 rounded-xl border border-sky-500/35 bg-sky-500/10 px-4 py-3 text-sm text-sky-100 sm:flex-row sm:items-center"
        >
          <KeyRound aria-hidden className="size-5 shrink-0 text-sky-300" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-sky-200">{t('scopes.title')}</p>
            <p className="text-sky-100/90">
              {t('scopes.body', { list: scopes(missing) })}{' '}
              {moderating ? t('scopes.moderator') : ''}
            </p>
          </div>
          {!moderating && (
            <Link
              to="/profile/settings/connections"
              className="inline-flex h-9 shrink-0 items-center justify-center rounded-lg bg-sky-300 px-3.5 font-semibold text-surface-950 hover:bg-sky-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
            >
              {t('scopes.action')}
            </Link>
          )}
        </div>
      )}
      {moderation.isError ? (
        <LoadError error={moderation.error} onRetry={() => void moderation.refetch()} />
      ) : !view ? (
        <div className="grid gap-6 lg:grid-cols-2" aria-busy="true" aria-label={t('loading')}>
          {MODERATION_RULES.map((rule) => (
            <div
              key={rule}
              className="h-56 animate-pulse rounded-2xl border border-surface-700 bg-surface-900"
            />
          ))}
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <p className="-mt-2 text-sm text-zinc-400">{t('order')}</p>
          <div className="grid gap-6 lg:grid-cols-2">
            {MODERATION_RULES.map((rule, index) => (
              <RuleCard
                key={rule}
                rule={rule}
                value={view.rules[rule]}
                position={index + 1}
                commandLinks={view.commandLinks}
              />
            ))}
          </div>
          <EscalationCard value={view.escalation} defaultWarning={view.defaultWarning} />
          <ModerationLog />
        </div>
      )}
    </>
  );
}
