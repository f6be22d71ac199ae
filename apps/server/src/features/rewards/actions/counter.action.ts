import type { ActionRunner } from './action';

/** Adds to a counter of the viewer games, once per redemption even when Kick delivers it twice. */
export const counterAction: ActionRunner<'counter'> = {
  type: 'counter',
  run: async (action, ctx, deps) => {
    if (!deps.addToCounter) return { ok: false, note: 'Counters are not available' };
    const counter = await deps.addToCounter(
      ctx.ownerId,
      action.name,
      action.amount,
      `${ctx.redemptionId}:${ctx.step}`,
    );
    if (!counter) return { ok: false, note: `No counter named "${action.name}"` };
    return { ok: true, note: `${counter.name} is now ${counter.value}` };
  },
};
