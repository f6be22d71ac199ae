import { z } from 'zod';

/**
 * Kick webhook payloads (research/kick.md §7, version 1). Objects are loose: Kick adds fields
 * without notice, and an unknown field must not make us drop a follow. Only what the product
 * reads is required.
 */
export const kickBadgeSchema = z.looseObject({
  type: z.string(),
  text: z.string().optional().nullable(),
  count: z.number().optional().nullable(),
});
export type KickBadge = z.infer<typeof kickBadgeSchema>;

export const kickEventUserSchema = z.looseObject({
  is_anonymous: z.boolean().optional(),
  user_id: z.number().nullable(),
  username: z.string().nullable(),
  is_verified: z.boolean().nullable().optional(),
  profile_picture: z.string().nullable().optional(),
  channel_slug: z.string().nullable().optional(),
  identity: z
    .looseObject({
      username_color: z.string().nullable().optional(),
      badges: z.array(kickBadgeSchema).default([]),
    })
    .nullable()
    .optional(),
});
export type KickEventUser = z.infer<typeof kickEventUserSchema>;

const broadcaster = kickEventUserSchema.extend({ user_id: z.number() });
const category = z.looseObject({
  id: z.number().optional(),
  name: z.string().optional(),
  thumbnail: z.string().nullable().optional(),
});

export const kickEventPayloadSchemas = {
  'chat.message.sent': z.looseObject({
    message_id: z.string(),
    broadcaster,
    sender: kickEventUserSchema,
    content: z.string(),
    emotes: z
      .array(
        z.looseObject({
          emote_id: z.string(),
          positions: z.array(z.looseObject({ s: z.number(), e: z.number() })).default([]),
        }),
      )
      .nullable()
      .optional(),
    replies_to: z
      .looseObject({
        message_id: z.string(),
        content: z.string().optional(),
        sender: kickEventUserSchema.optional(),
      })
      .nullable()
      .optional(),
    created_at: z.string().optional(),
  }),
  'channel.followed': z.looseObject({ broadcaster, follower: kickEventUserSchema }),
  'channel.subscription.new': z.looseObject({
    broadcaster,
    subscriber: kickEventUserSchema,
    duration: z.number().default(1),
    created_at: z.string().optional(),
  }),
  'channel.subscription.renewal': z.looseObject({
    broadcaster,
    subscriber: kickEventUserSchema,
    duration: z.number().default(1),
    created_at: z.string().optional(),
  }),
  'channel.subscription.gifts': z.looseObject({
    broadcaster,
    gifter: kickEventUserSchema,
    giftees: z.array(kickEventUserSchema).default([]),
    created_at: z.string().optional(),
  }),
  'livestream.status.updated': z.looseObject({
    broadcaster,
    is_live: z.boolean(),
    title: z.string().nullable().optional(),
    started_at: z.string().nullable().optional(),
    ended_at: z.string().nullable().optional(),
  }),
  'livestream.metadata.updated': z.looseObject({
    broadcaster,
    metadata: z.looseObject({
      title: z.string().nullable().optional(),
      language: z.string().nullable().optional(),
      category: category.nullable().optional(),
    }),
  }),
  'kicks.gifted': z.looseObject({
    broadcaster,
    sender: kickEventUserSchema,
    gift: z.looseObject({
      amount: z.number(),
      name: z.string().nullable().optional(),
      type: z.string().nullable().optional(),
      tier: z.string().nullable().optional(),
      message: z.string().nullable().optional(),
    }),
    created_at: z.string().optional(),
  }),
  'moderation.banned': z.looseObject({
    broadcaster,
    moderator: kickEventUserSchema.optional(),
    banned_user: kickEventUserSchema,
    metadata: z
      .looseObject({
        reason: z.string().nullable().optional(),
        created_at: z.string().optional(),
        expires_at: z.string().nullable().optional(),
      })
      .optional(),
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

/** Where Kick delivers webhooks (one URL per app, set at kick.com/settings/developer: kick.md §5). */
export const KICK_WEBHOOK_PATH = '/api/kick/webhook';

/** The webhook headers (kick.md §6), lower-cased as Node reports them. */
export const KICK_WEBHOOK_HEADERS = {
  messageId: 'kick-event-message-id',
  subscriptionId: 'kick-event-subscription-id',
  signature: 'kick-event-signature',
  timestamp: 'kick-event-message-timestamp',
  type: 'kick-event-type',
  version: 'kick-event-version',
} as const;
