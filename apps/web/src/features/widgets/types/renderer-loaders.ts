import type { WidgetSettingsOf } from '@kyo/contracts/widgets/registry';
import type { WidgetRenderer } from './renderer';
import type { AvailableWidgetType } from './renderers';

type RendererLoaders = {
  [T in AvailableWidgetType]: () => Promise<WidgetRenderer<WidgetSettingsOf<T>>>;
};

/**
 * Each available widget type's renderer as its own chunk: the OBS display's table (decision 019).
 * The display's first load is React DOM and the realtime client; a widget's renderer, with its
 * CSS, comes once the server has said which type the widget is, so a new widget type adds nothing
 * to what a browser source of another type downloads. The dashboard draws previews from the static
 * table in renderers.ts; both list every type (the mapped types make a missing one a type error).
 */
export const rendererLoaders: RendererLoaders = {
  chat: () => import('./chat/chat-renderer').then((m) => m.ChatRenderer),
  'chat-leaderboard': () =>
    import('./chat-leaderboard/leaderboard-renderer').then((m) => m.ChatLeaderboardRenderer),
  'emote-streak': () => import('./emote-streak/streak-renderer').then((m) => m.EmoteStreakRenderer),
  'follower-alert': () =>
    import('./follower-alert/follower-alert-renderer').then((m) => m.FollowerAlertRenderer),
  'live-viewer': () =>
    import('./live-viewer/live-viewer-renderer').then((m) => m.LiveViewerRenderer),
  spotify: () => import('./spotify/spotify-renderer').then((m) => m.SpotifyRenderer),
  'song-requests': () =>
    import('./song-requests/song-requests-renderer').then((m) => m.SongRequestsRenderer),
  subscribe: () => import('./subscribe/subscribe-renderer').then((m) => m.SubscribeRenderer),
  'follower-goal': () =>
    import('./follower-goal/follower-goal-renderer').then((m) => m.FollowerGoalRenderer),
  'sub-goal': () => import('./sub-goal/sub-goal-renderer').then((m) => m.SubGoalRenderer),
  'kicks-goal': () => import('./kicks-goal/kicks-goal-renderer').then((m) => m.KicksGoalRenderer),
  'event-list': () => import('./event-list/event-list-renderer').then((m) => m.EventListRenderer),
  counter: () => import('./counter/counter-renderer').then((m) => m.CounterRenderer),
  giveaway: () => import('./giveaway/giveaway-renderer').then((m) => m.GiveawayRenderer),
  poll: () => import('./poll/poll-renderer').then((m) => m.PollRenderer),
};

/** The loader of a type named by the server; unknown or not-yet-available types have none. */
export function rendererLoaderFor(
  type: string,
): (() => Promise<WidgetRenderer<Record<string, unknown>>>) | undefined {
  return Object.prototype.hasOwnProperty.call(rendererLoaders, type)
    ? (rendererLoaders[type as AvailableWidgetType] as unknown as () => Promise<
        WidgetRenderer<Record<string, unknown>>
      >)
    : undefined;
}
