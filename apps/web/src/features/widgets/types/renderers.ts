import type { WidgetSettingsOf, WidgetType } from '@kyo/contracts/widgets/registry';
import type { WidgetRenderer } from './renderer';
import { ChatRenderer } from './chat/chat-renderer';
import { ChatLeaderboardRenderer } from './chat-leaderboard/leaderboard-renderer';
import { EmoteStreakRenderer } from './emote-streak/streak-renderer';
import { FollowerAlertRenderer } from './follower-alert/follower-alert-renderer';
import { LiveViewerRenderer } from './live-viewer/live-viewer-renderer';
import { SpotifyRenderer } from './spotify/spotify-renderer';
import { SongRequestsRenderer } from './song-requests/song-requests-renderer';
import { SubscribeRenderer } from './subscribe/subscribe-renderer';
import { FollowerGoalRenderer } from './follower-goal/follower-goal-renderer';
import { SubGoalRenderer } from './sub-goal/sub-goal-renderer';
import { KicksGoalRenderer } from './kicks-goal/kicks-goal-renderer';
import { EventListRenderer } from './event-list/event-list-renderer';
import { CounterRenderer } from './counter/counter-renderer';
import { GiveawayRenderer } from './giveaway/giveaway-renderer';
import { PollRenderer } from './poll/poll-renderer';

/**
 * The widget types whose overlay exists (contracts: `available: true`): all of them now; a type
 * added to the contracts before its overlay would be left out here.
 */
export type AvailableWidgetType = WidgetType;

/**
 * The renderer of each available widget type, from its folder. The overlay bundle imports this
 * file and nothing else from the dashboard, so it (and what it imports) stays free of i18next,
 * the design system, Tailwind and zod: contracts are imported as types or from zod-free modules.
 */
export const renderers: { [T in AvailableWidgetType]: WidgetRenderer<WidgetSettingsOf<T>> } = {
  chat: ChatRenderer,
  'chat-leaderboard': ChatLeaderboardRenderer,
  'emote-streak': EmoteStreakRenderer,
  'follower-alert': FollowerAlertRenderer,
  'live-viewer': LiveViewerRenderer,
  'song-requests': SongRequestsRenderer,
  spotify: SpotifyRenderer,
  subscribe: SubscribeRenderer,
  'follower-goal': FollowerGoalRenderer,
  'sub-goal': SubGoalRenderer,
  'kicks-goal': KicksGoalRenderer,
  'event-list': EventListRenderer,
  counter: CounterRenderer,
  giveaway: GiveawayRenderer,
  poll: PollRenderer,
};

/**
 * The renderer for a type named by the server, taking the settings it sent (already parsed with
 * defaults). Unknown or not-yet-available types have none.
 */
export function rendererFor(type: string): WidgetRenderer<Record<string, unknown>> | undefined {
  return Object.prototype.hasOwnProperty.call(renderers, type)
    ? (renderers[type as AvailableWidgetType] as unknown as WidgetRenderer<Record<string, unknown>>)
    : undefined;
}
