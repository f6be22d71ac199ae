import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One Kick stream of a streamer, from its start (Kick's `start_time`) to its end, with running
 * aggregates of its accepted viewer samples: peak and average survive a restart and are read
 * without scanning samples. The aggregates change only with the insert of a sample, in one
 * transaction (viewer-samples.repo.ts).
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    broadcasterUserId: bigint('broadcaster_user_id', { mode: 'number' }).notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    peakViewers: integer('peak_viewers').notNull().default(0),
    peakAt: at('peak_at'),
    sampleCount: integer('sample_count').notNull().default(0),
    viewerSum: bigint('viewer_sum', { mode: 'number' }).notNull().default(0),
    lastViewers: integer('last_viewers'),
    lastSampleAt: at('last_sample_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A stream is found again after a restart by its start; "the current stream" reads newest first.
    uniqueIndex('live_streams_user_started_unique').on(t.userId, t.startedAt),
    index('live_streams_ended_idx').on(t.endedAt),
  ],
);

/** Accepted viewer samples (the spike filter drops glitches before they get here). */
export const viewerSamples = pgTable(
  'viewer_samples',
  {
    streamId: uuid('stream_id')
      .notNull()
      .references(() => liveStreams.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    viewers: integer('viewers').notNull(),
  },
  // One sample per stream and instant: recording the same sample twice is a no-op.
  (t) => [primaryKey({ columns: [t.streamId, t.at] })],
);
