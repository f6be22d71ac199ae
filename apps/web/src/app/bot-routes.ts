import type { PageRoute } from './route-types';

/**
 * The chat bot's pages and the features shown in its frame (`layout: 'bot'`: the bot's sub-row
 * of links), in the order of that row. Part of the route table (route-table.ts).
 */
export const botRoutes: PageRoute[] = [
  {
    path: '/bot',
    layout: 'bot',
    meta: { auth: true, kick: true },
    title: 'routes.botCommands',
    load: () => import('../features/bot/pages/commands-page'),
    queries: true,
  },
  {
    path: '/bot/timed',
    layout: 'bot',
    meta: { auth: true },
    title: 'routes.botTimed',
    load: () => import('../features/bot/pages/timed-messages-page'),
    queries: true,
  },
  {
    path: '/bot/chat-alert',
    layout: 'bot',
    meta: { auth: true },
    title: 'routes.botChatAlert',
    load: () => import('../features/bot/pages/chat-alerts-page'),
    queries: true,
  },
  // The viewer games: a feature of their own (features/games), shown in the bot's frame.
  {
    path: '/bot/giveaways',
    layout: 'bot',
    meta: { auth: true },
    title: 'routes.botGiveaways',
    load: () => import('../features/games/pages/giveaways-page'),
    queries: true,
  },
  {
    path: '/bot/polls',
    layout: 'bot',
    meta: { auth: true },
    title: 'routes.botPolls',
    load: () => import('../features/games/pages/polls-page'),
    queries: true,
  },
  {
    path: '/bot/counters',
    layout: 'bot',
    meta: { auth: true },
    title: 'routes.botCounters',
    load: () => import('../features/games/pages/counters-page'),
    queries: true,
  },
  {
    path: '/bot/quotes',
    layout: 'bot',
    meta: { auth: true },
    title: 'routes.botQuotes',
    load: () => import('../features/games/pages/quotes-page'),
    queries: true,
  },
  {
    path: '/bot/song-requests',
    layout: 'bot',
    meta: { auth: true },
    title: 'routes.botSongRequests',
    load: () => import('../features/song-requests/pages/song-requests-page'),
    queries: true,
  },
  {
    path: '/bot/moderation',
    layout: 'bot',
    meta: { auth: true },
    title: 'routes.botModeration',
    load: () => import('../features/moderation/pages/moderation-page'),
    queries: true,
  },
  {
    path: '/bot/rewards',
    layout: 'bot',
    meta: { auth: true },
    title: 'routes.botRewards',
    load: () => import('../features/rewards/pages/rewards-page'),
    queries: true,
  },
  {
    path: '/bot/points',
    layout: 'bot',
    meta: { auth: true },
    title: 'routes.botPoints',
    load: () => import('../features/points/pages/points-page'),
    queries: true,
  },
  {
    path: '/bot/points/store',
    layout: 'bot',
    meta: { auth: true },
    title: 'routes.botPointsStore',
    load: () => import('../features/points/pages/store-page'),
    queries: true,
  },
  {
    path: '/bot/status',
    layout: 'bot',
    meta: { auth: true },
    title: 'routes.botStatus',
    load: () => import('../features/bot/pages/bot-status-page'),
    queries: true,
  },
];
