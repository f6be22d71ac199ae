import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { subathonAdds, subathons } from './subathon.schema';

export type SubathonRow = typeof subathons.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a change writes: the timer's new fields (version and updated_at are the repo's). */
export type SubathonFields = Partial<
  Pick<
    SubathonRow,
    | 'status'
    | 'runId'
    | 'endsAt'
    | 'remainingMs'
    | 'capAt'
    | 'startedAt'
    | 'endedAt'
    | 'addedSeconds'
  >
>;

export interface AddRecord {
  key: string;
  seconds: number;
  source: string;
  name: string;
}

/**
 * The subathon rows. Every change of a timer is one transaction that locks its row: an add
 * first claims its key (`subathon_adds`' primary key; a key already there changes nothing), so an
 * event adds once whichever node and however often it comes.
 */
export class SubathonRepo {
  constructor(private readonly db: Db) {}

  async read(ownerId: string): Promise<SubathonRow | null> {
    const [row] = await this.db
      .select()
      .from(subathons)
      .where(eq(subathons.userId, ownerId))
      .limit(1);
    return row ?? null;
  }

  async saveRules(ownerId: string, rules: Record<string, unknown>): Promise<void> {
    await this.db
      .insert(subathons)
      .values({ userId: ownerId, rules })
      .onConflictDoUpdate({ target: subathons.userId, set: { rules, updatedAt: sql`now()` } });
  }

  /**
   * Changes the timer under its row's lock: `decide` reads the row as it is and answers the new
   * fields (or an error value, or null: nothing to do). With `add`, its key is claimed first and a
   * key already claimed answers `duplicate`. The row (created empty when missing) comes back
   * with its new version.
   */
  async change<E>(
    ownerId: string,
    add: AddRecord | null,
    now: Date,
    decide: (
      row: SubathonRow,
    ) => { fields: SubathonFields; seconds?: number } | { error: E } | null,
  ): Promise<
    | { kind: 'changed'; row: SubathonRow; seconds: number }
    | { kind: 'error'; error: E }
    | { kind: 'unchanged' | 'duplicate'; row: SubathonRow }
  > {
    return this.db.transaction(async (tx: Tx) => {
      await tx.insert(subathons).values({ userId: ownerId }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(subathons)
        .where(eq(subathons.userId, ownerId))
        .for('update');
      const decided = decide(row!);
      if (decided === null) return { kind: 'unchanged' as const, row: row! };
      if ('error' in decided) return { kind: 'error' as const, error: decided.error };
      const seconds = decided.seconds ?? 0;
      if (add) {
        const claimed = await tx
          .insert(subathonAdds)
          .values({
            userId: ownerId,
            key: add.key,
            runId: decided.fields.runId ?? row!.runId,
            seconds,
            source: add.source,
            name: add.name,
            at: now,
          })
          .onConflictDoNothing()
          .returning({ key: subathonAdds.key });
        if (claimed.length === 0) return { kind: 'duplicate' as const, row: row! };
      }
      const [updated] = await tx
        .update(subathons)
        .set({ ...decided.fields, version: sql`${subathons.version} + 1`, updatedAt: now })
        .where(eq(subathons.userId, ownerId))
        .returning();
      return { kind: 'changed' as const, row: updated!, seconds };
    });
  }

  /**
   * Ends every running timer whose end has passed, each by one conditional UPDATE: the node
   * whose UPDATE changed the row announces it; another node's finds nothing.
   */
  async expire(now: Date): Promise<SubathonRow[]> {
    return this.db
      .update(subathons)
      .set({
        status: 'ended',
        endedAt: sql`${subathons.endsAt}`,
        remainingMs: 0,
        version: sql`${subathons.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(subathons.status, 'running'), lte(subathons.endsAt, now)))
      .returning();
  }

  async recent(ownerId: string, limit = 10) {
    return this.db
      .select({
        seconds: subathonAdds.seconds,
        source: subathonAdds.source,
        name: subathonAdds.name,
        at: subathonAdds.at,
      })
      .from(subathonAdds)
      .where(eq(subathonAdds.userId, ownerId))
      .orderBy(desc(subathonAdds.at))
      .limit(limit);
  }
}
