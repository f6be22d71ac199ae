import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema } from '../../db-schema';
import { PgliteThread, RestartingPgliteThread } from './pglite-thread';

export type Schema = typeof schema;
/** The one database type every repository takes: PGlite and PostgreSQL look the same. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: a gzipped tarball of the data dir (tests start new databases from it). */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; without it an embedded PGlite database is used. */
  url?: string;
  /** Folder of the embedded database; omitted means in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start the embedded database from (tests). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options);
}

/**
 * The embedded database runs on a thread of its own (decision 016): its WebAssembly PostgreSQL
 * never takes time from requests and sockets.
 */
async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  if (options.dataDir)
    mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true, mode: 0o700 });
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  // On disk, a crashed database thread is opened again by the next call; in memory there is
  // nothing to open again.
  const client = options.dataDir
    ? await RestartingPgliteThread.open({
        dataDir: path.resolve(options.dataDir),
        ...(loadDataDir ? { loadDataDir } : {}),
      })
    : await PgliteThread.open(loadDataDir ? { loadDataDir } : {});
  // Drizzle's PGlite session needs only query, exec and transaction of the client.
  const drizzleClient = client as unknown as PGlite;
  const db = drizzlePglite({ client: drizzleClient, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async migrate(migrationsFolder) {
      const migrateOn = (on: PgliteThread | RestartingPgliteThread) =>
        migratePglite(drizzlePglite({ client: on as unknown as PGlite, schema }), {
          migrationsFolder,
        });
      if (!(client instanceof RestartingPgliteThread)) return migrateOn(client);
      // On disk (the demo server), a new folder is made and pending migrations run in a process
      // of their own, and a fresh thread serves after them: each PGlite start and its work leave
      // tens of MB of malloc'd memory behind in the process (decision 016).
      if (client.isNew || (await hasPendingMigrations(db, migrationsFolder)))
        await client.inProcess(migrateOn);
    },
    ping: () => ping(db),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir(),
  };
}

/** The advisory lock that lets one node at a time run migrations (any fixed 64-bit number). */
const MIGRATION_LOCK = 7_231_846_014;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async migrate(migrationsFolder) {
      // Several nodes start together on one database: one migrates, the others wait for it
      // (then find nothing left to do).
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client
          .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
          .catch(() => undefined);
        client.release();
      }
    },
    ping: () => ping(db),
    async close() {
      await pool.end();
    },
  };
}

/** Whether Drizzle's migrator would apply anything (its own rule: newer than the last applied). */
async function hasPendingMigrations(db: Db, migrationsFolder: string): Promise<boolean> {
  const newest = Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis),
  );
  const rows = async (query: SQL) => {
    const result: unknown = await db.execute(query);
    return (result as { rows: Record<string, unknown>[] }).rows;
  };
  const [table] = await rows(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as e`,
  );
  if (!table?.e) return true;
  const [last] = await rows(sql`select max(created_at) as at from drizzle.__drizzle_migrations`);
  return last?.at === null || Number(last?.at) < newest;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
