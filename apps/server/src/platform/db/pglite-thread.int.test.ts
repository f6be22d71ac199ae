import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { isUniqueViolation, pgErrorOf } from './errors';
import type { PgliteHost } from './pglite-host';
import { PgliteThread, RestartingPgliteThread } from './pglite-thread';

/** Ends a database's thread (or process) under it, as a crash would. */
const hostOf = (thread: PgliteThread) => (thread as unknown as { host: PgliteHost }).host;
const currentOf = (client: RestartingPgliteThread) =>
  (client as unknown as { current: PgliteThread }).current;

/** The embedded database on its own thread (decision 016) behaves as PGlite does in-thread. */
const rowsOf = async <T>(from: Database, query: SQL): Promise<T[]> => {
  const result: unknown = await from.db.execute(query);
  return (result as { rows: T[] }).rows;
};

// Each on-disk open runs initdb in a thread (10-15 s alone; more with other files beside it).
describe('PGlite on its own thread', { timeout: 90_000 }, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.db.execute(sql`create table t (id int primary key, note text, at timestamptz)`);
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers rows with their types: dates as text, bytes as bytes, big integers as numbers', async () => {
    const rows = await rowsOf<{ at: string; b: Uint8Array; n: number }>(
      database,
      sql`select '2026-11-25 10:00:00+00'::timestamptz as at, '\\x0102'::bytea as b, 7::int8 as n`,
    );
    expect(rows[0]!.at).toBe('2026-11-25 10:00:00+00');
    expect([...rows[0]!.b]).toEqual([1, 2]);
    expect(Number(rows[0]!.n)).toBe(7);
  });

  it('keeps PostgreSQL error fields across the threads (code, constraint)', async () => {
    await database.db.execute(sql`insert into t (id, note) values (1, 'a')`);
    const error = await database.db
      .execute(sql`insert into t (id, note) values (1, 'b')`)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(pgErrorOf(error)?.constraint).toBe('t_pkey');
  });

  it('commits a transaction, rolls back a failed one, and holds other queries until it ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`insert into t (id, note) values (10, 'in tx')`);
      await held;
      order.push('tx done');
    });
    // A query outside the transaction waits for it, as PGlite's one connection does.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = rowsOf<{ n: number }>(
      database,
      sql`select count(*)::int as n from t where id = 10`,
    ).then((rows) => (order.push('outside'), rows[0]!.n));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await tx;
    expect(await outside).toBe(1);
    expect(order).toEqual(['tx done', 'outside']);

    await expect(
      database.db.transaction(async (t) => {
        await t.execute(sql`insert into t (id, note) values (11, 'rolled back')`);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    const after = await rowsOf<{ n: number }>(
      database,
      sql`select count(*)::int as n from t where id = 11`,
    );
    expect(after[0]!.n).toBe(0);
    // Nested transactions are savepoints inside the open one.
    await database.db.transaction(async (t) => {
      await t.execute(sql`insert into t (id) values (12)`);
      await t
        .transaction(async (inner) => {
          await inner.execute(sql`insert into t (id) values (13)`);
          inner.rollback();
        })
        .catch(() => undefined);
    });
    const kept = await rowsOf<{ id: number }>(
      database,
      sql`select id from t where id in (12, 13) order by id`,
    );
    expect(kept.map((r) => r.id)).toEqual([12]);
  });

  it('runs a heavy statement without blocking the app thread', async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    await database.db.execute(
      sql`select count(*) from generate_series(1, 1500000) a, lateral (select md5(a::text)) b`,
    );
    delay.disable();
    // In-thread, this statement holds the loop for its whole run (hundreds of ms).
    expect(delay.max / 1e6).toBeLessThan(100);
  });

  it('dumps its data and starts another database from the dump', async () => {
    const dump = await database.dumpDataDir!();
    const copy = await openDatabase({ loadDataDir: dump });
    try {
      const rows = await rowsOf<{ n: number }>(copy, sql`select count(*)::int as n from t`);
      expect(rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await copy.close();
    }
  });

  it('keeps its data on disk across a close and an open', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kyo-pglite-thread-'));
    try {
      const first = await openDatabase({ dataDir: path.join(dir, 'db') });
      await first.db.execute(sql`create table kept (v text)`);
      await first.db.execute(sql`insert into kept values ('still here')`);
      await first.close();
      const second = await openDatabase({ dataDir: path.join(dir, 'db') });
      const rows = await rowsOf<{ v: string }>(second, sql`select v from kept`);
      expect(rows).toEqual([{ v: 'still here' }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails every waiting and later call when the thread dies, and says so', async () => {
    const thread = new PgliteThread({});
    await thread.waitReady;
    const waiting = thread.query('select pg_sleep(1)');
    await hostOf(thread).end();
    await expect(waiting).rejects.toThrow(/database thread ended/);
    await expect(thread.query('select 1')).rejects.toThrow(/database thread ended/);
  });

  it('reports the caller’s error from a transaction whose thread died under it', async () => {
    const thread = new PgliteThread({});
    await thread.waitReady;
    await expect(
      thread.transaction(async () => {
        await hostOf(thread).end();
        throw new Error('the caller’s own error');
      }),
    ).rejects.toThrow('the caller’s own error');
  });

  it('opens an on-disk database again when its thread dies, with its data', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kyo-pglite-restart-'));
    const onDisk = await openDatabase({ dataDir: path.join(dir, 'db') });
    try {
      await onDisk.db.execute(sql`create table kept (v text)`);
      await onDisk.db.execute(sql`insert into kept values ('before the crash')`);
      const client = (onDisk.db as unknown as { $client: RestartingPgliteThread }).$client;
      expect(client).toBeInstanceOf(RestartingPgliteThread);
      await hostOf(currentOf(client)).end();
      // The call that meets the dead thread may fail; the next ones reach a new one.
      await expect.poll(() => onDisk.ping(), { timeout: 15_000 }).toBe(true);
      expect(client.restarts).toBe(1);
      expect(await rowsOf<{ v: string }>(onDisk, sql`select v from kept`)).toEqual([
        { v: 'before the crash' },
      ]);
    } finally {
      await onDisk.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A Drizzle migrations folder whose migrations each create one table, named after it. */
function migrationsFolderOf(dir: string, tables: string[]): string {
  const folder = path.join(dir, `migrations-${tables.join('-')}`);
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = tables.map((table, idx) => ({
    idx,
    version: '7',
    when: 1_700_000_000_000 + idx,
    tag: `000${idx}_${table}`,
    breakpoints: true,
  }));
  for (const [i, entry] of entries.entries())
    writeFileSync(path.join(folder, `${entry.tag}.sql`), `CREATE TABLE ${tables[i]} (v text);`);
  writeFileSync(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return folder;
}

/** Where the database was when each migration run ran: a thread or a process. */
function recordWhereMigrationsRun(client: RestartingPgliteThread): string[] {
  const seen: string[] = [];
  const inProcess = client.inProcess.bind(client);
  client.inProcess = (work) =>
    inProcess((other) => {
      seen.push(hostOf(other).kind);
      return work(other);
    });
  return seen;
}

// Each of these starts PostgreSQL several times (initdb, processes, threads): slow on a busy machine.
describe('PGlite on disk: a new folder and its migrations', { timeout: 90_000 }, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'kyo-pglite-migrate-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const clientOf = (database: Database) =>
    (database.db as unknown as { $client: RestartingPgliteThread }).$client;
  const tablesOf = async (database: Database) =>
    (
      await (database.db.execute(
        sql`select tablename from pg_tables where schemaname = 'public' order by 1`,
      ) as unknown as Promise<{ rows: { tablename: string }[] }>)
    ).rows.map((row) => row.tablename);

  it('makes a new folder and migrates it in a process of its own, then serves from a fresh thread', async () => {
    const database = await openDatabase({ dataDir: path.join(dir, 'new') });
    try {
      const client = clientOf(database);
      // Nothing of PostgreSQL has started in this process yet.
      expect(client.isNew).toBe(true);
      expect(currentOf(client)).toBeNull();
      const where = recordWhereMigrationsRun(client);
      await database.migrate(migrationsFolderOf(dir, ['first', 'second']));
      expect(where).toEqual(['process']);
      expect(hostOf(currentOf(client)).kind).toBe('thread');
      expect(client.isNew).toBe(false);
      expect(await tablesOf(database)).toEqual(['first', 'second']);
      expect(client.restarts).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('applies a migration pending when the folder is opened again, and opens no process when none is', async () => {
    const dataDir = path.join(dir, 'upgraded');
    const first = await openDatabase({ dataDir });
    await first.migrate(migrationsFolderOf(dir, ['kept']));
    await first.db.execute(sql`insert into kept values ('from before the upgrade')`);
    await first.close();

    const again = await openDatabase({ dataDir });
    try {
      const client = clientOf(again);
      const where = recordWhereMigrationsRun(client);
      const serving = currentOf(client);
      await again.migrate(migrationsFolderOf(dir, ['kept']));
      expect(where).toEqual([]);
      expect(currentOf(client)).toBe(serving);

      await again.migrate(migrationsFolderOf(dir, ['kept', 'added']));
      expect(where).toEqual(['process']);
      expect(currentOf(client)).not.toBe(serving);
      expect(await tablesOf(again)).toEqual(['added', 'kept']);
      expect(await rowsOf<{ v: string }>(again, sql`select v from kept`)).toEqual([
        { v: 'from before the upgrade' },
      ]);
    } finally {
      await again.close();
    }
  });

  it('reports a migration that fails in its process, and serves the folder as it was', async () => {
    const dataDir = path.join(dir, 'failed');
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate(migrationsFolderOf(dir, ['good']));
      const broken = migrationsFolderOf(dir, ['good', 'bad']);
      writeFileSync(path.join(broken, '0001_bad.sql'), 'CREATE TABLE good (v text);');
      const error = await database.migrate(broken).catch((e: unknown) => e);
      expect(pgErrorOf(error)?.code).toBe('42P07'); // duplicate_table
      expect(await database.ping()).toBe(true);
      expect(await tablesOf(database)).toEqual(['good']);
    } finally {
      await database.close();
    }
  });
});
