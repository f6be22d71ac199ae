import { and, asc, eq, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../../platform/db/database';
import { gameQuoteNumbers, gameQuotes } from '../games.schema';

export type QuoteRow = typeof gameQuotes.$inferSelect;

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Quotes; numbers come from one counter per channel that only goes up. */
export class QuotesRepo {
  constructor(private readonly db: Db) {}

  /** The quotes matching `words` (all of them, any case), or all; newest number first. */
  async page(ownerId: string, words: string[], limit: number, offset: number) {
    const where = this.where(ownerId, words);
    const [rows, total] = await Promise.all([
      this.db
        .select()
        .from(gameQuotes)
        .where(where)
        .orderBy(sql`${gameQuotes.number} desc`)
        .limit(limit)
        .offset(offset),
      this.db.$count(gameQuotes, where),
    ]);
    return { rows, total };
  }

  async byNumber(ownerId: string, number: number): Promise<QuoteRow | null> {
    const [row] = await this.db
      .select()
      .from(gameQuotes)
      .where(and(eq(gameQuotes.ownerId, ownerId), eq(gameQuotes.number, number)));
    return row ?? null;
  }

  /** The `index`-th (0-based, by number) of the quotes matching `words`. */
  async nth(ownerId: string, words: string[], index: number): Promise<QuoteRow | null> {
    const [row] = await this.db
      .select()
      .from(gameQuotes)
      .where(this.where(ownerId, words))
      .orderBy(asc(gameQuotes.number))
      .limit(1)
      .offset(index);
    return row ?? null;
  }

  count(db: Db, ownerId: string, words: string[] = []): Promise<number> {
    return db.$count(gameQuotes, this.where(ownerId, words));
  }

  /**
   * Adds a quote under the channel's next number, in one statement. With `sourceKey`, a quote
   * already added under it (a chat line delivered again) adds nothing and takes no number.
   */
  async insert(
    db: Db,
    quote: {
      id: string;
      ownerId: string;
      text: string;
      category: string | null;
      quotedOn: string;
      addedBy: string | null;
      sourceKey: string | null;
      now: Date;
    },
  ): Promise<QuoteRow | null> {
    const at = quote.now.toISOString();
    const fresh = quote.sourceKey
      ? sql`where not exists (select 1 from ${gameQuotes} where owner_id = ${quote.ownerId} and source_key = ${quote.sourceKey})`
      : sql``;
    const result = await db.execute(sql`
      with n as (
        insert into ${gameQuoteNumbers} (owner_id, last)
        select ${quote.ownerId}, 1 ${fresh}
        on conflict (owner_id) do update set last = ${gameQuoteNumbers.last} + 1
        returning last
      )
      insert into ${gameQuotes}
        (id, owner_id, number, text, category, quoted_on, added_by, source_key, created_at, updated_at)
      select ${quote.id}, ${quote.ownerId}, n.last, ${quote.text}, ${quote.category},
        ${quote.quotedOn}, ${quote.addedBy}, ${quote.sourceKey}, ${at}::timestamptz, ${at}::timestamptz
      from n
      on conflict do nothing
      returning id`);
    if ((result as { rows: unknown[] }).rows.length === 0) return null;
    const [row] = await db.select().from(gameQuotes).where(eq(gameQuotes.id, quote.id));
    return row ?? null;
  }

  async update(
    ownerId: string,
    id: string,
    patch: Partial<Pick<QuoteRow, 'text' | 'category' | 'quotedOn'>>,
    now: Date,
  ): Promise<QuoteRow | null> {
    const [row] = await this.db
      .update(gameQuotes)
      .set({ ...patch, updatedAt: now })
      .where(and(eq(gameQuotes.ownerId, ownerId), eq(gameQuotes.id, id)))
      .returning();
    return row ?? null;
  }

  async remove(ownerId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(gameQuotes)
      .where(and(eq(gameQuotes.ownerId, ownerId), eq(gameQuotes.id, id)))
      .returning({ id: gameQuotes.id });
    return deleted.length > 0;
  }

  private where(ownerId: string, words: string[]): SQL {
    const conditions: SQL[] = [eq(gameQuotes.ownerId, ownerId)];
    for (const word of words)
      conditions.push(sql`lower(${gameQuotes.text}) like ${`%${likeEscape(word)}%`} escape '\\'`);
    return and(...conditions)!;
  }
}
