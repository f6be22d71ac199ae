import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  MAX_ACTIONS_PER_REWARD,
  rewardActionSchema,
  type RewardActionType,
  REWARD_ACTION_TYPES,
} from './actions';

/** Kick allows 15 rewards a channel, paused and disabled ones included (docs/platforms/kick.md). */
export const KICK_REWARD_LIMIT = 15;
/** Kick takes at most 25 redemption ids per accept or reject call. */
export const KICK_DECISION_BATCH = 25;
/**
 * Kick publishes no length or cost limits for rewards; these are Kyo's, and a refusal from Kick
 * is shown as it comes.
 */
export const REWARD_LIMITS = {
  title: 50,
  description: 200,
  cost: 1_000_000,
  cooldownSeconds: 86_400,
} as const;

const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #53fc18')
  .transform((value) => value.toLowerCase());

/** The fields Kick keeps (title, cost, …) and the ones only Kyo keeps (actions, cooldown, approval). */
const rewardFields = {
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(REWARD_LIMITS.title, `Title must be at most ${REWARD_LIMITS.title} characters`),
  cost: z
    .number({ error: 'Cost must be a number of points' })
    .int('Cost must be whole points')
    .min(1, 'Cost must be at least 1 point')
    .max(REWARD_LIMITS.cost, `Cost can be at most ${REWARD_LIMITS.cost.toLocaleString('en-US')}`),
  description: z
    .string()
    .trim()
    .max(
      REWARD_LIMITS.description,
      `Description must be at most ${REWARD_LIMITS.description} characters`,
    ),
  backgroundColor: hexColor,
  /** The viewer types a text when redeeming (Kick's `is_user_input_required`). */
  userInputRequired: z.boolean(),
  /** Kick accepts the redemption itself: nothing waits, nothing can be refunded. */
  skipQueue: z.boolean(),
  enabled: z.boolean(),
  paused: z.boolean(),
  /** Kyo's own: a redemption sooner than this after the last one is rejected (refunded). */
  cooldownSeconds: z
    .number({ error: 'Cooldown must be a number of seconds' })
    .int('Cooldown must be whole seconds')
    .min(0, 'Cooldown cannot be negative')
    .max(REWARD_LIMITS.cooldownSeconds, 'Cooldown can be at most a day'),
  /** `auto`: Kyo runs the actions at once; `moderator`: it waits in the queue for a moderator. */
  approval: z.enum(['auto', 'moderator'], { error: 'Approval must be auto or moderator' }),
  actions: z
    .array(rewardActionSchema)
    .max(MAX_ACTIONS_PER_REWARD, `A reward runs at most ${MAX_ACTIONS_PER_REWARD} actions`),
};

/**
 * What Kick cannot do with a reward that skips its queue, and a song request action on a reward
 * that asks for no text, said where it is chosen. Pure: the
 * server checks a PATCH merged with the stored reward against it too.
 */
export function rewardRuleIssues(value: {
  skipQueue?: boolean;
  approval?: string;
  cooldownSeconds?: number;
  userInputRequired?: boolean;
  actions?: ReadonlyArray<{ type: string }>;
}): Array<{ field: 'approval' | 'cooldownSeconds' | 'userInputRequired'; message: string }> {
  const issues: Array<{
    field: 'approval' | 'cooldownSeconds' | 'userInputRequired';
    message: string;
  }> = [];
  // A song request is the viewer's typed text: without one there is nothing to request.
  if (!value.userInputRequired && value.actions?.some((a) => a.type === 'song-request'))
    issues.push({
      field: 'userInputRequired',
      message: 'A song request action needs "Viewer types a text" on: the text is the song',
    });
  if (!value.skipQueue) return issues;
  if (value.approval === 'moderator')
    issues.push({
      field: 'approval',
      message: 'A reward that skips the queue cannot wait for a moderator',
    });
  if ((value.cooldownSeconds ?? 0) > 0)
    issues.push({
      field: 'cooldownSeconds',
      message:
        'Kick accepts a reward that skips the queue at once, so Kyo cannot refund it during a cooldown',
    });
  return issues;
}

function queueRules(value: Parameters<typeof rewardRuleIssues>[0], ctx: z.RefinementCtx): void {
  for (const issue of rewardRuleIssues(value))
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

export const rewardInputSchema = z
  .strictObject({
    title: rewardFields.title,
    cost: rewardFields.cost,
    description: rewardFields.description.default(''),
    backgroundColor: rewardFields.backgroundColor.default('#53fc18'),
    userInputRequired: rewardFields.userInputRequired.default(false),
    skipQueue: rewardFields.skipQueue.default(false),
    enabled: rewardFields.enabled.default(true),
    paused: rewardFields.paused.default(false),
    cooldownSeconds: rewardFields.cooldownSeconds.default(0),
    approval: rewardFields.approval.default('auto'),
    actions: rewardFields.actions.default([]),
  })
  .superRefine(queueRules);
export type RewardInput = z.input<typeof rewardInputSchema>;

/** A PATCH names only what changes; the queue rules are checked against the whole result. */
export const rewardPatchSchema = z.strictObject(rewardFields).partial();
export type RewardPatch = z.input<typeof rewardPatchSchema>;
export const rewardSchema = z.object({
  id: z.string(),
  kickRewardId: z.string(),
  title: z.string(),
  cost: z.number().int(),
  description: z.string(),
  backgroundColor: z.string(),
  userInputRequired: z.boolean(),
  skipQueue: z.boolean(),
  enabled: z.boolean(),
  paused: z.boolean(),
  cooldownSeconds: z.number().int(),
  approval: z.enum(['auto', 'moderator']),
  actions: z.array(rewardActionSchema),
  /** `missing`: deleted on Kick's side; it can be created again or deleted here. */
  sync: z.enum(['synced', 'missing']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** A reward of the channel that another app (or Kick's own dashboard) made: Kyo cannot edit it. */
export const otherRewardSchema = z.object({
  kickRewardId: z.string(),
  title: z.string(),
  cost: z.number().int(),
  description: z.string(),
  backgroundColor: z.string(),
  enabled: z.boolean(),
  paused: z.boolean(),
  userInputRequired: z.boolean(),
  skipQueue: z.boolean(),
});
export type OtherReward = z.infer<typeof otherRewardSchema>;

/** How Kyo could read the channel's rewards from Kick just now. */
export const KICK_REWARDS_STATES = [
  'ok',
  'not_connected',
  'needs_reconnect',
  'missing_scope',
  'unavailable',
] as const;

export const rewardsListSchema = z.object({
  rewards: z.array(rewardSchema),
  others: z.array(otherRewardSchema),
  limit: z.number().int(),
  /** Rewards on Kick (Kyo's and the others): the limit counts them all. */
  used: z.number().int(),
  kick: z.enum(KICK_REWARDS_STATES),
  /** Why Kick could not be read (`kick` other than ok). */
  message: z.string().nullable(),
});
export type RewardsList = z.infer<typeof rewardsListSchema>;

export const REDEMPTION_STATES = [
  /** In Kick's queue, waiting for a moderator. */
  'waiting',
  /** Its actions are running. */
  'running',
  /** Actions done; Kick is being told to accept it (or reject it). */
  'accepting',
  'rejecting',
  'accepted',
  'rejected',
  /** A reward that skipped the queue: actions ran, nothing to decide. */
  'done',
  /** A reward that skipped the queue: an action failed (Kick cannot refund it). */
  'failed',
  /** Kick refused the decision (the reason is in `outcome`). */
  'error',
  /** A reward Kyo did not make: only logged. */
  'external',
] as const;
export type RedemptionState = (typeof REDEMPTION_STATES)[number];

export const redemptionActionResultSchema = z.object({
  type: z.enum(REWARD_ACTION_TYPES),
  ok: z.boolean(),
  /** What happened ("shown on 1 overlay") or why it failed. */
  note: z.string().nullable(),
});

export const redemptionSchema = z.object({
  /** Kick's redemption id. */
  id: z.string(),
  rewardId: z.string().nullable(),
  kickRewardId: z.string(),
  rewardTitle: z.string(),
  cost: z.number().int(),
  viewer: z.string(),
  input: z.string(),
  redeemedAt: z.string(),
  state: z.enum(REDEMPTION_STATES),
  kickStatus: z.enum(['pending', 'accepted', 'rejected']),
  outcome: z.string().nullable(),
  actions: z.array(redemptionActionResultSchema),
  /** Who decided: `Kyo`, a moderator's name, or `Kick` (decided on Kick's side). */
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const decideInputSchema = z.strictObject({
  ids: z
    .array(z.string().trim().min(1).max(64), { error: 'ids must be a list of redemption ids' })
    .min(1, 'Choose at least one redemption')
    .max(100, 'At most 100 redemptions at once'),
  decision: z.enum(['accept', 'reject'], { error: 'decision must be accept or reject' }),
});

/** OBS's page permission levels for a browser source (obs-browser README). */
export const OBS_LEVELS = ['none', 'read_obs', 'read_user', 'basic', 'advanced', 'all'] as const;
/** `setCurrentScene` needs this level ("Advanced access to OBS"). */
export const OBS_SCENE_LEVEL = 4;

export const obsDisplaySchema = z.object({
  kind: z.enum(['widget', 'scene']),
  /** A widget display's type (`subscribe`, …); null for a scene display. */
  widgetType: z.string().nullable(),
  /** 0 none … 5 all (OBS_LEVELS). */
  level: z.number().int().min(0).max(5),
  scenes: z.array(z.string()),
  current: z.string().nullable(),
  connectedAt: z.string(),
});
export type ObsDisplay = z.infer<typeof obsDisplaySchema>;

const idParams = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });
/** Whose rewards: the caller's own, or (`owner`) a channel they moderate. */
export const rewardsChannelQuerySchema = z.strictObject({
  owner: z.uuid({ error: 'owner must be a valid id' }).optional(),
});
const channel = { query: rewardsChannelQuerySchema };

export const rewardsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/rewards',
    auth: 'user',
    ...channel,
    response: rewardsListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/rewards',
    auth: 'user',
    ...channel,
    body: rewardInputSchema,
    response: rewardSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/rewards/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    body: rewardPatchSchema,
    response: rewardSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/rewards/:id',
    auth: 'user',
    ...channel,
    params: idParams,
    response: z.void(),
    status: 204,
  }),
  /** A reward deleted on Kick's side, created there again with Kyo's copy. */
  restore: endpoint({
    method: 'POST',
    path: '/api/rewards/:id/restore',
    auth: 'user',
    ...channel,
    params: idParams,
    response: rewardSchema,
  }),
  redemptions: endpoint({
    method: 'GET',
    path: '/api/rewards/redemptions',
    auth: 'user',
    query: rewardsChannelQuerySchema.extend({
      filter: z.enum(['all', 'pending', 'problems']).default('all'),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    response: z.object({ redemptions: z.array(redemptionSchema) }),
  }),
  decide: endpoint({
    method: 'POST',
    path: '/api/rewards/redemptions/decide',
    auth: 'user',
    ...channel,
    body: decideInputSchema,
    response: z.object({
      results: z.array(
        z.object({ id: z.string(), ok: z.boolean(), message: z.string().nullable() }),
      ),
    }),
  }),
  obs: endpoint({
    method: 'GET',
    path: '/api/rewards/obs',
    auth: 'user',
    ...channel,
    response: z.object({ displays: z.array(obsDisplaySchema) }),
  }),
};

export const actionTypeLabel: Record<RewardActionType, string> = {
  chat: 'chat line',
  alert: 'overlay alert',
  sound: 'sound',
  'obs-scene': 'OBS scene switch',
  'song-request': 'song request',
  counter: 'counter',
  'giveaway-entry': 'giveaway entry',
};
