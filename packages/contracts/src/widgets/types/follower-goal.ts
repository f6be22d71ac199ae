import { goalWidget, followerGoalSettingsSchema } from './goal';

/** The follower goal bar (goal.ts: what every goal shares). */
export const followerGoalWidget = goalWidget(
  'follower-goal',
  {
    displayName: 'Follower goal',
    names: { tr: 'Takipçi hedefi', es: 'Meta de seguidores', pt: 'Meta de seguidores' },
  },
  'followers',
  followerGoalSettingsSchema,
);
