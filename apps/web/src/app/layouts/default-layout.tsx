import { Outlet } from 'react-router';
import { PageSuspense } from './page-suspense';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { LayoutSlot } from './layout-slot';

export function DefaultLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <LayoutSlot name="banner" />
      <main id="main" className="flex-1">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      <SiteFooter />
    </div>
  );
}
