import type {
  ApiEvent,
  BotChangeAction,
  ChannelEvent,
  PointsGameFacts,
  PointsPredictionFacts,
  RedemptionState,
  SongRequest,
  StreamRecapFacts,
  WidgetEvent,
} from '@kyo/contracts';

/** Every topic on the event bus and its message type. */
export interface AppEvents extends Record<string, unknown> {
  /**
   * A verified Kick event (deduplicated by message id), read once: its channel's owner resolved,
   * its payload normalized. Every consumer reads this; none interprets Kick's payloads again.
   */
  'kick.event': ChannelEvent;
  /** A verified Kick webhook whose payload we could not read (skipped, shown to the owner). */
  'kick.invalid': {
    /** The owner of the channel it named, when it named a known one. */
    ownerId: string | null;
    type: string;
    field: string;
    at: number;
  };
  /** A connection just died (a revoked grant, a failed refresh): shown and announced once. */
  'connection.needs_reconnect': {
    userId: string;
    provider: 'kick' | 'spotify' | 'discord';
    reason: 'revoked' | 'refresh_failed' | 'token_rejected';
  };
  /** A connection was made or made again (a reconnect). */
  'connection.connected': { userId: string; provider: 'kick' | 'spotify' | 'discord' };
  /** A connection was removed. */
  'connection.removed': { userId: string; provider: 'kick' | 'spotify' | 'discord' };
  /**
   * Sign-in sessions ended: one (`sessionId`: logout, revocation) or all of a user's but
   * `exceptSessionId` (password change or reset: all).
   */
  'session.ended': { userId: string; sessionId?: string; exceptSessionId?: string };
  /** Live data a poller brought (viewers, what Spotify plays), for a user's widgets. */
  'live.event': { ownerId: string; event: WidgetEvent };
  /** An event for one widget only (the builder's test buttons). */
  'widget.event': { widgetId: string; event: WidgetEvent; test: boolean };
  /**
   * A moderation rule matched a chat line (the moderation feature). `dryRun`: only logged, the
   * line went on. Consumers: stream stats (actions per minute), outgoing webhooks.
   */
  'moderation.action': {
    ownerId: string;
    /** Kick's chat message id of the line. */
    messageId: string;
    viewer: { id: number | null; name: string };
    /** The rule's id (`links`, `caps`, `banned_words`, …). */
    rule: string;
    action: 'delete' | 'warn' | 'timeout' | 'ban';
    /** Minutes of a timeout; null otherwise. */
    minutes: number | null;
    dryRun: boolean;
    at: number;
  };
  /**
   * A chat line was removed after it was published on 'kick.event' (moderation acted on a line
   * already shown): overlays drop it.
   */
  'chat.deleted': { ownerId: string; messageId: string };
  /**
   * What Kyo did with a channel-points redemption (the rewards feature), once it settles:
   * `waiting` (for a moderator), `accepted`/`done` (its actions ran), `rejected`/`failed` (one
   * failed, with `outcome`; rejected ones were refunded), `error` (Kick refused the decision),
   * `external` (a reward Kyo did not make: only logged). Consumers: stream stats, outgoing webhooks.
   */
  'reward.redemption': {
    ownerId: string;
    /** Kick's redemption id: each one is announced once per state it settles in. */
    redemptionId: string;
    /** `id`: Kyo's reward (null for another app's). */
    reward: { id: string | null; kickRewardId: string; title: string; cost: number };
    viewer: { id: number | null; name: string };
    input: string;
    state: RedemptionState;
    outcome: string | null;
    at: number;
  };
  /**
   * A song request was taken (the song-requests feature): into the queue at `position` (1 next),
   * or waiting for a moderator (null). Consumer: the public API's events.
   */
  'song.request': {
    ownerId: string;
    request: SongRequest;
    position: number | null;
    at: number;
  };
  /**
   * A points game's round was played (gamble, slots, a duel), once, on the node that played it.
   * Consumer: the public API's events (`points.game`).
   */
  'points.game': PointsGameFacts & { ownerId: string };
  /**
   * A prediction moved (opened, locked, resolved, cancelled), on the node whose conditional
   * UPDATE made the move. Consumer: the public API's events (`points.prediction`).
   */
  'points.prediction': PointsPredictionFacts & { ownerId: string };
  /**
   * A person changed a channel's settings through Kyo in another feature (a moderation rule, the
   * song requests' settings, a reward, a counter): the `change` of a channel route. Consumer: the
   * bot's change log (the status page's "Recent changes").
   */
  'bot.change': {
    ownerId: string;
    /** The Kyo account that made it (the owner or one of their moderators). */
    userId: string;
    /** When it was made (epoch ms). */
    at: number;
    action: BotChangeAction;
    subject: string;
  };
  /**
   * A stream ended (the stats feature, on the node that closed it: once per end), with its
   * numbers as recorded. Consumer: the public API's events.
   */
  'stream.recap': StreamRecapFacts & { ownerId: string };
  /**
   * A points-store purchase settled (the points feature, on the node that made it: once per
   * purchase): `done` (its actions ran) or `refunded` (one failed: `reason`; the price is back).
   * Consumer: the public API's events.
   */
  'points.purchase': {
    ownerId: string;
    purchaseId: string;
    item: { id: string | null; name: string; price: number };
    viewer: { id: number | null; name: string };
    input: string;
    status: 'done' | 'refunded';
    reason: string | null;
    at: number;
  };
  /**
   * An event as the public API hands it on (`{ id, type, created_at, channel, data }`), made once
   * by the public-api feature from `kick.event` and Kyo's own topics. Consumers: the event
   * WebSocket, the outgoing webhooks.
   */
  'api.event': ApiEvent;
}
