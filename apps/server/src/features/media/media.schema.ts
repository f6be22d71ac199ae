import { customType, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A streamer's alert media (sounds, images, GIF/WebM), stored once per content (its SHA-256) in
 * the database, so every node serves it without a shared disk. Checked on the way in: the type by
 * its first bytes, a size cap per kind, and a quota per account. Gone with the account.
 */
export const media = pgTable(
  'media',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sha256] }), index('media_user_idx').on(t.userId)],
);
