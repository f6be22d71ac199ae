import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ArrowRight,
  BadgeCheck,
  Bot,
  CalendarDays,
  KeyRound,
  LayoutGrid,
  Mail,
  MailWarning,
  Settings,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { Me } from '@kyo/contracts';
import { Page } from '../../../components/page';
import { ButtonLink } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthState } from '../../../lib/auth-store';
import { Avatar } from '../components/avatar';
import { ConnectionChip } from '../components/connection-chip';
import { PROVIDERS, connectionName, connectionState } from '../components/connection-state';
import { ProviderLogo as ProviderMark } from '../../../components/provider-logo';
import { intlLocale } from '../../../app/i18n';

const shortcuts: Array<{ key: string; to: string; icon: LucideIcon }> = [
  { key: 'bot', to: '/bot', icon: Bot },
  { key: 'widgets', to: '/profile/widgets', icon: LayoutGrid },
  { key: 'settings', to: '/profile/settings', icon: Settings },
  { key: 'password', to: '/profile/settings/password', icon: KeyRound },
];

function SignedOut() {
  const { t } = useTranslation('profile');
  return (
    <Page className="flex min-h-[60vh] items-center justify-center">
      <div className="relative w-full max-w-lg overflow-hidden rounded-2xl border border-surface-700 bg-surface-900 p-8 text-center sm:p-10">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 left-1/2 h-48 w-80 -translate-x-1/2 rounded-full bg-brand-500/15 blur-3xl"
        />
        <span className="relative mx-auto inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-500/10 text-brand-400 ring-1 ring-brand-500/30">
          <UserRound size={26} aria-hidden="true" />
        </span>
        <h1 className="relative mt-5 text-2xl font-bold tracking-tight text-white">
          {t('guest.title')}
        </h1>
        <p className="relative mx-auto mt-3 max-w-sm leading-7 text-zinc-400">{t('guest.body')}</p>
        <div className="relative mt-7 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/signin?next=%2Fprofile">{t('guest.signIn')}</ButtonLink>
          <ButtonLink to="/signup" variant="secondary">
            {t('guest.signUp')}
          </ButtonLink>
        </div>
      </div>
    </Page>
  );
}

function Loading() {
  const { t } = useTranslation('app');
  return (
    <Page className="flex min-h-[50vh] items-center justify-center">
      <div className="flex items-center gap-3 text-sm text-zinc-400">
        <Spinner size={18} decorative />
        {t('loading')}
      </div>
    </Page>
  );
}

function Overview({ user }: { user: Me }) {
  const { t, i18n } = useTranslation('profile');
  const since = new Intl.DateTimeFormat(intlLocale(i18n.resolvedLanguage), {
    dateStyle: 'long',
  }).format(new Date(user.createdAt));

  return (
    <Page>
      <section
        aria-labelledby="profile-name"
        className="relative overflow-hidden rounded-2xl border border-surface-700 bg-surface-900"
      >
        <div
          aria-hidden="true"
          className="h-24 bg-[radial-gradient(ellipse_at_top_left,color-mix(in_oklab,var(--color-brand-500)_28%,transparent),transparent_60%),linear-gradient(to_right,var(--color-surface-800),var(--color-surface-900))] sm:h-28"
        />
        <div className="flex flex-col gap-5 px-6 pb-6 sm:flex-row sm:items-end sm:justify-between sm:px-8 sm:pb-8">
          <div className="-mt-8 flex flex-col gap-4 sm:flex-row sm:items-end">
            <Avatar name={user.username} size={96} />
            <div className="min-w-0">
              <h1
                id="profile-name"
                className="truncate text-2xl font-bold tracking-tight text-white sm:text-3xl"
              >
                {user.username}
              </h1>
              <p className="mt-0.5 text-sm text-zinc-400">{t('tagline')}</p>
            </div>
          </div>
          <ButtonLink
            to="/profile/settings"
            variant="secondary"
            size="sm"
            className="self-start sm:self-auto"
          >
            <Settings size={15} aria-hidden="true" />
            {t('editSettings')}
          </ButtonLink>
        </div>
        <dl className="grid grid-cols-1 border-t border-surface-700 sm:grid-cols-2">
          <div className="flex items-start gap-3 px-6 py-4 sm:px-8">
            <Mail size={18} className="mt-0.5 shrink-0 text-zinc-400" aria-hidden="true" />
            <div className="min-w-0">
              <dt className="text-xs font-medium uppercase tracking-wider text-zinc-400">
                {t('email')}
              </dt>
              <dd className="mt-1 flex flex-wrap items-center gap-2 text-sm text-zinc-100">
                <span className="truncate">{user.email}</span>
                {user.emailVerified ? (
                  <Chip variant="success" size="sm" icon={<BadgeCheck />}>
                    {t('verified')}
                  </Chip>
                ) : (
                  <Chip variant="warning" size="sm" icon={<MailWarning />}>
                    {t('unverified')}
                  </Chip>
                )}
              </dd>
              {!user.emailVerified && (
                <dd className="mt-1.5 text-xs leading-5 text-zinc-400">{t('unverifiedHint')}</dd>
              )}
            </div>
          </div>
          <div className="flex items-start gap-3 border-t border-surface-700 px-6 py-4 sm:border-l sm:border-t-0 sm:px-8">
            <CalendarDays size={18} className="mt-0.5 shrink-0 text-zinc-400" aria-hidden="true" />
            <div>
              <dt className="text-xs font-medium uppercase tracking-wider text-zinc-400">
                {t('memberSince')}
              </dt>
              <dd className="mt-1 text-sm text-zinc-100">
                <time dateTime={user.createdAt}>{since}</time>
              </dd>
            </div>
          </div>
        </dl>
      </section>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="profile-connections"
          className="rounded-2xl border border-surface-700 bg-surface-900"
        >
          <div className="flex flex-wrap items-center justify-between gap-3 px-6 pt-6">
            <div>
              <h2 id="profile-connections" className="font-semibold text-white">
                {t('connections.title')}
              </h2>
              <p className="mt-1 text-sm text-zinc-400">{t('connections.subtitle')}</p>
            </div>
          </div>
          <ul className="mt-4 divide-y divide-surface-700 border-t border-surface-700">
            {PROVIDERS.map((provider) => {
              const state = connectionState(user, provider);
              const name = connectionName(user, provider);
              return (
                <li key={provider} className="flex items-center gap-4 px-6 py-4">
                  <ProviderMark provider={provider} />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold text-zinc-100">
                      {t(`providers.${provider}`)}
                    </p>
                    <p
                      className={name ? 'truncate text-sm text-zinc-300' : 'text-sm text-zinc-400'}
                    >
                      {name ?? t(`connections.purpose.${provider}`)}
                    </p>
                  </div>
                  <ConnectionChip state={state} />
                </li>
              );
            })}
          </ul>
          <div className="border-t border-surface-700 px-6 py-4">
            <Link
              to="/profile/settings/connections"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-400 hover:text-brand-300"
            >
              {t('connections.manage')}
              <ArrowRight size={15} aria-hidden="true" />
            </Link>
          </div>
        </section>

        <nav
          aria-labelledby="profile-shortcuts"
          className="h-fit rounded-2xl border border-surface-700 bg-surface-900 p-6"
        >
          <h2 id="profile-shortcuts" className="font-semibold text-white">
            {t('shortcuts.title')}
          </h2>
          <ul className="mt-4 space-y-1">
            {shortcuts.map(({ key, to, icon: Icon }) => (
              <li key={key}>
                <Link
                  to={to}
                  className="group -mx-2 flex items-center gap-3 rounded-lg px-2 py-2 text-sm text-zinc-300 transition-colors hover:bg-surface-800 hover:text-white"
                >
                  <Icon size={17} className="shrink-0 text-brand-400" aria-hidden="true" />
                  <span className="flex-1">{t(`shortcuts.${key}`)}</span>
                  <ArrowRight
                    size={14}
                    aria-hidden="true"
                    className="text-zinc-400 opacity-0 transition-opacity group-hover:opacity-100"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Page>
  );
}

export default function ProfilePage() {
  const { token, user } = useAuthState();
  if (!token) return <SignedOut />;
  if (!user) return <Loading />;
  return <Overview user={user} />;
}
