import { z } from 'zod';
import { MESSAGE_MAX } from '../limits';
import { unknownVariables } from '../templates';
import { alertMediaUrlSchema } from '../widgets/common';

/**
 * What a Kyo reward does when a viewer redeems it: one or more actions, run in order. Each action
 * type is one zod schema here and one runner on the server (features/rewards/actions/), both
 * listed once; adding a type (song requests, counters) is one schema and one runner.
 */

/** Variables of a reward's chat line: who redeemed, what they typed, the reward and its cost. */
export const REWARD_VARIABLES = ['user', 'input', 'reward', 'cost'] as const;

export const chatActionSchema = z.strictObject({
  type: z.literal('chat'),
  template: z
    .string({ error: 'Chat line is required' })
    .trim()
    .min(1, 'Chat line is required')
    .max(MESSAGE_MAX, `Chat line must be at most ${MESSAGE_MAX} characters`)
    .superRefine((value, ctx) => {
      const unknown = unknownVariables(value, REWARD_VARIABLES);
      if (unknown.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `Unknown variable: ${unknown.map((v) => `{${v}}`).join(', ')}`,
        });
    }),
});

/** An alert on the overlay: the alert widgets' "Channel points" event (its template, media, sound, variations by reward). */
export const alertActionSchema = z.strictObject({ type: z.literal('alert') });

/**
 * A sound alone, played by the overlay's alert widgets: from the same library as theirs (a
 * built-in `/sounds/…`, an upload `media:<sha256>`) or a link, as the alert widgets take.
 */
export const soundActionSchema = z.strictObject({
  type: z.literal('sound'),
  url: alertMediaUrlSchema.pipe(z.string().min(1, 'Pick a sound')),
  volume: z.number().int().min(1).max(100).default(80),
});

/**
 * Switches OBS to a scene, through a Kyo display running in OBS with the browser source's
 * "Advanced access" page permission (`window.obsstudio.setCurrentScene`): no password.
 */
export const obsSceneActionSchema = z.strictObject({
  type: z.literal('obs-scene'),
  scene: z
    .string({ error: 'Scene name is required' })
    .trim()
    .min(1, 'Scene name is required')
    .max(256, 'Scene name must be at most 256 characters'),
});

/**
 * The viewer's typed text is a song request, under the song requests' rules (as `!sr` is). The
 * reward must ask for a text (`userInputRequired`): checked with the reward (rewardRuleIssues).
 */
export const songRequestActionSchema = z.strictObject({ type: z.literal('song-request') });

/** Most a counter action adds or takes away per redemption. */
export const COUNTER_ACTION_MAX = 1000;

/** Adds to a counter of the viewer games (by name), once per redemption. */
export const counterActionSchema = z.strictObject({
  type: z.literal('counter'),
  /** The counter's name (its chat command, `!deaths` or `Deaths`): stored as `deaths`. */
  name: z
    .string({ error: 'Counter name is required' })
    .trim()
    .overwrite((value) => value.replace(/^!/, '').toLowerCase())
    .min(1, { message: 'Counter name is required', abort: true })
    .max(30, 'Counter name must be at most 30 characters')
    .regex(/^[a-z0-9_]+$/, 'Counter name: use letters, digits and underscores only'),
  amount: z
    .number({ error: 'Amount must be a number' })
    .int('Amount must be a whole number')
    .min(-COUNTER_ACTION_MAX, `Amount must be at least -${COUNTER_ACTION_MAX}`)
    .max(COUNTER_ACTION_MAX, `Amount can be at most ${COUNTER_ACTION_MAX}`)
    .refine((n) => n !== 0, 'Amount cannot be 0')
    .default(1),
});

/** Enters the redeemer in the open giveaway, under its entry rules. */
export const giveawayEntryActionSchema = z.strictObject({ type: z.literal('giveaway-entry') });

/** Every action type: the list the editor offers and the server runs. */
export const rewardActionSchema = z.discriminatedUnion(
  'type',
  [
    chatActionSchema,
    alertActionSchema,
    soundActionSchema,
    obsSceneActionSchema,
    songRequestActionSchema,
    counterActionSchema,
    giveawayEntryActionSchema,
  ],
  { error: 'Unknown action type' },
);
export type RewardAction = z.infer<typeof rewardActionSchema>;
export type RewardActionInput = z.input<typeof rewardActionSchema>;
export type RewardActionType = RewardAction['type'];
export type RewardActionOf<T extends RewardActionType> = Extract<RewardAction, { type: T }>;
export const REWARD_ACTION_TYPES = [
  'chat',
  'alert',
  'sound',
  'obs-scene',
  'song-request',
  'counter',
  'giveaway-entry',
] as const satisfies readonly RewardActionType[];

/** Most actions one reward runs. */
export const MAX_ACTIONS_PER_REWARD = 5;

/** Fills a reward template's variables; text stays text (the chat shows it as typed). */
export function renderRewardTemplate(
  template: string,
  values: { user: string; input: string; reward: string; cost: number },
): string {
  return template.replace(/\{\{|\}\}|\{([a-z]+)\}/gi, (token, name?: string) => {
    if (token === '{{') return '{';
    if (token === '}}') return '}';
    const key = name?.toLowerCase() as keyof typeof values | undefined;
    return key && key in values ? String(values[key]) : token;
  });
}
