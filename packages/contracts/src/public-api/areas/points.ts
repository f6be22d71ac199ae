import { z } from 'zod';
import {
  ledgerEntrySchema,
  pointsAdjustSchema,
  pointsViewerSchema,
  pointsViewersQuerySchema,
  VIEWER_NAME_PATTERN,
} from '../../points';
import { storeItemSchema } from '../../points-store';
import { API_V1, v1Endpoint, type ApiAreaContract } from '../v1';

const channelQuery = z.strictObject({ owner: z.uuid('Channel must be an id').optional() });
const viewerParams = z.strictObject({
  username: z
    .string({ error: 'Viewer must be a Kick username' })
    .trim()
    .transform((name) => name.replace(/^@/, ''))
    .refine((name) => VIEWER_NAME_PATTERN.test(name), 'Viewer must be a Kick username'),
});

/**
 * A change of a balance through the API: `id` is required, so a request sent again (a timeout, a
 * retry) changes the balance once (the ledger's key `adjust:<id>`).
 */
export const pointsApiAdjustSchema = pointsAdjustSchema.required({ id: true });

const viewer = {
  username: 'pixel_panda',
  balance: 1250,
  rank: 3,
  lastSeenAt: '2026-11-21T19:04:00.000Z',
};
const item = {
  id: '0197a0c7-1a2b-7c3d-8e4f-5061728394a5',
  name: 'hydrate',
  price: 500,
  stock: 10,
  perViewerLimit: 2,
  cooldownSeconds: 60,
  viewerCooldownSeconds: 0,
  inputPrompt: null,
  enabled: true,
  actions: [{ type: 'chat', template: '{user} says: drink some water!' }],
  sold: 4,
  lastBoughtAt: '2026-11-21T19:04:00.000Z',
  createdAt: '2026-11-20T18:00:00.000Z',
  updatedAt: '2026-11-20T18:00:00.000Z',
};

/** Viewer points (docs/points.md): balances, a viewer's ledger, the store; adjusting a balance. */
export const pointsApi = {
  area: 'points',
  title: 'Viewer points',
  description:
    'The channel’s loyalty currency: viewers’ balances with their rank, one viewer’s ledger (every change and why), the store’s items, and changing a balance (with an idempotency key). Purchases arrive as `points.purchase` events.',
  routes: {
    viewers: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/points/viewers`,
      auth: 'token',
      scope: 'points:read',
      query: pointsViewersQuerySchema,
      response: z.object({ viewers: z.array(pointsViewerSchema), total: z.number() }),
      docs: {
        summary: 'Balances, richest first (paged, searchable)',
        examples: { response: { viewers: [viewer], total: 1 } },
      },
    }),
    viewer: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/points/viewers/:username`,
      auth: 'token',
      scope: 'points:read',
      params: viewerParams,
      query: channelQuery,
      response: pointsViewerSchema,
      docs: {
        summary: 'One viewer’s balance and rank',
        description: '404 when the channel has never seen the viewer.',
        examples: { response: viewer },
      },
    }),
    ledger: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/points/viewers/:username/ledger`,
      auth: 'token',
      scope: 'points:read',
      params: viewerParams,
      query: channelQuery,
      response: z.object({ entries: z.array(ledgerEntrySchema) }),
      docs: {
        summary: 'A viewer’s last 50 changes, newest first',
        examples: {
          response: {
            entries: [
              {
                id: '0197a0c7-1a2b-7c3d-8e4f-5061728394a6',
                delta: -500,
                kind: 'purchase',
                note: 'hydrate',
                by: null,
                at: '2026-11-21T19:04:00.000Z',
              },
            ],
          },
        },
      },
    }),
    storeItems: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/points/store/items`,
      auth: 'token',
      scope: 'points:read',
      query: channelQuery,
      response: z.object({ items: z.array(storeItemSchema) }),
      docs: {
        summary: 'The store’s items',
        examples: { response: { items: [item] } },
      },
    }),
    adjust: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/points/viewers/:username/adjust`,
      auth: 'token',
      scope: 'points:write',
      params: viewerParams,
      query: channelQuery,
      body: pointsApiAdjustSchema,
      response: pointsViewerSchema,
      docs: {
        summary: 'Add or take points',
        description:
          '`id` (a uuid you make) is the idempotency key: the same id sent again changes the balance once and answers the balance as it is. 404 for a viewer the channel has never seen; 409 when a balance would go below 0.',
        examples: {
          body: {
            amount: 250,
            reason: 'Won the community tournament',
            id: '0197a0c7-1a2b-7c3d-8e4f-5061728394a7',
          },
          response: { ...viewer, balance: 1500 },
        },
      },
    }),
  },
} satisfies ApiAreaContract;
