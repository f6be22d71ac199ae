import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { widgets } from '../widgets/widgets.schema';

/**
 * `SE_API.store` of a custom code widget (docs/widgets.md, "Custom code"): one row per widget and
 * name, a JSON value of at most `CUSTOM_LIMITS.storeValue` characters, at most
 * `CUSTOM_LIMITS.storeKeys` names per widget (the insert's own count decides). Gone with its
 * widget.
 */
export const customWidgetStore = pgTable(
  'custom_widget_store',
  {
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.widgetId, t.name] })],
);
