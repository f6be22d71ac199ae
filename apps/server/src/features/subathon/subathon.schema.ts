import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SubathonRulesInput } from '@kyo/contracts';
import { updatedAt } from '../../platform/db/columns';
import { users } from '../accounts/accounts.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A channel's subathon timer (docs/subathon.md): one row per channel. The end is absolute
 * (`ends_at`) while it runs and a remainder (`remaining_ms`) while it is paused, so every node and
 * every restart reads the same time. Every change is one conditional UPDATE that bumps `version`.
 */
export const subathons = pgTable(
  'subathons',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    rules: jsonb('rules').$type<SubathonRulesInput>().notNull().default({}),
    /** idle (never started), running, paused, ended. */
    status: text('status')
      .$type<'idle' | 'running' | 'paused' | 'ended'>()
      .notNull()
      .default('idle'),
    /** The run (a new one at each start): a follow adds once per run and follower. */
    runId: uuid('run_id'),
    endsAt: at('ends_at'),
    remainingMs: bigint('remaining_ms', { mode: 'number' }).notNull().default(0),
    capAt: at('cap_at'),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    addedSeconds: integer('added_seconds').notNull().default(0),
    version: integer('version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('subathons_running_ends_at').on(t.status, t.endsAt)],
);

/**
 * Each add, keyed by what caused it (`sub:<event id>`, `gift:<event id>`, `purchase:<id>`,
 * `follow:<run>:<follower>`, `chat:<line id>`): its primary key makes an event add once, whichever
 * node and however often it arrives.
 */
export const subathonAdds = pgTable(
  'subathon_adds',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    runId: uuid('run_id'),
    seconds: integer('seconds').notNull(),
    source: text('source').notNull(),
    name: text('name').notNull(),
    at: at('at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('subathon_adds_user_at').on(t.userId, t.at),
  ],
);
