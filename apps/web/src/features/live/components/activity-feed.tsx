import { useTranslation } from 'react-i18next';
import { Gift, Heart, Repeat, Sparkles, Star, Ticket } from 'lucide-react';
import { LIVE_ACTIVITY_KINDS, type LiveActivity, type LiveActivityKind } from '@kyo/contracts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { intlLocale } from '../../../app/i18n';

const ICONS = {
  follow: Heart,
  subscription: Star,
  renewal: Repeat,
  gift: Gift,
  kicks: Sparkles,
  redemption: Ticket,
} as const;

/**
 * The activity feed: newest first, a filter by kind, and Replay on each row (the alert shows
 * again on the OBS displays). The page and the OBS dock draw the same list.
 */
export function ActivityFeed({
  rows,
  kind,
  onKind,
  onReplay,
  replaying,
}: {
  rows: LiveActivity[] | undefined;
  kind: LiveActivityKind | undefined;
  onKind: (kind: LiveActivityKind | undefined) => void;
  onReplay: (row: LiveActivity) => void;
  replaying?: string | undefined;
}) {
  const { t, i18n } = useTranslation('live');
  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    hour: '2-digit',
    minute: '2-digit',
  });
  const filters: Array<LiveActivityKind | undefined> = [undefined, ...LIVE_ACTIVITY_KINDS];
  return (
    <div className="min-w-0">
      <div role="group" aria-label={t('feed.filter')} className="mb-3 flex flex-wrap gap-1.5">
        {filters.map((k) => (
          <button
            key={k ?? 'all'}
            type="button"
            aria-pressed={kind === k}
            onClick={() => onKind(k)}
            className={cn(
              'rounded-full border px-2.5 py-1 text-xs',
              kind === k
                ? 'border-brand-500 bg-brand-500/15 text-brand-200'
                : 'border-surface-700 text-zinc-300 hover:bg-surface-800',
            )}
          >
            {t(`feed.kinds.${k ?? 'all'}`)}
          </button>
        ))}
      </div>
      {rows?.length === 0 && <p className="text-sm text-zinc-400">{t('feed.empty')}</p>}
      <ul className="divide-y divide-surface-800" aria-label={t('feed.heading')}>
        {rows?.map((row) => {
          const Icon = ICONS[row.kind];
          return (
            <li key={row.id} className="flex min-w-0 items-center gap-2 py-2" data-kind={row.kind}>
              <Icon className="size-4 shrink-0 text-brand-400" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm text-zinc-100">
                  <span className="font-medium">{row.name}</span>{' '}
                  <span className="text-zinc-300">
                    {t(`feed.says.${row.kind}`, {
                      count: row.amount ?? 0,
                      detail: row.detail ?? '',
                    })}
                  </span>
                </p>
                {row.message && (
                  <p className="truncate text-xs text-zinc-400" title={row.message}>
                    “{row.message}”
                  </p>
                )}
              </div>
              <time className="shrink-0 text-xs text-zinc-500" dateTime={row.at}>
                {time.format(new Date(row.at))}
              </time>
              <Button
                size="sm"
                variant="ghost"
                disabled={replaying === row.id}
                aria-label={t('feed.replayOf', { name: row.name })}
                onClick={() => onReplay(row)}
              >
                {t('feed.replay')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
