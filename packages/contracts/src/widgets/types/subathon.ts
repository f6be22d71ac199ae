import { z } from 'zod';
import { colorSchema, fontFamilySchema } from '../common';
import { placed, stateOf, type WidgetTypeContract } from '../type-contract';
import { initialSubathon, reduceSubathon, type SubathonWidgetState } from './subathon.logic';

/** Subathon timer widget settings (docs/subathon.md): its words and its look. */
export const subathonSettingsSchema = z.object({
  /** Above the time; empty: none. */
  title: z.string().trim().max(40).default('Subathon'),
  /** "+5:00" beside the time when something adds to it. */
  showAdds: z.boolean().default(true),
  /** Who added it, under the "+5:00". */
  showWho: z.boolean().default(true),
  pausedText: z.string().trim().max(40).default('Paused'),
  endedText: z.string().trim().max(60).default('Subathon over!'),
  idleText: z.string().trim().max(60).default('Starting soon'),
  fontFamily: fontFamilySchema.default('Inter'),
  fontSize: z.number().int().min(12).max(160).default(56),
  textColor: colorSchema.default('#ffffff'),
  accentColor: colorSchema.default('#53fc18'),
  background: colorSchema.default('#0b0d10b3'),
});
export type SubathonSettings = z.infer<typeof subathonSettingsSchema>;

export const subathonWidgetStateSchema = z.object({
  status: z.enum(['idle', 'running', 'paused', 'ended']),
  endsAt: z.number().nullable(),
  remainingMs: z.number().int(),
  capAt: z.number().nullable(),
  version: z.number().int(),
  added: z
    .object({ seconds: z.number().int(), source: z.string(), name: z.string(), at: z.number() })
    .nullable(),
  at: z.number(),
});

/** The subathon timer (docs/subathon.md): the server pushes the timer whole on each change. */
export const subathonWidget = {
  type: 'subathon',
  displayName: 'Subathon timer',
  names: { tr: 'Subathon sayacı', es: 'Temporizador de subathon', pt: 'Timer de subathon' },
  settings: placed(subathonSettingsSchema),
  events: ['subathon'],
  kickEvents: [],
  testEvents: [],
  size: { width: 520, height: 180 },
  available: true,
  state: stateOf<SubathonWidgetState, unknown>({
    schema: subathonWidgetStateSchema,
    initial: initialSubathon,
    reduce: reduceSubathon,
    delivery: 'messages',
  }),
  // Not polled: an overlay that connects is sent the timer as it is.
  live: ['subathon'],
} as const satisfies WidgetTypeContract;
