import { useTranslation } from 'react-i18next';
import { percentages, type Poll } from '@kyo/contracts';
import { cn } from '../../../lib/cn';
import { intlLocale } from '../../../app/i18n';

/** A poll's options as bars that move with the votes; the leader (or leaders) highlighted. */
export function PollBars({ poll, compact = false }: { poll: Poll; compact?: boolean }) {
  const { t, i18n } = useTranslation('games');
  const shares = percentages(poll.options.map((o) => o.votes));
  const top = Math.max(...poll.options.map((o) => o.votes));
  return (
    <ol className={cn('space-y-2.5', compact && 'space-y-1.5')} data-testid="poll-bars">
      {poll.options.map((option, i) => {
        const leading = poll.total > 0 && option.votes === top;
        return (
          <li
            key={i}
            className="relative overflow-hidden rounded-lg bg-surface-800 ring-1 ring-surface-700"
          >
            <div
              aria-hidden
              className={cn(
                'absolute inset-y-0 left-0 transition-[width] duration-500 ease-out',
                leading ? 'bg-brand-500/30' : 'bg-surface-600/60',
              )}
              style={{ width: `${shares[i]}%` }}
            />
            <div
              className={cn(
                'relative flex items-center gap-3 px-3',
                compact ? 'py-1.5 text-sm' : 'py-2.5',
              )}
            >
              <span className="w-5 shrink-0 text-right font-mono text-xs text-zinc-400">
                {i + 1}
              </span>
              <span
                className={cn(
                  'min-w-0 flex-1 truncate',
                  leading ? 'font-semibold text-white' : 'text-zinc-200',
                )}
              >
                {option.label}
              </span>
              <span
                className="shrink-0 text-xs tabular-nums text-zinc-400"
                data-testid="option-votes"
              >
                {t('polls.votes', { count: option.votes })}
              </span>
              <span className="w-11 shrink-0 text-right font-semibold tabular-nums text-white">
                {shares[i]!.toLocaleString(intlLocale(i18n.resolvedLanguage))}%
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
