import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { createWithinLimit } from '../../platform/db/caps';
import type { Db } from '../../platform/db/database';
import { widgets } from './widgets.schema';

export type WidgetRow = typeof widgets.$inferSelect;
export type NewWidget = typeof widgets.$inferInsert;

export class WidgetsRepo {
  constructor(private readonly db: Db) {}

  async insert(row: NewWidget): Promise<WidgetRow> {
    const mine = eq(widgets.userId, row.userId);
    const counted = async (tx: Db) =>
      (await tx.select({ n: count() }).from(widgets).where(mine))[0]!.n;
    return createWithinLimit(this.db, row.userId, 'widgets', counted, async (tx) => {
      const [saved] = await tx.insert(widgets).values(row).returning();
      return saved!;
    });
  }

  async findById(id: string): Promise<WidgetRow | undefined> {
    const [row] = await this.db.select().from(widgets).where(eq(widgets.id, id)).limit(1);
    return row;
  }

  async findByKey(key: string): Promise<WidgetRow | undefined> {
    const [row] = await this.db.select().from(widgets).where(eq(widgets.key, key)).limit(1);
    return row;
  }

  /** The user's widgets among `ids` (others' left out). */
  async findOfUser(userId: string, ids: string[]): Promise<WidgetRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(widgets)
      .where(and(eq(widgets.userId, userId), inArray(widgets.id, ids)));
  }

  async listByUser(userId: string): Promise<WidgetRow[]> {
    return this.db
      .select()
      .from(widgets)
      .where(eq(widgets.userId, userId))
      .orderBy(asc(widgets.createdAt), asc(widgets.id));
  }

  /** The types of the user's widgets (each once). */
  async typesOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ type: widgets.type })
      .from(widgets)
      .where(eq(widgets.userId, userId));
    return rows.map((row) => row.type);
  }

  async update(
    id: string,
    changes: Partial<Pick<WidgetRow, 'name' | 'settings' | 'key' | 'updatedAt'>>,
  ): Promise<WidgetRow | undefined> {
    const [row] = await this.db.update(widgets).set(changes).where(eq(widgets.id, id)).returning();
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(widgets)
      .where(eq(widgets.id, id))
      .returning({ id: widgets.id });
    return deleted.length > 0;
  }
}
