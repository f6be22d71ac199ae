import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Personal access tokens for the public API (docs/api.md). Only a SHA-256 of each token is kept
 * (they are 256 random bits: a fast hash is enough, and a leaked table yields no token). A revoked
 * token's row is deleted, so the next lookup on any node finds nothing.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** `kyo_pat_` and the first four characters after it. */
    hint: text('hint').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: time('expires_at'),
    lastUsedAt: time('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_unique').on(t.tokenHash),
    index('api_tokens_user_idx').on(t.userId),
  ],
);
