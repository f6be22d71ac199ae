import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { getTableName, isTable, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openDatabase, type Database, type DatabaseKind } from '../src/platform/db/database';
import { schema } from '../src/db-schema';

const TEMPLATE_DB = 'kyo_template';

export interface TestDatabase extends Database {
  /** Empties every table (between tests that need a clean slate). */
  reset(): Promise<void>;
}

const tableNames = Object.values(schema)
  .filter((value) => isTable(value))
  .map((table) => getTableName(table));

const truncateAll = sql.raw(
  `TRUNCATE ${tableNames.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`,
);

/**
 * The databases this Vitest worker opened and its suites gave back, emptied, to lend again. The
 * server's test files share their worker's modules (`isolate: false`), so this list outlives a
 * file: opening a PGlite from the template costs about 1.4 s of CPU (its WebAssembly PostgreSQL
 * starts in a thread of its own), a PostgreSQL clone a CREATE and a DROP DATABASE and cold
 * connections, where emptying every table costs a few milliseconds. Idle, they hold nothing
 * that keeps the worker alive (the PGlite thread is unreferenced between calls; a pool's idle
 * connections close after 10 s).
 */
const spare: Record<DatabaseKind, Database[]> = { pglite: [], postgres: [] };

/** Leaves nothing of a suite behind: no row, no session setting, lock or prepared statement. */
async function empty(database: Database): Promise<void> {
  await database.db.execute(truncateAll);
  if (database.kind === 'pglite') await database.db.execute(sql`DISCARD ALL`);
}

/**
 * One suite's loan of a database: `close()` empties it and gives it back to the worker (a second
 * `close()` does nothing); one that cannot be emptied is closed for good. The loan's `db` is
 * revoked first: an app of the suite that is still at work (a timer, a job) then fails as it did
 * on a closed database, instead of writing into the next suite's.
 */
function lend(database: Database): TestDatabase {
  const { proxy: db, revoke } = Proxy.revocable(database.db, {});
  let returned = false;
  return {
    kind: database.kind,
    db,
    migrate: (folder) => database.migrate(folder),
    ping: () => database.ping(),
    ...(database.dumpDataDir ? { dumpDataDir: () => database.dumpDataDir!() } : {}),
    async reset() {
      await database.db.execute(truncateAll);
    },
    async close() {
      if (returned) return;
      returned = true;
      revoke();
      try {
        await empty(database);
        spare[database.kind].push(database);
      } catch {
        await database.close().catch(() => undefined);
      }
    },
  };
}

/**
 * An empty, migrated database of the given kind, the caller's alone until it calls `close()`:
 * one this worker emptied before, else a new one.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const kept = spare[kind].pop();
  if (kept) return lend(kept);
  if (kind === 'pglite') {
    const template = readFileSync(inject('pgliteTemplate'));
    return lend(await openDatabase({ loadDataDir: new Blob([template]) }));
  }
  const created = await createPostgresDatabase();
  const database = await openDatabase({ url: created.url });
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    await created.drop();
  };
  return lend(database);
}

/** A fresh, migrated PostgreSQL database (a clone of the run's template), by URL. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('PostgreSQL is not available for this run');
  const name = `${inject('postgresRunPrefix')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export const databaseKinds: DatabaseKind[] = ['pglite', 'postgres'];

/**
 * Runs a suite once against PGlite and once against a real PostgreSQL. The PostgreSQL run is
 * skipped, with the reason in its title, when the harness could not get a server. The suite gets
 * its kind too: a long flow that does not depend on the database (three simulated hours of
 * polling) may run on one kind, while the repository calls it makes are tested on both.
 */
export function describeEachDatabase(
  title: string,
  suite: (db: () => TestDatabase, kind: DatabaseKind) => void,
): void {
  for (const kind of databaseKinds) {
    const unavailable = kind === 'postgres' && !inject('postgresAdminUrl');
    const label = unavailable
      ? `${title} [postgres: skipped, ${inject('postgresUnavailableReason') ?? 'unavailable'}]`
      : `${title} [${kind}]`;
    describe.skipIf(unavailable)(label, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(kind);
      }, 60_000);
      afterAll(async () => {
        await database?.close();
      });
      suite(() => {
        if (!database) throw new Error('database not ready');
        return database;
      }, kind);
    });
  }
}
