import { z } from 'zod';
import {
  liveChannelQuerySchema,
  streamInfoInputSchema,
  streamInfoReadingSchema,
  streamInfoSavedSchema,
} from '../../live';
import {
  alertsReachedSchema,
  liveActivityQuerySchema,
  liveActivitySchema,
} from '../../live-activity';
import { API_V1, v1Endpoint, type ApiAreaContract } from '../v1';

const info = {
  title: 'Slots night with chat',
  category: { id: 28, name: 'Slots & Casino', thumbnail: null },
  tags: ['casino', 'English'],
};
const follow = {
  id: '01JD7N3QY3S9N8XKQ4W7Z5VB2C',
  kind: 'follow',
  name: 'pixel_panda',
  amount: null,
  message: null,
  detail: null,
  at: '2026-11-21T19:04:00.000Z',
} as const;

/** The live cockpit (docs/live.md): the stream's title, category and tags, and the activity feed. */
export const liveApi = {
  area: 'live',
  title: 'Live',
  description:
    'The stream’s title, category and tags on Kick, and the activity feed (follows, subs, gifts, Kicks, channel-point redemptions) with Replay on the alert displays. The same events arrive live on the event WebSocket.',
  routes: {
    streamInfo: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/live/stream-info`,
      auth: 'token',
      scope: 'live:read',
      query: liveChannelQuerySchema,
      response: streamInfoReadingSchema,
      docs: {
        summary: 'What Kick has: title, category, tags',
        examples: { response: { info, kick: 'ok', message: null } },
      },
    }),
    saveStreamInfo: v1Endpoint({
      method: 'PUT',
      path: `${API_V1}/live/stream-info`,
      auth: 'token',
      scope: 'live:write',
      query: liveChannelQuerySchema,
      body: streamInfoInputSchema,
      response: streamInfoSavedSchema,
      docs: {
        summary: 'Change the title, category or tags on Kick',
        description: 'At most 5 changes a minute per channel (429 with Retry-After after that).',
        examples: {
          body: { title: info.title, categoryId: 28, tags: info.tags },
          response: { info, message: 'Kick accepted the change.' },
        },
      },
    }),
    activity: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/live/activity`,
      auth: 'token',
      scope: 'live:read',
      query: liveActivityQuerySchema,
      response: z.object({ activity: z.array(liveActivitySchema) }),
      docs: {
        summary: 'The activity feed, newest first',
        examples: { response: { activity: [follow] } },
      },
    }),
    replay: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/live/activity/:id/replay`,
      auth: 'token',
      scope: 'live:write',
      params: z.object({ id: z.string().min(1).max(200) }),
      query: liveChannelQuerySchema,
      response: alertsReachedSchema,
      docs: {
        summary: 'Show an event’s alert again',
        description:
          'On the channel’s alert widgets; not counted again in goals or stats, and no chat alert.',
        examples: { response: { widgets: 1 } },
      },
    }),
  },
} satisfies ApiAreaContract;
