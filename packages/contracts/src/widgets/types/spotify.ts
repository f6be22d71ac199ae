import { z } from 'zod';
import { colorSchema, fontFamilySchema } from '../common';
import { placed, stateOf, type WidgetTypeContract } from '../type-contract';
import { initialSpotify, reduceSpotify, type SpotifyState } from './spotify.logic';

/** Spotify now playing settings (docs/widgets.md). */
export const spotifySettingsSchema = z.object({
  layout: z.enum(['card', 'compact', 'art']).default('card'),
  showArt: z.boolean().default(true),
  showProgress: z.boolean().default(true),
  /** Long titles scroll: around and around, or once per track. */
  marquee: z.enum(['loop', 'once', 'off']).default('loop'),
  hideWhenPaused: z.boolean().default(true),
  /** Seconds of pause (or silence) before it hides. */
  hideAfterSeconds: z.number().int().min(0).max(600).default(10),
  /** When Spotify is not connected or needs reconnecting: hide, or keep the last track. */
  whenDisconnected: z.enum(['hide', 'last']).default('hide'),
  fontFamily: fontFamilySchema.default('Inter'),
  fontSize: z.number().int().min(12).max(48).default(20),
  textColor: colorSchema.default('#ffffff'),
  accentColor: colorSchema.default('#1db954'),
  background: colorSchema.default('#0b0d10d9'),
});
export type SpotifySettings = z.infer<typeof spotifySettingsSchema>;

const itemSchema = z.object({
  kind: z.enum(['track', 'episode']),
  title: z.string(),
  subtitle: z.string(),
  album: z.string().nullable(),
  art: z.string().nullable(),
  durationMs: z.number(),
});

export const spotifyStateSchema = z.object({
  status: z.enum([
    'playing',
    'paused',
    'nothing',
    'ad',
    'unknown',
    'not_connected',
    'needs_reconnect',
  ]),
  item: itemSchema.nullable(),
  progressMs: z.number(),
  at: z.number(),
  quietSince: z.number().nullable(),
});

/** Spotify now playing (docs/widgets.md). */
export const spotifyWidget = {
  type: 'spotify',
  displayName: 'Spotify now playing',
  names: { tr: "Spotify'da çalan", es: 'Sonando en Spotify', pt: 'Tocando no Spotify' },
  settings: placed(spotifySettingsSchema),
  events: ['now-playing'],
  // Spotify pushes nothing: the server polls the streamer's player while an overlay is open.
  kickEvents: [],
  testEvents: ['now-playing', 'now-playing.episode', 'now-playing.paused'],
  size: { width: 520, height: 160 },
  available: true,
  state: stateOf<SpotifyState, SpotifySettings>({
    schema: spotifyStateSchema,
    initial: initialSpotify,
    reduce: reduceSpotify,
    delivery: 'messages',
  }),
  live: ['now-playing'],
} as const satisfies WidgetTypeContract;
