import { and, desc, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../platform/http/http-error';
import type { Db } from '../../platform/db/database';
import { media } from './media.schema';

export type MediaRow = typeof media.$inferSelect;
export type MediaInfo = Omit<MediaRow, 'data'>;

const info = {
  userId: media.userId,
  sha256: media.sha256,
  kind: media.kind,
  contentType: media.contentType,
  name: media.name,
  size: media.size,
  createdAt: media.createdAt,
};

export class MediaRepo {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<MediaInfo[]> {
    return this.db
      .select(info)
      .from(media)
      .where(eq(media.userId, userId))
      .orderBy(desc(media.createdAt));
  }

  async usage(db: Db, userId: string): Promise<{ bytes: number; files: number }> {
    const [row] = await db
      .select({
        bytes: sql<string>`coalesce(sum(${media.size}), 0)`,
        files: sql<string>`count(*)`,
      })
      .from(media)
      .where(eq(media.userId, userId));
    return { bytes: Number(row?.bytes ?? 0), files: Number(row?.files ?? 0) };
  }

  /**
   * Stores the file once per content; the same file again answers the stored one. Within the
   * account's quota, race-safe: the user's row is locked, so two uploads at once are counted one
   * after the other.
   */
  async store(
    row: Omit<MediaRow, 'createdAt'>,
    quota: { totalBytes: number; files: number },
  ): Promise<MediaInfo> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from users where id = ${row.userId} for update`);
      const [found] = await tx
        .select(info)
        .from(media)
        .where(and(eq(media.userId, row.userId), eq(media.sha256, row.sha256)));
      if (found) return found;
      const usage = await this.usage(tx, row.userId);
      if (usage.files >= quota.files)
        throw new HttpError(
          409,
          'limit_reached',
          `You can store at most ${quota.files} files. Delete one to add another.`,
        );
      if (usage.bytes + row.size > quota.totalBytes)
        throw new HttpError(
          409,
          'limit_reached',
          `Your uploads would pass ${Math.round(quota.totalBytes / 1024 / 1024)} MB. Delete a file to make room.`,
        );
      const [saved] = await tx.insert(media).values(row).returning(info);
      return saved!;
    });
  }

  async remove(userId: string, sha256: string): Promise<boolean> {
    const rows = await this.db
      .delete(media)
      .where(and(eq(media.userId, userId), eq(media.sha256, sha256)))
      .returning({ sha256: media.sha256 });
    return rows.length > 0;
  }

  async file(userId: string, sha256: string): Promise<MediaRow | undefined> {
    const [row] = await this.db
      .select()
      .from(media)
      .where(and(eq(media.userId, userId), eq(media.sha256, sha256)));
    return row;
  }
}
