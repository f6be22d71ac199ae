import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { users } from '../../accounts/accounts.schema';
import { botChannelState } from '../bot.schema';

export type ChannelStateRow = typeof botChannelState.$inferSelect;
type StreamFields = Pick<
  ChannelStateRow,
  'live' | 'title' | 'category' | 'viewers' | 'startedAt' | 'endedAt' | 'polledAt' | 'eventAt'
>;

export interface CounterDelta {
  userId: string;
  chatLines: number;
  eventsReceived: number;
  messagesSent: number;
  messagesFailed: number;
}

export class ChannelStateRepo {
  constructor(private readonly db: Db) {}

  async find(userId: string): Promise<ChannelStateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(botChannelState)
      .where(eq(botChannelState.userId, userId))
      .limit(1);
    return row;
  }

  async saveStream(userId: string, fields: StreamFields, now: Date): Promise<void> {
    await this.db
      .insert(botChannelState)
      .values({ userId, ...fields, updatedAt: now })
      .onConflictDoUpdate({ target: botChannelState.userId, set: { ...fields, updatedAt: now } });
  }

  /**
   * Adds every node's counted lines and events (a sum, so nodes never overwrite each other), for
   * all channels in one statement: a burst of one statement per channel would hold up the
   * webhooks queued behind it. Counts of a user deleted meanwhile are dropped.
   */
  async addCounters(deltas: CounterDelta[], now: Date): Promise<void> {
    if (deltas.length === 0) return;
    const json = JSON.stringify(
      deltas.map((d) => ({
        user_id: d.userId,
        chat_lines: d.chatLines,
        events: d.eventsReceived,
        sent: d.messagesSent,
        failed: d.messagesFailed,
      })),
    );
    const state = botChannelState;
    await this.db.execute(sql`
      insert into ${state}
        (user_id, chat_lines, events_received, messages_sent, messages_failed, updated_at)
      select x.user_id, x.chat_lines, x.events, x.sent, x.failed, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${json}::jsonb)
        as x(user_id uuid, chat_lines bigint, events bigint, sent bigint, failed bigint)
      where exists (select 1 from ${users} where ${users.id} = x.user_id)
      on conflict (user_id) do update set
        chat_lines = ${state.chatLines} + excluded.chat_lines,
        events_received = ${state.eventsReceived} + excluded.events_received,
        messages_sent = ${state.messagesSent} + excluded.messages_sent,
        messages_failed = ${state.messagesFailed} + excluded.messages_failed,
        updated_at = excluded.updated_at`);
  }

  /**
   * Claims the channel's next timer post: succeeds only if no timer posted in the last
   * `minGapMs`, so timers due together are spread out, across nodes too.
   */
  async claimTimerSlot(userId: string, now: Date, minGapMs: number): Promise<boolean> {
    await this.db.insert(botChannelState).values({ userId, updatedAt: now }).onConflictDoNothing();
    const claimed = await this.db
      .update(botChannelState)
      .set({ lastTimerAt: now })
      .where(
        and(
          eq(botChannelState.userId, userId),
          or(
            isNull(botChannelState.lastTimerAt),
            lte(botChannelState.lastTimerAt, new Date(now.getTime() - minGapMs)),
          ),
        ),
      )
      .returning({ userId: botChannelState.userId });
    return claimed.length > 0;
  }
}
