import { z } from 'zod';

/** What a change to a channel's bot did (the status page's "Recent changes"). */
export const BOT_CHANGE_ACTIONS = [
  'command.created',
  'command.updated',
  'command.deleted',
  'timer.created',
  'timer.updated',
  'timer.deleted',
  'alert.updated',
  'settings.updated',
  // Other features' settings a person changes through Kyo (the route option `change`).
  'moderation.updated',
  'songs.updated',
  'reward.created',
  'reward.updated',
  'reward.deleted',
  'counter.created',
  'counter.updated',
  'counter.deleted',
  // The Discord go-live card's settings (the connections page).
  'discord.updated',
] as const;
export type BotChangeAction = (typeof BOT_CHANGE_ACTIONS)[number];

/** Changes kept per channel; older ones are dropped as new ones are written. */
export const BOT_CHANGES_KEPT = 200;

/**
 * One change and who made it: a Kyo account (the owner or one of their moderators, from the
 * dashboard), or a Kick chat moderator (`!addcom` and friends). `actor.id` is null for a chat
 * moderator and for an account deleted since (its username at the time is kept).
 */
export const botChangeSchema = z.object({
  id: z.string(),
  action: z.enum(BOT_CHANGE_ACTIONS),
  /**
   * The command's name, the timer's name, the alert's type, the settings changed, the moderation
   * rule (or `escalation`), the reward's title, the counter's name.
   */
  subject: z.string(),
  actor: z.object({
    id: z.string().nullable(),
    username: z.string(),
    via: z.enum(['kyo', 'chat']),
  }),
  at: z.string(),
});
export type BotChange = z.infer<typeof botChangeSchema>;
