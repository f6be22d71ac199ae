import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { GoalSettings } from '@kyo/contracts/widgets/types/goal';
import {
  goalProgress,
  goalValue,
  initialGoal,
  reduceGoal,
  type GoalMetric,
  type GoalState,
} from '@kyo/contracts/widgets/types/goal.logic';
import type { RendererProps } from '../renderer';
import { formatNumber } from '../alerts/alert-template';
import '../widget-base.css';
import './goal.css';

/** How long the "goal reached" moment plays (goal.css has the same). */
export const REACHED_MS = 4000;

/** The goal to draw: the server's, or (in a preview) the feed folded here. */
export function goalOf(
  metric: GoalMetric,
  state: unknown,
  feed: RendererProps<GoalSettings>['feed'],
  settings: GoalSettings,
): GoalState {
  if (state && typeof state === 'object' && 'count' in state) return state as GoalState;
  let goal = initialGoal();
  for (const item of feed) goal = reduceGoal(metric, goal, item.event, settings);
  return goal;
}

/**
 * A goal bar: title, `value / target`, a bar that fills with an animation, and a "goal reached"
 * moment when it fills (in server time, so a reload long after does not play it again).
 */
export function GoalRenderer({
  metric,
  settings,
  feed,
  state,
  serverOffsetMs = 0,
  now = Date.now,
  locale,
}: RendererProps<GoalSettings> & { metric: GoalMetric; locale?: string }) {
  const goal = useMemo(
    () => goalOf(metric, state, feed, settings),
    [metric, state, feed, settings],
  );
  const [, setTick] = useState(0);
  const value = goalValue(goal, settings);
  const progress = goalProgress(goal, settings);
  const sinceReached = goal.reachedAt === null ? null : now() + serverOffsetMs - goal.reachedAt;
  const celebrating = sinceReached !== null && sinceReached >= 0 && sinceReached < REACHED_MS;
  useEffect(() => {
    if (!celebrating || sinceReached === null) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), REACHED_MS - sinceReached + 20);
    return () => clearTimeout(timer);
  }, [celebrating, sinceReached]);

  const style: CSSProperties = {
    fontFamily: `${JSON.stringify(settings.fontFamily)}, system-ui, sans-serif`,
    fontSize: settings.fontSize,
    color: settings.textColor,
  };
  const numbers = `${formatNumber(value, locale)} / ${formatNumber(settings.target, locale)}`;
  const reached = progress >= 1;
  return (
    <div className="kyo-w kyo-goal" style={style} data-testid="goal">
      <div
        className={`kyo-goal-card kyo-goal-${settings.layout}${celebrating ? ' kyo-goal-celebrate' : ''}`}
        style={{ background: settings.background }}
        data-reached={reached || undefined}
      >
        {settings.layout === 'standard' && (
          <div className="kyo-goal-head">
            <span className="kyo-goal-title">
              {reached ? settings.reachedLabel : settings.title}
            </span>
            {settings.showNumbers && (
              <span className="kyo-goal-numbers" data-testid="goal-numbers">
                {numbers}
              </span>
            )}
          </div>
        )}
        <div
          className="kyo-goal-track"
          style={{ height: settings.barHeight, background: settings.trackColor }}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={settings.target}
          aria-valuenow={value}
          aria-label={settings.title}
        >
          <div
            className="kyo-goal-fill"
            style={{ width: `${progress * 100}%`, background: settings.barColor }}
          />
          {settings.layout === 'condensed' && (
            <span className="kyo-goal-inside">
              <span className="kyo-goal-title">
                {reached ? settings.reachedLabel : settings.title}
              </span>
              {settings.showNumbers && <span data-testid="goal-numbers">{numbers}</span>}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
