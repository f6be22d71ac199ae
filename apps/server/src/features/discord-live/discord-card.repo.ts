import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  storedDiscordCardSettingsSchema,
  DEFAULT_DISCORD_CARD_SETTINGS,
  type DiscordCardSettings,
} from '@kyo/contracts';
import type { Db } from '../../platform/db/database';
import { uuidv7 } from '../../platform/ids';
import { discordCards, discordCardSettings } from './discord-live.schema';

export type CardRow = typeof discordCards.$inferSelect;
export type CardCounter = 'follows' | 'subs' | 'gifts';
const OPEN = ['live', 'ending'] as const;
/** States with work left: the open ones, and a card closing after another stream began. */
const WORKING = ['live', 'ending', 'closing'] as const;

/** What a finished piece of work writes back (only while its claim still holds). */
export interface CardResult {
  outcome: string | null;
  error?: string | null;
  messageId?: string | null;
  webhookId?: string | null;
  postStartedAt?: Date | null;
  state?: 'done' | 'failed';
  viewers?: number | null;
  title?: string | null;
  category?: string | null;
  thumbnail?: string | null;
  /** The resume edit was made: the card reads live again. */
  resumed?: false;
  attempts: number;
  /** When the next work is due while the card is live (null: nothing until an event). */
  nextLiveAt: Date | null;
  /** A retry: due at this time whatever the state. */
  retryAt?: Date;
}

/** The go-live cards and their settings (SQL only; the rules are in the service). */
export class DiscordCardRepo {
  constructor(private readonly db: Db) {}

  async settings(userId: string): Promise<DiscordCardSettings> {
    const [row] = await this.db
      .select()
      .from(discordCardSettings)
      .where(eq(discordCardSettings.userId, userId));
    if (!row) return DEFAULT_DISCORD_CARD_SETTINGS;
    const parsed = storedDiscordCardSettingsSchema.safeParse(row.settings);
    return parsed.success ? parsed.data : DEFAULT_DISCORD_CARD_SETTINGS;
  }

  async saveSettings(userId: string, settings: DiscordCardSettings, now: Date): Promise<void> {
    await this.db
      .insert(discordCardSettings)
      .values({ userId, settings, updatedAt: now })
      .onConflictDoUpdate({
        target: discordCardSettings.userId,
        set: { settings, updatedAt: now },
      });
  }

  /** Saves `settings` unless the streamer has settings already (their choice stands). */
  async saveSettingsIfNone(
    userId: string,
    settings: DiscordCardSettings,
    now: Date,
  ): Promise<void> {
    await this.db
      .insert(discordCardSettings)
      .values({ userId, settings, updatedAt: now })
      .onConflictDoNothing({ target: discordCardSettings.userId });
  }

  async openCard(userId: string): Promise<CardRow | undefined> {
    const [row] = await this.db
      .select()
      .from(discordCards)
      .where(and(eq(discordCards.userId, userId), inArray(discordCards.state, [...OPEN])));
    return row;
  }

  async latest(userId: string): Promise<CardRow | undefined> {
    const [row] = await this.db
      .select()
      .from(discordCards)
      .where(eq(discordCards.userId, userId))
      .orderBy(desc(discordCards.createdAt), desc(discordCards.id))
      .limit(1);
    return row;
  }

  async byId(id: string): Promise<CardRow | undefined> {
    const [row] = await this.db.select().from(discordCards).where(eq(discordCards.id, id));
    return row;
  }

  /**
   * A new card for a stream, due now. Null when the stream already has one, or another card is
   * still open (another node or a redelivered webhook got there first).
   */
  async create(input: {
    userId: string;
    streamKey: string;
    channel: string;
    title: string | null;
    category: string | null;
    viewers: number | null;
    thumbnail: string | null;
    startedAt: Date;
    statsStreamId: string | null;
    now: Date;
  }): Promise<CardRow | null> {
    const { now, ...fields } = input;
    const rows = await this.db
      .insert(discordCards)
      .values({
        id: uuidv7(now.getTime()),
        ...fields,
        peakViewers: fields.viewers,
        state: 'live',
        dueAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return rows[0] ?? null;
  }

  /** Offline: the open live card waits out the grace period, then is finalized. */
  async markEnding(userId: string, now: Date, finalizeAt: Date): Promise<CardRow | undefined> {
    const [row] = await this.db
      .update(discordCards)
      .set({
        state: 'ending',
        offlineAt: now,
        finalizeAt,
        // Work in flight sets its own next due time from the state it finds when it ends.
        dueAt: sql`case when ${discordCards.claimToken} is null then ${finalizeAt.toISOString()}::timestamptz else ${discordCards.dueAt} end`,
        updatedAt: now,
      })
      .where(and(eq(discordCards.userId, userId), eq(discordCards.state, 'live')))
      .returning();
    return row;
  }

  /** Back live within the grace period: the same card is edited back, never a second post. */
  async resume(id: string, now: Date): Promise<CardRow | undefined> {
    const [row] = await this.db
      .update(discordCards)
      .set({
        state: 'live',
        offlineAt: null,
        finalizeAt: null,
        resumed: true,
        attempts: 0,
        dueAt: sql`case when ${discordCards.claimToken} is null then ${now.toISOString()}::timestamptz else ${discordCards.dueAt} end`,
        updatedAt: now,
      })
      .where(and(eq(discordCards.id, id), eq(discordCards.state, 'ending')))
      .returning();
    return row;
  }

  /**
   * Another stream began while this card was open (the stats' decision: a demo sample followed by
   * a real stream): it is finalized now, and no longer the open card, so the new stream gets its
   * own. Work in flight keeps its claim and finds the card closing when it ends.
   */
  async close(id: string, now: Date): Promise<CardRow | undefined> {
    const [row] = await this.db
      .update(discordCards)
      .set({
        state: 'closing',
        offlineAt: sql`coalesce(${discordCards.offlineAt}, ${now.toISOString()}::timestamptz)`,
        finalizeAt: now,
        resumed: false,
        dueAt: sql`case when ${discordCards.claimToken} is null then ${now.toISOString()}::timestamptz else ${discordCards.dueAt} end`,
        updatedAt: now,
      })
      .where(and(eq(discordCards.id, id), inArray(discordCards.state, [...OPEN])))
      .returning();
    return row;
  }

  /** Counts a follow, sub or gift into the streamer's open card (stored: a restart keeps it). */
  async count(userId: string, counter: CardCounter, by: number): Promise<void> {
    await this.db
      .update(discordCards)
      .set({ [counter]: sql`${discordCards[counter]} + ${by}` })
      .where(and(eq(discordCards.userId, userId), inArray(discordCards.state, [...OPEN])));
  }

  async dueIds(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: discordCards.id })
      .from(discordCards)
      .where(and(inArray(discordCards.state, [...WORKING]), lte(discordCards.dueAt, now)))
      .orderBy(discordCards.dueAt)
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * Claims the card's due work: one conditional update moves `due_at` past the claim's lease
   * (decision 008). Whoever gets the row back does the work; a claim of a node that died lapses
   * at `leaseUntil` and the card is due again.
   */
  async claim(
    id: string,
    now: Date,
    leaseUntil: Date,
  ): Promise<{ row: CardRow; token: string } | null> {
    const token = randomUUID();
    const [row] = await this.db
      .update(discordCards)
      .set({ dueAt: leaseUntil, claimToken: token })
      .where(
        and(
          eq(discordCards.id, id),
          inArray(discordCards.state, [...WORKING]),
          lte(discordCards.dueAt, now),
        ),
      )
      .returning();
    return row ? { row, token } : null;
  }

  /** Marks that a post is about to be sent (its fate is unknown until the answer is stored). */
  async postStarting(id: string, token: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(discordCards)
      .set({ postStartedAt: now })
      .where(and(eq(discordCards.id, id), eq(discordCards.claimToken, token)))
      .returning({ id: discordCards.id });
    return rows.length > 0;
  }

  /**
   * Writes the result of claimed work and releases the claim. The next due time follows the
   * state the card is in now (it may have gone offline or come back meanwhile).
   */
  async finish(id: string, token: string, result: CardResult, now: Date): Promise<void> {
    const iso = (date: Date | null) => (date ? date.toISOString() : null);
    // A resume that arrived while this work was in flight is due at once (unless this was it).
    const resumedMeanwhile = result.resumed === false ? sql`false` : discordCards.resumed;
    const next = result.retryAt
      ? sql`${result.retryAt.toISOString()}::timestamptz`
      : sql`case
          when ${discordCards.state} in ('ending', 'closing') then ${discordCards.finalizeAt}
          when ${resumedMeanwhile} then ${now.toISOString()}::timestamptz
          else ${iso(result.nextLiveAt)}::timestamptz end`;
    const { outcome, error, retryAt: _retry, nextLiveAt: _next, ...fields } = result;
    await this.db
      .update(discordCards)
      .set({
        ...fields,
        ...(result.viewers != null
          ? {
              peakViewers: sql`greatest(coalesce(${discordCards.peakViewers}, 0), ${result.viewers})`,
            }
          : {}),
        ...(outcome ? { lastOutcome: outcome, lastOutcomeAt: now, lastError: error ?? null } : {}),
        dueAt: result.state ? null : next,
        claimToken: null,
        updatedAt: now,
      })
      .where(and(eq(discordCards.id, id), eq(discordCards.claimToken, token)));
  }
}
