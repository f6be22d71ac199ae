import { MARKER_KINDS, MARKER_SOURCES } from '@kyo/contracts';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';
import { statsStreams } from '../stats/stats.schema';

/**
 * A stream's markers (docs/shoutouts-markers.md): set by `!marker`, the Marker button or the API,
 * or found in the stream's minutes. `once_key` makes each one once, whichever node makes it: a
 * chat line's event id, a request's id, a found moment's kind and minute.
 */
export const streamMarkers = pgTable(
  'stream_markers',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    streamId: uuid('stream_id')
      .notNull()
      .references(() => statsStreams.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    kind: text('kind', { enum: MARKER_KINDS }).notNull(),
    /** As typed; '' for a found moment or an empty `!marker` (its words come from its kind). */
    title: text('title').notNull().default(''),
    source: text('source', { enum: MARKER_SOURCES }).notNull(),
    by: text('by'),
    value: bigint('value', { mode: 'number' }),
    onceKey: text('once_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stream_markers_once').on(t.streamId, t.onceKey),
    index('stream_markers_user_idx').on(t.userId, t.at),
  ],
);
