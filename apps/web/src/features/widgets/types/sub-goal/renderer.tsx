import type { GoalSettings } from '@kyo/contracts/widgets/types/goal';
import type { RendererProps } from '../renderer';
import { GoalRenderer } from '../goals/goal-renderer';

/** The sub goal bar: counts subs (goal.logic.ts). */
export function SubGoalRenderer(props: RendererProps<GoalSettings>) {
  return <GoalRenderer {...props} metric="subs" />;
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default SubGoalRenderer;
