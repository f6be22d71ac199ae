import { z } from 'zod';
import { endpoint } from './endpoint';
import { isSafeText, TEXT_RULE_MESSAGE } from './text';
import { isSpotifyTrackId, SONG_QUERY_MAX } from './song-requests-parse';

/**
 * Song requests (docs/song-requests.md): viewers queue Spotify tracks from chat (`!sr`) or a
 * channel-point reward; Kyo keeps the queue and hands Spotify only the next track, about 15 s
 * before the current one ends, so removing, reordering and skipping requests all work.
 */

/** Who may request: everyone, followers Kyo has seen follow, subscribers, or chosen badges. */
export const SONG_REQUEST_AUDIENCES = ['everyone', 'followers', 'subscribers', 'badges'] as const;
/** Kick badges a streamer may pick for "by badge" (docs/platforms/kick.md §7). */
export const SONG_REQUEST_BADGES = ['vip', 'og', 'founder', 'subscriber', 'sub_gifter'] as const;

const safe = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isSafeText, TEXT_RULE_MESSAGE);

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} can be at most ${max}`);

const bannedTrackSchema = z.strictObject({
  id: z
    .string({ error: 'Track must be a Spotify track id' })
    .refine(isSpotifyTrackId, 'Track must be a Spotify track id'),
  /** What the page shows for it (title and artists when banned from the queue). */
  label: safe('Track label', 200),
});

const settingsFields = {
  enabled: z.boolean({ error: 'Must be true or false' }).default(false),
  audience: z
    .enum(SONG_REQUEST_AUDIENCES, {
      error: 'Who may request must be everyone, followers, subscribers or badges',
    })
    .default('everyone'),
  badges: z
    .array(z.enum(SONG_REQUEST_BADGES, { error: 'Unknown badge' }))
    .max(SONG_REQUEST_BADGES.length)
    .default(['vip', 'og', 'founder']),
  maxActivePerViewer: int('Active requests per viewer', 1, 20).default(1),
  userCooldownSeconds: int('Cooldown per viewer', 0, 86_400).default(0),
  globalCooldownSeconds: int('Cooldown for the channel', 0, 3_600).default(0),
  maxDurationSeconds: int('Maximum length', 30, 3_600).default(600),
  blockExplicit: z.boolean({ error: 'Must be true or false' }).default(false),
  bannedTracks: z.array(bannedTrackSchema).max(200, 'At most 200 banned tracks').default([]),
  bannedArtists: z.array(safe('Artist', 100)).max(200, 'At most 200 banned artists').default([]),
  maxQueue: int('Queue length', 1, 100).default(20),
  approval: z.boolean({ error: 'Must be true or false' }).default(false),
  voteSkip: z
    .strictObject({
      enabled: z.boolean({ error: 'Must be true or false' }).default(false),
      /** Share of the active chatters (last 10 minutes) whose votes skip the song. */
      percent: int('Vote-skip share', 1, 100).default(50),
      minVotes: int('Minimum votes', 1, 100).default(3),
    })
    .default({ enabled: false, percent: 50, minVotes: 3 }),
  /** Spotify's failures are also said briefly in chat (at most once per problem in 10 minutes). */
  chatNotices: z.boolean({ error: 'Must be true or false' }).default(true),
};

export const songRequestSettingsSchema = z.strictObject(settingsFields);
export type SongRequestSettings = z.output<typeof songRequestSettingsSchema>;
export type SongRequestSettingsInput = z.input<typeof songRequestSettingsSchema>;
/** Stored settings: fields a newer version added are dropped, missing ones get defaults. */
export const storedSongRequestSettingsSchema = z.object(settingsFields);
export const DEFAULT_SONG_REQUEST_SETTINGS: SongRequestSettings =
  storedSongRequestSettingsSchema.parse({});

/**
 * A request's life (research: "Song-request states"): `pending` (waits for a moderator) →
 * `queued` (in Kyo) → `handed` (added to Spotify's queue, about to play) → `playing` →
 * `played` | `skipped`; or `removed` / `rejected` on the way.
 */
export const SONG_REQUEST_STATUSES = [
  'pending',
  'queued',
  'handed',
  'playing',
  'played',
  'skipped',
  'removed',
  'rejected',
] as const;
export type SongRequestStatus = (typeof SONG_REQUEST_STATUSES)[number];

/** Why Spotify did not take (or start) the next request: shown to the streamer, said in chat. */
export const SPOTIFY_PLAYER_PROBLEMS = [
  'no_device',
  'not_premium',
  'rate_limited',
  'missing_scope',
  'needs_reconnect',
  'not_connected',
  'unavailable',
  'did_not_start',
] as const;
export type SpotifyPlayerProblem = (typeof SPOTIFY_PLAYER_PROBLEMS)[number];

export const songTrackSchema = z.object({
  id: z.string(),
  title: z.string(),
  artists: z.string(),
  album: z.string().nullable(),
  art: z.string().nullable(),
  durationMs: z.number().int(),
  explicit: z.boolean(),
  url: z.string().nullable(),
});
export type SongTrack = z.infer<typeof songTrackSchema>;

export const songProblemSchema = z.object({
  reason: z.enum(SPOTIFY_PLAYER_PROBLEMS),
  at: z.string(),
  /** When Kyo tries again (a 429's Retry-After), if it waits. */
  retryAt: z.string().nullable(),
});
export type SongProblem = z.infer<typeof songProblemSchema>;

export const songRequestSchema = z.object({
  id: z.string(),
  status: z.enum(SONG_REQUEST_STATUSES),
  track: songTrackSchema,
  requester: z.object({ id: z.string().nullable(), name: z.string() }),
  source: z.enum(['chat', 'reward', 'dashboard']),
  requestedAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** The last time Spotify said no to this one (it stays queued). */
  problem: songProblemSchema.nullable(),
});
export type SongRequest = z.infer<typeof songRequestSchema>;

export const songRequestsOverviewSchema = z.object({
  settings: storedSongRequestSettingsSchema,
  /** The request playing now, or null (the streamer's own music, or nothing). */
  current: songRequestSchema.nullable(),
  /** What plays next, in order: the one already handed to Spotify first, then Kyo's queue. */
  queue: z.array(songRequestSchema),
  /** Waiting for a moderator (approval on). */
  pending: z.array(songRequestSchema),
  /** This stream's (or the last 12 hours') finished requests, newest first. */
  history: z.array(songRequestSchema),
  spotify: z.object({
    status: z.enum(['connected', 'needs_reconnect', 'missing']),
    /** Scopes song requests need that the grant lacks (a reconnect grants them). */
    missingScopes: z.array(z.string()),
  }),
  /** What Spotify plays now, as Kyo last heard it. */
  player: z.object({
    status: z.enum([
      'playing',
      'paused',
      'nothing',
      'ad',
      'unknown',
      'not_connected',
      'needs_reconnect',
    ]),
    title: z.string().nullable(),
    artists: z.string().nullable(),
  }),
  /** Spotify's last refusal, while it lasts. */
  problem: songProblemSchema.nullable(),
});
export type SongRequestsOverview = z.infer<typeof songRequestsOverviewSchema>;

/** The scopes song requests need besides reading what plays (docs/platforms/spotify.md A2). */
export const SONG_REQUEST_SCOPES = ['user-modify-playback-state', 'user-read-playback-state'];

const channelQuery = z.strictObject({
  owner: z.uuid({ error: 'owner must be a valid id' }).optional(),
});
const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });

export const songRequestAddSchema = z.strictObject({
  query: safe('Song', SONG_QUERY_MAX),
});
export const songRequestOrderSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: 'ids must be request ids' }))
    .min(1, 'Give the queue in its new order')
    .max(100, 'At most 100 requests'),
});

const ok = z.object({ ok: z.literal(true) });

export const songRequestEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/api/song-requests',
    auth: 'user',
    query: channelQuery,
    response: songRequestsOverviewSchema,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/song-requests/settings',
    auth: 'user',
    query: channelQuery,
    body: songRequestSettingsSchema,
    response: storedSongRequestSettingsSchema,
  }),
  /** The streamer (or a moderator) adds a song from the page: the rules of chat do not apply. */
  add: endpoint({
    method: 'POST',
    path: '/api/song-requests',
    auth: 'user',
    query: channelQuery,
    body: songRequestAddSchema,
    response: songRequestSchema,
    status: 201,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/song-requests/:id/approve',
    auth: 'user',
    query: channelQuery,
    params: idParams,
    response: songRequestSchema,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/song-requests/:id/reject',
    auth: 'user',
    query: channelQuery,
    params: idParams,
    response: songRequestSchema,
  }),
  playNext: endpoint({
    method: 'POST',
    path: '/api/song-requests/:id/play-next',
    auth: 'user',
    query: channelQuery,
    params: idParams,
    response: songRequestSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/song-requests/:id',
    auth: 'user',
    query: channelQuery,
    params: idParams,
    response: songRequestSchema,
  }),
  /** The queued requests in their new order (every queued one, each once). */
  reorder: endpoint({
    method: 'PUT',
    path: '/api/song-requests/order',
    auth: 'user',
    query: channelQuery,
    body: songRequestOrderSchema,
    response: ok,
  }),
  skip: endpoint({
    method: 'POST',
    path: '/api/song-requests/skip',
    auth: 'user',
    query: channelQuery,
    response: ok,
  }),
  clear: endpoint({
    method: 'POST',
    path: '/api/song-requests/clear',
    auth: 'user',
    query: channelQuery,
    response: z.object({ removed: z.number().int() }),
  }),
};
