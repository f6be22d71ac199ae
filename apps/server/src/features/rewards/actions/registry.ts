import type { RewardAction, RewardActionType } from '@kyo/contracts';
import type { ActionContext, ActionResult, ActionRunner, RewardActionDeps } from './action';
import { alertAction, soundAction } from './alert.action';
import { chatAction } from './chat.action';
import { counterAction } from './counter.action';
import { giveawayEntryAction } from './giveaway-entry.action';
import { obsSceneAction } from './obs-scene.action';
import { songRequestAction } from './song-request.action';

/**
 * Every action type's runner, one per contract type (the compiler checks the list is complete).
 * A new action type: its schema in contracts/rewards/actions.ts, its runner here.
 */
const RUNNERS: { [T in RewardActionType]: ActionRunner<T> } = {
  chat: chatAction,
  alert: alertAction,
  sound: soundAction,
  'obs-scene': obsSceneAction,
  'song-request': songRequestAction,
  counter: counterAction,
  'giveaway-entry': giveawayEntryAction,
};

/** An action that neither finishes nor fails in this long is given up (and counts as failed). */
export const ACTION_TIMEOUT_MS = 60_000;

/** Runs one action; whatever happens it answers (an unexpected error is a failure with a note). */
export async function runAction(
  action: RewardAction,
  ctx: ActionContext,
  deps: RewardActionDeps,
  timeoutMs = ACTION_TIMEOUT_MS,
): Promise<ActionResult> {
  const runner = RUNNERS[action.type] as ActionRunner<RewardActionType>;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ActionResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, note: 'It did not finish in time' }), timeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([runner.run(action as never, ctx, deps), timeout]);
  } catch {
    return { ok: false, note: 'It failed unexpectedly' };
  } finally {
    clearTimeout(timer);
  }
}
