import { asc, count, eq } from 'drizzle-orm';
import { createWithinLimit } from '../../platform/db/caps';
import type { Db } from '../../platform/db/database';
import { scenes } from './scenes.schema';

export type SceneRow = typeof scenes.$inferSelect;
export type NewScene = typeof scenes.$inferInsert;
type SceneChanges = Partial<
  Pick<SceneRow, 'name' | 'width' | 'height' | 'key' | 'rev' | 'layers' | 'updatedAt'>
>;

export class ScenesRepo {
  constructor(private readonly db: Db) {}

  async insert(row: NewScene): Promise<SceneRow> {
    const mine = eq(scenes.userId, row.userId);
    const counted = async (tx: Db) =>
      (await tx.select({ n: count() }).from(scenes).where(mine))[0]!.n;
    return createWithinLimit(this.db, row.userId, 'scenes', counted, async (tx) => {
      const [saved] = await tx.insert(scenes).values(row).returning();
      return saved!;
    });
  }

  async findById(id: string): Promise<SceneRow | undefined> {
    const [row] = await this.db.select().from(scenes).where(eq(scenes.id, id)).limit(1);
    return row;
  }

  async findByKey(key: string): Promise<SceneRow | undefined> {
    const [row] = await this.db.select().from(scenes).where(eq(scenes.key, key)).limit(1);
    return row;
  }

  async listByUser(userId: string): Promise<SceneRow[]> {
    return this.db
      .select()
      .from(scenes)
      .where(eq(scenes.userId, userId))
      .orderBy(asc(scenes.createdAt), asc(scenes.id));
  }

  async update(id: string, changes: SceneChanges): Promise<SceneRow | undefined> {
    const [row] = await this.db.update(scenes).set(changes).where(eq(scenes.id, id)).returning();
    return row;
  }

  /**
   * Reads the scene with its row held, lets `change` compute the new values (it may throw: nothing
   * is written), and writes them in the same transaction: saves of one scene run one at a time.
   */
  async change(
    id: string,
    change: (row: SceneRow) => Promise<SceneChanges>,
  ): Promise<SceneRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(scenes).where(eq(scenes.id, id)).for('update');
      if (!row) return undefined;
      const changes = await change(row);
      const [saved] = await tx.update(scenes).set(changes).where(eq(scenes.id, id)).returning();
      return saved;
    });
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(scenes)
      .where(eq(scenes.id, id))
      .returning({ id: scenes.id });
    return deleted.length > 0;
  }
}
