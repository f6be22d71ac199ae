import { z } from 'zod';

export const chatBadgeSchema = z.object({
  type: z.string(),
  text: z.string().nullable().optional(),
  count: z.number().nullable().optional(),
});

/** Chat text split into text and emote parts on the server, so overlays never parse markup. */
export const chatPartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('emote'), id: z.string(), name: z.string() }),
]);
export type ChatPart = z.infer<typeof chatPartSchema>;

/** What a widget is told about, whatever its source (Kick, a test button). */
export const widgetEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('chat.message'),
    id: z.string(),
    username: z.string(),
    color: z.string().nullable(),
    badges: z.array(chatBadgeSchema),
    parts: z.array(chatPartSchema),
    text: z.string(),
    /** The chatter's Kick avatar URL, when Kick gives one (leaderboards show it). */
    avatar: z.string().nullable().optional(),
    at: z.number(),
  }),
  /**
   * A banned or timed-out chatter: their messages disappear. `permanent` (a ban, not a timeout)
   * also takes them off leaderboards.
   */
  z.object({
    kind: z.literal('chat.clear-user'),
    username: z.string(),
    permanent: z.boolean().optional(),
    at: z.number(),
  }),
  /** One chat line removed after it was shown (a moderation rule acted on it late). */
  z.object({ kind: z.literal('chat.delete'), id: z.string(), at: z.number() }),
  z.object({ kind: z.literal('follow'), name: z.string(), at: z.number() }),
  z.object({
    kind: z.literal('subscription'),
    name: z.string(),
    months: z.number().int(),
    renewal: z.boolean(),
    at: z.number(),
  }),
  z.object({
    kind: z.literal('gifted'),
    name: z.string(),
    count: z.number().int(),
    giftees: z.array(z.string()),
    /** An anonymous gifter (`name` is then a placeholder): never ranked. */
    anonymous: z.boolean().optional(),
    at: z.number(),
  }),
  /** Kicks (Kick's paid gifts) sent by a viewer. */
  z.object({
    kind: z.literal('kicks'),
    name: z.string(),
    amount: z.number().int(),
    /** Kick's name for the gift ("Kicks", "Hype Train") and the sender's message, when given. */
    gift: z.string().optional(),
    message: z.string().optional(),
    anonymous: z.boolean().optional(),
    /**
     * The server's signed token for speaking `message` (text-to-speech): a display fetches the
     * audio with it. Absent when there is nothing to speak or no engine.
     */
    speech: z.string().max(4096).optional(),
    at: z.number(),
  }),
  /** The channel's live viewer count (polled from Kick; peak and average of this stream). */
  z.object({
    kind: z.literal('viewers'),
    live: z.boolean(),
    viewers: z.number().int().nullable(),
    peak: z.number().int().nullable().optional(),
    average: z.number().nullable().optional(),
    startedAt: z.number().nullable().optional(),
    /** False while Kick does not answer: the last good count stays. */
    fresh: z.boolean().optional(),
    at: z.number(),
  }),
  /** What the streamer's Spotify plays (polled). */
  z.object({
    kind: z.literal('now-playing'),
    status: z.enum([
      'playing',
      'paused',
      'nothing',
      'ad',
      'unknown',
      'not_connected',
      'needs_reconnect',
    ]),
    item: z
      .object({
        kind: z.enum(['track', 'episode']),
        title: z.string(),
        subtitle: z.string(),
        album: z.string().nullable(),
        art: z.string().nullable(),
        durationMs: z.number(),
        /** Spotify's id of the item (null for a local file): song requests know theirs by it. */
        id: z.string().nullable().optional(),
      })
      .nullable(),
    progressMs: z.number(),
    at: z.number(),
  }),
  /**
   * The song-request queue changed (the song-requests feature): the request playing now, if one
   * does, and the next ones, for the song-request widgets.
   */
  z.object({
    kind: z.literal('song-queue'),
    current: z
      .object({ title: z.string(), subtitle: z.string(), requester: z.string() })
      .nullable(),
    next: z
      .array(
        z.object({
          title: z.string(),
          subtitle: z.string(),
          art: z.string().nullable(),
          durationMs: z.number(),
          requester: z.string(),
        }),
      )
      .max(10),
    /** Requests waiting in all (more than `next` may show). */
    total: z.number().int(),
    at: z.number(),
  }),
  /**
   * A counter's value (the games feature): sent whole on every change, `version` growing with
   * each, so a late copy from another node never undoes a newer one.
   */
  z.object({
    kind: z.literal('counter'),
    id: z.string(),
    name: z.string(),
    label: z.string(),
    value: z.number().int(),
    version: z.number().int(),
    at: z.number(),
  }),
  /** A giveaway as it is now: entries, and the winners drawn (the games feature). */
  z.object({
    kind: z.literal('giveaway'),
    id: z.string(),
    title: z.string(),
    status: z.enum(['open', 'closed', 'ended']),
    /** How to enter: `!join`, a keyword, or both (`!join or "pizza"` is for the renderer). */
    command: z.string().nullable(),
    keyword: z.string().nullable(),
    entries: z.number().int(),
    /** Who just entered, when this change is an entry. */
    entrant: z.string().optional(),
    winners: z.array(
      z.object({
        seq: z.number().int(),
        name: z.string(),
        status: z.enum(['pending', 'confirmed', 'timed_out']),
        drawnAt: z.number(),
        confirmBy: z.number().nullable(),
      }),
    ),
    version: z.number().int(),
    at: z.number(),
  }),
  /** A chat poll's tallies as they are now (the games feature). */
  z.object({
    kind: z.literal('poll'),
    id: z.string(),
    question: z.string(),
    options: z.array(z.object({ label: z.string(), votes: z.number().int() })),
    total: z.number().int(),
    status: z.enum(['open', 'ended']),
    endsAt: z.number(),
    version: z.number().int(),
    at: z.number(),
  }),
  /**
   * A channel-points reward's "overlay alert" action: the alert widgets show it with their
   * channel-points template (variations by reward title).
   */
  z.object({
    kind: z.literal('reward.redemption'),
    name: z.string(),
    reward: z.string(),
    cost: z.number().int(),
    /** What the viewer typed ('' when the reward asks nothing). */
    input: z.string(),
    /** What may cancel it: `redemption:<id>` (a refunded redemption is never replayed). */
    ref: z.string().optional(),
    at: z.number(),
  }),
  /**
   * A points-store purchase that settled `done` (the points feature): the alert widgets show it
   * with their store-purchase template. Never sent for a refunded purchase.
   */
  z.object({
    kind: z.literal('points.purchase'),
    name: z.string(),
    item: z.string(),
    price: z.number().int(),
    /** The channel's name for its points ("coins"). */
    currency: z.string(),
    /** What the viewer typed ('' when the item asks nothing). */
    input: z.string(),
    /** `purchase:<id>`: one purchase is one alert. */
    ref: z.string().optional(),
    at: z.number(),
  }),
  /**
   * The channel's points leaderboard as it is now (the points feature, at most every 2 s while a
   * Points leaderboard widget is open, when balances changed): the top viewers by balance.
   */
  z.object({
    kind: z.literal('points.leaderboard'),
    /** The channel's name for its points ("coins"). */
    currency: z.string(),
    entries: z
      .array(z.object({ rank: z.number().int(), name: z.string(), balance: z.number() }))
      .max(25),
    at: z.number(),
  }),
  /** A reward's "sound" action: the alert widgets play it, without an alert. */
  z.object({
    kind: z.literal('reward.sound'),
    url: z.string(),
    volume: z.number().int(),
    /** What may cancel it: `redemption:<id>`. */
    ref: z.string().optional(),
    at: z.number(),
  }),
  /** The subathon timer as it is now (the subathon feature; `added`: what this change added). */
  z.object({
    kind: z.literal('subathon'),
    status: z.enum(['idle', 'running', 'paused', 'ended']),
    endsAt: z.number().nullable(),
    remainingMs: z.number().int(),
    capAt: z.number().nullable(),
    version: z.number().int(),
    added: z.object({ seconds: z.number().int(), source: z.string(), name: z.string() }).nullable(),
    at: z.number(),
  }),
  /** A channel shouted out (`!so`, the auto list, the dashboard): the Shoutout widget's card. */
  z.object({
    kind: z.literal('shoutout'),
    slug: z.string(),
    avatarUrl: z.string().nullable(),
    bannerUrl: z.string().nullable(),
    category: z.string().nullable(),
    title: z.string().nullable(),
    live: z.boolean(),
    url: z.string(),
    /** `shoutout:<id>`: one shoutout is one card. */
    ref: z.string().optional(),
    at: z.number(),
  }),
  /** The channel went live (a leaderboard's "this stream" window starts here). */
  z.object({ kind: z.literal('stream.online'), startedAt: z.number(), at: z.number() }),
]);
export type WidgetEvent = z.infer<typeof widgetEventSchema>;
export type WidgetEventKind = WidgetEvent['kind'];
