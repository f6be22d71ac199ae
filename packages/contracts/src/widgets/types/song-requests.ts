import { z } from 'zod';
import { colorSchema, fontFamilySchema } from '../common';
import { spotifyStateSchema } from './spotify';
import { placed, stateOf, type WidgetTypeContract } from '../type-contract';
import {
  initialSongRequests,
  reduceSongRequests,
  type SongRequestsState,
} from './song-requests.logic';

/** The song-request queue overlay's settings (docs/widgets.md, docs/song-requests.md). */
export const songRequestsSettingsSchema = z.object({
  /** How many of the next requests it lists under what plays now (0: now playing only). */
  nextCount: z.number().int().min(0).max(10).default(3),
  showArt: z.boolean().default(true),
  showRequester: z.boolean().default(true),
  /** Hide the whole overlay while nothing plays and no request waits. */
  hideWhenEmpty: z.boolean().default(false),
  fontFamily: fontFamilySchema.default('Inter'),
  fontSize: z.number().int().min(12).max(40).default(18),
  textColor: colorSchema.default('#ffffff'),
  accentColor: colorSchema.default('#1db954'),
  background: colorSchema.default('#0b0d10d9'),
});
export type SongRequestsSettings = z.infer<typeof songRequestsSettingsSchema>;

const entry = z.object({
  title: z.string(),
  subtitle: z.string(),
  art: z.string().nullable(),
  durationMs: z.number(),
  requester: z.string(),
});

export const songRequestsStateSchema = z.object({
  player: spotifyStateSchema,
  current: z.object({ title: z.string(), subtitle: z.string(), requester: z.string() }).nullable(),
  next: z.array(entry),
  total: z.number().int(),
});

/** The song-request queue overlay (docs/widgets.md, docs/song-requests.md). */
export const songRequestsWidget = {
  type: 'song-requests',
  displayName: 'Song requests',
  names: { tr: 'Şarkı istekleri', es: 'Pedidos de canciones', pt: 'Pedidos de música' },
  settings: placed(songRequestsSettingsSchema),
  events: ['now-playing', 'song-queue'],
  // Both come from the server: the polled player and the song-requests feature's queue.
  kickEvents: [],
  testEvents: ['song-queue', 'now-playing'],
  size: { width: 520, height: 320 },
  available: true,
  state: stateOf<SongRequestsState, SongRequestsSettings>({
    schema: songRequestsStateSchema,
    initial: initialSongRequests,
    reduce: reduceSongRequests,
    delivery: 'messages',
  }),
  // The player, and the song-request queue (replayed when an overlay connects).
  live: ['now-playing', 'song-queue'],
} as const satisfies WidgetTypeContract;
