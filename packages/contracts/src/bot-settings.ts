/**
 * The bot's settings: on or off (the channel owner's alone), and which built-in commands answer.
 */
import { z } from 'zod';

export const BUILTIN_COMMANDS = [
  'commands',
  'uptime',
  'song',
  'top',
  'followage',
  'topkicks',
  'scene',
] as const;
/** The built-ins only the channel's moderators may use (`!commands` does not offer them). */
export const MODERATOR_BUILTINS: readonly (typeof BUILTIN_COMMANDS)[number][] = ['scene'];
export const botSettingsSchema = z.object({
  enabled: z.boolean(),
  builtins: z.object({
    commands: z.boolean(),
    uptime: z.boolean(),
    song: z.boolean(),
    top: z.boolean(),
    followage: z.boolean(),
    topkicks: z.boolean(),
    scene: z.boolean(),
  }),
});
export type BotSettings = z.infer<typeof botSettingsSchema>;
/**
 * Settings only the channel's owner may change: a moderator sending one gets a 403 naming it
 * (docs/moderators.md). Every other setting is the moderators' as much as the owner's.
 */
export const OWNER_ONLY_BOT_SETTINGS = ['enabled'] as const;
export const botSettingsInputSchema = z.strictObject({
  enabled: z.boolean().optional(),
  builtins: z
    .strictObject({
      commands: z.boolean(),
      uptime: z.boolean(),
      song: z.boolean(),
      top: z.boolean(),
      followage: z.boolean(),
      topkicks: z.boolean(),
      scene: z.boolean(),
    })
    .partial()
    .optional(),
});
