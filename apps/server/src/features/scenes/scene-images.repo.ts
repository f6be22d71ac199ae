import { and, count, eq, inArray } from 'drizzle-orm';
import { createWithinLimit } from '../../platform/db/caps';
import type { Db } from '../../platform/db/database';
import { sceneImages } from './scenes.schema';

export type SceneImageRow = typeof sceneImages.$inferSelect;

export class SceneImagesRepo {
  constructor(private readonly db: Db) {}

  /** Stores the image once per content; the same file again answers the stored one. */
  async store(row: Omit<SceneImageRow, 'createdAt'>): Promise<SceneImageRow> {
    const found = await this.find(row.userId, row.sha256);
    if (found) return found;
    const mine = eq(sceneImages.userId, row.userId);
    const counted = async (tx: Db) =>
      (await tx.select({ n: count() }).from(sceneImages).where(mine))[0]!.n;
    return createWithinLimit(this.db, row.userId, 'sceneImages', counted, async (tx) => {
      const [saved] = await tx.insert(sceneImages).values(row).onConflictDoNothing().returning();
      return saved ?? (await this.find(row.userId, row.sha256))!;
    });
  }

  async find(userId: string, sha256: string): Promise<SceneImageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sceneImages)
      .where(and(eq(sceneImages.userId, userId), eq(sceneImages.sha256, sha256)))
      .limit(1);
    return row;
  }

  /** Which of these hashes the user has uploaded. */
  async existing(userId: string, hashes: string[]): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const rows = await this.db
      .select({ sha256: sceneImages.sha256 })
      .from(sceneImages)
      .where(and(eq(sceneImages.userId, userId), inArray(sceneImages.sha256, hashes)));
    return new Set(rows.map((row) => row.sha256));
  }
}
