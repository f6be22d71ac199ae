import type { WidgetType } from '@kyo/contracts';
import { botRoutes } from './bot-routes';
import type { PageRoute } from './route-types';

/**
 * The widget types, found at build time as the type folders of features/widgets/types
 * (widget-type-folders.ts): their names alone, no schema, in the entry.
 */
declare const __WIDGET_TYPES__: readonly WidgetType[];

/**
 * One builder route per widget type, from the types' folders (seed §2: `/widget/chat`, …): a new
 * type needs no line here. The subscriber alert's builder is public (design first, sign
 * in to save); the others need an account. The page's heading names the type.
 */
function widgetBuilderRoutes(): PageRoute[] {
  return __WIDGET_TYPES__.map((type) => ({
    path: `/widget/${type}`,
    layout: 'empty',
    ...(type === 'subscribe' ? {} : { meta: { auth: true } }),
    title: 'routes.widgetBuilder',
    load: () => import('../features/widgets/pages/widget-builder-page'),
    queries: true,
  }));
}

/**
 * Every screen of the product in one table (seed-spec.md §2). The router, the guards and the
 * e2e route checks all read it.
 */
export const routeTable: PageRoute[] = [
  {
    path: '/',
    layout: 'default',
    title: 'routes.home',
    load: () => import('../features/home/pages/home-page'),
  },

  {
    path: '/signin',
    layout: 'empty',
    meta: { guest: true },
    title: 'routes.signin',
    load: () => import('../features/auth/pages/signin-page'),
  },
  {
    path: '/signup',
    layout: 'empty',
    meta: { guest: true },
    title: 'routes.signup',
    load: () => import('../features/auth/pages/signup-page'),
  },
  {
    path: '/forgot-password',
    layout: 'empty',
    meta: { guest: true },
    title: 'routes.forgotPassword',
    load: () => import('../features/auth/pages/forgot-password-page'),
    queries: true,
  },
  {
    path: '/reset-password',
    layout: 'empty',
    title: 'routes.resetPassword',
    load: () => import('../features/auth/pages/reset-password-page'),
  },
  // Public, not guest-only as the seed has it: the link must work for a user who is signed in
  // (they usually are, right after sign-up). docs/decisions/003-verify-email-route.md
  {
    path: '/verify-email',
    layout: 'empty',
    title: 'routes.verifyEmail',
    load: () => import('../features/auth/pages/verify-email-page'),
  },
  {
    path: '/logout',
    layout: 'empty',
    meta: { auth: true },
    title: 'routes.logout',
    load: () => import('../features/auth/pages/logout-page'),
  },

  {
    path: '/auth/discord',
    layout: 'empty',
    title: 'routes.authDiscord',
    load: () => import('../features/connections/pages/discord-auth-page'),
  },
  {
    path: '/auth/spotify',
    layout: 'empty',
    title: 'routes.authSpotify',
    load: () => import('../features/connections/pages/spotify-auth-page'),
  },
  {
    path: '/auth/kick/connect',
    layout: 'empty',
    title: 'routes.kickConnect',
    load: () => import('../features/connections/pages/kick-connect-page'),
  },
  {
    path: '/auth/kick/redirect',
    layout: 'empty',
    title: 'routes.kickRedirect',
    load: () => import('../features/connections/pages/kick-redirect-page'),
  },

  // A channel's public points page (docs/points.md "Viewer portal"): no Kyo account.
  {
    path: '/points/:channel',
    layout: 'default',
    title: 'routes.pointsPortal',
    load: () => import('../features/points/pages/portal-page'),
    queries: true,
  },

  // The chat bot and the features shown in its frame (bot-routes.ts).
  ...botRoutes,

  // The live cockpit: the channel's moderators use it too (`?owner=`, docs/live.md).
  {
    path: '/live',
    layout: 'default',
    meta: { auth: true },
    title: 'routes.live',
    load: () => import('../features/live/pages/live-page'),
    queries: true,
  },
  // The OBS dock: its key is the only credential (no session), docs/live.md.
  {
    path: '/dock/live/:key',
    layout: 'empty',
    title: 'routes.liveDock',
    load: () => import('../features/live/pages/live-dock-page'),
    queries: true,
  },

  // Stream stats: the channel's moderators may read them too (`?owner=`, docs/stats.md).
  {
    path: '/stats',
    layout: 'default',
    meta: { auth: true },
    title: 'routes.stats',
    load: () => import('../features/stats/pages/stats-page'),
    queries: true,
  },
  {
    path: '/stats/:streamId',
    layout: 'default',
    meta: { auth: true },
    title: 'routes.statsStream',
    load: () => import('../features/stats/pages/stream-recap-page'),
    queries: true,
  },

  {
    path: '/contact',
    layout: 'default',
    title: 'routes.contact',
    load: () => import('../features/info/pages/contact-page'),
  },
  {
    path: '/faq',
    layout: 'default',
    title: 'routes.faq',
    load: () => import('../features/info/pages/faq-page'),
  },
  {
    path: '/privacy-policy',
    layout: 'default',
    title: 'routes.privacy',
    load: () => import('../features/info/pages/privacy-page'),
  },
  {
    path: '/terms-of-use',
    layout: 'default',
    title: 'routes.terms',
    load: () => import('../features/info/pages/terms-page'),
  },

  {
    path: '/documentation',
    layout: 'documentation',
    title: 'routes.documentation',
    load: () => import('../features/docs/pages/documentation-page'),
  },
  {
    path: '/documentation/get-started',
    layout: 'documentation',
    title: 'routes.getStarted',
    load: () => import('../features/docs/pages/get-started-page'),
    queries: true,
  },

  {
    path: '/editor',
    layout: 'empty',
    title: 'routes.editor',
    load: () => import('../features/widgets/editor/pages/editor-page'),
    queries: true,
  },
  {
    path: '/editor/:sceneId',
    layout: 'empty',
    meta: { auth: true },
    title: 'routes.sceneEditor',
    load: () => import('../features/widgets/editor/pages/scene-editor-page'),
    queries: true,
  },

  {
    path: '/profile',
    layout: 'default',
    title: 'routes.profile',
    load: () => import('../features/profile/pages/profile-page'),
  },
  {
    path: '/profile/settings',
    layout: 'profile',
    meta: { auth: true },
    title: 'routes.settings',
    load: () => import('../features/profile/pages/settings-page'),
  },
  {
    path: '/profile/settings/connections',
    layout: 'profile',
    meta: { auth: true },
    title: 'routes.connections',
    load: () => import('../features/connections/pages/connections-settings-page'),
    queries: true,
  },
  {
    path: '/profile/settings/moderators',
    layout: 'profile',
    meta: { auth: true },
    title: 'routes.moderators',
    load: () => import('../features/profile/pages/moderators-page'),
    queries: true,
  },
  {
    path: '/profile/settings/api',
    layout: 'profile',
    meta: { auth: true },
    title: 'routes.api',
    load: () => import('../features/api/pages/api-settings-page'),
    queries: true,
  },
  {
    path: '/profile/settings/password',
    layout: 'profile',
    meta: { auth: true },
    title: 'routes.password',
    load: () => import('../features/auth/pages/change-password-page'),
  },
  {
    path: '/profile/settings/account',
    layout: 'profile',
    meta: { auth: true },
    title: 'routes.account',
    load: () => import('../features/profile/pages/account-page'),
  },
  {
    path: '/profile/widgets',
    layout: 'default',
    meta: { auth: true },
    title: 'routes.myWidgets',
    load: () => import('../features/widgets/pages/my-widgets-page'),
    queries: true,
  },

  {
    path: '/widget',
    layout: 'default',
    title: 'routes.widgets',
    load: () => import('../features/widgets/pages/widget-gallery-page'),
  },
  {
    path: '/widget/edit',
    layout: 'empty',
    meta: { auth: true },
    title: 'routes.widgetEdit',
    load: () => import('../features/widgets/pages/widget-pick-type-page'),
    queries: true,
  },
  {
    path: '/widget/edit/:id',
    layout: 'empty',
    meta: { auth: true },
    title: 'routes.widgetEdit',
    load: () => import('../features/widgets/pages/widget-edit-page'),
    queries: true,
  },
  ...widgetBuilderRoutes(),
  {
    path: '/widget/obs-alpha-video-test',
    layout: 'empty',
    title: 'routes.obsAlphaTest',
    load: () => import('../features/widgets/pages/obs-alpha-video-test-page'),
  },
  // Demo mode only: the mail the app would have sent (no SMTP server configured).
  {
    path: '/dev/mail',
    layout: 'default',
    title: 'routes.mailbox',
    load: () => import('../features/outbox/pages/dev-mail-page'),
    queries: true,
  },
  // Demo and development only: every design-system component in every state.
  {
    path: '/dev/components',
    layout: 'default',
    title: 'routes.components',
    load: () => import('../features/gallery/pages/component-gallery-page'),
    queries: true,
  },
  // Registered after the named /widget/* routes: React Router ranks static segments first anyway.
  {
    path: '/widget/:id',
    layout: 'widget',
    title: 'routes.widgetDisplay',
    load: () => import('../features/widgets/pages/widget-display-page'),
  },
];
