import { Outlet } from 'react-router';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { SideNav, type SideNavItem } from './side-nav';
import { LayoutSlot } from './layout-slot';
import { PageSuspense } from './page-suspense';

/** Header, a titled side navigation, the page, footer: the documentation and profile layouts. */
export function SidebarLayout({
  title,
  items,
  banner = false,
}: {
  title: string;
  items: SideNavItem[];
  banner?: boolean;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      {banner && <LayoutSlot name="banner" />}
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row">
        <aside className="md:w-56 md:shrink-0">
          <p className="mb-3 px-3 text-xs font-semibold uppercase tracking-wider text-zinc-400">
            {title}
          </p>
          <SideNav label={title} items={items} />
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
