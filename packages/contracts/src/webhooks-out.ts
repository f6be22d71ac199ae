import { z } from 'zod';
import { endpoint } from './endpoint';
import { apiEventTypeSchema, TEST_EVENT_TYPE } from './public-api/events';

/**
 * Outgoing webhooks (docs/api.md): a streamer's own endpoints, each getting the events it chose,
 * signed with its secret (`Kyo-Signature`), retried with backoff, switched off after a day of
 * failures, with a delivery log.
 */

export const WEBHOOK_ENDPOINTS_MAX = 10;
/** Waits before the 2nd … 6th attempt: about 1 min, 5 min, 30 min, 2 h, 6 h. */
export const WEBHOOK_RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
/** An endpoint that has failed every attempt for this long is switched off. */
export const WEBHOOK_SWITCH_OFF_AFTER_MS = 24 * 3_600_000;
/** A delivery waits at most this long for an answer (connect, headers and body). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** An answer's body is read up to this many bytes; the log keeps its first 2 KiB. */
export const WEBHOOK_RESPONSE_MAX_BYTES = 64 * 1024;
/** Signatures older than this should be refused by receivers (what docs/api.md's checks use). */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;

export const webhookUrlSchema = z
  .string({ error: 'URL is required' })
  .trim()
  .min(1, 'URL is required')
  .max(2000, 'URL must be at most 2000 characters')
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Enter a full URL, like https://example.com/hook' });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      ctx.addIssue({ code: 'custom', message: 'The URL must start with https:// or http://' });
    else if (url.username || url.password)
      ctx.addIssue({ code: 'custom', message: 'The URL may not contain a user name or password' });
  });

const eventsSchema = z
  .array(apiEventTypeSchema, { error: 'Choose at least one event' })
  .min(1, 'Choose at least one event')
  .max(50)
  .refine((events) => new Set(events).size === events.length, 'An event is listed twice');

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(apiEventTypeSchema),
  enabled: z.boolean(),
  /** Why it is off when Kyo switched it off (`failing`: every attempt failed for 24 h). */
  disabledReason: z.enum(['failing']).nullable(),
  disabledAt: z.string().nullable(),
  /** Since when every attempt has failed (null: the last one succeeded, or none yet). */
  failingSince: z.string().nullable(),
  /** The secret's first characters (`whsec_AbCd`), to tell which one a tool holds. */
  secretHint: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const createWebhookSchema = z.strictObject({ url: webhookUrlSchema, events: eventsSchema });
export const updateWebhookSchema = z.strictObject({
  url: webhookUrlSchema.optional(),
  events: eventsSchema.optional(),
  /** Switching it back on clears the switch-off. */
  enabled: z.boolean().optional(),
});

export const webhookWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  /** The signing secret: shown this once (stored encrypted, to sign). */
  secret: z.string(),
});
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'succeeded', 'failed'] as const;
export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.union([apiEventTypeSchema, z.literal(TEST_EVENT_TYPE)]),
  /** pending: waiting for its (next) attempt; failed: every attempt failed, or it was stopped. */
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** The receiver's HTTP status, when it answered. */
  responseStatus: z.number().int().nullable(),
  /** What went wrong (timeout, refused address, …), or the start of the receiver's answer. */
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  /** The JSON body as sent. */
  body: z.string(),
  createdAt: z.string(),
  /** Sent again by hand ("Send again") or a test delivery. */
  manual: z.boolean(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });

export const webhookEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/webhooks',
    auth: 'user',
    response: z.object({ endpoints: z.array(webhookEndpointSchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/webhooks',
    auth: 'user',
    body: createWebhookSchema,
    response: webhookWithSecretSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/webhooks/:id',
    auth: 'user',
    params: idParams,
    body: updateWebhookSchema,
    response: webhookEndpointSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/webhooks/:id',
    auth: 'user',
    params: idParams,
    response: z.void(),
    status: 204,
  }),
  /** A new secret (the old one stops signing at once). */
  rotateSecret: endpoint({
    method: 'POST',
    path: '/api/webhooks/:id/secret',
    auth: 'user',
    params: idParams,
    response: webhookWithSecretSchema,
  }),
  /** Sends a `kyo.test` event now and answers how it went. */
  test: endpoint({
    method: 'POST',
    path: '/api/webhooks/:id/test',
    auth: 'user',
    params: idParams,
    response: webhookDeliverySchema,
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/api/webhooks/:id/deliveries',
    auth: 'user',
    params: idParams,
    query: z.strictObject({
      limit: z.coerce
        .number({ error: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(100, 'limit can be at most 100')
        .default(25),
    }),
    response: z.object({ deliveries: z.array(webhookDeliverySchema) }),
  }),
  /** "Send again": the same event (same id and body), as a new delivery, now. */
  redeliver: endpoint({
    method: 'POST',
    path: '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
    auth: 'user',
    params: z.object({
      id: z.uuid({ error: 'id must be a valid id' }),
      deliveryId: z.uuid({ error: 'deliveryId must be a valid id' }),
    }),
    response: webhookDeliverySchema,
    status: 201,
  }),
};
