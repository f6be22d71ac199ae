import { renderRewardTemplate } from '@kyo/contracts';
import type { ActionRunner } from './action';

/** A chat line from the bot: `{user} {input} {reward} {cost}` filled in, sent once per redemption. */
export const chatAction: ActionRunner<'chat'> = {
  type: 'chat',
  run: async (action, ctx, deps) => {
    const content = renderRewardTemplate(action.template, {
      user: ctx.viewer,
      input: ctx.input,
      reward: ctx.reward.title,
      cost: ctx.reward.cost,
    });
    const sent = await deps.say(ctx.ownerId, `reward:${ctx.redemptionId}:${ctx.step}`, content);
    return sent.ok ? { ok: true, note: 'Posted in chat' } : { ok: false, note: sent.reason };
  },
};
