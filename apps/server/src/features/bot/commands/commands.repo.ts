import { and, asc, count, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { createWithinLimit } from '../../../platform/db/caps';
import type { Db } from '../../../platform/db/database';
import { botCommandTriggers, botCommandUserCooldowns, botCommands } from '../bot.schema';

export type CommandRow = typeof botCommands.$inferSelect;
export type NewCommandRow = typeof botCommands.$inferInsert;

const triggersOf = (row: Pick<CommandRow, 'name' | 'aliases'>) => [row.name, ...row.aliases];

/** Runs inside a write's transaction with the saved (or deleted) row: the change's record. */
export type AfterWrite = (tx: Db, row: CommandRow) => Promise<void>;
const nothing: AfterWrite = async () => undefined;

export class CommandsRepo {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<CommandRow[]> {
    return this.db
      .select()
      .from(botCommands)
      .where(eq(botCommands.userId, userId))
      .orderBy(asc(botCommands.name));
  }

  async find(userId: string, id: string): Promise<CommandRow | undefined> {
    const [row] = await this.db
      .select()
      .from(botCommands)
      .where(and(eq(botCommands.userId, userId), eq(botCommands.id, id)))
      .limit(1);
    return row;
  }

  /** The command and its triggers in one transaction (a trigger clash rolls both back). */
  async create(row: NewCommandRow & { id: string }, after = nothing): Promise<CommandRow> {
    const mine = eq(botCommands.userId, row.userId);
    const counted = async (tx: Db) =>
      (await tx.select({ n: count() }).from(botCommands).where(mine))[0]!.n;
    return createWithinLimit(this.db, row.userId, 'commands', counted, async (tx) => {
      const [saved] = await tx.insert(botCommands).values(row).returning();
      await tx
        .insert(botCommandTriggers)
        .values(
          triggersOf(saved!).map((trigger) => ({ userId: row.userId, trigger, commandId: row.id })),
        );
      await after(tx, saved!);
      return saved!;
    });
  }

  async update(
    userId: string,
    id: string,
    changes: Partial<NewCommandRow>,
    after = nothing,
  ): Promise<CommandRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [saved] = await tx
        .update(botCommands)
        .set(changes)
        .where(and(eq(botCommands.userId, userId), eq(botCommands.id, id)))
        .returning();
      if (!saved) return undefined;
      if (changes.name !== undefined || changes.aliases !== undefined) {
        await tx.delete(botCommandTriggers).where(eq(botCommandTriggers.commandId, id));
        await tx
          .insert(botCommandTriggers)
          .values(triggersOf(saved).map((trigger) => ({ userId, trigger, commandId: id })));
      }
      await after(tx, saved);
      return saved;
    });
  }

  async delete(userId: string, id: string, after = nothing): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(botCommands)
        .where(and(eq(botCommands.userId, userId), eq(botCommands.id, id)))
        .returning();
      if (deleted) await after(tx, deleted);
      return Boolean(deleted);
    });
  }

  /**
   * The global cooldown as a compare-and-set: counts the use and answers the new count and
   * response cursor only if the command is enabled and off cooldown at `now`. Every node agrees.
   */
  async claimUse(
    id: string,
    now: Date,
  ): Promise<{ usageCount: number; responseCursor: number } | null> {
    const [row] = await this.db
      .update(botCommands)
      .set({
        usageCount: sql`${botCommands.usageCount} + 1`,
        responseCursor: sql`${botCommands.responseCursor} + 1`,
        lastUsedAt: now,
      })
      .where(
        and(
          eq(botCommands.id, id),
          eq(botCommands.enabled, true),
          or(
            isNull(botCommands.lastUsedAt),
            lte(
              botCommands.lastUsedAt,
              sql`${now.toISOString()}::timestamptz - ${botCommands.globalCooldownSeconds} * interval '1 second'`,
            ),
          ),
        ),
      )
      .returning({
        usageCount: botCommands.usageCount,
        responseCursor: botCommands.responseCursor,
      });
    return row ?? null;
  }

  /** Adds uses counted in memory, for many commands in one statement (deleted ones are skipped). */
  async addUses(uses: Array<{ commandId: string; uses: number }>): Promise<void> {
    if (uses.length === 0) return;
    const json = JSON.stringify(uses.map((u) => ({ id: u.commandId, uses: u.uses })));
    await this.db.execute(sql`
      update ${botCommands} as c set usage_count = c.usage_count + x.uses
      from jsonb_to_recordset(${json}::jsonb) as x(id uuid, uses int)
      where c.id = x.id`);
  }

  /** The per-viewer cooldown, the same way: true if this viewer may use the command now. */
  async claimUserUse(commandId: string, kickUserId: string, cooldownSeconds: number, now: Date) {
    const rows = await this.db
      .insert(botCommandUserCooldowns)
      .values({ commandId, kickUserId, lastUsedAt: now })
      .onConflictDoUpdate({
        target: [botCommandUserCooldowns.commandId, botCommandUserCooldowns.kickUserId],
        set: { lastUsedAt: now },
        setWhere: lte(
          botCommandUserCooldowns.lastUsedAt,
          new Date(now.getTime() - cooldownSeconds * 1000),
        ),
      })
      .returning({ commandId: botCommandUserCooldowns.commandId });
    return rows.length > 0;
  }

  /** Gives a viewer's use back when the global claim lost (so they are not blocked for nothing). */
  async releaseUserUse(commandId: string, kickUserId: string): Promise<void> {
    await this.db
      .delete(botCommandUserCooldowns)
      .where(
        and(
          eq(botCommandUserCooldowns.commandId, commandId),
          eq(botCommandUserCooldowns.kickUserId, kickUserId),
        ),
      );
  }

  async pruneUserCooldowns(before: Date): Promise<void> {
    await this.db
      .delete(botCommandUserCooldowns)
      .where(lt(botCommandUserCooldowns.lastUsedAt, before));
  }
}
