/**
 * The bot's REST endpoints (whose bot: the caller's own, or a channel they moderate), and its
 * contracts' one entry: commands (bot-commands.ts), timed messages (bot-timers.ts), settings
 * (bot-settings.ts), status (bot-status.ts); chat alerts and the change log have their own.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { alertTypeSchema, chatAlertInputSchema, chatAlertSchema } from './bot-alerts';
import { BOT_CHANGES_KEPT, botChangeSchema } from './bot-changes';
import {
  commandInputSchema,
  commandPatchSchema,
  commandSchema,
  playgroundInputSchema,
  playgroundResultSchema,
} from './bot-commands';
import { botSettingsInputSchema, botSettingsSchema } from './bot-settings';
import { botStatusSchema } from './bot-status';
import { timerInputSchema, timerPatchSchema, timerSchema } from './bot-timers';

export * from './bot-commands';
export * from './bot-settings';
export * from './bot-status';
export * from './bot-timers';

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });
/**
 * Whose bot: the caller's own without `owner`, or that of a channel the caller moderates
 * (docs/moderators.md); any other channel is a 403.
 */
export const botChannelQuerySchema = z.strictObject({
  owner: z.uuid({ error: 'owner must be a valid id' }).optional(),
});
const channel = { query: botChannelQuerySchema };

export const botEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/bot/settings',
    auth: 'user',
    ...channel,
    response: botSettingsSchema,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/bot/settings',
    auth: 'user',
    ...channel,
    body: botSettingsInputSchema,
    response: botSettingsSchema,
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/bot/status',
    auth: 'user',
    ...channel,
    response: botStatusSchema,
  }),

  listCommands: endpoint({
    method: 'GET',
    path: '/api/bot/commands',
    auth: 'user',
    ...channel,
    response: z.object({ commands: z.array(commandSchema) }),
  }),
  createCommand: endpoint({
    method: 'POST',
    path: '/api/bot/commands',
    auth: 'user',
    ...channel,
    body: commandInputSchema,
    response: commandSchema,
    status: 201,
  }),
  updateCommand: endpoint({
    method: 'PATCH',
    path: '/api/bot/commands/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    body: commandPatchSchema,
    response: commandSchema,
  }),
  deleteCommand: endpoint({
    method: 'DELETE',
    path: '/api/bot/commands/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    response: z.void(),
    status: 204,
  }),
  playground: endpoint({
    method: 'POST',
    path: '/api/bot/playground',
    auth: 'user',
    ...channel,
    body: playgroundInputSchema,
    response: playgroundResultSchema,
  }),

  listTimers: endpoint({
    method: 'GET',
    path: '/api/bot/timers',
    auth: 'user',
    ...channel,
    response: z.object({ timers: z.array(timerSchema) }),
  }),
  createTimer: endpoint({
    method: 'POST',
    path: '/api/bot/timers',
    auth: 'user',
    ...channel,
    body: timerInputSchema,
    response: timerSchema,
    status: 201,
  }),
  updateTimer: endpoint({
    method: 'PATCH',
    path: '/api/bot/timers/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    body: timerPatchSchema,
    response: timerSchema,
  }),
  deleteTimer: endpoint({
    method: 'DELETE',
    path: '/api/bot/timers/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    response: z.void(),
    status: 204,
  }),

  listAlerts: endpoint({
    method: 'GET',
    path: '/api/bot/alerts',
    auth: 'user',
    ...channel,
    response: z.object({ alerts: z.array(chatAlertSchema) }),
  }),
  updateAlert: endpoint({
    method: 'PUT',
    path: '/api/bot/alerts/:type',
    auth: 'user',
    ...channel,
    params: z.object({ type: alertTypeSchema }),
    body: chatAlertInputSchema,
    response: chatAlertSchema,
  }),

  /** Who changed what in the channel's bot, newest first. */
  changes: endpoint({
    method: 'GET',
    path: '/api/bot/changes',
    auth: 'user',
    query: botChannelQuerySchema.extend({
      limit: z.coerce
        .number({ error: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(BOT_CHANGES_KEPT, `limit can be at most ${BOT_CHANGES_KEPT}`)
        .default(20),
    }),
    response: z.object({ changes: z.array(botChangeSchema) }),
  }),
};
