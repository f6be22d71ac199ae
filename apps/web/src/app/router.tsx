import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { authStore } from '../lib/auth-store';
import { lazyWithQueryClient } from '../lib/lazy-with-query-client';
import { guardFor } from './guards';
import { routeTable, type LayoutName, type PageRoute } from './route-table';
import { DefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { DocumentationLayout } from './layouts/documentation-layout';
import { ProfileLayout } from './layouts/profile-layout';
import { WidgetLayout } from './layouts/widget-layout';
import { RouteErrorPage } from './errors/route-error-page';
import { NotFoundPage } from './errors/not-found-page';
import { PageTitle } from './page-title';

const layouts: Record<LayoutName, () => React.JSX.Element> = {
  default: DefaultLayout,
  empty: EmptyLayout,
  documentation: DocumentationLayout,
  profile: ProfileLayout,
  widget: WidgetLayout,
};

/** Every page starts at the top (or at its #anchor), and Back returns to where the user was. */
function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

function toRouteObject(page: PageRoute): RouteObject {
  return {
    path: page.path,
    loader: guardFor(page.meta),
    handle: { title: page.title },
    lazy: async () => {
      const load = page.queries ? lazyWithQueryClient(page.load) : page.load;
      const { default: Component } = await load();
      return {
        Component: () => (
          <>
            <PageTitle titleKey={page.title} />
            <Component />
          </>
        ),
      };
    },
  };
}

export function buildRoutes(extra: PageRoute[] = []): RouteObject[] {
  const all = [...routeTable, ...extra];
  const byLayout = (name: LayoutName) =>
    all.filter((page) => page.layout === name).map(toRouteObject);
  const layoutRoutes = (Object.keys(layouts) as LayoutName[]).map((name): RouteObject => {
    const Layout = layouts[name];
    const children = byLayout(name);
    // Unknown paths render the 404 page inside the default layout.
    if (name === 'default') children.push({ path: '*', Component: NotFoundPage });
    return { Component: Layout, errorElement: <RouteErrorPage />, children };
  });
  // The guards are loaders: until the first ones ran, the page shows nothing (a blink, no warning).
  return [
    {
      Component: Root,
      HydrateFallback: BlankPage,
      errorElement: <RouteErrorPage />,
      children: layoutRoutes,
    },
  ];
}

function BlankPage() {
  return null;
}

export function createAppRouter(extra: PageRoute[] = []) {
  const router = createBrowserRouter(buildRoutes(extra));
  // Guards read the auth store; re-run them when it changes (sign-out in another tab, a lost
  // session, a Kick disconnect) so a protected page never stays on screen.
  authStore.subscribe(() => void router.revalidate());
  return router;
}
