import type {
  ChannelEventOf,
  Role,
  SceneView,
  LivePollHealth,
  LeaderboardMetric,
  LeaderboardWindow,
  WidgetEvent,
  WidgetEventKind,
  WidgetType,
} from '@kyo/contracts';

/**
 * The ports between the widgets and the realtime features, declared once. The widgets feature
 * implements the directory; the realtime feature implements the gateway (their manifests).
 */

/** What the realtime gateway is told about a widget whose overlay connects. */
export interface OverlayGrant {
  widgetId: string;
  userId: string;
  type: WidgetType;
  /** The widget's key when it was looked up. */
  key: string;
  settings: Record<string, unknown>;
  /** Increases with every settings change (updatedAt in ms): the newer settings win a race. */
  version: number;
  /** The event kinds its overlay shows. */
  accepts: readonly WidgetEventKind[];
  /** An alert widget: the channel's alert queue as the live cockpit set it (docs/live.md). */
  alerts?: DisplayAlerts;
}

/** Whether a channel's alerts wait in the displays' queues, and until when their sound is off. */
export interface DisplayAlerts {
  paused: boolean;
  /** ms since epoch, or null. */
  mutedUntil: number | null;
}

/** What can be polled for a user: their channel's live viewers, their Spotify player. */
export type LiveKind = 'viewers' | 'now-playing';

/**
 * What widgets want kept fresh while their overlay is open: polled live data, the song-request
 * queue, or (`games`, no poll) the viewer games' current values. Each is replayed to an overlay
 * that connects; widget-states.feature.ts routes each kind to the feature that has it.
 */
export type WidgetLiveKind = LiveKind | 'song-queue' | 'games' | 'subathon' | 'points';

/** Live data as the widgets ask for it (widget-states.feature.ts routes each kind). */
export interface WidgetLiveSource {
  want(kind: WidgetLiveKind, userId: string, until: number, options?: { replay?: boolean }): void;
}

/** A Kick channel as last read from Kick's API (ms since epoch). */
export interface ChannelReading {
  live: boolean;
  viewers: number | null;
  startedAt: number | null;
  title: string | null;
  category: string | null;
  /** The live stream's preview image, when Kick gave one. */
  thumbnail?: string | null;
  /** When Kick answered. */
  at: number;
}

/** The live-stats feature as its consumers ask for live data (answers come as `live.event`). */
export interface LiveSource {
  /** Keeps it polled until `until` (ms); consumers renew while they need it. */
  want(kind: LiveKind, userId: string, until: number, options?: { replay?: boolean }): void;
  /**
   * What the user's Spotify plays when chat asks ({song}, !song): the shared answer when at most a
   * second old, else a fresh one; never a track whose known length has run out. Keeps the player
   * polled for a few minutes after. `maxAgeMs` accepts an older shared answer (a page that
   * looks every few seconds costs no call of its own while the player is polled anyway).
   */
  song(
    userId: string,
    options?: { maxAgeMs?: number },
  ): Promise<Extract<WidgetEvent, { kind: 'now-playing' }>>;
  /**
   * The user's Kick channel as chat needs it ({viewers}, {uptime}, live-only commands): the shared
   * answer when younger than `maxAgeMs`, else the next poll's; keeps the channel polled for a few
   * minutes after. Null when Kick could not say (never a made-up value).
   */
  channel(
    userId: string,
    broadcasterUserId: number,
    maxAgeMs: number,
  ): Promise<ChannelReading | null>;
  /** How the polling of this user's live data goes (the bot's status page). */
  healthOf(userId: string): LivePollHealth[];
}

/** A chat leaderboard's ranking as the bot's !top answers it. */
export interface LeaderboardAnswer {
  title: string;
  metric: LeaderboardMetric;
  window: LeaderboardWindow;
  entries: Array<{ rank: number; name: string; value: number }>;
}

/** The widgets feature as the bot's source of leaderboards. */
export interface LeaderboardSource {
  /** The owner's first chat leaderboard widget's real ranking, or null when they have none. */
  leaderboardOf(userId: string): Promise<LeaderboardAnswer | null>;
}

/** A chat command the bot hands to the viewer games (`!deaths +`, `!quote 12`). */
export interface GameCommandLine {
  ownerId: string;
  /** The chat line's event id: a change it makes is made once, whatever the deliveries. */
  eventId: string;
  /** Lower case, without `!`. */
  trigger: string;
  args: string[];
  rest: string;
  sender: { kickUserId: string; username: string; role: Role };
}

/** The games' chat commands and counters (games.feature.ts declares them to the registry). */
export interface ChatGames {
  /**
   * Answers a command the games own (a counter's name, `!quote`): the reply, or null when
   * theirs but silent (a cooldown, no permission); undefined when the trigger is not theirs.
   */
  command(line: GameCommandLine): Promise<string | null | undefined>;
  /** `{count name}`: the counter's value, or null when there is no such counter. */
  counterValue(ownerId: string, name: string): Promise<number | null>;
  /** The triggers that answer viewers in this channel now (`!commands` lists them). */
  listed(ownerId: string): Promise<string[]>;
}

/** The widgets feature as the gateway's directory of widgets. */
/** What the realtime gateway is told about a scene whose display connects (or that changed). */
export interface SceneGrant {
  sceneId: string;
  userId: string;
  key: string;
  view: SceneView;
  /** The scene's widget layers' widgets that exist (a deleted widget's layer shows nothing). */
  widgets: OverlayGrant[];
}

export interface OverlayDirectory {
  /** The widget whose overlay key this is, or null for an unknown key. */
  overlayByKey(key: string): Promise<OverlayGrant | null>;
  /** The scene whose display key this is (its widgets opened as overlays), or null. */
  sceneByKey(key: string): Promise<SceneGrant | null>;
  /** A scene as it is now (after a save), or null once deleted. */
  sceneById(sceneId: string): Promise<SceneGrant | null>;
  /**
   * The owner's widgets among `ids` as they are now (deleted ones left out). With `connect`,
   * opened as an overlay opens them (a scene display); without, only read (a resync).
   */
  widgetGrants(ownerId: string, ids: string[], connect: boolean): Promise<OverlayGrant[]>;
  /** The widgets whose health this user's dashboard shows. */
  widgetIdsOf(userId: string): Promise<string[]>;
  /**
   * A stateful widget's state as its overlays are shown it now (undefined for other types).
   * Synchronous: read in the same step as the snapshot, so no event falls between the two.
   */
  stateOf(widgetId: string): unknown;
}

export interface OverlayHealth {
  connections: number;
  lastEventAt: string | null;
  lastSeenAt: string | null;
}

export interface ElsewhereHandlers {
  /** Whether this node's widget states hold the user (else their events are not needed here). */
  holds(userId: string): boolean;
  event(userId: string, event: WidgetEvent): void;
  widgetsChanged(userId: string): void;
  removed(widgetId: string): void;
  /** A widget's state was started over on another node. */
  reset(widgetId: string): void;
}

/** The realtime gateway as the widgets feature uses it. */
export interface OverlayGateway {
  publishToUser(userId: string, event: WidgetEvent): number;
  /** A grant opens the widget's stream if needed; an id only reaches an open one. */
  publishToWidget(widget: OverlayGrant | string, event: WidgetEvent, test: boolean): number | null;
  updateSettings(widgetId: string, settings: Record<string, unknown>, version: number): void;
  /** A stateful widget's new state reaches its connected overlays (`test`: a test button's). */
  publishState(widgetId: string, state: unknown, test: boolean): void;
  reload(widgetId: string): number;
  /** A widget's state was started over here (several nodes: the others start theirs over). */
  stateReset(widgetId: string): void;
  /** Ends the alert on screen on the widget's browser sources; answers how many were told. */
  skip(widgetId: string): number;
  /**
   * An alert widget's queue: paused or muted as `alerts` says (kept for its next snapshot), and
   * with `clear` its waiting alerts dropped. Answers how many browser sources were told.
   */
  setAlerts(widgetId: string, alerts: DisplayAlerts, clear: boolean): number;
  rotateKey(widgetId: string, newKey: string): void;
  remove(widgetId: string): void;
  health(widgetId: string): OverlayHealth;
  widgetsChanged(userId: string): void;
  /**
   * Several nodes: what happened on other nodes that this node's widget states must follow (a
   * channel event another node received, a user's widgets changed or deleted there).
   */
  onElsewhere?(handlers: ElsewhereHandlers): void;
}

/** A chatter as song requests judge them (role from badges, the badges themselves). */
export interface SongChatter {
  /** Kick user id as text. */
  id: string;
  name: string;
  role: Role;
  /** Kick badge types, lower case. */
  badges: string[];
}

/**
 * The song-requests feature as the bot's chat commands use it (`!sr`, `!wrongsong`, `!queue`,
 * `!when`, `!skip`, `!srclear`, `!voteskip`, and `!song`'s requester). Each answers the reply to
 * post; the rules and the queue stay in the song-requests feature.
 */
export interface SongRequestCommands {
  /** Whether song requests are on for the channel (its commands answer only then). */
  enabled(ownerId: string): Promise<boolean>;
  request(ownerId: string, chatter: SongChatter, text: string): Promise<string>;
  wrongSong(ownerId: string, chatter: SongChatter): Promise<string>;
  queue(ownerId: string): Promise<string>;
  when(ownerId: string, chatter: SongChatter): Promise<string>;
  /** Null: another skip of the same play answers (one reply per skip across nodes). */
  skip(ownerId: string): Promise<string | null>;
  clear(ownerId: string): Promise<string>;
  voteSkip(ownerId: string, chatter: SongChatter, activeChatters: number): Promise<string | null>;
  /** Who requested the track with this title, if it is the request playing now. */
  requesterNow(ownerId: string, title: string): Promise<string | null>;
}

/** A connected Kick channel as the bot and the chat feature address it. */
export interface ChannelRef {
  userId: string;
  broadcasterUserId: number;
  username: string;
}

/** Who posts a message (the status page and the stats tell them apart). */
export type MessageSource = 'command' | 'builtin' | 'mod' | 'game' | 'alert' | 'timer' | 'reward';

export interface OutgoingMessage {
  channel: ChannelRef;
  /** Unique per action: `cmd:<kick message id>`, `alert:<kick message id>`, `timer:<id>:<due>`. */
  key: string;
  source: MessageSource;
  content: string;
  replyToMessageId?: string | null;
}

export type SendOutcome = 'sent' | 'duplicate' | 'failed' | 'empty';

/** Told of what the chat feature posted and gave up (the bot's counters, the stream stats). */
export interface ChatSendListener {
  sent?(channel: ChannelRef, kickMessageId: string | null, at: number): void;
  /** `count` messages of a channel were given up, for `reason` (a sentence for the streamer). */
  failed?(userId: string, count: number, reason: string): void | Promise<void>;
}

/** A message of the outbox, as the bot's status page lists it. */
export interface SentMessage {
  id: string;
  content: string;
  source: string;
  status: 'pending' | 'sent' | 'failed';
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** Whether a chat line is the bot's own, Kick delivering it back (decided once per message). */
export interface OwnLinesPort {
  /** Recognised in this node's memory. */
  inMemory(line: ChannelEventOf<'chat'>): boolean;
  /** Memory, then the outbox for a line from the account the bot posts as. */
  check(line: ChannelEventOf<'chat'>): boolean | Promise<boolean>;
  /** The outbox's answer (another node may have sent it). */
  fromOutbox(line: ChannelEventOf<'chat'>): Promise<boolean>;
  /** Whether a command line from the bot's account must ask the outbox before it is run. */
  needsOutboxCheck(line: ChannelEventOf<'chat'>): boolean;
  idle(): Promise<void>;
}

/**
 * The chat feature (features/chat): every message Kyo posts in a Kick chat goes through it (the
 * outbox, once per key; pacing shared between nodes; retries), and it knows its own lines when
 * Kick delivers them back.
 */
export interface ChatPort {
  send(message: OutgoingMessage): Promise<SendOutcome>;
  /** Sends as `send` does, and says why when it failed. */
  deliver(message: OutgoingMessage): Promise<{ outcome: SendOutcome; reason?: string }>;
  /** The user's connected Kick channel (cached), or null. */
  channelOf(ownerId: string): Promise<ChannelRef | null>;
  own: OwnLinesPort;
  recent(userId: string, limit: number): Promise<SentMessage[]>;
  /** Adds a listener of what is sent and given up (at composition). */
  listen(listener: ChatSendListener): void;
  /** Resolves when every outbox write so far is done. */
  idle(): Promise<void>;
  /** Fails sends interrupted by a stop (their channels told), and prunes old rows. */
  housekeeping(): Promise<void>;
}
