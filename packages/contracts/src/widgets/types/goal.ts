import { z } from 'zod';
import type { KickEventType } from '../../kick-events';
import { colorSchema, fontFamilySchema } from '../common';
import type { WidgetEventKind } from '../events';
import type { TestEventKind } from '../test-events';
import { placed, stateOf, type WidgetTypeContract } from '../type-contract';
import { initialGoal, reduceGoal, type GoalMetric, type GoalState } from './goal.logic';

const GOAL_MAX = 10_000_000;

/** A goal bar's settings (follower, subscriber and Kicks goals share them; docs/widgets.md). */
export const goalSettingsSchema = (defaults: { title: string; target: number }) =>
  z.object({
    title: z.string().trim().max(60).default(defaults.title),
    /** Shown when the bar is full. */
    reachedLabel: z.string().trim().max(40).default('Goal reached!'),
    target: z.number().int().min(1).max(GOAL_MAX).default(defaults.target),
    /** Where the bar starts (e.g. the followers you had before Kyo counted). */
    startValue: z.number().int().min(0).max(GOAL_MAX).default(0),
    /** Counting starts over when a stream starts (else only by hand). */
    resetOnStream: z.boolean().default(false),
    layout: z.enum(['standard', 'condensed']).default('standard'),
    showNumbers: z.boolean().default(true),
    fontFamily: fontFamilySchema.default('Inter'),
    fontSize: z.number().int().min(12).max(64).default(24),
    textColor: colorSchema.default('#ffffff'),
    barColor: colorSchema.default('#53fc18'),
    trackColor: colorSchema.default('#ffffff26'),
    background: colorSchema.default('#0b0d10cc'),
    barHeight: z.number().int().min(8).max(96).default(28),
  });
export const followerGoalSettingsSchema = goalSettingsSchema({
  title: 'Follower goal',
  target: 50,
});
export const subGoalSettingsSchema = goalSettingsSchema({ title: 'Sub goal', target: 10 });
export const kicksGoalSettingsSchema = goalSettingsSchema({ title: 'Kicks goal', target: 5000 });
export type GoalSettings = z.infer<typeof followerGoalSettingsSchema>;

/** What the server keeps per goal (types/goal.logic.ts). */
export const goalStateSchema = z.object({
  count: z.number().int().min(0),
  startedAt: z.number(),
  lastAt: z.number().nullable(),
  reachedAt: z.number().nullable(),
});

/** What feeds a goal, and what starts it over (a stream start, when asked). */
const GOAL_FEEDS = {
  followers: { events: ['follow'], kickEvents: ['channel.followed'], tests: ['follow'] },
  subs: {
    events: ['subscription', 'gifted'],
    kickEvents: [
      'channel.subscription.new',
      'channel.subscription.renewal',
      'channel.subscription.gifts',
    ],
    tests: ['subscription', 'gifted'],
  },
  kicks: { events: ['kicks'], kickEvents: ['kicks.gifted'], tests: ['kicks'] },
} as const satisfies Record<
  GoalMetric,
  { events: WidgetEventKind[]; kickEvents: KickEventType[]; tests: TestEventKind[] }
>;

/** A goal type's contract (the follower, subscriber and Kicks goals are one shape). */
export const goalWidget = <T extends 'follower-goal' | 'sub-goal' | 'kicks-goal'>(
  type: T,
  names: Pick<WidgetTypeContract, 'displayName' | 'names'>,
  metric: GoalMetric,
  settings: typeof followerGoalSettingsSchema,
) =>
  ({
    type,
    ...names,
    settings: placed(settings),
    events: [...GOAL_FEEDS[metric].events, 'stream.online'],
    kickEvents: [...GOAL_FEEDS[metric].kickEvents, 'livestream.status.updated'],
    testEvents: GOAL_FEEDS[metric].tests,
    size: { width: 600, height: 130 },
    available: true,
    state: stateOf<GoalState, GoalSettings>({
      schema: goalStateSchema,
      initial: () => initialGoal(),
      reduce: (state, event, settings) => reduceGoal(metric, state, event, settings),
      delivery: 'messages',
    }),
  }) as const;
