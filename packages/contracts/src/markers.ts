import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Stream markers (docs/shoutouts-markers.md): moments of a stream marked by `!marker [text]`,
 * the Marker button on /live, the API, or found by Kyo in the stream's minutes (chat far above
 * the stream's normal, a burst of gifted subs, big Kicks). Shown on the stream's page, exported
 * as VOD chapters, listed in the recap and on the Discord card.
 */
export const MARKER_COMMANDS = ['marker'] as const;

export const MARKER_KINDS = ['manual', 'chat', 'gifts', 'kicks'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];
export const MARKER_SOURCES = ['chat', 'dashboard', 'api', 'auto'] as const;
export type MarkerSource = (typeof MARKER_SOURCES)[number];

/**
 * When a minute is a moment: chat lines at least `chatFactor` × the stream's median minute and
 * at least `chatMin`; `gifts` gifted subs in the minute; `kicks` Kicks in the minute. A moment
 * that lasts several minutes is marked once, at its first minute.
 */
export const MARKER_RULES = { chatFactor: 3, chatMin: 20, gifts: 5, kicks: 1000 } as const;
export const MARKER_TITLE_MAX = 100;

export const markerSchema = z.object({
  id: z.uuid(),
  streamId: z.uuid(),
  at: z.string(),
  /** Seconds from the stream's start. */
  offsetSeconds: z.number().int(),
  kind: z.enum(MARKER_KINDS),
  /** What it says (a found moment's words in the channel's language). */
  title: z.string(),
  source: z.enum(MARKER_SOURCES),
  by: z.string().nullable(),
  /** A found moment's number: lines, gifted subs or Kicks in its minute. */
  value: z.number().nullable(),
});
export type StreamMarker = z.infer<typeof markerSchema>;

export const streamMarkersSchema = z.object({
  streamId: z.uuid(),
  startedAt: z.string(),
  markers: z.array(markerSchema),
  /** `00:00 Title` lines for a VOD description (the first at 00:00, as YouTube requires). */
  chapters: z.string(),
});
export type StreamMarkers = z.infer<typeof streamMarkersSchema>;

export const markerInputSchema = z.strictObject({
  title: z
    .string({ error: 'Title must be text' })
    .trim()
    .max(MARKER_TITLE_MAX, { error: `A marker's text is at most ${MARKER_TITLE_MAX} characters` })
    .optional()
    .default(''),
});
export type MarkerInput = z.infer<typeof markerInputSchema>;

const channelQuery = z.strictObject({
  owner: z.uuid({ error: 'owner must be a valid id' }).optional(),
});
const streamParams = z.object({ streamId: z.uuid({ error: 'stream must be a valid id' }) });
const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });

export const markerEndpoints = {
  ofStream: endpoint({
    method: 'GET',
    path: '/api/markers/streams/:streamId',
    auth: 'user',
    query: channelQuery,
    params: streamParams,
    response: streamMarkersSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/markers',
    auth: 'user',
    query: channelQuery,
    body: markerInputSchema,
    response: markerSchema,
    status: 201,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/markers/:id',
    auth: 'user',
    query: channelQuery,
    params: idParams,
    response: z.void(),
    status: 204,
  }),
};
