import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { gameCounters } from '../games/games.schema';
import { customWidgetStore } from './custom-widgets.schema';

export class CustomStoreRepo {
  constructor(private readonly db: Db) {}

  async list(widgetId: string): Promise<Record<string, unknown>> {
    const rows = await this.db
      .select({ name: customWidgetStore.name, value: customWidgetStore.value })
      .from(customWidgetStore)
      .where(eq(customWidgetStore.widgetId, widgetId));
    return Object.fromEntries(rows.map((row) => [row.name, row.value]));
  }

  /**
   * Sets one value: an existing name is replaced; a new one is added only while the widget holds
   * fewer than `maxNames` (one statement: the count and the insert see the same rows). False
   * when the widget is full.
   */
  async set(
    widgetId: string,
    name: string,
    value: unknown,
    at: Date,
    maxNames: number,
  ): Promise<boolean> {
    const json = JSON.stringify(value ?? null);
    const result = await this.db.execute(sql`
      insert into ${customWidgetStore} (widget_id, name, value, updated_at)
      select ${widgetId}::uuid, ${name}, ${json}::jsonb, ${at.toISOString()}::timestamptz
      where exists (
        select 1 from ${customWidgetStore}
        where widget_id = ${widgetId}::uuid and name = ${name}
      ) or (
        select count(*) from ${customWidgetStore} where widget_id = ${widgetId}::uuid
      ) < ${maxNames}
      on conflict (widget_id, name)
      do update set value = excluded.value, updated_at = excluded.updated_at
      returning name`);
    return (result as { rows: unknown[] }).rows.length > 0;
  }

  /** A channel counter's value (`!deaths` is `deaths`, any case), or null where there is none. */
  async counter(ownerId: string, name: string): Promise<number | null> {
    const [row] = await this.db
      .select({ value: gameCounters.value })
      .from(gameCounters)
      .where(
        and(
          eq(gameCounters.ownerId, ownerId),
          eq(gameCounters.name, name.replace(/^!/, '').toLowerCase()),
        ),
      )
      .limit(1);
    return row?.value ?? null;
  }
}
