import { z } from 'zod';
import { EMOTE_ID_PATTERN } from '../channel-events';
import { endpoint } from '../endpoint';
import { WIDGET_TYPES, widgetTypeSchema } from './registry';
import { TEST_EVENT_KINDS } from './test-events';
import { widgetEventSchema } from './events';

export const widgetHealthSchema = z.object({
  /** Browser sources connected right now. */
  connections: z.number().int(),
  lastEventAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
});

export const widgetSchema = z.object({
  id: z.string(),
  /**
   * The user whose channel the widget belongs to. Their moderators manage it too, but only the
   * owner may delete it or give it a new OBS URL.
   */
  ownerId: z.string(),
  type: widgetTypeSchema,
  name: z.string(),
  settings: z.record(z.string(), z.unknown()),
  /**
   * The unguessable public key in the OBS URL (`/widget/{key}`). The owner and their moderators
   * see it: moderators set up OBS for their streamer.
   */
  key: z.string(),
  overlayUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  health: widgetHealthSchema,
});
export type Widget = z.infer<typeof widgetSchema>;

const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(80, 'Name must be at most 80 characters');
export const createWidgetSchema = z.strictObject({
  type: widgetTypeSchema,
  name: nameSchema.optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
});
export const updateWidgetSchema = z.strictObject({
  name: nameSchema.optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
});

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });

export const widgetStateResponseSchema = z.object({
  /** The type's state (its state schema); null for a type that keeps none. */
  state: z.unknown(),
  now: z.number(),
});

export const widgetEndpoints = {
  /**
   * A Kick emote's image, by id: a redirect to Kick's CDN (or, in demo mode, to the emulator's
   * stand-in), so overlays and previews name emotes one way whatever the mode.
   */
  emote: endpoint({
    method: 'GET',
    path: '/api/emotes/:id/fullsize',
    auth: 'none',
    params: z.object({ id: z.string().regex(EMOTE_ID_PATTERN, 'id must be an emote id') }),
    response: z.void(),
    status: 302,
  }),
  /** The caller's widgets, or with `owner` those of a channel the caller moderates. */
  list: endpoint({
    method: 'GET',
    path: '/api/widgets',
    auth: 'user',
    query: z.strictObject({ owner: z.uuid({ error: 'owner must be a valid id' }).optional() }),
    response: z.object({ widgets: z.array(widgetSchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/widgets',
    auth: 'user',
    body: createWidgetSchema,
    response: widgetSchema,
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/widgets/:id',
    auth: 'user',
    params: idParams,
    response: widgetSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/widgets/:id',
    auth: 'user',
    params: idParams,
    body: updateWidgetSchema,
    response: widgetSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/widgets/:id',
    auth: 'user',
    params: idParams,
    response: z.void(),
    status: 204,
  }),
  duplicate: endpoint({
    method: 'POST',
    path: '/api/widgets/:id/duplicate',
    auth: 'user',
    params: idParams,
    response: widgetSchema,
    status: 201,
  }),
  rotateKey: endpoint({
    method: 'POST',
    path: '/api/widgets/:id/rotate-key',
    auth: 'user',
    params: idParams,
    response: widgetSchema,
  }),
  /** Sends a generated event of this kind to the widget's connected overlays. */
  testEvent: endpoint({
    method: 'POST',
    path: '/api/widgets/:id/test-event',
    auth: 'user',
    params: idParams,
    body: z.strictObject({ kind: z.enum(TEST_EVENT_KINDS) }),
    /**
     * The last sequence number and the events as sent (a Kicks message with its speech token),
     * so the builder's preview shows and speaks the very same ones as the displays.
     */
    response: z.object({ seq: z.number().int(), events: z.array(widgetEventSchema) }),
  }),
  /** A stateful widget's current state (what its overlays show), with the server's clock. */
  state: endpoint({
    method: 'GET',
    path: '/api/widgets/:id/state',
    auth: 'user',
    params: idParams,
    response: widgetStateResponseSchema,
  }),
  /**
   * Starts a stateful widget over: a leaderboard counts from now (its earlier counts stay in the
   * database for other windows), a streak ends. 409 `not_stateful` for other types.
   */
  resetState: endpoint({
    method: 'POST',
    path: '/api/widgets/:id/state/reset',
    auth: 'user',
    params: idParams,
    response: widgetStateResponseSchema,
  }),
  /** Ends the alert on screen, and its speech, on every browser source of this widget. */
  skip: endpoint({
    method: 'POST',
    path: '/api/widgets/:id/skip',
    auth: 'user',
    params: idParams,
    response: z.object({ skipped: z.number().int() }),
  }),
  /** Tells every connected browser source of this widget to reload. */
  reload: endpoint({
    method: 'POST',
    path: '/api/widgets/:id/reload',
    auth: 'user',
    params: idParams,
    response: z.object({ reloaded: z.number().int() }),
  }),
};

export { WIDGET_TYPES };
