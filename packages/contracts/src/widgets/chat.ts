import { z } from 'zod';
import { colorSchema, fontFamilySchema } from './common';
import { widgetEventSchema } from './events';

/** Chat box settings: what the best chat overlays offer, limited to what Kick can feed. */
export const chatSettingsSchema = z.object({
  fontFamily: fontFamilySchema.default('Inter'),
  fontSize: z.number().int().min(10).max(64).default(20),
  fontWeight: z.enum(['400', '500', '600', '700', '800']).default('600'),
  textColor: colorSchema.default('#ffffff'),
  /** Kick's colour for each chatter, or one colour for everybody. */
  usernameColorMode: z.enum(['kick', 'custom']).default('kick'),
  usernameColor: colorSchema.default('#53fc18'),
  messageBackground: colorSchema.default('#0b0d10b3'),
  textShadow: z.boolean().default(true),
  showBadges: z.boolean().default(true),
  showEmotes: z.boolean().default(true),
  hideCommands: z.boolean().default(true),
  /** Usernames whose messages never show (bots), case-insensitive. */
  hiddenUsers: z
    .array(z.string().trim().min(1).max(30))
    .max(100)
    .default(['kyo_bot', 'botrix', 'kickbot']),
  maxMessages: z.number().int().min(1).max(100).default(15),
  /** Seconds before a message fades away; 0 keeps it until pushed out. */
  fadeAfterSeconds: z.number().int().min(0).max(3600).default(0),
  animation: z.enum(['none', 'fade', 'slide', 'pop']).default('slide'),
  /** 'up': newest at the bottom, older lines move up. 'down': newest on top. */
  direction: z.enum(['up', 'down']).default('up'),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

/** The chat box's state (types/chat.logic.ts): its recent lines. */
export const chatStateSchema = z.object({
  lines: z.array(widgetEventSchema.options[0]),
});
