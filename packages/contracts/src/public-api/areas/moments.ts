import { z } from 'zod';
import { markerInputSchema, markerSchema, streamMarkersSchema } from '../../markers';
import { shoutoutInputSchema, shoutoutSchema } from '../../shoutouts';
import { API_V1, v1Endpoint, type ApiAreaContract } from '../v1';

const channelQuery = z.strictObject({
  owner: z.uuid({ error: 'owner must be a valid id' }).optional(),
});
const streamParams = z.object({ streamId: z.uuid({ error: 'stream must be a valid id' }) });

const marker = {
  id: '0197a0c7-1a2b-7c3d-8e4f-5061728394a6',
  streamId: '0197a0c7-1a2b-7c3d-8e4f-5061728394a5',
  at: '2026-11-20T18:42:00.000Z',
  offsetSeconds: 2520,
  kind: 'chat' as const,
  title: 'Chat burst (96 lines a minute)',
  source: 'auto' as const,
  by: null,
  value: 96,
};
const shoutout = {
  id: '0197a0c7-1a2b-7c3d-8e4f-5061728394a7',
  target: {
    slug: 'nova_speedruns',
    broadcasterUserId: 1003,
    avatarUrl: 'https://files.kick.com/images/user/1003/profile_image.webp',
    bannerUrl: null,
    category: 'Minecraft',
    title: 'Any% world record attempts',
    live: false,
    url: 'https://kick.com/nova_speedruns',
  },
  source: 'chat' as const,
  by: 'mod_mira',
  at: '2026-11-20T18:50:00.000Z',
};

/** Stream markers (docs/shoutouts-markers.md): a stream's markers and VOD chapters. */
export const markersApi = {
  area: 'markers',
  title: 'Stream markers',
  description:
    'Moments of a stream: set with !marker, the Marker button or this API, or found by Kyo (chat far above the stream’s normal, gift bursts, big Kicks), with the stream’s VOD chapters. Each new one is a `marker.created` event.',
  routes: {
    ofStream: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/markers/streams/:streamId`,
      auth: 'token',
      scope: 'markers:read',
      query: channelQuery,
      params: streamParams,
      response: streamMarkersSchema,
      docs: {
        summary: 'A stream’s markers and VOD chapters',
        examples: {
          response: {
            streamId: marker.streamId,
            startedAt: '2026-11-20T18:00:00.000Z',
            markers: [marker],
            chapters: '00:00 Start\n42:00 Chat burst (96 lines a minute)',
          },
        },
      },
    }),
    add: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/markers`,
      auth: 'token',
      scope: 'markers:write',
      query: channelQuery,
      body: markerInputSchema,
      response: markerSchema,
      status: 201,
      docs: {
        summary: 'Set a marker now in the live stream',
        description: 'A 409 `not_live` when the channel has no live stream.',
        examples: {
          body: { title: 'Boss down' },
          response: { ...marker, kind: 'manual', title: 'Boss down', source: 'api', value: null },
        },
      },
    }),
  },
} satisfies ApiAreaContract;

/** Shoutouts (docs/shoutouts-markers.md): the recent ones, and a shoutout now. */
export const shoutoutsApi = {
  area: 'shoutouts',
  title: 'Shoutouts',
  description:
    'Shout another Kick channel out: the bot names its category, title and link in chat and the Shoutout widget shows its card. Each is a `shoutout.sent` event.',
  routes: {
    list: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/shoutouts`,
      auth: 'token',
      scope: 'shoutouts:read',
      query: channelQuery,
      response: z.object({ shoutouts: z.array(shoutoutSchema) }),
      docs: {
        summary: 'The recent shoutouts, newest first',
        examples: { response: { shoutouts: [shoutout] } },
      },
    }),
    send: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/shoutouts`,
      auth: 'token',
      scope: 'shoutouts:write',
      query: channelQuery,
      body: shoutoutInputSchema,
      response: shoutoutSchema,
      status: 201,
      docs: {
        summary: 'Shout a channel out now',
        description:
          'A 404 `channel_not_found` for a name Kick does not know, a 429 while the channel’s cooldown runs (Retry-After), a 503 when Kick is busy.',
        examples: {
          body: { channel: 'nova_speedruns' },
          response: { ...shoutout, source: 'api', by: 'kyo_demo' },
        },
      },
    }),
  },
} satisfies ApiAreaContract;
