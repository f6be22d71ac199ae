import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { RedemptionState } from '@kyo/contracts';
import type { Db } from '../../platform/db/database';
import { type ActionOutcome, rewardRedemptions } from './rewards.schema';

export type RedemptionRow = typeof rewardRedemptions.$inferSelect;
export type NewRedemptionRow = typeof rewardRedemptions.$inferInsert;

const UNFINISHED: RedemptionState[] = ['running', 'accepting', 'rejecting'];
const PROBLEMS: RedemptionState[] = ['rejected', 'failed', 'error'];

/**
 * Redemptions and their lifecycle. Every change of state is a compare-and-set on the state it
 * leaves (decision 008): whoever moves the row owns what follows, on any node.
 */
export class RedemptionsRepo {
  constructor(private readonly db: Db) {}

  /** The claim: the row if this insert made it, null when the redemption was already known. */
  async claim(row: NewRedemptionRow): Promise<RedemptionRow | null> {
    const [inserted] = await this.db
      .insert(rewardRedemptions)
      .values(row)
      .onConflictDoNothing({ target: rewardRedemptions.id })
      .returning();
    return inserted ?? null;
  }

  async find(id: string): Promise<RedemptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rewardRedemptions)
      .where(eq(rewardRedemptions.id, id))
      .limit(1);
    return row;
  }

  async findOf(userId: string, ids: string[]): Promise<RedemptionRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(rewardRedemptions)
      .where(and(eq(rewardRedemptions.userId, userId), inArray(rewardRedemptions.id, ids)));
  }

  /** Moves a redemption out of one of `from`; the row when this call moved it. */
  async move(
    id: string,
    from: RedemptionState[],
    changes: Partial<NewRedemptionRow> & { updatedAt: Date },
  ): Promise<RedemptionRow | null> {
    const [moved] = await this.db
      .update(rewardRedemptions)
      .set(changes)
      .where(and(eq(rewardRedemptions.id, id), inArray(rewardRedemptions.state, from)))
      .returning();
    return moved ?? null;
  }

  /** Kick's latest word on it, whatever Kyo's state. */
  async noteKickStatus(id: string, status: RedemptionRow['kickStatus'], now: Date) {
    await this.db
      .update(rewardRedemptions)
      .set({ kickStatus: status, updatedAt: now })
      .where(eq(rewardRedemptions.id, id));
  }

  /**
   * Claims action `step` of a running redemption (and renews its lease): true when this call
   * moved `step` on, so the action runs once even if two nodes (or a recovery) race.
   */
  async claimStep(id: string, step: number, leaseUntil: Date, now: Date): Promise<boolean> {
    const moved = await this.db
      .update(rewardRedemptions)
      .set({ step: step + 1, leaseUntil, updatedAt: now })
      .where(
        and(
          eq(rewardRedemptions.id, id),
          eq(rewardRedemptions.state, 'running'),
          eq(rewardRedemptions.step, step),
        ),
      )
      .returning({ id: rewardRedemptions.id });
    return moved.length > 0;
  }

  /**
   * Adds the outcome of action `step` (the list's length is how many finished). Only while the
   * run is still this one's: after a recovery gave the action up, a late outcome is dropped.
   */
  async recordAction(
    id: string,
    step: number,
    outcome: ActionOutcome,
    now: Date,
  ): Promise<boolean> {
    const recorded = await this.db
      .update(rewardRedemptions)
      .set({
        actions: sql`${rewardRedemptions.actions} || ${JSON.stringify([outcome])}::jsonb`,
        updatedAt: now,
      })
      .where(
        and(
          eq(rewardRedemptions.id, id),
          eq(rewardRedemptions.state, 'running'),
          eq(rewardRedemptions.step, step + 1),
          sql`jsonb_array_length(${rewardRedemptions.actions}) = ${step}`,
        ),
      )
      .returning({ id: rewardRedemptions.id });
    return recorded.length > 0;
  }

  /**
   * Running ones whose lease passed (their node died), for the recovery to take over; with a null
   * `now`, every running one (a node alone that just started: no other process holds one).
   */
  async expiredRuns(now: Date | null, limit = 100): Promise<RedemptionRow[]> {
    return this.db
      .select()
      .from(rewardRedemptions)
      .where(
        and(
          eq(rewardRedemptions.state, 'running'),
          now ? lt(rewardRedemptions.leaseUntil, now) : undefined,
        ),
      )
      .limit(limit);
  }

  /** Takes over an expired run: true when this call renewed the lease it saw expire. */
  async takeOver(row: RedemptionRow, leaseUntil: Date, now: Date): Promise<boolean> {
    const moved = await this.db
      .update(rewardRedemptions)
      .set({ leaseUntil, updatedAt: now })
      .where(
        and(
          eq(rewardRedemptions.id, row.id),
          eq(rewardRedemptions.state, 'running'),
          eq(rewardRedemptions.step, row.step),
          // The lease it saw expire (JavaScript dates carry milliseconds, PostgreSQL microseconds).
          row.leaseUntil
            ? sql`date_trunc('milliseconds', ${rewardRedemptions.leaseUntil}) = ${row.leaseUntil}`
            : undefined,
        ),
      )
      .returning({ id: rewardRedemptions.id });
    return moved.length > 0;
  }

  /** Decisions Kick has not confirmed for a while (Kick was down): sent again. */
  async undecided(olderThan: Date, limit = 200): Promise<RedemptionRow[]> {
    return this.db
      .select()
      .from(rewardRedemptions)
      .where(
        and(
          inArray(rewardRedemptions.state, ['accepting', 'rejecting']),
          lt(rewardRedemptions.updatedAt, olderThan),
        ),
      )
      .limit(limit);
  }

  async list(
    userId: string,
    filter: 'all' | 'pending' | 'problems',
    limit: number,
  ): Promise<RedemptionRow[]> {
    const where =
      filter === 'pending'
        ? inArray(rewardRedemptions.state, ['waiting', ...UNFINISHED])
        : filter === 'problems'
          ? inArray(rewardRedemptions.state, PROBLEMS)
          : undefined;
    return this.db
      .select()
      .from(rewardRedemptions)
      .where(and(eq(rewardRedemptions.userId, userId), where))
      .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id))
      .limit(limit);
  }

  async prune(before: Date): Promise<number> {
    const gone = await this.db
      .delete(rewardRedemptions)
      .where(
        and(
          lt(rewardRedemptions.updatedAt, before),
          inArray(rewardRedemptions.state, [
            'accepted',
            'rejected',
            'done',
            'failed',
            'error',
            'external',
          ]),
        ),
      )
      .returning({ id: rewardRedemptions.id });
    return gone.length;
  }
}
