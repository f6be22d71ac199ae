import { z } from 'zod';
import type { KickEventType } from '../kick-events';
import { chatSettingsSchema, chatStateSchema, type ChatSettings } from './chat';
import { followerAlertSettingsSchema, subscribeAlertSettingsSchema } from './alerts';
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
import { initialSpotify, reduceSpotify, type SpotifyState } from './types/spotify.logic';
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
  'spotify',
  'subscribe',
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
}

const stateOf = <St, S>(contract: WidgetStateContract<St, S>) => contract;

/**
 * One definition per widget type: the API validates with it, the server routes Kick events and
 * folds state with it, the builder and the overlay render from it. Every list that names widget
 * types is derived from this record.
 */
export const widgetContracts = {
  chat: {
    type: 'chat',
    displayName: 'Chat box',
    settings: chatSettingsSchema,
    events: ['chat.message', 'chat.clear-user'],
    // A ban or timeout removes the chatter's lines from the box.
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
    settings: chatLeaderboardSettingsSchema,
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
    settings: emoteStreakSettingsSchema,
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
    settings: followerAlertSettingsSchema,
    events: ['follow'],
    kickEvents: ['channel.followed'],
    testEvents: ['follow'],
    size: { width: 800, height: 300 },
    available: true,
  },
  subscribe: {
    type: 'subscribe',
    displayName: 'Subscriber & Kicks alert',
    settings: subscribeAlertSettingsSchema,
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
  },
  'live-viewer': {
    type: 'live-viewer',
    displayName: 'Live viewer count',
    settings: liveViewerSettingsSchema,
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
    settings: spotifySettingsSchema,
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
