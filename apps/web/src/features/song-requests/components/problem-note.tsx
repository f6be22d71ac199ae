import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import type { SongProblem } from '@kyo/contracts';
import { intlLocale } from '../../../app/i18n';

/** Why Spotify did not take a request (it stays queued), and when Kyo tries again. */
export function ProblemNote({ problem, compact }: { problem: SongProblem; compact?: boolean }) {
  const { t, i18n } = useTranslation('song-requests');
  const retry = problem.retryAt ? new Date(problem.retryAt) : null;
  return (
    <p
      role={compact ? undefined : 'alert'}
      className={
        compact
          ? 'mt-1 flex items-center gap-1.5 text-xs text-amber-300'
          : 'flex items-start gap-2 rounded-xl border border-amber-500/30 bg-amber-500/[0.08] p-3 text-sm text-amber-100'
      }
    >
      <AlertTriangle aria-hidden className={compact ? 'size-3.5' : 'mt-0.5 size-4 shrink-0'} />
      <span>
        {t(`problems.${problem.reason}`)}
        {retry && retry.getTime() > Date.now() && (
          <>
            {' '}
            {t('problems.retryAt', {
              time: retry.toLocaleTimeString(intlLocale(i18n.resolvedLanguage)),
            })}
          </>
        )}
      </span>
    </p>
  );
}
