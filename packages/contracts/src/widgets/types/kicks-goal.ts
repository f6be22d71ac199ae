import { goalWidget, kicksGoalSettingsSchema } from './goal';

/** The kicks goal bar (goal.ts: what every goal shares). */
export const kicksGoalWidget = goalWidget(
  'kicks-goal',
  {
    displayName: 'Kicks goal',
    names: { tr: 'Kicks hedefi', es: 'Meta de Kicks', pt: 'Meta de Kicks' },
  },
  'kicks',
  kicksGoalSettingsSchema,
);
