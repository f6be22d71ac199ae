import type { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db/database';
import { bearer } from '../../apps/server/test/factories';
import { ask } from './harness';

/**
 * The 'points' scenario of run.ts (issue 44): `!points` answered while the chat earns. Every
 * channel is live (a signed `livestream.status.updated`, as Kick sends it: the stats open the
 * stream, and points earn only while one is open); points are switched on for every channel
 * before a points run and off after it, so 'points' alternates with 'mixed' on the same app.
 * Each `!points` line has a sender of its own (`p_<id>`), given a balance by a CSV import before
 * the run, so the command answers its usual "you have N coins (rank #k)".
 */

type Channel = { userId: number; username: string };

/** Every channel goes live; waits until the stats have opened every stream. */
export async function goLive(
  app: FastifyInstance,
  worker: Worker,
  database: Database,
  channels: Channel[],
  webhookUrl: string,
) {
  const { statuses } = await ask<{ statuses: string[] }>(worker, {
    type: 'live',
    channels,
    webhookUrl,
  });
  // The ingest's answer: `200 {"status":"accepted"}` (not ignored, invalid or a duplicate).
  const refused = statuses.filter((status) => !status.includes('"accepted"'));
  if (refused.length > 0) throw new Error(`live webhooks refused: ${refused.join(', ')}`);
  await app.services.bus.drain();
  for (let i = 0; i < 100; i++) {
    const open = await openStreams(database);
    if (open >= channels.length) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`only ${await openStreams(database)} of ${channels.length} streams opened`);
}

async function openStreams(database: Database): Promise<number> {
  return count(database, sql`select count(*)::int as n from stats_streams where ended_at is null`);
}

/** Ledger rows written so far (all channels). */
export async function ledgerRows(database: Database): Promise<number> {
  return count(database, sql`select count(*)::int as n from points_ledger`);
}

async function count(database: Database, query: SQL): Promise<number> {
  const result: unknown = await database.db.execute(query);
  return Number((result as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

const put = (app: FastifyInstance, token: string, enabled: boolean) =>
  app.inject({
    method: 'PUT',
    url: '/api/points/settings',
    headers: bearer(token),
    payload: { enabled, currencyName: 'coins' },
  });

/**
 * Points on for every channel (the defaults: 10 per active minute, active 10 minutes after a
 * line of 3 characters or more, commands and repeats do not earn), each `!points` sender of the
 * run given a balance (100-999, so their ranks differ). Answers the switch back off.
 */
export async function withPoints(
  app: FastifyInstance,
  channels: Channel[],
  tokens: string[],
  senders: Record<string, string[]>,
) {
  for (const [i, channel] of channels.entries()) {
    const token = tokens[i]!;
    const saved = await put(app, token, true);
    if (saved.statusCode !== 200) throw new Error(`points settings failed: ${saved.body}`);
    const names = senders[channel.username] ?? [];
    if (names.length === 0) continue;
    const csv = ['username,points', ...names.map((name, k) => `${name},${100 + ((k * 37) % 900)}`)];
    const imported = await app.inject({
      method: 'POST',
      url: '/api/points/import',
      headers: bearer(token),
      payload: { csv: csv.join('\n') },
    });
    const body = imported.json<{ imported: number; refused: unknown[] }>();
    if (imported.statusCode !== 200 || body.imported !== names.length)
      throw new Error(`points import failed: ${imported.body}`);
  }
  return async () => {
    for (const token of tokens) {
      const saved = await put(app, token, false);
      if (saved.statusCode !== 200) throw new Error(`points settings failed: ${saved.body}`);
    }
  };
}

/**
 * Writes what the run's chat earned (the minute's `points-flush` job's work, done now) and
 * times it: on PGlite its statements hold the app's thread, so a reply waits behind it.
 */
export async function timeFlush(app: FastifyInstance, database: Database) {
  const before = await ledgerRows(database);
  const started = performance.now();
  await app.points.flush();
  const ms = performance.now() - started;
  return { ms, rows: (await ledgerRows(database)) - before };
}
