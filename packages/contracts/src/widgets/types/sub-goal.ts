import { goalWidget, subGoalSettingsSchema } from './goal';

/** The subscriber goal bar (goal.ts: what every goal shares). */
export const subGoalWidget = goalWidget(
  'sub-goal',
  {
    displayName: 'Subscriber goal',
    names: { tr: 'Abone hedefi', es: 'Meta de suscriptores', pt: 'Meta de inscritos' },
  },
  'subs',
  subGoalSettingsSchema,
);
