import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, KeyRound, Link2, ShieldCheck, Webhook, type LucideIcon } from 'lucide-react';
import { PageHeader } from '../../../components/page';
import { Chip } from '../../../components/ui/chip';
import { useAuthState } from '../../../lib/auth-store';
import { Avatar } from '../components/avatar';
import {
  PROVIDERS,
  connectedCount,
  connectionState,
  missingScopesOf,
} from '../components/connection-state';

interface Section {
  key: 'connections' | 'moderators' | 'api' | 'password';
  to: string;
  icon: LucideIcon;
}

const sections: Section[] = [
  { key: 'connections', to: '/profile/settings/connections', icon: Link2 },
  { key: 'moderators', to: '/profile/settings/moderators', icon: ShieldCheck },
  { key: 'api', to: '/profile/settings/api', icon: Webhook },
  { key: 'password', to: '/profile/settings/password', icon: KeyRound },
];

export default function SettingsPage() {
  const { t } = useTranslation('profile');
  const { user } = useAuthState();
  const needsReconnect = user
    ? PROVIDERS.some((provider) => connectionState(user, provider) === 'needs_reconnect')
    : false;
  const newScopes = user
    ? PROVIDERS.some(
        (provider) =>
          connectionState(user, provider) === 'connected' &&
          missingScopesOf(user, provider).length > 0,
      )
    : false;

  const status = (key: Section['key']) => {
    if (key === 'connections' && user) {
      return (
        <span className="flex flex-wrap gap-1.5">
          <Chip variant={connectedCount(user) > 0 ? 'success' : 'neutral'} size="sm">
            {t('settings.connectedCount', { count: connectedCount(user), total: PROVIDERS.length })}
          </Chip>
          {needsReconnect && (
            <Chip variant="warning" size="sm">
              {t('connection.needs_reconnect')}
            </Chip>
          )}
          {newScopes && (
            <Chip variant="info" size="sm">
              {t('connection.missing_scopes')}
            </Chip>
          )}
        </span>
      );
    }
    return null;
  };

  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.subtitle')} />

      {user && (
        <Link
          to="/profile"
          className="mb-6 flex items-center gap-4 rounded-xl border border-surface-700 bg-surface-900 p-4 transition-colors hover:border-surface-600 hover:bg-surface-850"
        >
          <Avatar name={user.username} size={44} />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-white">{user.username}</span>
            <span className="block truncate text-sm text-zinc-400">{user.email}</span>
          </span>
          <span className="hidden items-center gap-1.5 text-sm font-medium text-brand-400 sm:inline-flex">
            {t('settings.viewProfile')}
            <ArrowRight size={15} aria-hidden="true" />
          </span>
        </Link>
      )}

      <ul className="space-y-3">
        {sections.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex items-start gap-4 rounded-xl border border-surface-700 bg-surface-900 p-5 transition-colors hover:border-brand-500/40 hover:bg-surface-850"
            >
              <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-500/10 text-brand-400 ring-1 ring-brand-500/25">
                <Icon size={20} aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                  <span className="font-semibold text-white">{t(`settings.${key}.title`)}</span>
                  {status(key)}
                </span>
                <span className="mt-1.5 block text-sm leading-6 text-zinc-400">
                  {t(`settings.${key}.body`)}
                </span>
              </span>
              <ArrowRight
                size={18}
                aria-hidden="true"
                className="mt-2.5 shrink-0 text-zinc-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-400"
              />
            </Link>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="settings-delete"
        className="mt-10 rounded-xl border border-surface-800 p-5"
      >
        <h2 id="settings-delete" className="text-sm font-semibold text-zinc-100">
          {t('settings.delete.title')}
        </h2>
        <p className="mt-1.5 text-sm leading-6 text-zinc-400">
          {t('settings.delete.body')}{' '}
          <a
            href="mailto:privacy@kyo.example"
            className="font-medium text-brand-400 underline decoration-brand-500/40 underline-offset-2 hover:text-brand-300"
          >
            privacy@kyo.example
          </a>
        </p>
      </section>
    </>
  );
}
