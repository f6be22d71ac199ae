import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/database';
import { migrationsFolder } from '../src/platform/paths';
import { bundleServer } from '../bundle.mjs';
import { serverRoot } from '../src/platform/paths';
import { findPostgresBin, startThrowawayCluster, type Cluster } from './postgres-cluster';

export const TEMPLATE_DB = 'kyo_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** A migrated on-disk PGlite folder (`DATA_DIR/db` of a server process) to copy. */
    pgliteDiskTemplate: string;
    postgresAdminUrl: string | null;
    postgresUnavailableReason: string | null;
    /** This run's PostgreSQL databases are named `<prefix>_<random>` (test/db.ts). */
    postgresRunPrefix: string;
    serverBundle: string;
  }
}

/**
 * Prepares both databases once per run: a migrated PGlite data dir dumped to a file (each test
 * file loads it instead of running initdb and migrations), and a migrated PostgreSQL template
 * database (each test file clones it). PostgreSQL comes from TEST_DATABASE_URL, else a throwaway
 * cluster when the server binaries are installed; otherwise the run says so and skips it.
 */
export default async function setup(project: TestProject) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'kyo-test-'));
  // The server as `npm start` runs it, for the tests that start real processes (test/process.ts):
  // bundled once per run (2-4 s) instead of compiled by tsx in each of the ~20 processes. Inside
  // apps/server, where the bundle finds its migrations and web folder as dist/main.js does.
  mkdirSync(path.join(serverRoot, '.tmp'), { recursive: true });
  const bundleDir = mkdtempSync(path.join(serverRoot, '.tmp', 'bundle-'));
  project.provide('serverBundle', await bundleServer(bundleDir, { logLevel: 'error' }));
  const pglite = await openDatabase({});
  await pglite.migrate(migrationsFolder);
  const dump = await pglite.dumpDataDir!();
  await pglite.close();
  const templateFile = path.join(tmp, 'pglite-template.tar.gz');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', templateFile);
  // The same, as a server process's data folder keeps it: a process of a test starts on a copy
  // (test/process.ts) instead of running initdb and the migrations in a process of its own
  // (about 17 s of CPU each; pglite-thread.int tests that path).
  const diskTemplate = path.join(tmp, 'pglite-disk', 'db');
  mkdirSync(path.dirname(diskTemplate));
  const disk = new PGlite(diskTemplate, { loadDataDir: dump });
  await disk.waitReady;
  await disk.close();
  project.provide('pgliteDiskTemplate', diskTemplate);

  let cluster: Cluster | undefined;
  let adminUrl: string | null = process.env.TEST_DATABASE_URL ?? null;
  let reason: string | null = null;
  if (!adminUrl) {
    const bin = findPostgresBin();
    if (bin) {
      try {
        cluster = await startThrowawayCluster(bin);
        adminUrl = cluster.url;
      } catch (error) {
        reason = `could not start a throwaway PostgreSQL cluster: ${(error as Error).message}`;
      }
    } else {
      reason =
        'no PostgreSQL server binaries (initdb, pg_ctl) found and TEST_DATABASE_URL is not set';
    }
  }
  if (adminUrl) {
    await createTemplate(adminUrl);
  } else {
    const message = `\n[db] PostgreSQL tests are SKIPPED: ${reason}.\n[db] Install the postgresql package or set TEST_DATABASE_URL to run them.\n`;
    if (process.env.REQUIRE_POSTGRES === '1') throw new Error(message);
    console.warn(message);
  }
  project.provide('postgresAdminUrl', adminUrl);
  const runPrefix = `kyo_test_${randomBytes(4).toString('hex')}`;
  project.provide('postgresRunPrefix', runPrefix);
  project.provide('postgresUnavailableReason', reason);

  return async () => {
    // The workers keep their emptied databases to lend again (test/db.ts) until they exit; on a
    // server of TEST_DATABASE_URL this run's clones are dropped here (a throwaway cluster goes
    // whole).
    if (adminUrl && !cluster) await dropTestDatabases(adminUrl, runPrefix).catch(() => undefined);
    cluster?.stop();
    rmSync(tmp, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  };
}

async function dropTestDatabases(adminUrl: string, prefix: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`${prefix}_`],
    );
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function createTemplate(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await database.migrate(migrationsFolder);
  } finally {
    await database.close();
  }
}
