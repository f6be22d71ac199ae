import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import {
  gameBannedViewers,
  gameGiveawayDraws,
  gameGiveawayEntries,
  gameGiveaways,
} from '../games.schema';

export type GiveawayRow = typeof gameGiveaways.$inferSelect;
export type DrawRow = typeof gameGiveawayDraws.$inferSelect;
export type EntryRow = typeof gameGiveawayEntries.$inferSelect;
export type NewDraw = Omit<DrawRow, 'giveawayId'>;
export type BanRow = typeof gameBannedViewers.$inferSelect;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Giveaways, their entries and draws. Every step that must happen once is a compare-and-set. */
export class GiveawaysRepo {
  constructor(private readonly db: Db) {}

  async active(ownerId: string): Promise<GiveawayRow | null> {
    const [row] = await this.db
      .select()
      .from(gameGiveaways)
      .where(and(eq(gameGiveaways.ownerId, ownerId), ne(gameGiveaways.status, 'ended')));
    return row ?? null;
  }

  async find(ownerId: string, id: string): Promise<GiveawayRow | null> {
    const [row] = await this.db
      .select()
      .from(gameGiveaways)
      .where(and(eq(gameGiveaways.ownerId, ownerId), eq(gameGiveaways.id, id)));
    return row ?? null;
  }

  async byId(id: string): Promise<GiveawayRow | null> {
    const [row] = await this.db.select().from(gameGiveaways).where(eq(gameGiveaways.id, id));
    return row ?? null;
  }

  past(ownerId: string, limit: number): Promise<GiveawayRow[]> {
    return this.db
      .select()
      .from(gameGiveaways)
      .where(and(eq(gameGiveaways.ownerId, ownerId), eq(gameGiveaways.status, 'ended')))
      .orderBy(desc(gameGiveaways.createdAt))
      .limit(limit);
  }

  async insert(row: typeof gameGiveaways.$inferInsert): Promise<GiveawayRow> {
    const [created] = await this.db.insert(gameGiveaways).values(row).returning();
    return created!;
  }

  /** Moves the status from one of `from` to `to` (null: someone else moved it first). */
  async setStatus(
    id: string,
    from: GiveawayRow['status'][],
    to: GiveawayRow['status'],
    now: Date,
    extra: { noDraws?: boolean } = {},
  ): Promise<GiveawayRow | null> {
    const [row] = await this.db
      .update(gameGiveaways)
      .set({
        status: to,
        version: sql`${gameGiveaways.version} + 1`,
        updatedAt: now,
        ...(to === 'closed' ? { closedAt: now } : {}),
        ...(to === 'open' ? { closedAt: null } : {}),
        ...(to === 'ended' ? { endedAt: now } : {}),
      })
      .where(
        and(
          eq(gameGiveaways.id, id),
          inArray(gameGiveaways.status, from),
          extra.noDraws ? eq(gameGiveaways.drawCount, 0) : undefined,
        ),
      )
      .returning();
    return row ?? null;
  }

  /**
   * Enters a viewer once: the entry and the giveaway's counts in one statement. Null when they
   * had entered already (or the giveaway is gone).
   */
  async enter(entry: EntryRow, now: Date): Promise<GiveawayRow | null> {
    const rows = rowsOf<{ id: string }>(
      await this.db.execute(sql`
        with e as (
          insert into ${gameGiveawayEntries}
            (giveaway_id, viewer_id, viewer_name, tickets, sub_months, source, entered_at)
          select ${entry.giveawayId}, ${entry.viewerId}, ${entry.viewerName}, ${entry.tickets},
            ${entry.subMonths}, ${entry.source}, ${entry.enteredAt.toISOString()}::timestamptz
          where exists (select 1 from ${gameGiveaways} where id = ${entry.giveawayId} and status = 'open')
          on conflict do nothing
          returning tickets
        )
        update ${gameGiveaways} set
          entry_count = entry_count + 1,
          ticket_count = ticket_count + (select tickets from e),
          version = version + 1,
          updated_at = ${now.toISOString()}::timestamptz
        where id = ${entry.giveawayId} and exists (select 1 from e)
        returning id`),
    );
    return rows.length > 0 ? this.byId(entry.giveawayId) : null;
  }

  /**
   * Takes a viewer's entry out of a giveaway that has not ended, with its counts, in one
   * statement: true when there was one.
   */
  async removeEntry(giveawayId: string, viewerId: string, now: Date): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await this.db.execute(sql`
        with e as (
          delete from ${gameGiveawayEntries}
          where giveaway_id = ${giveawayId} and viewer_id = ${viewerId}
            and exists (select 1 from ${gameGiveaways} where id = ${giveawayId} and status <> 'ended')
          returning tickets
        )
        update ${gameGiveaways} set
          entry_count = entry_count - 1,
          ticket_count = ticket_count - (select tickets from e),
          version = version + 1,
          updated_at = ${now.toISOString()}::timestamptz
        where id = ${giveawayId} and exists (select 1 from e)
        returning id`),
    );
    return rows.length > 0;
  }

  /** Notes Kick's ban or timeout of a viewer (an older one than what is known changes nothing). */
  async recordBan(ban: BanRow): Promise<void> {
    await this.db
      .insert(gameBannedViewers)
      .values(ban)
      .onConflictDoUpdate({
        target: [gameBannedViewers.ownerId, gameBannedViewers.viewerId],
        set: {
          viewerName: sql`excluded.viewer_name`,
          bannedAt: sql`excluded.banned_at`,
          until: sql`excluded.until`,
        },
        setWhere: sql`${gameBannedViewers.bannedAt} <= excluded.banned_at`,
      });
  }

  /** The viewer's ban in effect at `now` (a ban, or a timeout not over), if any. */
  async banOf(ownerId: string, viewerId: string, now: Date): Promise<BanRow | null> {
    const [row] = await this.db
      .select()
      .from(gameBannedViewers)
      .where(
        and(
          eq(gameBannedViewers.ownerId, ownerId),
          eq(gameBannedViewers.viewerId, viewerId),
          or(isNull(gameBannedViewers.until), gt(gameBannedViewers.until, now)),
        ),
      );
    return row ?? null;
  }

  /** The viewer was heard in chat at `heardAt`: a ban from before then was lifted on Kick. */
  async liftBan(ownerId: string, viewerId: string, heardAt: Date): Promise<void> {
    await this.db
      .delete(gameBannedViewers)
      .where(
        and(
          eq(gameBannedViewers.ownerId, ownerId),
          eq(gameBannedViewers.viewerId, viewerId),
          lt(gameBannedViewers.bannedAt, heardAt),
        ),
      );
  }

  /**
   * The entries a draw may pick at `now`, in the drum's order: those of viewers under no ban or
   * timeout (one that came in while its ban was on its way is left out here).
   */
  drawable(giveawayId: string, ownerId: string, now: Date): Promise<EntryRow[]> {
    const banned = this.db
      .select({ viewerId: gameBannedViewers.viewerId })
      .from(gameBannedViewers)
      .where(
        and(
          eq(gameBannedViewers.ownerId, ownerId),
          eq(gameBannedViewers.viewerId, gameGiveawayEntries.viewerId),
          or(isNull(gameBannedViewers.until), gt(gameBannedViewers.until, now)),
        ),
      );
    return this.db
      .select()
      .from(gameGiveawayEntries)
      .where(and(eq(gameGiveawayEntries.giveawayId, giveawayId), sql`not exists (${banned})`))
      .orderBy(asc(gameGiveawayEntries.enteredAt), asc(gameGiveawayEntries.viewerId));
  }

  /** Every entry, in the order they came (the draw's drum order). */
  entries(giveawayId: string): Promise<EntryRow[]> {
    return this.db
      .select()
      .from(gameGiveawayEntries)
      .where(eq(gameGiveawayEntries.giveawayId, giveawayId))
      .orderBy(asc(gameGiveawayEntries.enteredAt), asc(gameGiveawayEntries.viewerId));
  }

  draws(giveawayIds: string[]): Promise<DrawRow[]> {
    if (giveawayIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(gameGiveawayDraws)
      .where(inArray(gameGiveawayDraws.giveawayId, giveawayIds))
      .orderBy(asc(gameGiveawayDraws.seq));
  }

  /**
   * A draw, once: the giveaway's `draw_count` moves from `expected` (what the drawer saw) to
   * `expected + n` and the draws are written, in one statement. Entries close with it. An empty
   * list: someone else drew first (or it ended). With `replacing`, a pending winner whose time
   * ran out by `now` is timed out in the same statement (and nothing happens if they are not
   * pending and due any more): a slot is never left without a winner nor a draw to come.
   */
  async insertDraws(
    giveawayId: string,
    expected: number,
    draws: NewDraw[],
    now: Date,
    replacing?: { drawId: string },
  ): Promise<DrawRow[]> {
    const json = JSON.stringify(
      draws.map((d) => ({
        ...d,
        drawnAt: d.drawnAt.toISOString(),
        confirmBy: d.confirmBy?.toISOString() ?? null,
        confirmedAt: d.confirmedAt?.toISOString() ?? null,
      })),
    );
    const at = now.toISOString();
    const rows = rowsOf<{ id: string }>(
      await this.db.execute(sql`
        with g as (
          update ${gameGiveaways} set
            draw_count = draw_count + ${draws.length}::int,
            status = 'closed',
            closed_at = coalesce(closed_at, ${at}::timestamptz),
            version = version + 1,
            updated_at = ${at}::timestamptz
          where id = ${giveawayId} and draw_count = ${expected}::int and status <> 'ended'
          ${
            replacing
              ? sql`and exists (select 1 from ${gameGiveawayDraws} p where p.id = ${replacing.drawId}
                  and p.status = 'pending' and p.confirm_by <= ${at}::timestamptz)`
              : sql``
          }
          returning id
        ), t as (
          update ${gameGiveawayDraws} set status = 'timed_out'
          where id = ${replacing?.drawId ?? null}::uuid and exists (select 1 from g)
          returning id
        )
        insert into ${gameGiveawayDraws} (id, giveaway_id, seq, viewer_id, viewer_name, tickets,
          status, drawn_at, confirm_by, confirmed_at, drawn_by, entrants, total_tickets, ticket,
          random_source)
        select d."id"::uuid, g.id, d."seq", d."viewerId", d."viewerName", d."tickets", d."status",
          d."drawnAt", d."confirmBy", d."confirmedAt", d."drawnBy", d."entrants",
          d."totalTickets", d."ticket", d."randomSource"
        from g, jsonb_to_recordset(${json}::jsonb) as d("id" text, "seq" int, "viewerId" text,
          "viewerName" text, "tickets" int, "status" text, "drawnAt" timestamptz,
          "confirmBy" timestamptz, "confirmedAt" timestamptz, "drawnBy" text, "entrants" int,
          "totalTickets" int, "ticket" int, "randomSource" text)
        returning id`),
    );
    if (rows.length === 0) return [];
    return this.db
      .select()
      .from(gameGiveawayDraws)
      .where(
        inArray(
          gameGiveawayDraws.id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(gameGiveawayDraws.seq));
  }

  /** A pending winner confirms, if still in time (null: already decided, or too late). */
  async confirm(drawId: string, now: Date): Promise<DrawRow | null> {
    const [row] = await this.db
      .update(gameGiveawayDraws)
      .set({ status: 'confirmed', confirmedAt: now })
      .where(
        and(
          eq(gameGiveawayDraws.id, drawId),
          eq(gameGiveawayDraws.status, 'pending'),
          sql`${gameGiveawayDraws.confirmBy} >= ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    return row ?? null;
  }

  /** A pending winner's time ran out (null: they confirmed, or another node decided). */
  async timeOut(drawId: string, now: Date): Promise<DrawRow | null> {
    const [row] = await this.db
      .update(gameGiveawayDraws)
      .set({ status: 'timed_out' })
      .where(
        and(
          eq(gameGiveawayDraws.id, drawId),
          eq(gameGiveawayDraws.status, 'pending'),
          lte(gameGiveawayDraws.confirmBy, now),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Pending winners whose time ran out before `before`. */
  duePending(before: Date, limit: number): Promise<DrawRow[]> {
    return this.db
      .select()
      .from(gameGiveawayDraws)
      .where(and(eq(gameGiveawayDraws.status, 'pending'), lte(gameGiveawayDraws.confirmBy, before)))
      .orderBy(asc(gameGiveawayDraws.confirmBy))
      .limit(limit);
  }

  /**
   * Marks a change of the giveaway's draws (its version moves), and ends it once it has all its
   * winners confirmed.
   */
  async touch(giveawayId: string, now: Date): Promise<GiveawayRow | null> {
    const at = now.toISOString();
    const complete = sql`(select count(*) from ${gameGiveawayDraws} d
      where d.giveaway_id = ${gameGiveaways.id} and d.status = 'confirmed') >= ${gameGiveaways.winners}`;
    const [row] = await this.db
      .update(gameGiveaways)
      .set({
        version: sql`${gameGiveaways.version} + 1`,
        updatedAt: now,
        status: sql`case when ${gameGiveaways.status} <> 'ended' and ${complete} then 'ended' else ${gameGiveaways.status} end`,
        endedAt: sql`case when ${gameGiveaways.status} <> 'ended' and ${complete} then ${at}::timestamptz else ${gameGiveaways.endedAt} end`,
      })
      .where(eq(gameGiveaways.id, giveawayId))
      .returning();
    return row ?? null;
  }

  async remove(ownerId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(gameGiveaways)
      .where(
        and(
          eq(gameGiveaways.ownerId, ownerId),
          eq(gameGiveaways.id, id),
          eq(gameGiveaways.status, 'ended'),
        ),
      )
      .returning({ id: gameGiveaways.id });
    return deleted.length > 0;
  }
}
