import type { StoredLayer } from '@kyo/contracts';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Images uploaded for a channel's image layers, stored once per content (keyed by its SHA-256),
 * in the database so every node serves them. Checked on the way in: a raster type by its first
 * bytes, at most 2 MB. Gone with the account.
 */
export const sceneImages = pgTable(
  'scene_images',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sha256] })],
);
