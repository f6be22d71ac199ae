import { z } from 'zod';
import { colorSchema, fontFamilySchema } from '../common';
import { placed, type WidgetTypeContract } from '../type-contract';

/** Shoutout card settings (docs/shoutouts-markers.md): how long it stays, and how it looks. */
export const shoutoutSettingsWidgetSchema = z.object({
  /** Seconds the card stays on screen. */
  durationSeconds: z.number().int().min(3).max(60).default(10),
  /** The line above the channel's name. */
  heading: z.string().trim().max(60).default('Go follow'),
  showBanner: z.boolean().default(true),
  /** The badge beside the name while the channel is live (empty: no badge). */
  liveText: z.string().trim().max(20).default('LIVE'),
  fontFamily: fontFamilySchema.default('Inter'),
  /** The channel's name; the other lines scale with it. */
  fontSize: z.number().int().min(12).max(96).default(34),
  textColor: colorSchema.default('#ffffff'),
  accentColor: colorSchema.default('#53fc18'),
  background: colorSchema.default('#0b0d10e6'),
});
export type ShoutoutWidgetSettings = z.infer<typeof shoutoutSettingsWidgetSchema>;

const names = { tr: 'Tanıtım kartı', es: 'Tarjeta de shoutout', pt: 'Cartão de shoutout' };

const contract = {
  type: 'shoutout',
  displayName: 'Shoutout',
  turkishName: names.tr,
  names,
  settings: placed(shoutoutSettingsWidgetSchema),
  events: ['shoutout'],
  kickEvents: [],
  testEvents: ['shoutout'],
  size: { width: 720, height: 300 },
  available: true,
} as const;

/**
 * The Shoutout card: a channel shouted out (`!so`, the auto list, the dashboard) with its avatar,
 * banner, name, category and title, for a set time; one card after the other.
 */
export const shoutoutWidget = contract satisfies WidgetTypeContract;
