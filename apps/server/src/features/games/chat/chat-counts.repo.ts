import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { gameChatCounts } from '../games.schema';

export interface CountDelta {
  ownerId: string;
  viewerId: string;
  messages: number;
  lastSeenAt: number;
}

/** Chat lines per viewer this stream, added up across nodes (`messages + excluded.messages`). */
export class ChatCountsRepo {
  constructor(private readonly db: Db) {}

  async add(deltas: readonly CountDelta[]): Promise<void> {
    if (deltas.length === 0) return;
    const json = JSON.stringify(
      deltas.map((d) => ({
        owner_id: d.ownerId,
        viewer_id: d.viewerId,
        messages: d.messages,
        last_seen_at: new Date(d.lastSeenAt).toISOString(),
      })),
    );
    // A channel deleted meanwhile is skipped (the join), not an error that loses the batch.
    await this.db.execute(sql`
      insert into ${gameChatCounts} (owner_id, viewer_id, messages, last_seen_at)
      select x.owner_id, x.viewer_id, x.messages, x.last_seen_at
      from jsonb_to_recordset(${json}::jsonb)
        as x(owner_id uuid, viewer_id text, messages int, last_seen_at timestamptz)
      join users u on u.id = x.owner_id
      on conflict (owner_id, viewer_id) do update set
        messages = ${gameChatCounts.messages} + excluded.messages,
        last_seen_at = greatest(${gameChatCounts.lastSeenAt}, excluded.last_seen_at)`);
  }

  async of(
    ownerId: string,
    viewerId: string,
  ): Promise<{ messages: number; lastSeenAt: number } | null> {
    const [row] = await this.db
      .select()
      .from(gameChatCounts)
      .where(and(eq(gameChatCounts.ownerId, ownerId), eq(gameChatCounts.viewerId, viewerId)));
    return row ? { messages: row.messages, lastSeenAt: row.lastSeenAt.getTime() } : null;
  }

  async clear(ownerId: string): Promise<void> {
    await this.db.delete(gameChatCounts).where(eq(gameChatCounts.ownerId, ownerId));
  }
}
