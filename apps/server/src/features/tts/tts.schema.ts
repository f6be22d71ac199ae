import { customType, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Spoken alert messages, cached per owner and spoken text (the hash of engine, voice, rate and
 * text), so a replayed or reloaded alert, and every node, plays the same clip without speaking it
 * again. Clips older than a day are deleted.
 */
export const ttsClips = pgTable(
  'tts_clips',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.hash] }),
    index('tts_clips_created_idx').on(t.createdAt),
  ],
);
