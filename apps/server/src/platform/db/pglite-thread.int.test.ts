import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { isUniqueViolation, pgErrorOf } from './errors';
import { PgliteThread, RestartingPgliteThread } from './pglite-thread';

/** The embedded database on its own thread (decision 016) behaves as PGlite does in-thread. */
describe('PGlite on its own thread', () => {
  let database: Database;
  const rowsOf = async <T>(from: Database, query: SQL): Promise<T[]> => {
    const result: unknown = await from.db.execute(query);
    return (result as { rows: T[] }).rows;
  };
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
    await (thread as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(waiting).rejects.toThrow(/database thread ended/);
    await expect(thread.query('select 1')).rejects.toThrow(/database thread ended/);
  });

  it('reports the caller’s error from a transaction whose thread died under it', async () => {
    const thread = new PgliteThread({});
    await thread.waitReady;
    const worker = (thread as unknown as { worker: { terminate(): Promise<number> } }).worker;
    await expect(
      thread.transaction(async () => {
        await worker.terminate();
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
      const crashed = (
        client as unknown as { current: { worker: { terminate(): Promise<number> } } }
      ).current;
      await crashed.worker.terminate();
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
