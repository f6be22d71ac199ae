import { z } from 'zod';
import { colorSchema, fontFamilySchema } from '../common';

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
