import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { ttsClips } from './tts.schema';

export class TtsRepo {
  constructor(private readonly db: Db) {}

  async find(userId: string, hash: string) {
    const [row] = await this.db
      .select({ data: ttsClips.data, contentType: ttsClips.contentType })
      .from(ttsClips)
      .where(and(eq(ttsClips.userId, userId), eq(ttsClips.hash, hash)));
    return row;
  }

  async save(row: { userId: string; hash: string; contentType: string; data: Buffer }) {
    await this.db.insert(ttsClips).values(row).onConflictDoNothing();
  }

  async deleteOlderThan(date: Date): Promise<number> {
    const rows = await this.db
      .delete(ttsClips)
      .where(lt(ttsClips.createdAt, date))
      .returning({ hash: ttsClips.hash });
    return rows.length;
  }
}
