import type { GoalSettings } from '@kyo/contracts/widgets/types/goal';
import type { RendererProps } from '../renderer';
import { GoalRenderer } from '../goals/goal-renderer';

/** The kicks goal bar: counts kicks (goal.logic.ts). */
export function KicksGoalRenderer(props: RendererProps<GoalSettings>) {
  return <GoalRenderer {...props} metric="kicks" />;
}

/** What renderers.ts and renderer-loaders.ts find for this folder's type. */
export default KicksGoalRenderer;
