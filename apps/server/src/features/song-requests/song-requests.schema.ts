import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A channel's song-request settings and Spotify's last refusal (docs/song-requests.md). */
export const songRequestChannels = pgTable('song_request_channels', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings')
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** `{ reason, at, retryAt }` while Spotify refuses; null once it took a request again. */
  problem: jsonb('problem'),
  /**
   * The last skip (`!skip`, `!voteskip`, the page): the track and when. A skip is claimed here
   * before Spotify is asked, so two nodes skip one track once (docs/song-requests.md).
   */
  skipTrack: text('skip_track'),
  skippedAt: at('skipped_at'),
  updatedAt: updatedAt(),
});

/**
 * One request: its track as Spotify described it, who asked, and where it is in its life
 * (`pending` → `queued` → `handed` → `playing` → `played` | `skipped`, or `removed` /
 * `rejected`). Kyo's queue is the `queued` rows by `position`; at most one row per channel is
 * `handed` (in Spotify's queue): the claim is a compare-and-set, and a unique index refuses a
 * second one that raced it. A track waits at most once per channel (another unique index).
 */
export const songRequests = pgTable(
  'song_requests',
  {
    id: idColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    position: doublePrecision('position').notNull(),
    trackId: text('track_id').notNull(),
    title: text('title').notNull(),
    artists: text('artists').notNull(),
    album: text('album'),
    art: text('art'),
    durationMs: integer('duration_ms').notNull(),
    explicit: boolean('explicit').notNull().default(false),
    url: text('url'),
    requesterId: text('requester_id'),
    requesterName: text('requester_name').notNull(),
    source: text('source').notNull(),
    /** `{ reason, at, retryAt }`: the last time Spotify said no to this one. */
    problem: jsonb('problem'),
    /** When it may be handed again after a refusal (a 429's Retry-After, a backoff). */
    retryAt: at('retry_at'),
    handedAt: at('handed_at'),
    /** Set once Spotify took it: a `handed` row without it was claimed by a node that died. */
    pushedAt: at('pushed_at'),
    /** Removed after it was handed: skipped as soon as it starts. */
    skipOnStart: boolean('skip_on_start').notNull().default(false),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('song_requests_owner_status_idx').on(t.ownerId, t.status, t.position),
    index('song_requests_owner_created_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('song_requests_one_handed')
      .on(t.ownerId)
      .where(sql`status = 'handed'`),
    // What `upcoming()` lists: a removed request Spotify already has does not hold its track.
    uniqueIndex('song_requests_track_waiting')
      .on(t.ownerId, t.trackId)
      .where(sql`status = 'queued' or (status = 'handed' and not skip_on_start)`),
  ],
);

/** `!voteskip` votes for the request playing now: one per viewer, counted across nodes. */
export const songRequestVotes = pgTable(
  'song_request_votes',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => songRequests.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.voter] })],
);
