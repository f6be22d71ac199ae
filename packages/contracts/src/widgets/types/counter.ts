import { z } from 'zod';
import { colorSchema, fontFamilySchema } from '../common';
import { placed, stateOf, type WidgetTypeContract } from '../type-contract';
import { initialCounter, reduceCounter, type CounterState } from './counter.logic';

/** Counter widget settings (docs/widgets.md): which counter, and how it looks. */
export const counterSettingsSchema = z.object({
  /** The counter's name (its chat command without `!`), as on the Counters page. */
  counter: z
    .string()
    .trim()
    .max(30)
    .transform((value) => value.replace(/^!/, '').toLowerCase())
    .default('deaths'),
  /** What the widget calls it; empty: the counter's own label. */
  label: z.string().trim().max(40).default(''),
  /** The number rolls to its new value. */
  animation: z.enum(['roll', 'none']).default('roll'),
  fontFamily: fontFamilySchema.default('Inter'),
  fontSize: z.number().int().min(12).max(160).default(48),
  textColor: colorSchema.default('#ffffff'),
  accentColor: colorSchema.default('#53fc18'),
  background: colorSchema.default('#0b0d10b3'),
});
export type CounterSettings = z.infer<typeof counterSettingsSchema>;

export const counterStateSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  label: z.string(),
  value: z.number().int().nullable(),
  version: z.number().int(),
  at: z.number(),
});

/** A viewer game's counter (docs/widgets.md): the games push its whole value on each change. */
export const counterWidget = {
  type: 'counter',
  displayName: 'Counter',
  names: { tr: 'Sayaç', es: 'Contador', pt: 'Contador' },
  settings: placed(counterSettingsSchema),
  events: ['counter'],
  kickEvents: [],
  testEvents: ['counter'],
  size: { width: 420, height: 120 },
  available: true,
  state: stateOf<CounterState, CounterSettings>({
    schema: counterStateSchema,
    initial: initialCounter,
    reduce: reduceCounter,
    delivery: 'messages',
  }),
  // Not polled: an overlay that connects is sent the channel's current values.
  live: ['games'],
} as const satisfies WidgetTypeContract;
