import { z } from 'zod';
import type { KickEventType } from '../kick-events';
import { chatSettingsSchema, chatStateSchema, type ChatSettings } from './chat';
import { followerAlertSettingsSchema, subscribeAlertSettingsSchema } from './alerts';
import { ALERT_WIDGET_KINDS, type AlertKind } from './alert-kinds';
import { PLACEMENTS } from './common';
import {
  followerGoalSettingsSchema,
  goalStateSchema,
  kicksGoalSettingsSchema,
  subGoalSettingsSchema,
  type GoalSettings,
} from './types/goal';
import { initialGoal, reduceGoal, type GoalMetric, type GoalState } from './types/goal.logic';
import {
  eventListSettingsSchema,
  eventListStateSchema,
  type EventListSettings,
} from './types/event-list';
import { initialEventList, reduceEventList, type EventListState } from './types/event-list.logic';
import type { WidgetEvent, WidgetEventKind } from './events';
import type { TestEventKind } from './test-events';
import { initialChatState, reduceChat, type ChatState } from './types/chat.logic';
import {
  chatLeaderboardSettingsSchema,
  chatLeaderboardStateSchema,
  type ChatLeaderboardSettings,
} from './types/chat-leaderboard';
import {
  initialLeaderboard,
  reduceLeaderboard,
  type LeaderboardState,
} from './types/chat-leaderboard.logic';
import {
  liveViewerSettingsSchema,
  liveViewerStateSchema,
  type LiveViewerSettings,
} from './types/live-viewer';
import {
  initialLiveViewer,
  reduceLiveViewer,
  type LiveViewerState,
} from './types/live-viewer.logic';
import { spotifySettingsSchema, spotifyStateSchema, type SpotifySettings } from './types/spotify';
import {
  songRequestsSettingsSchema,
  songRequestsStateSchema,
  type SongRequestsSettings,
} from './types/song-requests';
import {
  initialSongRequests,
  reduceSongRequests,
  type SongRequestsState,
} from './types/song-requests.logic';
import { initialSpotify, reduceSpotify, type SpotifyState } from './types/spotify.logic';
import { counterSettingsSchema, counterStateSchema, type CounterSettings } from './types/counter';
import { initialCounter, reduceCounter, type CounterState } from './types/counter.logic';
import { giveawaySettingsSchema, giveawayStateSchema } from './types/giveaway';
import { initialGiveaway, reduceGiveaway, type GiveawayState } from './types/giveaway.logic';
import { pollSettingsSchema, pollStateSchema } from './types/poll';
import { initialPoll, reducePoll, type PollState } from './types/poll.logic';
import {
  emoteStreakSettingsSchema,
  emoteStreakStateSchema,
  type EmoteStreakSettings,
} from './types/emote-streak';
import {
  initialEmoteStreak,
  reduceEmoteStreak,
  type EmoteStreakState,
} from './types/emote-streak.logic';

export const WIDGET_TYPES = [
  'chat',
  'chat-leaderboard',
  'emote-streak',
  'follower-alert',
  'live-viewer',
  'song-requests',
  'spotify',
  'subscribe',
  'follower-goal',
  'sub-goal',
  'kicks-goal',
  'event-list',
  'counter',
  'giveaway',
  'poll',
] as const;
export const widgetTypeSchema = z.enum(WIDGET_TYPES, { error: 'Unknown widget type' });
export type WidgetType = z.infer<typeof widgetTypeSchema>;

/** A stateful type's state: the server folds its events into it and persists it (decision 012). */
export interface WidgetStateContract<St = unknown, S = never> {
  /** Checks a stored state (after an upgrade one that fails is rebuilt from `initial`). */
  schema: z.ZodType<St>;
  initial: () => St;
  /** Pure: the state after one event, under the widget's settings. */
  reduce: (state: St, event: WidgetEvent, settings: S) => St;
  /**
   * How overlays learn of changes: 'messages' sends the state to overlays as coalesced `state`
   * messages; 'snapshot' only in the snapshot (the chat box's lines already arrive as events).
   */
  delivery: 'messages' | 'snapshot';
  /** What overlays are sent of a state (server-only parts left out); the state itself if unset. */
  view?: (state: St) => St;
}

export interface WidgetTypeContract<S extends z.ZodType = z.ZodType> {
  type: WidgetType;
  /** English display name; a new widget's default name. */
  displayName: string;
  /** Settings with defaults: `{}` (or an older object) parses to a complete settings object. */
  settings: S;
  /** The widget events this type takes (the shared vocabulary, widgets/events.ts). */
  events: readonly WidgetEventKind[];
  /** The Kick webhooks that feed those events (channel-to-widget.ts maps them). */
  kickEvents: readonly KickEventType[];
  /** Its builder's test buttons, in order (generators in test-events.ts). */
  testEvents: readonly TestEventKind[];
  /** Recommended OBS browser-source size. */
  size: { width: number; height: number };
  /** False until its overlay and builder exist. */
  available: boolean;
  /** Stateful types only. */
  state?: WidgetStateContract<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Alert types only: the alert kinds it shows (alert-kinds.ts), in the order they are tried. */
  alertKinds?: readonly AlertKind[];
}

const stateOf = <St, S>(contract: WidgetStateContract<St, S>) => contract;

/**
 * Every type's settings also say where the widget sits in a browser source larger than its
 * designed size (the display's frame does it once for every type; docs/widgets.md).
 */
const placed = <Shape extends z.core.$ZodLooseShape>(schema: z.ZodObject<Shape>) =>
  schema.extend({ placement: z.enum(PLACEMENTS).default('center') });

const goalState = (metric: GoalMetric) =>
  stateOf<GoalState, GoalSettings>({
    schema: goalStateSchema,
    initial: () => initialGoal(),
    reduce: (state, event, settings) => reduceGoal(metric, state, event, settings),
    delivery: 'messages',
  });
/** What feeds a goal, and what starts it over (a stream start, when asked). */
const GOAL_FEEDS = {
  followers: { events: ['follow'], kickEvents: ['channel.followed'], tests: ['follow'] },
  subs: {
    events: ['subscription', 'gifted'],
    kickEvents: [
      'channel.subscription.new',
      'channel.subscription.renewal',
      'channel.subscription.gifts',
    ],
    tests: ['subscription', 'gifted'],
  },
  kicks: { events: ['kicks'], kickEvents: ['kicks.gifted'], tests: ['kicks'] },
} as const satisfies Record<
  GoalMetric,
  { events: WidgetEventKind[]; kickEvents: KickEventType[]; tests: TestEventKind[] }
>;
const goalType = <T extends 'follower-goal' | 'sub-goal' | 'kicks-goal'>(
  type: T,
  displayName: string,
  metric: GoalMetric,
  settings: typeof followerGoalSettingsSchema,
) =>
  ({
    type,
    displayName,
    settings: placed(settings),
    events: [...GOAL_FEEDS[metric].events, 'stream.online'],
    kickEvents: [...GOAL_FEEDS[metric].kickEvents, 'livestream.status.updated'],
    testEvents: GOAL_FEEDS[metric].tests,
    size: { width: 600, height: 130 },
    available: true,
    state: goalState(metric),
  }) as const;

/**
 * One definition per widget type: the API validates with it, the server routes Kick events and
 * folds state with it, the builder and the overlay render from it. Every list that names widget
 * types is derived from this record.
 */
export const widgetContracts = {
  chat: {
    type: 'chat',
    displayName: 'Chat box',
    settings: placed(chatSettingsSchema),
    events: ['chat.message', 'chat.clear-user', 'chat.delete'],
    // A ban or timeout removes the chatter's lines from the box; moderation removes one line.
    kickEvents: ['chat.message.sent', 'moderation.banned'],
    testEvents: ['chat.message', 'chat.clear-user'],
    size: { width: 400, height: 600 },
    available: true,
    state: stateOf<ChatState, ChatSettings>({
      schema: chatStateSchema,
      initial: initialChatState,
      reduce: reduceChat,
      delivery: 'snapshot',
    }),
  },
  'chat-leaderboard': {
    type: 'chat-leaderboard',
    displayName: 'Chat leaderboard',
    settings: placed(chatLeaderboardSettingsSchema),
    events: ['chat.message', 'chat.clear-user', 'gifted', 'kicks', 'stream.online'],
    kickEvents: [
      'chat.message.sent',
      'moderation.banned',
      'channel.subscription.gifts',
      'kicks.gifted',
      'livestream.status.updated',
    ],
    testEvents: ['chat.crowd', 'chat.message', 'gifted', 'kicks'],
    size: { width: 400, height: 520 },
    available: true,
    state: stateOf<LeaderboardState, ChatLeaderboardSettings>({
      schema: chatLeaderboardStateSchema,
      initial: initialLeaderboard,
      reduce: reduceLeaderboard,
      delivery: 'messages',
    }),
  },
  'emote-streak': {
    type: 'emote-streak',
    displayName: 'Emote streak',
    settings: placed(emoteStreakSettingsSchema),
    events: ['chat.message'],
    kickEvents: ['chat.message.sent'],
    testEvents: ['emote.streak', 'chat.message'],
    size: { width: 500, height: 240 },
    available: true,
    state: stateOf<EmoteStreakState, EmoteStreakSettings>({
      schema: emoteStreakStateSchema,
      initial: initialEmoteStreak,
      reduce: reduceEmoteStreak,
      delivery: 'messages',
      // Overlays need the count, not who made it.
      view: (state) => (state.chatters.length === 0 ? state : { ...state, chatters: [] }),
    }),
  },
  'follower-alert': {
    type: 'follower-alert',
    displayName: 'Follower alert',
    settings: placed(followerAlertSettingsSchema),
    events: ['follow'],
    kickEvents: ['channel.followed'],
    testEvents: ['follow'],
    size: { width: 800, height: 300 },
    available: true,
    alertKinds: ALERT_WIDGET_KINDS['follower-alert'],
  },
  subscribe: {
    type: 'subscribe',
    displayName: 'Subscriber & Kicks alert',
    settings: placed(subscribeAlertSettingsSchema),
    // Channel points come from a reward's actions (features/rewards), not straight from Kick.
    events: ['subscription', 'gifted', 'kicks', 'reward.redemption', 'reward.sound'],
    kickEvents: [
      'channel.subscription.new',
      'channel.subscription.renewal',
      'channel.subscription.gifts',
      'kicks.gifted',
    ],
    testEvents: ['subscription', 'resubscription', 'gifted', 'kicks', 'reward.redemption'],
    size: { width: 800, height: 300 },
    available: true,
    alertKinds: ALERT_WIDGET_KINDS.subscribe,
  },
  'live-viewer': {
    type: 'live-viewer',
    displayName: 'Live viewer count',
    settings: placed(liveViewerSettingsSchema),
    events: ['viewers'],
    // Kick pushes no viewer counts: the server polls the channel while an overlay is open.
    kickEvents: [],
    testEvents: ['viewers', 'viewers.offline'],
    size: { width: 460, height: 120 },
    available: true,
    state: stateOf<LiveViewerState, LiveViewerSettings>({
      schema: liveViewerStateSchema,
      initial: initialLiveViewer,
      reduce: reduceLiveViewer,
      delivery: 'messages',
    }),
  },
  spotify: {
    type: 'spotify',
    displayName: 'Spotify now playing',
    settings: placed(spotifySettingsSchema),
    events: ['now-playing'],
    // Spotify pushes nothing: the server polls the streamer's player while an overlay is open.
    kickEvents: [],
    testEvents: ['now-playing', 'now-playing.episode', 'now-playing.paused'],
    size: { width: 520, height: 160 },
    available: true,
    state: stateOf<SpotifyState, SpotifySettings>({
      schema: spotifyStateSchema,
      initial: initialSpotify,
      reduce: reduceSpotify,
      delivery: 'messages',
    }),
  },
  'song-requests': {
    type: 'song-requests',
    displayName: 'Song requests',
    settings: placed(songRequestsSettingsSchema),
    events: ['now-playing', 'song-queue'],
    // Both come from the server: the polled player and the song-requests feature's queue.
    kickEvents: [],
    testEvents: ['song-queue', 'now-playing'],
    size: { width: 520, height: 320 },
    available: true,
    state: stateOf<SongRequestsState, SongRequestsSettings>({
      schema: songRequestsStateSchema,
      initial: initialSongRequests,
      reduce: reduceSongRequests,
      delivery: 'messages',
    }),
  },
  'follower-goal': goalType(
    'follower-goal',
    'Follower goal',
    'followers',
    followerGoalSettingsSchema,
  ),
  'sub-goal': goalType('sub-goal', 'Subscriber goal', 'subs', subGoalSettingsSchema),
  'kicks-goal': goalType('kicks-goal', 'Kicks goal', 'kicks', kicksGoalSettingsSchema),
  'event-list': {
    type: 'event-list',
    displayName: 'Event list',
    settings: placed(eventListSettingsSchema),
    events: ['follow', 'subscription', 'gifted', 'kicks'],
    kickEvents: [
      'channel.followed',
      'channel.subscription.new',
      'channel.subscription.renewal',
      'channel.subscription.gifts',
      'kicks.gifted',
    ],
    testEvents: ['follow', 'subscription', 'gifted', 'kicks'],
    size: { width: 420, height: 420 },
    available: true,
    state: stateOf<EventListState, EventListSettings>({
      schema: eventListStateSchema,
      initial: initialEventList,
      reduce: reduceEventList,
      delivery: 'messages',
    }),
  },
  // The viewer games (features/games on the server) push their whole value on every change.
  counter: {
    type: 'counter',
    displayName: 'Counter',
    settings: placed(counterSettingsSchema),
    events: ['counter'],
    kickEvents: [],
    testEvents: ['counter'],
    size: { width: 420, height: 120 },
    available: true,
    state: stateOf<CounterState, CounterSettings>({
      schema: counterStateSchema,
      initial: initialCounter,
      reduce: reduceCounter,
      delivery: 'messages',
    }),
  },
  giveaway: {
    type: 'giveaway',
    displayName: 'Giveaway',
    settings: placed(giveawaySettingsSchema),
    events: ['giveaway'],
    kickEvents: [],
    testEvents: ['giveaway.entries', 'giveaway.winner'],
    size: { width: 560, height: 260 },
    available: true,
    state: stateOf<GiveawayState, unknown>({
      schema: giveawayStateSchema,
      initial: initialGiveaway,
      reduce: reduceGiveaway,
      delivery: 'messages',
    }),
  },
  poll: {
    type: 'poll',
    displayName: 'Poll',
    settings: placed(pollSettingsSchema),
    events: ['poll'],
    kickEvents: [],
    testEvents: ['poll'],
    size: { width: 520, height: 340 },
    available: true,
    state: stateOf<PollState, unknown>({
      schema: pollStateSchema,
      initial: initialPoll,
      reduce: reducePoll,
      delivery: 'messages',
    }),
  },
} as const satisfies Record<WidgetType, WidgetTypeContract>;

/** The Kick events some widget type takes (what a channel's event subscription must cover). */
export const kickEventsForWidgets: readonly KickEventType[] = [
  ...new Set(Object.values(widgetContracts).flatMap((type) => type.kickEvents)),
];

/** Parses stored or posted settings for a type, filling defaults (older settings keep working). */
export function parseWidgetSettings(type: WidgetType, settings: unknown) {
  return widgetContracts[type].settings.safeParse(settings ?? {});
}

export type WidgetSettingsOf<T extends WidgetType> = z.output<
  (typeof widgetContracts)[T]['settings']
>;
