import { z } from 'zod';
import { colorSchema, fontFamilySchema } from '../common';
import { placed, stateOf, type WidgetTypeContract } from '../type-contract';
import { initialLiveViewer, reduceLiveViewer, type LiveViewerState } from './live-viewer.logic';

/** Live viewer count settings (docs/widgets.md). */
export const liveViewerSettingsSchema = z.object({
  /** `{count}`, `{peak}`, `{average}`. */
  label: z.string().trim().max(60).default('{count} watching'),
  showPeak: z.boolean().default(false),
  showAverage: z.boolean().default(false),
  showTrend: z.boolean().default(true),
  /** 1.2K instead of 1,234. */
  compact: z.boolean().default(false),
  /** While offline: hide, say so, or keep the last count. */
  whenOffline: z.enum(['hide', 'offline', 'last']).default('hide'),
  offlineText: z.string().trim().max(40).default('Offline'),
  /** Digits roll to the new count. */
  animation: z.enum(['roll', 'none']).default('roll'),
  fontFamily: fontFamilySchema.default('Inter'),
  fontSize: z.number().int().min(12).max(120).default(36),
  textColor: colorSchema.default('#ffffff'),
  accentColor: colorSchema.default('#53fc18'),
  background: colorSchema.default('#0b0d10b3'),
});
export type LiveViewerSettings = z.infer<typeof liveViewerSettingsSchema>;

export const liveViewerStateSchema = z.object({
  live: z.boolean(),
  viewers: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  peak: z.number().int().nullable(),
  average: z.number().nullable(),
  startedAt: z.number().nullable(),
  at: z.number(),
  fresh: z.boolean(),
});

/** The live viewer count (docs/widgets.md). */
export const liveViewerWidget = {
  type: 'live-viewer',
  displayName: 'Live viewer count',
  names: { tr: 'Canlı izleyici sayısı', es: 'Espectadores en vivo', pt: 'Espectadores ao vivo' },
  settings: placed(liveViewerSettingsSchema),
  events: ['viewers'],
  // Kick pushes no viewer counts: the server polls the channel while an overlay is open.
  kickEvents: [],
  testEvents: ['viewers', 'viewers.offline'],
  size: { width: 460, height: 120 },
  available: true,
  state: stateOf<LiveViewerState, LiveViewerSettings>({
    schema: liveViewerStateSchema,
    initial: initialLiveViewer,
    reduce: reduceLiveViewer,
    delivery: 'messages',
  }),
  live: ['viewers'],
} as const satisfies WidgetTypeContract;
