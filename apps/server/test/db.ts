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

async function withReset(database: Database): Promise<TestDatabase> {
  return Object.assign(database, {
    async reset() {
      if (tableNames.length === 0) return;
      await database.db.execute(
        sql.raw(`TRUNCATE ${tableNames.map((name) => `"${name}"`).join(', ')} CASCADE`),
      );
    },
  });
}

/** A fresh, migrated database of the given kind, private to the caller. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = readFileSync(inject('pgliteTemplate'));
    return withReset(await openDatabase({ loadDataDir: new Blob([template]) }));
  }
  const created = await createPostgresDatabase();
  const database = await openDatabase({ url: created.url });
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    await created.drop();
  };
  return withReset(database);
}

/** A fresh, migrated PostgreSQL database (a clone of the run's template), by URL. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) throw new Error('PostgreSQL is not available for this run');
  const name = `kyo_test_${randomBytes(6).toString('hex')}`;
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
