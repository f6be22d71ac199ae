import { z } from 'zod';
import {
  botSettingsInputSchema,
  botSettingsSchema,
  botStatusSchema,
  commandInputSchema,
  commandPatchSchema,
  commandSchema,
  timerInputSchema,
  timerPatchSchema,
  timerSchema,
} from '../../bot';
import { alertTypeSchema, chatAlertInputSchema, chatAlertSchema } from '../../bot-alerts';
import { BOT_CHANGES_KEPT, botChangeSchema } from '../../bot-changes';
import { API_V1, v1Endpoint, type ApiAreaContract } from '../v1';
import { ownerQuerySchema } from './widgets';

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });
const owner = { query: ownerQuerySchema };
const AT = '2026-11-21T09:30:00.000Z';

const settings = {
  enabled: true,
  builtins: {
    commands: true,
    uptime: true,
    song: true,
    top: true,
    followage: true,
    topkicks: true,
    scene: true,
  },
};
const command = {
  id: '0197a0c6-0a1b-7c2d-9e3f-405162738495',
  name: 'discord',
  aliases: ['dc'],
  responses: ['Join us: https://discord.gg/example'],
  responseMode: 'random',
  permission: 'everyone',
  globalCooldownSeconds: 5,
  userCooldownSeconds: 0,
  enabled: true,
  replyToMessage: false,
  liveOnly: false,
  usageCount: 12,
  createdAt: AT,
  updatedAt: AT,
};
const timer = {
  id: '0197a0c6-2b3c-7d4e-8f50-617283940a1b',
  name: 'Socials',
  messages: ['Follow on X: @nightowl'],
  intervalMinutes: 15,
  minChatLines: 5,
  liveOnly: true,
  enabled: true,
  nextRunAt: null,
  lastSentAt: null,
  createdAt: AT,
  updatedAt: AT,
};
const alert = {
  type: 'follow',
  enabled: true,
  template: 'Thanks for the follow, {name}!',
  variables: ['name'],
  cooldownSeconds: null,
  tiers: [],
};
const status = {
  settings,
  kick: {
    connected: true,
    status: 'connected',
    reconnectReason: null,
    username: 'nightowl',
    live: false,
  },
  spotify: { status: 'missing', reconnectReason: null },
  subscriptions: [],
  subscriptionsCheckedAt: null,
  counters: { eventsReceived: 120, messagesSent: 14, messagesFailed: 0 },
  recentEvents: [],
  recentMessages: [],
  recentErrors: [],
  audience: { activeChatters5m: 3, activeChatters10m: 5, followsSeen: 2, followsSince: AT },
  live: [],
  discordCard: null,
};

export const botApi = {
  area: 'bot',
  title: 'Chat bot',
  description:
    'The chat bot: its settings and status, commands, timed messages and chat alerts. Changes are recorded with the token’s account as who made them.',
  routes: {
    settings: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/bot/settings`,
      auth: 'token',
      scope: 'bot:read',
      ...owner,
      response: botSettingsSchema,
      docs: { summary: "The bot's settings", examples: { response: settings } },
    }),
    updateSettings: v1Endpoint({
      method: 'PUT',
      path: `${API_V1}/bot/settings`,
      auth: 'token',
      scope: 'bot:write',
      ...owner,
      body: botSettingsInputSchema,
      response: botSettingsSchema,
      docs: {
        summary: "Change the bot's settings",
        description:
          'Only the owner may switch the bot on or off (`enabled`); a moderator gets a 403.',
        examples: { body: { builtins: { song: false } }, response: settings },
      },
    }),
    status: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/bot/status`,
      auth: 'token',
      scope: 'bot:read',
      ...owner,
      response: botStatusSchema,
      docs: {
        summary: "The bot's status",
        description:
          'Connections, Kick event subscriptions, counters, recent events, messages and errors.',
        examples: { response: status },
      },
    }),
    changes: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/bot/changes`,
      auth: 'token',
      scope: 'bot:read',
      query: ownerQuerySchema.extend({
        limit: z.coerce
          .number({ error: 'limit must be a number' })
          .int('limit must be a whole number')
          .min(1, 'limit must be at least 1')
          .max(BOT_CHANGES_KEPT, `limit can be at most ${BOT_CHANGES_KEPT}`)
          .default(20),
      }),
      response: z.object({ changes: z.array(botChangeSchema) }),
      docs: {
        summary: 'Who changed what',
        examples: {
          response: {
            changes: [
              {
                id: '0197a0c6-4d5e-7f60-8172-839405a1b2c3',
                action: 'command.created',
                subject: '!discord',
                actor: { id: null, username: 'mod_anna', via: 'chat' },
                at: AT,
              },
            ],
          },
        },
      },
    }),
    listCommands: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/bot/commands`,
      auth: 'token',
      scope: 'bot:read',
      ...owner,
      response: z.object({ commands: z.array(commandSchema) }),
      docs: { summary: 'List commands', examples: { response: { commands: [command] } } },
    }),
    createCommand: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/bot/commands`,
      auth: 'token',
      scope: 'bot:write',
      ...owner,
      body: commandInputSchema,
      response: commandSchema,
      status: 201,
      docs: {
        summary: 'Create a command',
        examples: {
          body: { name: 'discord', responses: ['Join us: https://discord.gg/example'] },
          response: command,
        },
      },
    }),
    updateCommand: v1Endpoint({
      method: 'PATCH',
      path: `${API_V1}/bot/commands/:id`,
      auth: 'token',
      scope: 'bot:write',
      ...owner,
      params: idParams,
      body: commandPatchSchema,
      response: commandSchema,
      docs: {
        summary: 'Change a command',
        description: 'Only the fields given change.',
        examples: { body: { enabled: false }, response: { ...command, enabled: false } },
      },
    }),
    deleteCommand: v1Endpoint({
      method: 'DELETE',
      path: `${API_V1}/bot/commands/:id`,
      auth: 'token',
      scope: 'bot:write',
      ...owner,
      params: idParams,
      response: z.void(),
      status: 204,
      docs: { summary: 'Delete a command', examples: {} },
    }),
    listTimers: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/bot/timers`,
      auth: 'token',
      scope: 'bot:read',
      ...owner,
      response: z.object({ timers: z.array(timerSchema) }),
      docs: { summary: 'List timed messages', examples: { response: { timers: [timer] } } },
    }),
    createTimer: v1Endpoint({
      method: 'POST',
      path: `${API_V1}/bot/timers`,
      auth: 'token',
      scope: 'bot:write',
      ...owner,
      body: timerInputSchema,
      response: timerSchema,
      status: 201,
      docs: {
        summary: 'Create a timed message',
        examples: {
          body: { name: 'Socials', messages: ['Follow on X: @nightowl'] },
          response: timer,
        },
      },
    }),
    updateTimer: v1Endpoint({
      method: 'PATCH',
      path: `${API_V1}/bot/timers/:id`,
      auth: 'token',
      scope: 'bot:write',
      ...owner,
      params: idParams,
      body: timerPatchSchema,
      response: timerSchema,
      docs: {
        summary: 'Change a timed message',
        examples: { body: { intervalMinutes: 20 }, response: { ...timer, intervalMinutes: 20 } },
      },
    }),
    deleteTimer: v1Endpoint({
      method: 'DELETE',
      path: `${API_V1}/bot/timers/:id`,
      auth: 'token',
      scope: 'bot:write',
      ...owner,
      params: idParams,
      response: z.void(),
      status: 204,
      docs: { summary: 'Delete a timed message', examples: {} },
    }),
    listAlerts: v1Endpoint({
      method: 'GET',
      path: `${API_V1}/bot/alerts`,
      auth: 'token',
      scope: 'bot:read',
      ...owner,
      response: z.object({ alerts: z.array(chatAlertSchema) }),
      docs: { summary: 'List chat alerts', examples: { response: { alerts: [alert] } } },
    }),
    updateAlert: v1Endpoint({
      method: 'PUT',
      path: `${API_V1}/bot/alerts/:type`,
      auth: 'token',
      scope: 'bot:write',
      ...owner,
      params: z.object({ type: alertTypeSchema }),
      body: chatAlertInputSchema,
      response: chatAlertSchema,
      docs: {
        summary: 'Change a chat alert',
        examples: { body: { template: 'Thanks for the follow, {name}!' }, response: alert },
      },
    }),
  },
} satisfies ApiAreaContract;
