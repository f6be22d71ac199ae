import { useTranslation } from 'react-i18next';
import { CheckCircle2, Circle } from 'lucide-react';
import { useAuthState } from '../../../lib/auth-store';
import { cn } from '../../../lib/cn';

/** For a signed-in reader: which of the first steps their account has already done. */
export function SetupProgress() {
  const { t } = useTranslation('docs');
  const { token, user } = useAuthState();
  if (!token || !user) return null;
  const kick = user.connections.kick;
  const items = [
    { id: 'create-account', done: true, label: t('start.progress.account') },
    { id: 'verify-email', done: user.emailVerified, label: t('start.progress.verified') },
    {
      id: 'connect-kick',
      done: Boolean(kick && kick.status === 'connected'),
      label: t('start.progress.kick'),
    },
  ];
  const done = items.filter((item) => item.done).length;
  return (
    <section
      aria-labelledby="setup-progress"
      className="rounded-xl border border-surface-700 bg-surface-900 p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="setup-progress" className="font-semibold text-white">
          {t('start.progress.title')}
        </h2>
        <p className="text-sm text-zinc-400">
          {t('start.progress.count', { done, total: items.length })}
        </p>
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className={cn(
                'flex items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium ring-1 ring-inset transition-colors',
                item.done
                  ? 'bg-brand-500/10 text-brand-200 ring-brand-500/25 hover:bg-brand-500/15'
                  : 'bg-surface-850 text-zinc-300 ring-surface-700 hover:bg-surface-800 hover:text-white',
              )}
            >
              {item.done ? (
                <CheckCircle2 size={17} className="shrink-0 text-brand-400" aria-hidden="true" />
              ) : (
                <Circle size={17} className="shrink-0 text-zinc-400" aria-hidden="true" />
              )}
              <span>
                {item.label}
                <span className="sr-only">
                  {' '}
                  ({item.done ? t('start.progress.done') : t('start.progress.todo')})
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
