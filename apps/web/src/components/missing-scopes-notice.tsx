import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { cn } from '../lib/cn';

type Provider = 'kick' | 'spotify' | 'discord';

/** "your Kicks leaderboard (kicks:read), …": what each scope is for, else the scope itself. */
export function useScopeList() {
  const { t } = useTranslation('ui');
  return (scopes: readonly string[]) =>
    scopes
      .map((scope) =>
        t(`missingScopes.scopes.${scope.replace(/[^a-z0-9]+/gi, '_')}`, { defaultValue: scope }),
      )
      .join(', ');
}

/**
 * A connection that works but was granted fewer scopes than Kyo now asks for: nothing stopped,
 * so this is a suggestion (not the amber "needs reconnect" alarm), with the way to grant them.
 */
export function MissingScopesNotice({
  provider,
  scopes,
  action = true,
  className,
}: {
  provider: Provider;
  scopes: readonly string[];
  /** Links to the connections page (off on that page, whose card has its own button). */
  action?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('ui');
  const list = useScopeList();
  if (scopes.length === 0) return null;
  const name = t(`connectionProblem.providers.${provider}`);
  return (
    <div
      role="status"
      data-testid={`missing-scopes-${provider}`}
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-sky-500/35 bg-sky-500/10 px-4 py-3 text-sm text-sky-100 sm:flex-row sm:items-center',
        className,
      )}
    >
      <KeyRound aria-hidden className="size-5 shrink-0 text-sky-300" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-sky-200">{t('missingScopes.title', { provider: name })}</p>
        <p className="text-sky-100/90">{t('missingScopes.body', { list: list(scopes) })}</p>
      </div>
      {action && (
        <Link
          to="/profile/settings/connections"
          className="inline-flex h-9 shrink-0 items-center justify-center rounded-lg bg-sky-300 px-3.5 font-semibold text-surface-950 hover:bg-sky-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
        >
          {t('missingScopes.action', { provider: name })}
        </Link>
      )}
    </div>
  );
}
