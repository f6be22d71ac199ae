import { goalWidget, subGoalSettingsSchema } from './goal';

/** The subscriber goal bar (goal.ts: what every goal shares). */
export const subGoalWidget = goalWidget(
  'sub-goal',
  { displayName: 'Subscriber goal', turkishName: 'Abone hedefi' },
  'subs',
  subGoalSettingsSchema,
);
