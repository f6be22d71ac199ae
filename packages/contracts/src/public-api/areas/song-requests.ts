import { z } from 'zod';
import {
  songRequestAddSchema,
  songRequestOrderSchema,
  songRequestSchema,
  songRequestSettingsSchema,
  songRequestsOverviewSchema,
  storedSongRequestSettingsSchema,
  DEFAULT_SONG_REQUEST_SETTINGS,
} from '../../song-requests';
import { API_V1, v1Endpoint, type ApiAreaContract } from '../v1';
import { ownerQuerySchema } from './widgets';

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });
const owner = { query: ownerQuerySchema };
const ok = z.object({ ok: z.literal(true) });

const request = {
  id: '0197a0c8-3c4d-7e5f-8a61-728394a5b6c7',
  status: 'queued',
  track: {
    id: '4uLU6hMCjMI75M1A2tKUQC',
    title: 'Playinwitme',
    artists: 'KYLE, Kehlani',
    album: 'Light of Mine',
    art: 'https://i.scdn.co/image/ab67616d0000b273example',
    durationMs: 192_000,
    explicit: false,
    url: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
  },
  requester: { id: '4242', name: 'PixelPanda' },
  source: 'chat',
  requestedAt: '2026-11-21T19:02:00.000Z',
  startedAt: null,
  endedAt: null,
  problem: null,
};
const playing = {
  ...request,
  id: '0197a0c8-2b3c-7d4e-9f50-617283940a1b',
  status: 'playing',
  startedAt: '2026-11-21T19:00:30.000Z',
};

/** Song requests (docs/song-requests.md): the queue, its settings, and what a moderator does. */
export const songRequestsApi = {
  area: 'song_requests',
  title: 'Song requests',
  description:
    'The song-request queue Kyo keeps for Spotify: read it, add a song as the streamer, approve, reorder, remove and skip, and change the rules. Kyo hands Spotify only the next track, about 15 s before the current one ends.',
  routes: {
    overview: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/song-requests`,
      auth: 'token',
      scope: 'song_requests:read',
      ...owner,
      response: songRequestsOverviewSchema,
      docs: {
        summary: 'The queue, what plays and the settings',
        examples: {
          response: {
            settings: DEFAULT_SONG_REQUEST_SETTINGS,
            current: playing,
            queue: [request],
            pending: [],
            history: [],
            spotify: { status: 'connected', missingScopes: [] },
            player: { status: 'playing', title: 'Playinwitme', artists: 'KYLE, Kehlani' },
            problem: null,
          },
        },
      },
    }),
    updateSettings: v1Endpoint({
      method: 'PUT',
      path: `${API_V1}/song-requests/settings`,
      auth: 'token',
      scope: 'song_requests:write',
      ...owner,
      body: songRequestSettingsSchema,
      response: storedSongRequestSettingsSchema,
      docs: {
        summary: 'Change the rules',
        description: 'Every field is optional; a missing one takes its default.',
        examples: {
          body: { enabled: true, maxQueue: 30, approval: false },
          response: { ...DEFAULT_SONG_REQUEST_SETTINGS, enabled: true, maxQueue: 30 },
        },
      },
    }),
    add: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/song-requests`,
      auth: 'token',
      scope: 'song_requests:write',
      ...owner,
      body: songRequestAddSchema,
      response: songRequestSchema,
      status: 201,
      docs: {
        summary: 'Add a song as the streamer',
        description:
          'A search, a Spotify link or a track id. The viewers’ rules (cooldowns, length, who may request) do not apply; 409 names why Kyo refused (`spotify_not_connected` or `spotify_needs_reconnect` when the channel has no working Spotify connection: retrying does not help), 503 when Spotify did not answer.',
        examples: {
          body: { query: 'Playinwitme KYLE' },
          response: { ...request, source: 'dashboard', requester: { id: null, name: 'nightowl' } },
        },
      },
    }),
    approve: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/song-requests/:id/approve`,
      auth: 'token',
      scope: 'song_requests:write',
      params: idParams,
      ...owner,
      response: songRequestSchema,
      docs: { summary: 'Approve a waiting request', examples: { response: request } },
    }),
    reject: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/song-requests/:id/reject`,
      auth: 'token',
      scope: 'song_requests:write',
      params: idParams,
      ...owner,
      response: songRequestSchema,
      docs: {
        summary: 'Reject a waiting request',
        examples: { response: { ...request, status: 'rejected' } },
      },
    }),
    playNext: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/song-requests/:id/play-next`,
      auth: 'token',
      scope: 'song_requests:write',
      params: idParams,
      ...owner,
      response: songRequestSchema,
      docs: { summary: 'Move a request to the front', examples: { response: request } },
    }),
    remove: v1Endpoint({
      method: 'DELETE',
      path: `${API_V1}/song-requests/:id`,
      auth: 'token',
      scope: 'song_requests:write',
      params: idParams,
      ...owner,
      response: songRequestSchema,
      docs: {
        summary: 'Remove a request',
        examples: { response: { ...request, status: 'removed' } },
      },
    }),
    reorder: v1Endpoint({
      method: 'PUT',
      path: `${API_V1}/song-requests/order`,
      auth: 'token',
      scope: 'song_requests:write',
      ...owner,
      body: songRequestOrderSchema,
      response: ok,
      docs: {
        summary: 'Reorder the queue',
        description: 'Every queued request, each once, in its new order.',
        examples: { body: { ids: [request.id] }, response: { ok: true } },
      },
    }),
    skip: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/song-requests/skip`,
      auth: 'token',
      scope: 'song_requests:write',
      ...owner,
      response: ok,
      docs: { summary: 'Skip the request playing now', examples: { response: { ok: true } } },
    }),
    clear: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/song-requests/clear`,
      auth: 'token',
      scope: 'song_requests:write',
      ...owner,
      response: z.object({ removed: z.number().int() }),
      docs: { summary: 'Empty the queue', examples: { response: { removed: 4 } } },
    }),
  },
} satisfies ApiAreaContract;
