import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CountedViewer, LeaderboardMetric } from '@kyo/contracts';
import type { Db } from '../../platform/db/database';
import { leaderboardCounts, widgetStates } from './widget-state.schema';
import { widgets } from './widgets.schema';

/** What one flush adds to one viewer's counters in one period. */
export interface CountDelta {
  userId: string;
  period: string;
  viewer: string;
  name: string;
  color: string | null;
  avatar: string | null;
  messages: number;
  emotes: number;
  gifts: number;
  kicks: number;
  /** Distinct minutes chatted in this batch, the first and the last of them. */
  minutes: number;
  firstMinute: number | null;
  lastMinute: number | null;
}

const METRIC_COLUMNS = {
  messages: leaderboardCounts.messages,
  emotes: leaderboardCounts.emotes,
  gifts: leaderboardCounts.gifts,
  kicks: leaderboardCounts.kicks,
  minutes: leaderboardCounts.minutes,
} as const;

/**
 * Widget states and leaderboard counters. The hot writes are one hand-written statement per batch
 * with one JSON parameter (the same statement text whatever the batch size, as the bot's counters).
 */
export class WidgetStateRepo {
  constructor(private readonly db: Db) {}

  async load(widgetIds: readonly string[]): Promise<Map<string, unknown>> {
    if (widgetIds.length === 0) return new Map();
    const rows = await this.db
      .select({ widgetId: widgetStates.widgetId, state: widgetStates.state })
      .from(widgetStates)
      .where(inArray(widgetStates.widgetId, [...widgetIds]));
    return new Map(rows.map((row) => [row.widgetId, row.state]));
  }

  /** Saves states in one statement; states of widgets deleted meanwhile are dropped. */
  async save(
    states: ReadonlyArray<{ widgetId: string; state: unknown }>,
    now: Date,
  ): Promise<void> {
    if (states.length === 0) return;
    const json = JSON.stringify(states.map((s) => ({ widget_id: s.widgetId, state: s.state })));
    await this.db.execute(sql`
      insert into ${widgetStates} (widget_id, state, updated_at)
      select x.widget_id, x.state, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${json}::jsonb) as x(widget_id uuid, state jsonb)
      where exists (select 1 from ${widgets} where ${widgets.id} = x.widget_id)
      on conflict (widget_id) do update set state = excluded.state, updated_at = excluded.updated_at`);
  }

  /**
   * Adds a batch of counter deltas (a sum, so nodes never overwrite each other). An active chat
   * minute already counted (the batch's first minute equal to the stored last one) is not counted
   * twice. Counts of a user deleted meanwhile are dropped. No read of the stored row: PGlite runs
   * in the app's thread, and this statement carries about one row per chatter per second.
   */
  async addCounts(deltas: readonly CountDelta[], now: Date): Promise<void> {
    if (deltas.length === 0) return;
    const json = JSON.stringify(
      deltas.map((d) => ({
        user_id: d.userId,
        period: d.period,
        viewer: d.viewer,
        name: d.name,
        color: d.color,
        avatar: d.avatar,
        messages: d.messages,
        emotes: d.emotes,
        gifts: d.gifts,
        kicks: d.kicks,
        minutes: d.minutes,
        first_minute: d.firstMinute,
        last_minute: d.lastMinute,
      })),
    );
    await this.db.execute(sql`
      insert into leaderboard_counts as c (user_id, period, viewer, name, color, avatar,
        messages, emotes, gifts, kicks, minutes, last_minute, batch_first_minute, updated_at)
      select x.user_id, x.period, x.viewer, x.name, x.color, x.avatar, x.messages, x.emotes,
        x.gifts, x.kicks, x.minutes, x.last_minute, x.first_minute,
        ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${json}::jsonb) as x(user_id uuid, period text, viewer text,
        name text, color text, avatar text, messages bigint, emotes bigint, gifts bigint,
        kicks bigint, minutes integer, first_minute integer, last_minute integer)
      where exists (select 1 from users where users.id = x.user_id)
      on conflict (user_id, period, viewer) do update set
        name = excluded.name,
        color = coalesce(excluded.color, c.color),
        avatar = coalesce(excluded.avatar, c.avatar),
        messages = c.messages + excluded.messages,
        emotes = c.emotes + excluded.emotes,
        gifts = c.gifts + excluded.gifts,
        kicks = c.kicks + excluded.kicks,
        -- A batch that starts in the minute the row already counted adds one minute less.
        minutes = c.minutes + excluded.minutes - case
          when c.last_minute is not null and excluded.batch_first_minute is not null
            and c.last_minute >= excluded.batch_first_minute then 1 else 0 end,
        last_minute = greatest(c.last_minute, excluded.last_minute),
        batch_first_minute = excluded.batch_first_minute,
        updated_at = excluded.updated_at`);
  }

  /** The period's highest counts by the metric (more than shown: exclusions are applied after). */
  async top(
    userId: string,
    period: string,
    metric: LeaderboardMetric,
    limit: number,
  ): Promise<CountedViewer[]> {
    const column = METRIC_COLUMNS[metric];
    const rows = await this.db
      .select({
        name: leaderboardCounts.name,
        color: leaderboardCounts.color,
        avatar: leaderboardCounts.avatar,
        messages: leaderboardCounts.messages,
        emotes: leaderboardCounts.emotes,
        gifts: leaderboardCounts.gifts,
        kicks: leaderboardCounts.kicks,
        minutes: leaderboardCounts.minutes,
      })
      .from(leaderboardCounts)
      .where(
        and(
          eq(leaderboardCounts.userId, userId),
          eq(leaderboardCounts.period, period),
          sql`${column} > 0`,
        ),
      )
      .orderBy(desc(column), leaderboardCounts.viewer)
      .limit(limit);
    return rows;
  }

  /** A banned viewer leaves every leaderboard of the channel, in every period. */
  async removeViewer(userId: string, viewer: string): Promise<void> {
    await this.db
      .delete(leaderboardCounts)
      .where(and(eq(leaderboardCounts.userId, userId), eq(leaderboardCounts.viewer, viewer)));
  }
}
