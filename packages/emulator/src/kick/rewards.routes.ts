import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { EmulatorContext } from '../context';
import { str, strs } from '../shared/http';
import { parseWith } from '../shared/validation';
import { kickBadRequest, kickCaller, kickError, kickOk, type KickCaller } from './api-auth';
import {
  createRewardBody,
  IDS_PER_DECISION,
  RewardError,
  rewardView,
  updateRewardBody,
} from './rewards';

const PAGE = 25;
const STATUSES = ['pending', 'accepted', 'rejected'] as const;
const decisionBody = z.object({
  ids: z
    .array(z.string().min(1))
    .min(1, 'ids is required')
    .max(IDS_PER_DECISION, `at most ${IDS_PER_DECISION} ids per request`)
    .refine((ids) => new Set(ids).size === ids.length, 'ids must be unique'),
});

/**
 * Channel rewards and redemptions (docs/platforms/kick.md §4.7): user tokens only, `channel:rewards:read`
 * (or write) to read, `channel:rewards:write` to change; only the app that made a reward may edit,
 * delete, accept or reject it; 15 rewards a channel; 25 ids per accept or reject.
 */
export function kickRewardsRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  /** The caller's own channel, or an answer already sent. */
  const channelOf = (caller: KickCaller | undefined, reply: FastifyReply) => {
    if (!caller) return undefined;
    if (!caller.user) {
      kickError(reply, 403, 'Forbidden');
      return undefined;
    }
    const channel = ctx.kick.channel(caller.user.user_id);
    if (!channel) kickBadRequest(reply, 'Channel not found');
    return channel;
  };
  const readScope = (caller: KickCaller | undefined, reply: FastifyReply) => {
    if (!caller?.user) return caller;
    const scopes = caller.token.scopes;
    if (scopes.includes('channel:rewards:read') || scopes.includes('channel:rewards:write'))
      return caller;
    kickError(reply, 403, 'Forbidden');
    return undefined;
  };
  const fail = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof RewardError)) throw error;
    return error.status === 400
      ? kickBadRequest(reply, error.message)
      : kickError(reply, error.status, error.message);
  };

  app.get('/public/v1/channels/rewards', async (request, reply) => {
    const channel = channelOf(readScope(kickCaller(ctx, request, reply), reply), reply);
    if (!channel) return reply;
    return kickOk(reply, ctx.rewards.list(channel.broadcaster_user_id).map(rewardView));
  });

  app.post('/public/v1/channels/rewards', async (request, reply) => {
    const caller = kickCaller(ctx, request, reply, 'channel:rewards:write');
    const channel = channelOf(caller, reply);
    if (!channel) return reply;
    const body = parseWith(createRewardBody, request.body ?? {});
    if (!body.ok) return kickBadRequest(reply, body.message);
    try {
      return kickOk(reply, rewardView(ctx.rewards.create(channel, caller!.appId, body.value)));
    } catch (error) {
      return fail(reply, error);
    }
  });

  app.patch('/public/v1/channels/rewards/:id', async (request, reply) => {
    const caller = kickCaller(ctx, request, reply, 'channel:rewards:write');
    const channel = channelOf(caller, reply);
    if (!channel) return reply;
    const body = parseWith(updateRewardBody, request.body ?? {});
    if (!body.ok) return kickBadRequest(reply, body.message);
    try {
      const { id } = request.params as { id: string };
      return kickOk(reply, rewardView(ctx.rewards.update(channel, id, caller!.appId, body.value)));
    } catch (error) {
      return fail(reply, error);
    }
  });

  app.delete('/public/v1/channels/rewards/:id', async (request, reply) => {
    const caller = kickCaller(ctx, request, reply, 'channel:rewards:write');
    const channel = channelOf(caller, reply);
    if (!channel) return reply;
    try {
      ctx.rewards.remove(channel, (request.params as { id: string }).id, caller!.appId);
      return reply.status(204).send();
    } catch (error) {
      return fail(reply, error);
    }
  });

  app.get('/public/v1/channels/rewards/redemptions', async (request, reply) => {
    const caller = readScope(kickCaller(ctx, request, reply), reply);
    const channel = channelOf(caller, reply);
    if (!channel) return reply;
    const status = str(request.query, 'status');
    if (status !== undefined && !(STATUSES as readonly string[]).includes(status))
      return kickBadRequest(reply, 'status must be pending, accepted or rejected');
    const rewardId = str(request.query, 'reward_id');
    const ids = strs(request.query, 'id');
    const cursor = Number(str(request.query, 'cursor') ?? 0);
    if (!Number.isInteger(cursor) || cursor < 0) return kickBadRequest(reply, 'invalid cursor');
    const matching = ctx.rewards
      .redemptions(channel.broadcaster_user_id)
      .filter(
        (r) =>
          (status === undefined || r.status === status) &&
          (rewardId === undefined || r.reward_id === rewardId) &&
          (ids.length === 0 || ids.includes(r.id)),
      );
    const page = matching.slice(cursor, cursor + PAGE);
    const byReward = new Map<string, typeof page>();
    for (const redemption of page)
      byReward.set(redemption.reward_id, [
        ...(byReward.get(redemption.reward_id) ?? []),
        redemption,
      ]);
    const data = [...byReward].map(([id, redemptions]) => {
      const reward = ctx.rewards.rewardOf(redemptions[0]!)!;
      return {
        reward: {
          id,
          title: reward.title,
          cost: reward.cost,
          description: reward.description,
          can_manage: reward.app_id === caller!.appId,
          is_deleted: reward.deleted_at !== null,
        },
        redemptions: redemptions.map((r) => ({
          id: r.id,
          redeemed_at: new Date(r.redeemed_at).toISOString(),
          redeemer: { user_id: r.user_id },
          status: r.status,
          user_input: r.user_input,
        })),
      };
    });
    const next = cursor + PAGE < matching.length ? String(cursor + PAGE) : '';
    return reply.status(200).send({ data, message: 'OK', pagination: { next_cursor: next } });
  });

  for (const [path, status] of [
    ['accept', 'accepted'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(`/public/v1/channels/rewards/redemptions/${path}`, async (request, reply) => {
      const caller = kickCaller(ctx, request, reply, 'channel:rewards:write');
      const channel = channelOf(caller, reply);
      if (!channel) return reply;
      const body = parseWith(decisionBody, request.body ?? {});
      if (!body.ok) return kickBadRequest(reply, body.message);
      return kickOk(
        reply,
        ctx.rewards.decide(channel.broadcaster_user_id, body.value.ids, status, caller!.appId),
      );
    });
  }
}
