import { z } from 'zod';
import type { ChannelEvent, KickActor } from '../channel-events';
import { apiChannelSchema, type ApiChannel, type ApiEnvelope } from './envelope';
import { KYO_API_EVENT_TYPES, kyoEventDataSchemas } from './kyo-events';

export { apiChannelSchema, type ApiChannel } from './envelope';

/**
 * The events Kyo hands on to a streamer's own tools, as outgoing webhooks and on the event
 * WebSocket (docs/api.md): every Kick event Kyo receives (verified, de-duplicated, read once),
 * and Kyo's own. One envelope, `{ id, type, created_at, channel, data }`, snake_case like Kick's
 * payloads; `data` has one documented shape per type (the OpenAPI document's `webhooks`).
 */

/** Kick's events as Kyo receives them (Kick's names; `data` is Kyo's reading of the payload). */
export const KICK_API_EVENT_TYPES = [
  'chat.message.sent',
  'channel.followed',
  'channel.subscription.new',
  'channel.subscription.renewal',
  'channel.subscription.gifts',
  'kicks.gifted',
  'livestream.status.updated',
  'livestream.metadata.updated',
  'channel.reward.redemption.updated',
  'moderation.banned',
] as const;
export const API_EVENT_TYPES = [...KICK_API_EVENT_TYPES, ...KYO_API_EVENT_TYPES] as const;
export type ApiEventType = (typeof API_EVENT_TYPES)[number];
/** A webhook's test delivery (the "Send test" button); never on the WebSocket. */
export const TEST_EVENT_TYPE = 'kyo.test';

export const apiEventTypeSchema = z.enum(API_EVENT_TYPES, {
  error: `Event type must be one of ${API_EVENT_TYPES.join(', ')}`,
});

const userSchema = z.object({
  /** Kick's user id; null when anonymous. */
  id: z.number().nullable(),
  username: z.string().nullable(),
  anonymous: z.boolean(),
  /** A hex colour, or null. */
  color: z.string().nullable(),
  badges: z.array(
    z.object({ type: z.string(), text: z.string().nullable(), count: z.number().nullable() }),
  ),
});
export type ApiEventUser = z.infer<typeof userSchema>;

/** The shape of `data` for each type. */
export const apiEventDataSchemas = {
  'chat.message.sent': z.object({
    message_id: z.string(),
    sender: userSchema,
    /** As Kick wrote it, emote tokens (`[emote:37226:KEKW]`) included. */
    content: z.string(),
    /** The plain reading: emotes by name. */
    text: z.string(),
    emotes: z.array(z.object({ id: z.string(), name: z.string() })),
    reply_to_message_id: z.string().nullable(),
  }),
  'channel.followed': z.object({ follower: userSchema }),
  'channel.subscription.new': z.object({ subscriber: userSchema, months: z.number() }),
  'channel.subscription.renewal': z.object({ subscriber: userSchema, months: z.number() }),
  'channel.subscription.gifts': z.object({ gifter: userSchema, giftees: z.array(userSchema) }),
  'kicks.gifted': z.object({
    sender: userSchema,
    amount: z.number(),
    gift_name: z.string().nullable(),
    message: z.string().nullable(),
  }),
  'livestream.status.updated': z.object({
    is_live: z.boolean(),
    title: z.string().nullable(),
    started_at: z.string().nullable(),
    ended_at: z.string().nullable(),
  }),
  'livestream.metadata.updated': z.object({
    title: z.string().nullable(),
    category: z.string().nullable(),
  }),
  /** A channel-points redemption, as Kick reports it (each status update is its own event). */
  'channel.reward.redemption.updated': z.object({
    redemption_id: z.string(),
    status: z.enum(['pending', 'accepted', 'rejected']),
    reward: z.object({
      id: z.string(),
      title: z.string(),
      cost: z.number(),
      description: z.string().nullable(),
    }),
    redeemer: userSchema,
    /** What the viewer typed ('' when the reward asks nothing). */
    user_input: z.string(),
  }),
  'moderation.banned': z.object({
    user: userSchema,
    moderator: userSchema.nullable(),
    reason: z.string().nullable(),
    /** When a timeout ends; null for a permanent ban. */
    expires_at: z.string().nullable(),
  }),
  ...kyoEventDataSchemas,
  [TEST_EVENT_TYPE]: z.object({ message: z.string() }),
} satisfies Record<ApiEventType | typeof TEST_EVENT_TYPE, z.ZodType>;

/** The envelope of one event of `type`. */
export const apiEventSchemaOf = <T extends keyof typeof apiEventDataSchemas>(type: T) =>
  z.object({
    /** Unique per event, the same on every retry and on the WebSocket: deduplicate on it. */
    id: z.string(),
    type: z.literal(type),
    /** When it happened (ISO 8601, UTC). */
    created_at: z.string(),
    channel: apiChannelSchema,
    data: apiEventDataSchemas[type],
  });

export type ApiEvent = ApiEnvelope<ApiEventType | typeof TEST_EVENT_TYPE>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function userOf(actor: KickActor): ApiEventUser {
  return {
    id: actor.id,
    username: actor.name,
    anonymous: actor.anonymous,
    color: actor.color,
    badges: actor.badges,
  };
}

/** A channel event as the API hands it on (null for a kind the API does not name). */
export function apiEventOf(event: ChannelEvent): ApiEvent {
  const channel: ApiChannel = {
    id: event.ownerId,
    username: event.channelName,
    broadcaster_user_id: event.broadcasterUserId,
  };
  const envelope = (data: Record<string, unknown>): ApiEvent => ({
    id: event.id,
    type: event.source,
    created_at: new Date(event.at).toISOString(),
    channel,
    data,
  });
  switch (event.kind) {
    case 'chat':
      return envelope({
        message_id: event.messageId,
        sender: userOf(event.sender),
        content: event.content,
        text: event.text,
        emotes: event.parts.flatMap((part) =>
          part.kind === 'emote' ? [{ id: part.id, name: part.name }] : [],
        ),
        reply_to_message_id: event.replyToMessageId,
      });
    case 'follow':
      return envelope({ follower: userOf(event.follower) });
    case 'subscription':
      return envelope({ subscriber: userOf(event.subscriber), months: event.months });
    case 'gift':
      return envelope({ gifter: userOf(event.gifter), giftees: event.giftees.map(userOf) });
    case 'kicks':
      return envelope({
        sender: userOf(event.sender),
        amount: event.amount,
        gift_name: event.giftName,
        message: event.message,
      });
    case 'stream':
      return envelope({
        is_live: event.live,
        title: event.title,
        started_at: iso(event.startedAt),
        ended_at: iso(event.endedAt),
      });
    case 'metadata':
      return envelope({ title: event.title, category: event.category });
    case 'redemption':
      return envelope({
        redemption_id: event.redemptionId,
        status: event.status,
        reward: event.reward,
        redeemer: userOf(event.redeemer),
        user_input: event.input,
      });
    case 'ban':
      return envelope({
        user: userOf(event.user),
        moderator: event.moderator ? userOf(event.moderator) : null,
        reason: event.reason,
        expires_at: iso(event.expiresAt),
      });
  }
}
