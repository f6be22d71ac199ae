import type { ChannelEvent, ObsDisplay, RewardAction } from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import { KeyedQueue } from '../../platform/keyed-queue';
import { HttpError } from '../../platform/http/http-error';
import type { KickRewardsApi } from '../../providers/kick/kick-rewards-api';
import { redemptionRef, type ActionContext, type RewardActionDeps } from './actions/action';
import { runAction } from './actions/registry';
import { DecisionProblem, DecisionQueue } from './decisions';
import { KickRewardsGateway, type KickRewardsAccess } from './kick-rewards';
import { RedemptionsRepo } from './redemptions.repo';
import { RedemptionsService } from './redemptions.service';
import { RewardsRepo } from './rewards.repo';
import { rewardsRoutes } from './rewards.routes';
import { RewardsService } from './rewards.service';

export interface RewardsModuleDeps {
  api?: KickRewardsApi;
  access: KickRewardsAccess;
  actions: RewardActionDeps;
  nameOf(userId: string): Promise<string>;
  obsDisplays(ownerId: string): Promise<ObsDisplay[]>;
  /** Linger of a batch of accepts or rejects (tests shorten it). */
  decisionLingerMs?: number;
}

/** What tests and the scheduler drive. */
export interface RewardsHandle {
  /** Resolves when every redemption queued and every decision sent has settled. */
  idle(): Promise<void>;
  /** Takes over runs left by a dead node and sends unconfirmed decisions again. */
  recover(options?: { all?: boolean }): Promise<{ runs: number; decisions: number }>;
  /** Its consumer in the chat pipeline: a redemption Kick announced. */
  onKickEvent(event: ChannelEvent): void;
  /** Forgets redemptions older than 30 days. */
  prune(): Promise<void>;
  /**
   * Runs a plan of reward actions for another feature that paid for them (the points store), in
   * order, stopping at the first that fails; what its actions showed on overlays is then never
   * replayed (`ctx.redemptionId` is its key: the purchase id). `failure` says which and why.
   */
  runActions(
    plan: readonly RewardAction[],
    ctx: Omit<ActionContext, 'step'>,
  ): Promise<{ outcomes: ActionRunOutcome[]; failure: string | null }>;
}

export interface ActionRunOutcome {
  type: RewardAction['type'];
  ok: boolean;
  note: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    rewards: RewardsHandle;
  }
}

/** Failures of a decision call that pass: it is sent again later. */
const RETRIED = new Set([
  'provider_unavailable',
  'provider_rate_limited',
  'kick_needs_reconnect',
  'kick_not_connected',
]);
export const PRUNE_MS = 60 * 60_000;
const KEEP_MS = 30 * 24 * 60 * 60_000;

/**
 * Channel points (docs/rewards.md): Kyo's rewards on Kick, their actions, and the redemption
 * lifecycle (exactly once per redemption id), fed by 'kick.event' and announcing on
 * 'reward.redemption'.
 */
export function registerRewards(ctx: FeatureContext, deps: RewardsModuleDeps): RewardsHandle {
  const { app, clock } = ctx;
  const rewardsRepo = new RewardsRepo(ctx.db);
  const redemptionsRepo = new RedemptionsRepo(ctx.db);
  const kick = new KickRewardsGateway(deps.api, deps.access);
  const queue = new KeyedQueue((error, ownerId) =>
    app.log.error({ err: error, ownerId }, 'rewards: handling a redemption failed'),
  );
  const late: { service?: RedemptionsService } = {};
  const decisions = new DecisionQueue({
    lingerMs: deps.decisionLingerMs ?? 100,
    send: async (ownerId, decision, ids) => {
      try {
        return await kick.call(ownerId, (api, token) => api.decide(token, decision, ids), {
          write: true,
        });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        // Kick down or busy, or the connection to be renewed: the recovery sends it again.
        throw new DecisionProblem(RETRIED.has(error.code) ? 'retry' : 'refused', error.message);
      }
    },
    settled: (ownerId, decision, outcomes) => late.service!.settled(ownerId, decision, outcomes),
    onError: (error) => app.log.error({ err: error }, 'rewards: deciding redemptions failed'),
  });
  const redemptions = new RedemptionsService({
    rewards: rewardsRepo,
    redemptions: redemptionsRepo,
    decisions,
    actions: deps.actions,
    queue,
    clock,
    settled: (event) => ctx.bus.publish('reward.redemption', event),
  });
  late.service = redemptions;

  rewardsRoutes(app, {
    rewards: new RewardsService(rewardsRepo, kick, clock),
    redemptions,
    log: redemptionsRepo,
    nameOf: (userId) => deps.nameOf(userId),
    obsDisplays: (ownerId) => deps.obsDisplays(ownerId),
  });

  const handle: RewardsHandle = {
    idle: async () => {
      await queue.idle();
      await decisions.idle();
      await queue.idle();
    },
    recover: (options) => redemptions.recover(options),
    onKickEvent: (event) => {
      if (event.kind === 'redemption') void redemptions.onEvent(event);
    },
    prune: async () => void (await redemptionsRepo.prune(new Date(clock.now() - KEEP_MS))),
    runActions: async (plan, run) => {
      const outcomes: ActionRunOutcome[] = [];
      for (const [step, action] of plan.entries()) {
        const result = await runAction(action, { ...run, step }, deps.actions);
        outcomes.push({ type: action.type, ok: result.ok, note: result.note });
        if (!result.ok) {
          deps.actions.cancelOnOverlays?.(run.ownerId, redemptionRef(run.redemptionId));
          return {
            outcomes,
            failure: `Action ${step + 1} (${action.type}) failed: ${result.note ?? ''}`,
          };
        }
      }
      return { outcomes, failure: null };
    },
  };
  app.decorate('rewards', handle);

  if (ctx.backgroundJobs) {
    // A node alone that just started: no other process can be running a redemption.
    if (!ctx.clusterChannel)
      void redemptions
        .recover({ all: true })
        .catch((error: unknown) => ctx.onJobError('rewards-recover', error));
  }
  app.addHook('onClose', async () => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      handle.idle(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 5_000);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  });
  return handle;
}
