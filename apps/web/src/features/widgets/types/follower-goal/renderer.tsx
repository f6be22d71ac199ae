import type { GoalSettings } from '@kyo/contracts/widgets/types/goal';
import type { RendererProps } from '../renderer';
import { GoalRenderer } from '../goals/goal-renderer';

/** The follower goal bar: counts followers (goal.logic.ts). */
export function FollowerGoalRenderer(props: RendererProps<GoalSettings>) {
  return <GoalRenderer {...props} metric="followers" />;
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default FollowerGoalRenderer;
