import { z } from 'zod';
import { endpoint } from './endpoint';
import { liveChannelQuerySchema, streamInfoReadingSchema } from './live';
import { giveawayInputSchema, giveawaySchema } from './games/giveaways';
import { pollInputSchema, pollSchema } from './games/polls';

/**
 * The live cockpit's activity feed, alert-queue controls and OBS dock (docs/live.md, issue 43):
 * each follow, sub, renewal, gift, Kicks and channel-point redemption with Replay; skip, pause
 * and mute of the displays' alerts; a dock URL with its own key.
 */

export const LIVE_ACTIVITY_KINDS = [
  'follow',
  'subscription',
  'renewal',
  'gift',
  'kicks',
  'redemption',
] as const;
export type LiveActivityKind = (typeof LIVE_ACTIVITY_KINDS)[number];

/** How many rows the feed answers and keeps per channel. */
export const LIVE_ACTIVITY_LIMIT = 100;
/** The longest mute of alert sounds, in minutes. */
export const LIVE_MUTE_MAX_MINUTES = 240;

export const liveActivitySchema = z.object({
  /** The event's id (Kick's message id; a redemption's id): what Replay names. */
  id: z.string(),
  kind: z.enum(LIVE_ACTIVITY_KINDS),
  name: z.string(),
  /** Months (a sub), subs gifted, Kicks, or the reward's cost. */
  amount: z.number().nullable(),
  /** The Kicks message, or what the viewer typed for a reward. */
  message: z.string().nullable(),
  /** The reward's title, or the Kicks gift's name. */
  detail: z.string().nullable(),
  at: z.string(),
});
export type LiveActivity = z.infer<typeof liveActivitySchema>;

/** The displays' alert queue as the streamer set it. */
export const alertControlSchema = z.object({
  paused: z.boolean(),
  /** Alert sounds and speech are silent until then (ISO time), or null. */
  mutedUntil: z.string().nullable(),
});
export type AlertControl = z.infer<typeof alertControlSchema>;

export const alertControlInputSchema = z.strictObject({
  paused: z.boolean().optional(),
  /** Mute alert sounds for this many minutes from now; 0 unmutes. */
  muteMinutes: z
    .number({ error: 'muteMinutes must be a number' })
    .int({ error: 'muteMinutes must be a whole number' })
    .min(0, { error: 'muteMinutes must be 0 or more' })
    .max(LIVE_MUTE_MAX_MINUTES, { error: `At most ${LIVE_MUTE_MAX_MINUTES} minutes` })
    .optional(),
});
export type AlertControlInput = z.infer<typeof alertControlInputSchema>;

export const liveActivityQuerySchema = liveChannelQuerySchema.extend({
  kind: z.enum(LIVE_ACTIVITY_KINDS, { error: 'kind must be one of the feed’s kinds' }).optional(),
});

const activityParams = z.object({
  id: z.string().min(1, { error: 'id is required' }).max(200, { error: 'id is too long' }),
});
const dockParams = z.object({
  key: z.string().min(16, { error: 'Unknown dock key' }).max(100, { error: 'Unknown dock key' }),
});
const channel = { query: liveChannelQuerySchema };

/** How many displays a replay, a skip or a clear reached (alert widgets with a browser source). */
export const alertsReachedSchema = z.object({ widgets: z.number().int() });

export const liveDockSchema = z.object({
  /** The dock's URL (null: no dock key, or revoked). */
  url: z.string().nullable(),
});

/** A timed message the cockpit can run now (out of turn). */
export const liveTimerSchema = z.object({ id: z.string(), name: z.string() });
/** What running a timed message now did: posted, or why Kick did not take it. */
export const liveTimerRunSchema = z.object({ ok: z.boolean(), message: z.string() });
const timerParams = z.object({ timerId: z.uuid({ error: 'id must be a valid id' }) });

/** What the dock page loads: the channel's name, its stream info and the feed's first page. */
export const liveDockViewSchema = z.object({
  channel: z.string(),
  stream: streamInfoReadingSchema,
  activity: z.array(liveActivitySchema),
  alerts: alertControlSchema,
  /** The channel's timed messages, each with "run now". */
  timers: z.array(liveTimerSchema),
});

/** OBS's scenes as the channel's displays running in OBS report them (a quick action). */
export const liveObsSchema = z.object({
  scenes: z.array(z.string()),
  current: z.string().nullable(),
  /** A display with OBS's Advanced access is open: it can switch scenes. */
  canSwitch: z.boolean(),
});
export const liveSceneInputSchema = z.strictObject({
  scene: z
    .string({ error: 'scene must be text' })
    .trim()
    .min(1, { error: 'Name a scene' })
    .max(256, { error: 'scene is too long' }),
});

/** The running poll and giveaway, as the dock's quick actions show them (null: none). */
export const liveDockGamesSchema = z.object({
  poll: pollSchema.nullable(),
  giveaway: giveawaySchema.nullable(),
});
/** A dock route: its key the only credential (no session), for the key's channel only. */
const dock = (path: string) => ({
  path: `/api/live-dock/:key${path}`,
  auth: 'none' as const,
  params: dockParams,
});
/** A dock route on one poll or giveaway of the key's channel (another channel's: 404). */
const dockGame = (path: string) => ({
  ...dock(path),
  params: dockParams.extend({ id: z.uuid({ error: 'id must be a valid id' }) }),
});

export const liveActivityEndpoints = {
  activity: endpoint({
    method: 'GET',
    path: '/api/live/activity',
    auth: 'user',
    query: liveActivityQuerySchema,
    response: z.object({ activity: z.array(liveActivitySchema) }),
  }),
  replay: endpoint({
    method: 'POST',
    path: '/api/live/activity/:id/replay',
    auth: 'user',
    ...channel,
    params: activityParams,
    response: alertsReachedSchema,
  }),
  alerts: endpoint({
    method: 'GET',
    path: '/api/live/alerts',
    auth: 'user',
    ...channel,
    response: alertControlSchema,
  }),
  setAlerts: endpoint({
    method: 'PUT',
    path: '/api/live/alerts',
    auth: 'user',
    ...channel,
    body: alertControlInputSchema,
    response: alertControlSchema,
  }),
  skipAlert: endpoint({
    method: 'POST',
    path: '/api/live/alerts/skip',
    auth: 'user',
    ...channel,
    response: alertsReachedSchema,
  }),
  clearAlerts: endpoint({
    method: 'POST',
    path: '/api/live/alerts/clear',
    auth: 'user',
    ...channel,
    response: alertsReachedSchema,
  }),
  dock: endpoint({
    method: 'GET',
    path: '/api/live/dock',
    auth: 'user',
    ...channel,
    response: liveDockSchema,
  }),
  rotateDock: endpoint({
    method: 'POST',
    path: '/api/live/dock/rotate',
    auth: 'user',
    ...channel,
    response: liveDockSchema,
  }),
  revokeDock: endpoint({
    method: 'DELETE',
    path: '/api/live/dock',
    auth: 'user',
    ...channel,
    response: liveDockSchema,
  }),
  obs: endpoint({
    method: 'GET',
    path: '/api/live/obs',
    auth: 'user',
    ...channel,
    response: liveObsSchema,
  }),
  switchScene: endpoint({
    method: 'POST',
    path: '/api/live/obs/scene',
    auth: 'user',
    ...channel,
    body: liveSceneInputSchema,
    response: z.object({ ok: z.boolean(), message: z.string() }),
  }),
  /**
   * Posts a timed message now, out of turn: once per the channel's 30 s timer gap on every
   * node (a 429 with Retry-After inside it).
   */
  runTimer: endpoint({
    method: 'POST',
    path: '/api/live/timers/:timerId/run',
    auth: 'user',
    ...channel,
    params: timerParams,
    response: liveTimerRunSchema,
  }),
  /** The OBS dock (no session): its key is the only credential. */
  dockView: endpoint({
    method: 'GET',
    path: '/api/live-dock/:key',
    auth: 'none',
    params: dockParams,
    response: liveDockViewSchema,
  }),
  dockReplay: endpoint({
    method: 'POST',
    path: '/api/live-dock/:key/activity/:id/replay',
    auth: 'none',
    params: dockParams.extend(activityParams.shape),
    response: alertsReachedSchema,
  }),
  dockAlerts: endpoint({
    method: 'PUT',
    path: '/api/live-dock/:key/alerts',
    auth: 'none',
    params: dockParams,
    body: alertControlInputSchema,
    response: alertControlSchema,
  }),
  dockRunTimer: endpoint({
    method: 'POST',
    path: '/api/live-dock/:key/timers/:timerId/run',
    auth: 'none',
    params: dockParams.extend(timerParams.shape),
    response: liveTimerRunSchema,
  }),
  dockSkip: endpoint({
    method: 'POST',
    path: '/api/live-dock/:key/alerts/skip',
    auth: 'none',
    params: dockParams,
    response: alertsReachedSchema,
  }),
  /** The dock's quick actions: the same services as /live's (the games', OBS, the queue). */
  dockClear: endpoint({ method: 'POST', ...dock('/alerts/clear'), response: alertsReachedSchema }),
  dockObs: endpoint({ method: 'GET', ...dock('/obs'), response: liveObsSchema }),
  dockSwitchScene: endpoint({
    method: 'POST',
    ...dock('/obs/scene'),
    body: liveSceneInputSchema,
    response: z.object({ ok: z.boolean(), message: z.string() }),
  }),
  dockGames: endpoint({ method: 'GET', ...dock('/games'), response: liveDockGamesSchema }),
  /** Starts a poll (the games' rules: 409 while another one is open). */
  dockStartPoll: endpoint({
    method: 'POST',
    ...dock('/polls'),
    body: pollInputSchema,
    response: pollSchema,
    status: 201,
  }),
  dockEndPoll: endpoint({
    method: 'POST',
    ...dockGame('/polls/:id/end'),
    response: pollSchema,
  }),
  /** Opens a giveaway (409 while another one is active). */
  dockStartGiveaway: endpoint({
    method: 'POST',
    ...dock('/giveaways'),
    body: giveawayInputSchema,
    response: giveawaySchema,
    status: 201,
  }),
  dockCloseGiveaway: endpoint({
    method: 'POST',
    ...dockGame('/giveaways/:id/close'),
    response: giveawaySchema,
  }),
  dockEndGiveaway: endpoint({
    method: 'POST',
    ...dockGame('/giveaways/:id/end'),
    response: giveawaySchema,
  }),
};
