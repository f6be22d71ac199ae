import { Outlet } from 'react-router';
import { PageSuspense } from './page-suspense';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { SideNav } from './side-nav';
import { LayoutSlot } from './layout-slot';

export function ProfileLayout() {
  const { t } = useTranslation('app');
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <LayoutSlot name="banner" />
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row">
        <aside className="md:w-56 md:shrink-0">
          <p className="mb-3 px-3 text-xs font-semibold uppercase tracking-wider text-zinc-400">
            {t('settings.sidebar')}
          </p>
          <SideNav
            label={t('settings.sidebar')}
            items={[
              { to: '/profile/settings', label: t('settings.overview'), end: true },
              { to: '/profile/settings/connections', label: t('settings.connections') },
              { to: '/profile/settings/moderators', label: t('settings.moderators') },
              { to: '/profile/settings/password', label: t('settings.password') },
            ]}
          />
        </aside>
        <main id="main" className="min-w-0 flex-1">
          <PageSuspense>
            <Outlet />
          </PageSuspense>
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
