import type { ActionRunner } from './action';

/** Why an entry was refused, for the redemption log (and the refund). */
const REFUSALS: Record<string, string> = {
  not_open: 'No giveaway is open',
  banned: 'The viewer is banned from the channel',
  anonymous: 'Kick did not say who redeemed it',
  broadcaster: 'The streamer cannot enter their own giveaway',
  moderator: 'Moderators cannot enter this giveaway',
  bot: 'Bots cannot enter this giveaway',
  not_following: 'The viewer does not follow the channel',
  follow_too_new: 'The viewer has not followed long enough',
  not_subscribed: 'Only subscribers can enter this giveaway',
  sub_too_new: 'The viewer has not been subscribed long enough',
  too_few_messages: 'The viewer has not chatted enough to enter',
};

/** Enters the redeemer in the open giveaway, under its entry rules. */
export const giveawayEntryAction: ActionRunner<'giveaway-entry'> = {
  type: 'giveaway-entry',
  run: async (_action, ctx, deps) => {
    if (!deps.enterGiveaway) return { ok: false, note: 'Giveaways are not available' };
    if (ctx.viewerId === null) return { ok: false, note: REFUSALS.anonymous ?? null };
    const outcome = await deps.enterGiveaway(ctx.ownerId, { id: ctx.viewerId, name: ctx.viewer });
    if (outcome === 'entered') return { ok: true, note: 'Entered in the giveaway' };
    if (outcome === 'already') return { ok: false, note: 'The viewer is in the giveaway already' };
    return { ok: false, note: REFUSALS[outcome] ?? `Not entered (${outcome})` };
  },
};
