import { z } from 'zod';
import { TEST_EVENT_KINDS } from '../../widgets/test-events';
import {
  createWidgetSchema,
  updateWidgetSchema,
  widgetSchema,
  widgetStateResponseSchema,
} from '../../widgets/api';
import { API_V1, v1Endpoint, type ApiAreaContract } from '../v1';

/** Whose channel: the token's account by default, or one it moderates. */
export const ownerQuerySchema = z.strictObject({
  owner: z.uuid({ error: 'owner must be a valid id' }).optional(),
});
const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });
const owner = { query: ownerQuerySchema };

const ID = '0197a0c5-1f00-7a3b-8c11-6e2f3d4c5b6a';
const exampleWidget = {
  id: ID,
  ownerId: '0197a0c4-5b7e-7d1a-9a39-2d3f1c0b9e11',
  type: 'follower-alert',
  name: 'Follower alert',
  settings: { durationSeconds: 6, sound: true },
  key: 'Xq3v9Lr2T0bM1yKc8Pz4Wn7sHd5Ga6Je',
  overlayUrl: 'https://kyo.example/widget/Xq3v9Lr2T0bM1yKc8Pz4Wn7sHd5Ga6Je',
  createdAt: '2026-11-20T18:00:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
  health: { connections: 1, lastEventAt: null, lastSeenAt: '2026-11-21T09:31:12.000Z' },
};

export const widgetsApi = {
  area: 'widgets',
  title: 'Widgets',
  description:
    'Overlay widgets: read them, change their settings (overlays get them at once), send test events, reload browser sources.',
  routes: {
    list: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/widgets`,
      auth: 'token',
      scope: 'widgets:read',
      ...owner,
      response: z.object({ widgets: z.array(widgetSchema) }),
      docs: {
        summary: 'List widgets',
        examples: { response: { widgets: [exampleWidget] } },
      },
    }),
    get: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/widgets/:id`,
      auth: 'token',
      scope: 'widgets:read',
      params: idParams,
      response: widgetSchema,
      docs: { summary: 'Get a widget', examples: { response: exampleWidget } },
    }),
    state: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/widgets/:id/state`,
      auth: 'token',
      scope: 'widgets:read',
      params: idParams,
      response: widgetStateResponseSchema,
      docs: {
        summary: "A stateful widget's state",
        description:
          'What its overlays show now (a leaderboard, a streak, a viewer count); `state` is null for a type that keeps none.',
        examples: { response: { state: null, now: 1779360000000 } },
      },
    }),
    create: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/widgets`,
      auth: 'token',
      scope: 'widgets:write',
      body: createWidgetSchema,
      response: widgetSchema,
      status: 201,
      docs: {
        summary: 'Create a widget',
        description: 'Settings not given take their defaults. The widget is the token account’s.',
        examples: {
          body: { type: 'follower-alert', name: 'Follower alert' },
          response: exampleWidget,
        },
      },
    }),
    update: v1Endpoint({
      method: 'PATCH',
      path: `${API_V1}/widgets/:id`,
      auth: 'token',
      scope: 'widgets:write',
      params: idParams,
      body: updateWidgetSchema,
      response: widgetSchema,
      docs: {
        summary: 'Change a widget',
        description:
          'Settings are merged over the saved ones and checked whole; connected overlays get them at once.',
        examples: { body: { settings: { durationSeconds: 8 } }, response: exampleWidget },
      },
    }),
    remove: v1Endpoint({
      method: 'DELETE',
      path: `${API_V1}/widgets/:id`,
      auth: 'token',
      scope: 'widgets:write',
      params: idParams,
      response: z.void(),
      status: 204,
      docs: {
        summary: 'Delete a widget',
        description: "Only the channel's owner may; its browser sources are closed.",
        examples: {},
      },
    }),
    testEvent: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/widgets/:id/test-event`,
      auth: 'token',
      scope: 'widgets:write',
      params: idParams,
      body: z.strictObject({ kind: z.enum(TEST_EVENT_KINDS) }),
      response: z.object({ seq: z.number().int() }),
      docs: {
        summary: 'Send a test event',
        description: "A made-up event of this kind to the widget's connected overlays.",
        examples: { body: { kind: 'follow' }, response: { seq: 42 } },
      },
    }),
    reload: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/widgets/:id/reload`,
      auth: 'token',
      scope: 'widgets:write',
      params: idParams,
      response: z.object({ reloaded: z.number().int() }),
      docs: {
        summary: "Reload a widget's browser sources",
        examples: { response: { reloaded: 2 } },
      },
    }),
    resetState: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/widgets/:id/state/reset`,
      auth: 'token',
      scope: 'widgets:write',
      params: idParams,
      response: widgetStateResponseSchema,
      docs: {
        summary: 'Start a stateful widget over',
        description: 'A leaderboard counts from now, a streak ends. 409 for a type without state.',
        examples: { response: { state: null, now: 1779360000000 } },
      },
    }),
  },
} satisfies ApiAreaContract;
