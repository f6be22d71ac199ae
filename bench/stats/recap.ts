/**
 * The recap API of a 12-hour stream (720 minutes) on a filled database, on PGlite and on
 * PostgreSQL: GET /api/stats/streams/{id} through the real app (route, auth, service, queries).
 * Run: node --import tsx bench/stats/recap.ts [--rounds 50] [--db pglite,postgres]
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/platform/config';
import { openDatabase, type Database } from '../../apps/server/src/platform/db/database';
import { migrationsFolder } from '../../apps/server/src/platform/paths';
import { uuidv7 } from '../../apps/server/src/platform/ids';
import { throwawayDatabases } from '../bot/harness';
import { median, percentile } from '../bot/stats';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!, process.argv[i + 1]!);
const ROUNDS = Number(args.get('--rounds') ?? 50);
const DBS = (args.get('--db') ?? 'pglite,postgres').split(',');
const MINUTE = 60_000;
const DAY = 86_400_000;

/** 90 days of streams (one a day, 4 h), the last one 12 h; chat from 3,000 chatters. */
async function fill(database: Database, userId: string): Promise<string> {
  const db = database.db;
  const now = Date.now();
  let last = '';
  for (let day = 90; day >= 0; day--) {
    const minutes = day === 0 ? 720 : 240;
    const start = now - day * DAY - minutes * MINUTE - 60 * MINUTE;
    const id = uuidv7(start);
    last = id;
    const stream = {
      id,
      user_id: userId,
      b: 1001,
      started_at: new Date(start).toISOString(),
      ended_at: new Date(start + minutes * MINUTE).toISOString(),
    };
    await db.execute(sql`insert into stats_streams (id, user_id, broadcaster_user_id, started_at,
      ended_at, last_live_at, title, category, peak_viewers, viewer_sum, viewer_readings, messages,
      chatters, follows, subs, kicks)
      values (${stream.id}, ${stream.user_id}, 1001, ${stream.started_at}::timestamptz,
      ${stream.ended_at}::timestamptz, ${stream.ended_at}::timestamptz, 'Bench stream', 'Chess',
      500, ${minutes * 2 * 300}, ${minutes * 2}, ${minutes * 40}, 3000, 50, 10, 5000)`);
    const rows = Array.from({ length: minutes }, (_, i) => ({
      s: id,
      m: new Date(Math.floor(start / MINUTE) * MINUTE + i * MINUTE).toISOString(),
      c: i < minutes / 2 ? 'Chess' : 'Just Chatting',
      v: 300 + Math.round(200 * Math.sin((Math.PI * i) / minutes)),
      msg: 20 + (i % 37),
    }));
    await db.execute(sql`insert into stats_minutes (stream_id, minute, category, peak_viewers,
      viewer_sum, viewer_readings, messages, chatters, emotes, follows, subs, kicks)
      select x.s, x.m, x.c, x.v, x.v * 2, 2, x.msg, x.msg / 2, x.msg / 3, (x.msg % 7 = 0)::int,
        (x.msg % 11 = 0)::int, (x.msg % 13 = 0)::int * 100
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(s uuid, m timestamptz, c text, v int, msg int)`);
    if (day === 0) {
      const tops = [
        ...Array.from({ length: 3000 }, (_, i) => ({
          k: 'chatter',
          key: String(i),
          n: 1 + (i % 97),
        })),
        ...Array.from({ length: 60 }, (_, i) => ({
          k: 'emote',
          key: String(37000 + i),
          n: 10 + i,
        })),
        ...Array.from({ length: 25 }, (_, i) => ({ k: 'command', key: `cmd${i}`, n: 5 + i })),
      ];
      await db.execute(sql`insert into stats_tops (stream_id, kind, key, name, count)
        select ${id}::uuid, x.k, x.key, 'name_' || x.key, x.n
        from jsonb_to_recordset(${JSON.stringify(tops)}::jsonb) as x(k text, key text, n int)`);
      await db.execute(sql`insert into stats_markers (stream_id, at, kind, value) values
        (${id}, ${new Date(start + 360 * MINUTE).toISOString()}::timestamptz, 'category', 'Just Chatting')`);
    }
  }
  return last;
}

async function run(kind: string, url: string | undefined) {
  const config = parseConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kyo-bench-')),
    APP_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_FACTOR: '1000',
    LOG_LEVEL: 'warn',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const database = await openDatabase(
    url ? { url } : { dataDir: path.join(config.DATA_DIR, 'db') },
  );
  await database.migrate(migrationsFolder);
  const app = await buildApp({
    config,
    database,
    logger: false,
    webRoot: path.join(os.tmpdir(), 'kyo-bench-no-web'),
  });
  const signup = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: {
      email: `bench_${randomUUID()}@example.com`,
      password: `Kyo-${randomBytes(8).toString('hex')}!`,
      username: `bench_${randomBytes(4).toString('hex')}`,
    },
  });
  const { token, user } = signup.json<{ token: string; user: { id: string } }>();
  const id = await fill(database, user.id);
  const headers = { authorization: `Bearer ${token}` };
  const time = async (url: string) => {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS + 5; i++) {
      const t0 = performance.now();
      const response = await app.inject({ url, headers });
      const t1 = performance.now();
      if (response.statusCode !== 200)
        throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      if (i >= 5) times.push(t1 - t0);
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { p50: median(times), p95: percentile(sorted, 95), max: sorted[sorted.length - 1]! };
  };
  const recap = await time(`/api/stats/streams/${id}`);
  const list = await time('/api/stats/streams?pageSize=20');
  const trends = await time('/api/stats/trends?days=90');
  const size = (await app.inject({ url: `/api/stats/streams/${id}`, headers })).body.length;
  await app.close();
  await database.close();
  const f = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `| ${kind} | recap (720 min) | ${f(recap.p50)} | ${f(recap.p95)} | ${f(recap.max)} | ${(size / 1024).toFixed(0)} kB |`,
  );
  console.log(
    `| ${kind} | streams page (20 of 91) | ${f(list.p50)} | ${f(list.p95)} | ${f(list.max)} | |`,
  );
  console.log(
    `| ${kind} | trends (90 days) | ${f(trends.p50)} | ${f(trends.p95)} | ${f(trends.max)} | |`,
  );
}

console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${ROUNDS} requests each`,
);
console.log('| database | request | p50 | p95 | max | body |');
console.log('|---|---|---|---|---|---|');
if (DBS.includes('pglite')) await run('pglite', undefined);
if (DBS.includes('postgres')) {
  const pg = await throwawayDatabases('kyo_stats_bench');
  try {
    await run('postgres', pg.urls[0]);
  } finally {
    pg.stop();
  }
}
process.exit(0);
