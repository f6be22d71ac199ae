import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import type { ConnectionProblem as Reason } from '@kyo/contracts';
import { cn } from '../lib/cn';

type Provider = 'kick' | 'spotify' | 'discord';

/**
 * One way to say a connection is dead, everywhere it matters (connections, the bot pages, the
 * widget builders): which platform, why, and the way back (Reconnect).
 */
export function ConnectionProblem({
  provider,
  reason,
  missing = false,
  consequence,
  className,
}: {
  provider: Provider;
  /** Why it needs a reconnect (null: not known, e.g. an older connection). */
  reason?: Reason;
  /** Not connected at all (rather than a connection that died). */
  missing?: boolean;
  /** What stops meanwhile ("The bot cannot post in your chat"). */
  consequence?: string;
  className?: string;
}) {
  const { t } = useTranslation('ui');
  const name = t(`connectionProblem.providers.${provider}`);
  return (
    <div
      role="status"
      data-testid={`connection-problem-${provider}`}
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-100 sm:flex-row sm:items-center',
        className,
      )}
    >
      <TriangleAlert aria-hidden className="size-5 shrink-0 text-amber-400" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-amber-200">
          {missing
            ? t('connectionProblem.missing', { provider: name })
            : t('connectionProblem.title', { provider: name })}
        </p>
        {!missing && (
          <p className="text-amber-100/90">
            {t(`connectionProblem.reasons.${reason ?? 'refresh_failed'}`, { provider: name })}
          </p>
        )}
        {consequence && <p className="text-amber-100/90">{consequence}</p>}
      </div>
      <Link
        to="/profile/settings/connections"
        className="inline-flex h-9 shrink-0 items-center justify-center rounded-lg bg-amber-400 px-3.5 font-semibold text-surface-950 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
      >
        {missing
          ? t('connectionProblem.connect', { provider: name })
          : t('connectionProblem.reconnect', { provider: name })}
      </Link>
    </div>
  );
}
