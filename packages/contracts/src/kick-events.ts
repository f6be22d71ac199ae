import { z } from 'zod';

/**
 * Kick webhook payloads (docs/platforms/kick.md §7, version 1). Objects are loose: Kick adds fields
 * without notice, and an unknown field must not make us drop a follow. Only what the product
 * reads is required.
 */
/**
 * Kick sends `null` for optional fields as readily as it leaves them out. Every optional field
 * takes both, read as absent (or as its default), so a payload is never refused for it: a 4xx
 * makes Kick retry and then drop the subscription (docs/platforms/kick.md).
 */
const optional = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .transform((value): z.output<T> | undefined => value ?? undefined)
    .optional();
const nullable = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .transform((value): z.output<T> | null => value ?? null)
    .optional();
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  schema.nullish().transform((value): z.output<T> => value ?? fallback);

export const kickBadgeSchema = z.looseObject({
  type: z.string(),
  text: nullable(z.string()),
  count: nullable(z.number()),
});
export type KickBadge = z.infer<typeof kickBadgeSchema>;

export const kickEventUserSchema = z.looseObject({
  is_anonymous: optional(z.boolean()),
  // Always read, null for anonymous users (absent counts as null too).
  user_id: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  username: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  is_verified: nullable(z.boolean()),
  profile_picture: nullable(z.string()),
  channel_slug: nullable(z.string()),
  identity: nullable(
    z.looseObject({
      username_color: nullable(z.string()),
      badges: withDefault(z.array(kickBadgeSchema), []),
    }),
  ),
});
export type KickEventUser = z.infer<typeof kickEventUserSchema>;

const broadcaster = kickEventUserSchema.extend({ user_id: z.number() });
const category = z.looseObject({
  id: optional(z.number()),
  name: optional(z.string()),
  thumbnail: nullable(z.string()),
});
const createdAt = optional(z.string());

export const kickEventPayloadSchemas = {
  'chat.message.sent': z.looseObject({
    message_id: z.string(),
    broadcaster,
    sender: kickEventUserSchema,
    content: z.string(),
    emotes: nullable(
      z.array(
        z.looseObject({
          emote_id: z.coerce.string(),
          positions: withDefault(z.array(z.looseObject({ s: z.number(), e: z.number() })), []),
        }),
      ),
    ),
    replies_to: nullable(
      z.looseObject({
        message_id: z.string(),
        content: optional(z.string()),
        sender: optional(kickEventUserSchema),
      }),
    ),
    created_at: createdAt,
  }),
  'channel.followed': z.looseObject({ broadcaster, follower: kickEventUserSchema }),
  'channel.subscription.new': z.looseObject({
    broadcaster,
    subscriber: kickEventUserSchema,
    duration: withDefault(z.number(), 1),
    created_at: createdAt,
  }),
  'channel.subscription.renewal': z.looseObject({
    broadcaster,
    subscriber: kickEventUserSchema,
    duration: withDefault(z.number(), 1),
    created_at: createdAt,
  }),
  'channel.subscription.gifts': z.looseObject({
    broadcaster,
    gifter: kickEventUserSchema,
    giftees: withDefault(z.array(kickEventUserSchema), []),
    created_at: createdAt,
  }),
  'livestream.status.updated': z.looseObject({
    broadcaster,
    is_live: z.boolean(),
    title: nullable(z.string()),
    started_at: nullable(z.string()),
    ended_at: nullable(z.string()),
  }),
  'livestream.metadata.updated': z.looseObject({
    broadcaster,
    metadata: withDefault(
      z.looseObject({
        title: nullable(z.string()),
        language: nullable(z.string()),
        category: nullable(category),
      }),
      { title: null, language: null, category: null },
    ),
  }),
  'kicks.gifted': z.looseObject({
    broadcaster,
    sender: kickEventUserSchema,
    gift: z.looseObject({
      amount: z.number(),
      name: nullable(z.string()),
      type: nullable(z.string()),
      tier: nullable(z.string()),
      message: nullable(z.string()),
    }),
    created_at: createdAt,
  }),
  /**
   * A viewer redeemed a channel-points reward, or its redemption was accepted or rejected (each
   * change of status is another webhook with the same redemption `id`).
   */
  'channel.reward.redemption.updated': z.looseObject({
    id: z.string().min(1).max(100),
    user_input: withDefault(z.string(), ''),
    status: z.enum(['pending', 'accepted', 'rejected']),
    redeemed_at: createdAt,
    reward: z.looseObject({
      id: z.string().min(1).max(100),
      title: withDefault(z.string(), ''),
      cost: withDefault(z.number(), 0),
      description: nullable(z.string()),
    }),
    redeemer: kickEventUserSchema,
    broadcaster,
  }),
  'moderation.banned': z.looseObject({
    broadcaster,
    moderator: optional(kickEventUserSchema),
    banned_user: kickEventUserSchema,
    metadata: optional(
      z.looseObject({
        reason: nullable(z.string()),
        created_at: createdAt,
        expires_at: nullable(z.string()),
      }),
    ),
  }),
} as const;

export type KickEventType = keyof typeof kickEventPayloadSchemas;
export const KICK_EVENT_TYPES = Object.keys(kickEventPayloadSchemas) as KickEventType[];
export type KickEventPayload<T extends KickEventType = KickEventType> = z.infer<
  (typeof kickEventPayloadSchemas)[T]
>;

/** A verified, parsed Kick event as it travels on the event bus. */
export type KickEvent = {
  [T in KickEventType]: {
    type: T;
    /** Kick-Event-Message-Id: the idempotency key. */
    messageId: string;
    broadcasterUserId: number;
    /** When Kick sent it (Kick-Event-Message-Timestamp), ms since epoch. */
    sentAt: number;
    receivedAt: number;
    payload: KickEventPayload<T>;
  };
}[KickEventType];

export function isKickEventType(value: string): value is KickEventType {
  return Object.hasOwn(kickEventPayloadSchemas, value);
}

/** Where Kick delivers webhooks (one URL per app, set at kick.com/settings/developer: docs/platforms/kick.md §5). */
export const KICK_WEBHOOK_PATH = '/api/kick/webhook';

/** The webhook headers (docs/platforms/kick.md §6), lower-cased as Node reports them. */
export const KICK_WEBHOOK_HEADERS = {
  messageId: 'kick-event-message-id',
  subscriptionId: 'kick-event-subscription-id',
  signature: 'kick-event-signature',
  timestamp: 'kick-event-message-timestamp',
  type: 'kick-event-type',
  version: 'kick-event-version',
} as const;
