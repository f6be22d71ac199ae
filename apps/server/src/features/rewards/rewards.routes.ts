import type { FastifyInstance } from 'fastify';
import { rewardsEndpoints, type ObsDisplay, type Redemption } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { RedemptionRow, RedemptionsRepo } from './redemptions.repo';
import type { RedemptionsService } from './redemptions.service';
import type { RewardsService } from './rewards.service';

export interface RewardsRouteDeps {
  rewards: RewardsService;
  redemptions: RedemptionsService;
  log: RedemptionsRepo;
  /** The name a moderator's decision is logged under. */
  nameOf(userId: string): Promise<string>;
  /** The owner's displays running in OBS, with their page permission. */
  obsDisplays(ownerId: string): Promise<ObsDisplay[]>;
}

function toRedemption(row: RedemptionRow): Redemption {
  return {
    id: row.id,
    rewardId: row.rewardId,
    kickRewardId: row.kickRewardId,
    rewardTitle: row.rewardTitle,
    cost: row.cost,
    viewer: row.viewerName,
    input: row.input,
    redeemedAt: row.redeemedAt.toISOString(),
    state: row.state,
    kickStatus: row.kickStatus,
    outcome: row.outcome,
    actions: row.actions,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * The channel-points API (contracts: rewardsEndpoints): the signed-in streamer's rewards, or with
 * `?owner=` those of a channel they moderate (403 for any other).
 */
export function rewardsRoutes(app: FastifyInstance, deps: RewardsRouteDeps): void {
  route(app, rewardsEndpoints.list, { channel: true }).handle(async ({ ownerId }) =>
    deps.rewards.list(ownerId),
  );
  // Each change a person makes is noted for the status page's "Recent changes" (with who).
  route(app, rewardsEndpoints.create, { channel: true }).handle(
    async ({ ownerId, body, changed }) => {
      const reward = await deps.rewards.create(ownerId, body);
      changed('reward.created', reward.title);
      return reward;
    },
  );
  route(app, rewardsEndpoints.update, { channel: true }).handle(
    async ({ ownerId, params, body, changed }) => {
      const reward = await deps.rewards.update(ownerId, params.id, body);
      changed('reward.updated', reward.title);
      return reward;
    },
  );
  route(app, rewardsEndpoints.remove, { channel: true }).handle(
    async ({ ownerId, params, changed }) => {
      changed('reward.deleted', await deps.rewards.remove(ownerId, params.id));
    },
  );
  route(app, rewardsEndpoints.restore, { channel: true }).handle(async ({ ownerId, params }) =>
    deps.rewards.restore(ownerId, params.id),
  );
  route(app, rewardsEndpoints.redemptions, { channel: true }).handle(async ({ ownerId, query }) => {
    const rows = await deps.log.list(ownerId, query.filter, query.limit);
    return { redemptions: rows.map(toRedemption) };
  });
  route(app, rewardsEndpoints.decide, { channel: true }).handle(async ({ ownerId, auth, body }) => {
    const by = await deps.nameOf(auth.userId);
    return { results: await deps.redemptions.decide(ownerId, body.ids, body.decision, by) };
  });
  route(app, rewardsEndpoints.obs, { channel: true }).handle(async ({ ownerId }) => ({
    displays: await deps.obsDisplays(ownerId),
  }));
}
