import {
  actionTypeLabel,
  actorName,
  type ChannelEventOf,
  type RedemptionState,
  type RewardAction,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import type { KeyedQueue } from '../../platform/keyed-queue';
import { redemptionRef, type RewardActionDeps } from './actions/action';
import { ACTION_TIMEOUT_MS, runAction } from './actions/registry';
import type { Decision, DecisionOutcome, DecisionQueue } from './decisions';
import type { RedemptionRow, RedemptionsRepo } from './redemptions.repo';
import type { RewardsRepo } from './rewards.repo';

/**
 * How long a node holds a running redemption without moving on before another may take it: the
 * longest an action may take (it gives up after ACTION_TIMEOUT_MS) and a margin for the writes
 * around it. Each step's claim renews it, so a run of several actions is never taken from a live
 * node; with the recovery every RECOVER_MS, a dead node's run is taken over within 80 s.
 */
export const RUN_LEASE_MS = ACTION_TIMEOUT_MS + 10_000;
/** How often the recovery looks for runs whose lease passed (one node; rewards.module.ts). */
export const RECOVER_MS = 10_000;
/** A decision Kick has not confirmed is sent again after this. */
export const DECISION_RETRY_MS = 30_000;
/** After this, a redemption Kick could not be told about stays in the log as an error. */
export const DECISION_GIVE_UP_MS = 24 * 60 * 60_000;

/** What Kyo did with a redemption, for the bus topic 'reward.redemption'. */
export interface RedemptionSettled {
  ownerId: string;
  redemptionId: string;
  reward: { id: string | null; kickRewardId: string; title: string; cost: number };
  viewer: { id: number | null; name: string };
  input: string;
  state: RedemptionState;
  outcome: string | null;
  at: number;
}

export interface RedemptionsServiceDeps {
  rewards: RewardsRepo;
  redemptions: RedemptionsRepo;
  decisions: DecisionQueue;
  actions: RewardActionDeps;
  queue: KeyedQueue;
  clock: Clock;
  /** The redemption reached a state it stays in (waiting, or an outcome). */
  settled(event: RedemptionSettled): void;
}

const SETTLED: readonly RedemptionState[] = [
  'waiting',
  'accepted',
  'rejected',
  'done',
  'failed',
  'error',
  'external',
];

const describeStep = (plan: RewardAction[], step: number) =>
  `Action ${step + 1} (${actionTypeLabel[plan[step]?.type ?? 'chat']})`;

/**
 * The lifecycle of a redemption. The first webhook of a redemption id inserts its row (the claim:
 * exactly one node, once, whatever the redeliveries); that node runs the reward's actions in
 * order, each claimed before it runs, then has Kick accept it (all succeeded) or reject it (one
 * failed: the viewer gets the points back), in batches. A reward that skipped Kick's queue only
 * runs. A node that dies mid-action leaves a lease that runs out: the recovery resumes the actions
 * that had not started and fails the one that was in flight (it may have happened: never twice).
 */
export class RedemptionsService {
  constructor(private readonly deps: RedemptionsServiceDeps) {}

  onEvent(event: ChannelEventOf<'redemption'>): Promise<void> {
    return this.deps.queue.run(event.ownerId, () => this.receive(event));
  }

  private async receive(event: ChannelEventOf<'redemption'>): Promise<void> {
    const now = new Date(this.deps.clock.now());
    const reward = await this.deps.rewards.findByKickId(event.ownerId, event.reward.id);
    const base = {
      id: event.redemptionId,
      userId: event.ownerId,
      rewardId: reward?.id ?? null,
      kickRewardId: event.reward.id,
      rewardTitle: event.reward.title || reward?.title || 'Reward',
      cost: event.reward.cost || reward?.cost || 0,
      viewerId: event.redeemer.id,
      viewerName: actorName(event.redeemer, 'Someone'),
      input: event.input,
      redeemedAt: new Date(event.at),
      kickStatus: event.status,
      plan: reward?.actions ?? [],
      createdAt: now,
      updatedAt: now,
    };
    const lease = new Date(now.getTime() + RUN_LEASE_MS);
    const first: Pick<RedemptionRow, 'state' | 'needsDecision' | 'leaseUntil' | 'decidedBy'> =
      !reward
        ? { state: 'external', needsDecision: false, leaseUntil: null, decidedBy: null }
        : event.status === 'rejected'
          ? { state: 'rejected', needsDecision: false, leaseUntil: null, decidedBy: 'Kick' }
          : event.status === 'accepted'
            ? // Kick accepted it itself (it skips the queue, or it was accepted on Kick's side).
              { state: 'running', needsDecision: false, leaseUntil: lease, decidedBy: 'Kick' }
            : reward.approval === 'moderator'
              ? { state: 'waiting', needsDecision: true, leaseUntil: null, decidedBy: null }
              : { state: 'running', needsDecision: true, leaseUntil: lease, decidedBy: null };
    const row = await this.deps.redemptions.claim({ ...base, ...first });
    if (!row) return this.statusChanged(event);
    if (reward && row.needsDecision && reward.cooldownSeconds > 0) {
      const free = await this.deps.rewards.claimCooldown(reward.id, now, reward.cooldownSeconds);
      if (!free) {
        const wait = reward.cooldownSeconds;
        return this.fail(row, `The reward was on its ${wait} s cooldown`);
      }
    }
    if (row.state === 'running') return this.run(row);
    this.announce(row);
  }

  /** A later webhook of a known redemption: Kick's side decided, or confirms Kyo's decision. */
  private async statusChanged(event: ChannelEventOf<'redemption'>): Promise<void> {
    const { redemptions, clock } = this.deps;
    const now = new Date(clock.now());
    const row = await redemptions.find(event.redemptionId);
    if (!row || row.userId !== event.ownerId) return;
    const kickStatus = event.status;
    if (kickStatus === 'accepted') {
      const started = await redemptions.move(row.id, ['waiting'], {
        state: 'running',
        needsDecision: false,
        kickStatus,
        decidedBy: 'Kick',
        decidedAt: now,
        leaseUntil: new Date(now.getTime() + RUN_LEASE_MS),
        updatedAt: now,
      });
      if (started) return this.run(started);
      const confirmed = await redemptions.move(row.id, ['accepting'], {
        state: 'accepted',
        kickStatus,
        decidedAt: now,
        updatedAt: now,
      });
      if (confirmed) return this.announce(confirmed);
    }
    if (kickStatus === 'rejected') {
      const rejected = await redemptions.move(row.id, ['waiting', 'rejecting'], {
        state: 'rejected',
        kickStatus,
        decidedBy: row.state === 'waiting' ? 'Kick' : row.decidedBy,
        decidedAt: now,
        updatedAt: now,
      });
      if (rejected) return this.announce(rejected);
    }
    if (kickStatus !== row.kickStatus) await redemptions.noteKickStatus(row.id, kickStatus, now);
  }

  /** Runs the actions from `row.step` on, each claimed first; then decides. */
  private async run(row: RedemptionRow): Promise<void> {
    const { redemptions, clock, actions } = this.deps;
    for (let step = row.step; step < row.plan.length; step++) {
      const now = clock.now();
      const claimed = await redemptions.claimStep(
        row.id,
        step,
        new Date(now + RUN_LEASE_MS),
        new Date(now),
      );
      if (!claimed) return; // Taken over meanwhile (this node was too slow).
      const action = row.plan[step]!;
      const result = await runAction(
        action,
        {
          ownerId: row.userId,
          redemptionId: row.id,
          step,
          viewer: row.viewerName,
          viewerId: row.viewerId,
          input: row.input,
          reward: { id: row.kickRewardId, title: row.rewardTitle, cost: row.cost },
          now,
        },
        actions,
      );
      const recorded = await redemptions.recordAction(
        row.id,
        step,
        { type: action.type, ok: result.ok, note: result.note },
        new Date(clock.now()),
      );
      if (!recorded) return; // Given up by a recovery while it ran.
      if (!result.ok)
        return this.fail(row, `${describeStep(row.plan, step)} failed: ${result.note ?? ''}`);
    }
    await this.succeed(row);
  }

  private async succeed(row: RedemptionRow): Promise<void> {
    const now = new Date(this.deps.clock.now());
    const done = await this.deps.redemptions.move(row.id, ['running'], {
      state: row.needsDecision ? 'accepting' : 'done',
      leaseUntil: null,
      ...(row.needsDecision && !row.decidedBy ? { decidedBy: 'Kyo' } : {}),
      updatedAt: now,
    });
    if (!done) return;
    if (done.needsDecision) this.deps.decisions.add(done.userId, 'accept', done.id);
    else this.announce(done);
  }

  /** An action failed (or the cooldown): Kick rejects it, which refunds the viewer. */
  private async fail(row: RedemptionRow, reason: string): Promise<void> {
    const now = new Date(this.deps.clock.now());
    const failed = await this.deps.redemptions.move(row.id, ['running', 'waiting'], {
      state: row.needsDecision ? 'rejecting' : 'failed',
      outcome: reason,
      leaseUntil: null,
      ...(row.decidedBy ? {} : { decidedBy: 'Kyo' }),
      updatedAt: now,
    });
    if (!failed) return;
    // Refunded: what its actions showed is never replayed to a display that connects later.
    if (failed.needsDecision) {
      this.deps.actions.cancelOnOverlays?.(row.userId, redemptionRef(row.id));
      this.deps.decisions.add(failed.userId, 'reject', failed.id);
    } else this.announce(failed);
  }

  /** A moderator's accept (runs the actions, then accepts) or reject, per id. */
  async decide(
    ownerId: string,
    ids: string[],
    decision: Decision,
    by: string,
  ): Promise<Array<{ id: string; ok: boolean; message: string | null }>> {
    const { redemptions, clock } = this.deps;
    const rows = new Map((await redemptions.findOf(ownerId, ids)).map((r) => [r.id, r]));
    const results: Array<{ id: string; ok: boolean; message: string | null }> = [];
    for (const id of [...new Set(ids)]) {
      const row = rows.get(id);
      const now = new Date(clock.now());
      if (!row) {
        results.push({ id, ok: false, message: 'No such redemption in this channel' });
        continue;
      }
      if (row.state === 'waiting' && decision === 'accept') {
        const started = await redemptions.move(id, ['waiting'], {
          state: 'running',
          decidedBy: by,
          decidedAt: now,
          leaseUntil: new Date(now.getTime() + RUN_LEASE_MS),
          updatedAt: now,
        });
        if (started) void this.deps.queue.run(ownerId, () => this.run(started));
        results.push({ id, ok: Boolean(started), message: started ? null : 'Already handled' });
        continue;
      }
      // Waiting, or a decision Kick refused before: (again) to Kick.
      const from: RedemptionState[] = row.needsDecision ? ['waiting', 'error'] : [];
      const moved = await redemptions.move(id, from, {
        state: decision === 'accept' ? 'accepting' : 'rejecting',
        // Who decided is `decidedBy` (the page says "by X" once); the state says it was rejected.
        decidedBy: by,
        decidedAt: now,
        updatedAt: now,
      });
      if (moved) this.deps.decisions.add(ownerId, decision, id);
      results.push({
        id,
        ok: Boolean(moved),
        message: moved ? null : row.needsDecision ? 'Already handled' : 'Kick decided it already',
      });
    }
    return results;
  }

  /** Kick's answer to a batch of decisions. */
  async settled(ownerId: string, decision: Decision, outcomes: DecisionOutcome[]): Promise<void> {
    const { redemptions, clock } = this.deps;
    const from: RedemptionState[] = [decision === 'accept' ? 'accepting' : 'rejecting'];
    for (const outcome of outcomes) {
      const now = new Date(clock.now());
      if (outcome.result === 'retry') {
        // Left as it is: the recovery sends it again.
        continue;
      }
      const moved = await redemptions.move(
        outcome.id,
        from,
        outcome.result === 'done'
          ? {
              state: decision === 'accept' ? 'accepted' : 'rejected',
              kickStatus: decision === 'accept' ? 'accepted' : 'rejected',
              decidedAt: now,
              updatedAt: now,
            }
          : {
              state: 'error',
              outcome: `Kick refused to ${decision} it (${outcome.reason})`,
              updatedAt: now,
            },
      );
      if (moved && moved.userId === ownerId) this.announce(moved);
    }
  }

  /**
   * Takes over what dead nodes left: runs whose lease passed (`all`: every run, for a node alone
   * that just started, since no other process can hold one) and decisions Kick never confirmed.
   */
  async recover(options: { all?: boolean } = {}): Promise<{ runs: number; decisions: number }> {
    const { redemptions, clock } = this.deps;
    const now = clock.now();
    const expired = await redemptions.expiredRuns(options.all ? null : new Date(now));
    let runs = 0;
    for (const row of expired) {
      const lease = new Date(clock.now() + RUN_LEASE_MS);
      if (!(await redemptions.takeOver(row, lease, new Date(clock.now())))) continue;
      runs += 1;
      void this.deps.queue.run(row.userId, async () => {
        if (row.actions.length < row.step) {
          // The action claimed last never reported: it was in flight when the node died.
          const step = row.step - 1;
          const action = row.plan[step];
          const given = await redemptions.recordAction(
            row.id,
            step,
            { type: action?.type ?? 'chat', ok: false, note: 'Interrupted by a restart' },
            new Date(clock.now()),
          );
          // Its node answered after all (it was slow, not dead): it goes on by itself.
          if (!given) return;
          return this.fail(
            row,
            `${describeStep(row.plan, step)} was interrupted by a restart: it may or may not have happened, so Kyo did not run it again`,
          );
        }
        return this.run(row);
      });
    }
    let decisions = 0;
    for (const row of await redemptions.undecided(new Date(now - DECISION_RETRY_MS))) {
      if (row.redeemedAt.getTime() < now - DECISION_GIVE_UP_MS) {
        const given = await redemptions.move(row.id, [row.state], {
          state: 'error',
          outcome: 'Kick could not be told for a day; decide it on Kick',
          updatedAt: new Date(now),
        });
        if (given) this.announce(given);
        continue;
      }
      decisions += 1;
      this.deps.decisions.add(row.userId, row.state === 'accepting' ? 'accept' : 'reject', row.id);
    }
    return { runs, decisions };
  }

  private announce(row: RedemptionRow): void {
    if (!SETTLED.includes(row.state)) return;
    this.deps.settled({
      ownerId: row.userId,
      redemptionId: row.id,
      reward: {
        id: row.rewardId,
        kickRewardId: row.kickRewardId,
        title: row.rewardTitle,
        cost: row.cost,
      },
      viewer: { id: row.viewerId, name: row.viewerName },
      input: row.input,
      state: row.state,
      outcome: row.outcome,
      at: this.deps.clock.now(),
    });
  }
}
