/**
 * Every widget type: the one list (docs/architecture.md, "Adding a widget type"). A type is its
 * module here, `<type>.ts` (settings and state schemas, and its contract: names, events, test
 * buttons, size, state), with `<type>.logic.ts` beside it for a stateful type (its reducer,
 * zod-free for the OBS display); the registry (../registry.ts), the server and the web app derive
 * everything else from this list. Adding a type: its contract below (and its modules' exports
 * at the end, for `@kyo/contracts` itself).
 */
import { chatWidget } from './chat';
import { chatLeaderboardWidget } from './chat-leaderboard';
import { emoteStreakWidget } from './emote-streak';
import { followerAlertWidget } from './follower-alert';
import { liveViewerWidget } from './live-viewer';
import { songRequestsWidget } from './song-requests';
import { spotifyWidget } from './spotify';
import { subscribeWidget } from './subscribe';
import { followerGoalWidget } from './follower-goal';
import { subGoalWidget } from './sub-goal';
import { kicksGoalWidget } from './kicks-goal';
import { eventListWidget } from './event-list';
import { counterWidget } from './counter';
import { giveawayWidget } from './giveaway';
import { pollWidget } from './poll';
import { customWidget } from './custom';
import { shoutoutWidget } from './shoutout';
import { subathonWidget } from './subathon';
import { pointsLeaderboardWidget } from './points-leaderboard';

/** Each type's contract, in the gallery's order. */
export const WIDGET_TYPE_CONTRACTS = [
  chatWidget,
  chatLeaderboardWidget,
  emoteStreakWidget,
  followerAlertWidget,
  liveViewerWidget,
  songRequestsWidget,
  spotifyWidget,
  subscribeWidget,
  followerGoalWidget,
  subGoalWidget,
  kicksGoalWidget,
  eventListWidget,
  counterWidget,
  giveawayWidget,
  pollWidget,
  customWidget,
  shoutoutWidget,
  subathonWidget,
  pointsLeaderboardWidget,
] as const;

type Names<C> = {
  -readonly [K in keyof C]: C[K] extends { type: infer T extends string } ? T : never;
};

/** The types' names, in the same order. */
export const WIDGET_TYPES = WIDGET_TYPE_CONTRACTS.map(
  (contract) => contract.type,
) as unknown as Readonly<Names<typeof WIDGET_TYPE_CONTRACTS>>;

export * from './chat';
export * from './chat.logic';
export * from './chat-leaderboard';
export * from './chat-leaderboard.logic';
export * from './emote-streak';
export * from './emote-streak.logic';
export * from './follower-alert';
export * from './live-viewer';
export * from './live-viewer.logic';
export * from './song-requests';
export * from './song-requests.logic';
export * from './spotify';
export * from './spotify.logic';
export * from './subscribe';
export * from './goal';
export * from './goal.logic';
export * from './follower-goal';
export * from './sub-goal';
export * from './kicks-goal';
export * from './event-list';
export * from './event-list.logic';
export * from './counter';
export * from './counter.logic';
export * from './giveaway';
export * from './giveaway.logic';
export * from './poll';
export * from './poll.logic';
export * from './custom';
export * from './custom.logic';
export * from './shoutout';
