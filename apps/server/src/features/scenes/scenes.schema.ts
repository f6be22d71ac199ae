import type { StoredLayer } from '@kyo/contracts';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

/**
 * A scene: a canvas with ordered layers behind one OBS URL (`/scene/{key}`). The layers are one
 * JSON document, written whole by each save inside a transaction that holds the row, so a save
 * is all or nothing and two saves at once are applied one after the other. `rev` counts saves;
 * each layer carries the `rev` that last wrote it.
 */
export const scenes = pgTable(
  'scenes',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    key: text('key').notNull(),
    rev: integer('rev').notNull().default(0),
    layers: jsonb('layers').$type<StoredLayer[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('scenes_key_unique').on(t.key), index('scenes_user_idx').on(t.userId)],
);
