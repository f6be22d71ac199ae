import type { FastifyInstance } from 'fastify';
import { rewardsEndpoints, type ObsDisplay, type Redemption } from '@kyo/contracts';
import { forbidden } from '../../platform/http/http-error';
import { route, type AuthContext } from '../../platform/http/route';
import type { RedemptionRow, RedemptionsRepo } from './redemptions.repo';
import type { RedemptionsService } from './redemptions.service';
import type { RewardsService } from './rewards.service';

export interface RewardsRouteDeps {
  rewards: RewardsService;
  redemptions: RedemptionsService;
  log: RedemptionsRepo;
  /** Whether `actorId` may manage `ownerId`'s channel (its owner or a moderator). */
  canManage(actorId: string, ownerId: string): Promise<boolean>;
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
  const ownerOf = async (auth: AuthContext, query: { owner?: string | undefined }) => {
    const ownerId = query.owner ?? auth.userId;
    if (!(await deps.canManage(auth.userId, ownerId)))
      throw forbidden('You do not manage this channel.');
    return ownerId;
  };

  route(app, rewardsEndpoints.list).handle(async ({ auth, query }) =>
    deps.rewards.list(await ownerOf(auth, query)),
  );
  route(app, rewardsEndpoints.create).handle(async ({ auth, query, body }) =>
    deps.rewards.create(await ownerOf(auth, query), body),
  );
  route(app, rewardsEndpoints.update).handle(async ({ auth, query, params, body }) =>
    deps.rewards.update(await ownerOf(auth, query), params.id, body),
  );
  route(app, rewardsEndpoints.remove).handle(async ({ auth, query, params }) => {
    await deps.rewards.remove(await ownerOf(auth, query), params.id);
  });
  route(app, rewardsEndpoints.restore).handle(async ({ auth, query, params }) =>
    deps.rewards.restore(await ownerOf(auth, query), params.id),
  );
  route(app, rewardsEndpoints.redemptions).handle(async ({ auth, query }) => {
    const ownerId = await ownerOf(auth, query);
    const rows = await deps.log.list(ownerId, query.filter, query.limit);
    return { redemptions: rows.map(toRedemption) };
  });
  route(app, rewardsEndpoints.decide).handle(async ({ auth, query, body }) => {
    const ownerId = await ownerOf(auth, query);
    const by = await deps.nameOf(auth.userId);
    return { results: await deps.redemptions.decide(ownerId, body.ids, body.decision, by) };
  });
  route(app, rewardsEndpoints.obs).handle(async ({ auth, query }) => ({
    displays: await deps.obsDisplays(await ownerOf(auth, query)),
  }));
}
