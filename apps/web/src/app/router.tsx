import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { authStore } from '../lib/auth-store';
import { lazyWithQueryClient } from '../lib/lazy-with-query-client';
import { i18n } from './i18n';
import { guardFor } from './guards';
import { routeTable } from './route-table';
import type { LayoutName, PageRoute } from './route-types';
import { DefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { RouteErrorPage } from './errors/route-error-page';
import { NotFoundPage } from './errors/not-found-page';
import { PageTitle } from './page-title';

type Layout = ComponentType;
type LazyLayout = { load: () => Promise<Layout>; inside?: LayoutName };

/**
 * The layouts of the pages a browser most often opens first (the front page, sign-in, the
 * dashboard) come with the entry; the others load with their first page, in parallel with it.
 * A layout `inside` another is drawn in that one's outlet.
 */
const layouts: Record<LayoutName, Layout | LazyLayout> = {
  default: DefaultLayout,
  empty: EmptyLayout,
  documentation: {
    load: () => import('./layouts/documentation-layout').then((m) => m.DocumentationLayout),
  },
  profile: { load: () => import('./layouts/profile-layout').then((m) => m.ProfileLayout) },
  widget: { load: () => import('./layouts/widget-layout').then((m) => m.WidgetLayout) },
  // The bot's frame queries the bot's status; its texts load with it, not after it shows.
  bot: {
    load: async () => {
      const [{ BotLayout }, { withSharedClient }] = await Promise.all([
        import('./layouts/bot-layout'),
        import('../lib/query-client'),
        i18n.loadNamespaces('bot-frame'),
      ]);
      return withSharedClient(BotLayout);
    },
    inside: 'default',
  },
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
  const names = Object.keys(layouts) as LayoutName[];
  const insideOf = (name: LayoutName) => {
    const layout = layouts[name];
    return 'load' in layout ? layout.inside : undefined;
  };
  const layoutRoute = (name: LayoutName): RouteObject => {
    const layout = layouts[name];
    const children = [
      ...names.filter((inner) => insideOf(inner) === name).map(layoutRoute),
      ...byLayout(name),
    ];
    // Unknown paths render the 404 page inside the default layout.
    if (name === 'default') children.push({ path: '*', Component: NotFoundPage });
    return 'load' in layout
      ? {
          lazy: async () => ({ Component: await layout.load() }),
          errorElement: <RouteErrorPage />,
          children,
        }
      : { Component: layout, errorElement: <RouteErrorPage />, children };
  };
  const layoutRoutes = names.filter((name) => !insideOf(name)).map(layoutRoute);
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
