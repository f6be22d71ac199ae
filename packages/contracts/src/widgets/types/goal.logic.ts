import type { WidgetEvent } from '../events';

/**
 * Goals as pure functions (zod-free: the server folds events with them, the overlay and the
 * builder's preview too). The state counts what came in since the goal started; the bar shows
 * `startValue + count` of `target`, so a changed start value or target applies at once.
 */
export type GoalMetric = 'followers' | 'subs' | 'kicks';

export interface GoalState {
  count: number;
  startedAt: number;
  lastAt: number | null;
  /** When the bar first reached its target (the "goal reached" moment), else null. */
  reachedAt: number | null;
}

export interface GoalRules {
  target: number;
  startValue: number;
  resetOnStream: boolean;
}

export const initialGoal = (now = 0): GoalState => ({
  count: 0,
  startedAt: now,
  lastAt: null,
  reachedAt: null,
});

/** What one event adds to a goal of this metric. */
export function goalIncrement(metric: GoalMetric, event: WidgetEvent): number {
  switch (event.kind) {
    case 'follow':
      return metric === 'followers' ? 1 : 0;
    case 'subscription':
      return metric === 'subs' ? 1 : 0;
    case 'gifted':
      return metric === 'subs' ? Math.max(0, event.count) : 0;
    case 'kicks':
      return metric === 'kicks' ? Math.max(0, event.amount) : 0;
    default:
      return 0;
  }
}

export const goalValue = (state: GoalState, rules: Pick<GoalRules, 'startValue'>) =>
  rules.startValue + state.count;

export function reduceGoal(
  metric: GoalMetric,
  state: GoalState,
  event: WidgetEvent,
  rules: GoalRules,
): GoalState {
  if (event.kind === 'stream.online') {
    return rules.resetOnStream ? initialGoal(event.at) : state;
  }
  const added = goalIncrement(metric, event);
  if (added === 0) return state;
  const count = state.count + added;
  const reached = state.reachedAt ?? (rules.startValue + count >= rules.target ? event.at : null);
  return { ...state, count, lastAt: event.at, reachedAt: reached };
}

/** The bar's fill, 0 to 1. */
export function goalProgress(state: GoalState, rules: Pick<GoalRules, 'startValue' | 'target'>) {
  return Math.max(0, Math.min(1, goalValue(state, rules) / rules.target));
}
