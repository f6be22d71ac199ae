import { redemptionRef, type ActionRunner } from './action';

const shownOn = (count: number) => `Shown on ${count} overlay${count === 1 ? '' : 's'}`;

/**
 * The alert widgets' "Channel points" alert. Nobody seeing it is a failure: a reward that waits
 * in Kick's queue is then rejected, which gives the viewer their points back.
 */
export const alertAction: ActionRunner<'alert'> = {
  type: 'alert',
  run: async (_action, ctx, deps) => {
    const count = await deps.showOnOverlays(ctx.ownerId, {
      kind: 'reward.redemption',
      name: ctx.viewer,
      reward: ctx.reward.title,
      cost: ctx.reward.cost,
      input: ctx.input,
      ref: redemptionRef(ctx.redemptionId),
      at: ctx.now,
    });
    return count > 0
      ? { ok: true, note: shownOn(count) }
      : {
          ok: false,
          note: 'No alert overlay that shows channel points is open in OBS',
        };
  },
};

/** A sound alone, played by the alert widgets (no alert is shown). */
export const soundAction: ActionRunner<'sound'> = {
  type: 'sound',
  run: async (action, ctx, deps) => {
    const count = await deps.showOnOverlays(ctx.ownerId, {
      kind: 'reward.sound',
      url: action.url,
      volume: action.volume,
      ref: redemptionRef(ctx.redemptionId),
      at: ctx.now,
    });
    return count > 0
      ? { ok: true, note: `Played on ${count} overlay${count === 1 ? '' : 's'}` }
      : { ok: false, note: 'No alert overlay is open in OBS to play the sound' };
  },
};
