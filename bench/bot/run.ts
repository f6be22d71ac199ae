/**
 * Chat bot benchmark: signed Kick webhooks in → bot replies out through the platform emulator.
 *
 *   node --import tsx bench/bot/run.ts [--db pglite|postgres|both] [--rate 2000] [--seconds 10]
 *        [--warmup 2] [--runs 3] [--channels 50] [--scenario commands|mixed|both|points,mixed,…]
 *        [--stages]   # each chat-pipeline stage's timer (its synchronous part), per scenario
 *
 * Main thread: the app (buildApp, as `npm start` builds it) on a real port, with its database.
 * Worker thread: the emulator (Kick's chat API) and an open-loop generator that POSTs pre-signed
 * webhooks at a fixed rate. Latency is measured inside the app: from the moment the webhook
 * request arrives (the HTTP server's 'request' event) to the moment the bot's POST /public/v1/chat
 * request leaves (the fetch the Kick adapter calls).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { consent } from '@kyo/emulator/testing';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/platform/config';
import { type ProviderFetch, undiciFetch } from '../../apps/server/src/providers/transport';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { migrationsFolder } from '../../apps/server/src/platform/paths';
import { bearer, signUp } from '../../apps/server/test/factories';
import { findPostgresBin, startThrowawayCluster } from '../../apps/server/test/postgres-cluster';
import type { Prepared, RunRequest, RunResult } from './load.worker';
import { replyOf } from './events';
import { goLive, timeFlush, withPoints } from './points-scenario';
import {
  ask,
  KICK_CLIENT,
  startProfiler,
  startWorker,
  threadCpuMicros,
  threadIds,
} from './harness';
import {
  type CpuProfile,
  type StageTime,
  profileByStage,
  setStageTiming,
  takeStageTimes,
  timeStages,
} from './stage-profile';
import { median, ms, summary } from './stats';
import { printModerationTable, withModeration } from './moderation-settings';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    rate: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    runs: { type: 'string', default: '3' },
    channels: { type: 'string', default: '50' },
    scenario: { type: 'string', default: 'both' },
    stages: { type: 'boolean', default: false },
  },
});
const RATES = args.rate.split(',').map(Number);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const RUNS = Number(args.runs);
const CHANNELS = Number(args.channels);
type Scenario = 'commands' | 'mixed' | 'chat' | 'widgets' | 'moderation' | 'points';
/** Share of events that are commands the bot answers. */
const COMMAND_RATIO: Record<Scenario, number> = {
  commands: 1,
  mixed: 0.1,
  chat: 0,
  widgets: 0,
  moderation: 0,
  points: 0.1, // `!points`, from a sender of its own (points-scenario.ts); the others earn
};
/** The moderation scenario: one line in 20 is spam (a link, shouting, a banned word…). */
const SPAM_RATIO = 0.05;
const SCENARIOS = (
  args.scenario === 'both' ? ['commands', 'mixed'] : args.scenario.split(',')
) as Scenario[];
const DATABASES = (args.db === 'both' ? ['pglite', 'postgres'] : [args.db]) as Array<
  'pglite' | 'postgres'
>;
/** BENCH_PROFILE_DIR=/tmp/x writes a CPU profile of the app's thread for each run. */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const APP_URL = 'http://localhost:3000';

interface Sample {
  db: string;
  scenario: string;
  rate: number;
  run: number;
  achieved: number;
  replies: number;
  expectedReplies: number;
  p50: number;
  p99: number;
  max: number;
  webhookP50: number;
  webhookP99: number;
  non2xx: number;
  /** Event-loop utilisation of the app's thread during the run (1 = saturated). */
  mainThreadBusy: number;
  /** The app thread's busy time per offered event, µs (counts waits for a core on a busy machine). */
  busyMicrosPerEvent: number;
  /** The app thread's CPU time per offered event, µs (/proc: what it ran, not what it waited). */
  cpuMicrosPerEvent: number;
  /** PGlite's thread's CPU time per offered event, µs (NaN on PostgreSQL: another process). */
  databaseCpuMicrosPerEvent: number;
  /** `--stages`: each stage's synchronous time over the run. */
  stages?: Record<string, StageTime>;
  /** `BENCH_PROFILE_DIR`: the profile's ms by stage (stage-profile.ts). */
  profileMs?: Map<string, number>;
  /** Widget state writes per second during the run (batches = statements). */
  countBatchesPerSecond: number;
  countRowsPerSecond: number;
  stateBatchesPerSecond: number;
}

async function openBenchDatabase(kind: 'pglite' | 'postgres') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kyo-bench-'));
  if (kind === 'pglite') {
    // On disk, as `npm start` runs it in demo mode.
    const database = await openDatabase(
      process.env.BENCH_PGLITE_MEMORY ? {} : { dataDir: path.join(dir, 'db') },
    );
    await database.migrate(migrationsFolder);
    return {
      database,
      close: async () => (await database.close(), rmSync(dir, { recursive: true })),
    };
  }
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (initdb, pg_ctl)');
  const cluster = await startThrowawayCluster(bin);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE kyo_bench');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/kyo_bench';
  const database = await openDatabase({ url: url.toString() });
  await database.migrate(migrationsFolder);
  return {
    database,
    close: async () => {
      await database.close();
      cluster.stop();
      rmSync(dir, { recursive: true });
    },
  };
}

/** Kyo users with Kick connected (OAuth with PKCE through the app) and a `!hello` command. */
async function setupStreamers(app: FastifyInstance, worker: Worker, count: number) {
  const userTokens: string[] = [];
  const { accounts } = await ask<{ accounts: Array<{ userId: number; username: string }> }>(
    worker,
    { type: 'create-streamers', count },
  );
  for (const account of accounts) {
    const user = await signUp(app);
    userTokens.push(user.token);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
    const start = (await call('GET', '/api/kick/oauth')).json<{ url: string; verifier: string }>();
    const back = await consent(start.url, { account: String(account.userId) });
    const tokens = (
      await call('POST', '/api/kick/token', {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        verifier: start.verifier,
      })
    ).json<{ access_token: string; refresh_token: string; expires_in: number; scope: string }>();
    const saved = await call('POST', '/api/user/connections/kick', {
      username: account.username,
      providerId: String(account.userId),
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresIn: tokens.expires_in,
      scope: tokens.scope,
    });
    if (saved.statusCode !== 200) throw new Error(`connect failed: ${saved.body}`);
    const command = await call('POST', '/api/bot/commands', {
      name: 'hello',
      responses: ['{1}'],
      globalCooldownSeconds: 0,
    });
    if (command.statusCode !== 201) throw new Error(`command failed: ${command.body}`);
  }
  return { accounts, tokens: userTokens };
}

/**
 * The 'widgets' scenario: every channel gets a chat leaderboard and an emote streak (created
 * before the run, deleted after), so runs with and without them alternate on the same app.
 */
async function withWidgets(app: FastifyInstance, tokens: string[]) {
  const ids: Array<{ token: string; id: string }> = [];
  for (const token of tokens) {
    for (const type of ['chat-leaderboard', 'emote-streak']) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/widgets',
        headers: bearer(token),
        payload: { type },
      });
      if (created.statusCode !== 201) throw new Error(`widget failed: ${created.body}`);
      ids.push({ token, id: created.json<{ id: string }>().id });
    }
  }
  return async () => {
    for (const { token, id } of ids)
      await app.inject({ method: 'DELETE', url: `/api/widgets/${id}`, headers: bearer(token) });
  };
}

async function benchDatabase(kind: 'pglite' | 'postgres', samples: Sample[]) {
  const threadsBefore = new Set(threadIds());
  const { database, close } = await openBenchDatabase(kind);
  // The threads that appeared while PGlite opened are its own (none for PostgreSQL).
  const databaseThreads = threadIds().filter((tid) => !threadsBefore.has(tid));
  const { worker, urls } = await startWorker();
  const received = new Map<string, number>();
  const sent = new Map<string, number>();
  let balanceReplies = 0;
  // The app's own platform client (undici's request), noting when each reply leaves.
  const instrumentedFetch: ProviderFetch = (url, init) => {
    if (url.endsWith('/public/v1/chat') && typeof init.body === 'string') {
      const reply = replyOf((JSON.parse(init.body) as { content: string }).content);
      if (reply.balance) balanceReplies++;
      sent.set(reply.id, performance.now());
    }
    return undiciFetch(url, init);
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kyo-bench-data-'));
  if (args.stages) timeStages();
  const app = await buildApp({
    config: parseConfig({
      DATA_DIR: dataDir,
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PUBLIC_URL: APP_URL,
      RATE_LIMIT_FACTOR: '10000',
      KICK_CLIENT_ID: KICK_CLIENT.clientId,
      KICK_CLIENT_SECRET: KICK_CLIENT.clientSecret,
      KICK_AUTH_URL: urls.kickAuth,
      KICK_API_URL: urls.kickApi,
      // The per-channel pacing is a politeness policy, not capacity: off for a load test.
      BOT_CHAT_RATE_PER_SECOND: '1000',
      BOT_CHAT_BURST: '1000',
    }),
    database: database,
    logger: process.env.BENCH_LOG ? { level: process.env.BENCH_LOG } : false,
    backgroundJobs: true,
    fetch: instrumentedFetch,
    webRoot: dataDir,
  });
  app.server.prependListener('request', (request: { headers: Record<string, unknown> }) => {
    const id = request.headers['x-bench-id'];
    if (typeof id === 'string') received.set(id, performance.now());
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The minute's `points-flush` job, when it comes during a run: it writes every channel's
  // earnings (on PGlite, the database thread the replies and the ingest wait for is busy then).
  const minuteFlushes = { count: 0, ms: 0 };
  const flushEarnings = app.points.flush.bind(app.points);
  app.points.flush = async () => {
    const started = performance.now();
    try {
      await flushEarnings();
    } finally {
      minuteFlushes.count++;
      minuteFlushes.ms += performance.now() - started;
    }
  };
  const { accounts: channels, tokens } = await setupStreamers(app, worker, CHANNELS);
  console.log(`[${kind}] ${channels.length} channels connected`);
  if (SCENARIOS.includes('points'))
    await goLive(app, worker, database, channels, `${address}/api/kick/webhook`);

  let tag = 0;
  // Runs alternate between scenarios (chat, widgets, chat, widgets, …) so a noisy minute on a
  // shared machine hits both sides of a comparison alike.
  for (const rate of RATES) {
    for (let run = 1; run <= RUNS; run++) {
      for (const scenario of SCENARIOS) {
        const removeWidgets = scenario === 'widgets' ? await withWidgets(app, tokens) : null;
        const moderationOff = scenario === 'moderation' ? await withModeration(app, tokens) : null;
        const before = app.widgets.stateStats();
        received.clear();
        sent.clear();
        balanceReplies = 0;
        const request: RunRequest = {
          type: 'prepare',
          tag: `r${tag++}`,
          rate,
          seconds: SECONDS,
          warmupSeconds: WARMUP,
          commandRatio: COMMAND_RATIO[scenario],
          spamRatio: scenario === 'moderation' ? SPAM_RATIO : 0,
          points: scenario === 'points',
          channels,
          webhookUrl: `${address}/api/kick/webhook`,
        };
        // Signing happens before the clock starts: the generator only sends during the run.
        const { pointsSenders } = await ask<Prepared>(worker, request);
        const pointsOff =
          scenario === 'points' ? await withPoints(app, channels, tokens, pointsSenders) : null;
        const profiler = PROFILE_DIR ? await startProfiler() : null;
        takeStageTimes();
        setStageTiming(args.stages);
        const elu = performance.eventLoopUtilization();
        const cpuAtStart = threadCpuMicros();
        const databaseCpuAtStart = threadCpuMicros(databaseThreads);
        minuteFlushes.count = 0;
        minuteFlushes.ms = 0;
        const result = await ask<RunResult>(worker, { type: 'go' });
        const used = performance.eventLoopUtilization(elu);
        const cpuUsed = threadCpuMicros() - cpuAtStart;
        const databaseCpuUsed = threadCpuMicros(databaseThreads) - databaseCpuAtStart;
        const flushedInRun = { ...minuteFlushes };
        setStageTiming(false);
        const stages = args.stages ? takeStageTimes() : undefined;
        const after = app.widgets.stateStats();
        const runSeconds = SECONDS + WARMUP;
        await removeWidgets?.();
        await app.moderation.idle();
        await moderationOff?.();
        const mainThreadBusy = used.utilization;
        // The app thread's busy time per event offered (warm-up included): a figure that holds on
        // a shared machine, unlike wall-clock percentiles.
        const offered = Math.max(1, rate * (SECONDS + WARMUP));
        const busyMicrosPerEvent = (used.active * 1000) / offered;
        const profile = (await profiler?.stop(
          path.join(PROFILE_DIR!, `${kind}-${scenario}-${rate}-${run}.cpuprofile`),
        )) as CpuProfile | undefined;
        await app.services.bus.drain();
        await app.bot.idle();
        const flush = pointsOff ? await timeFlush(app, database) : null;
        await pointsOff?.();
        const latencies: number[] = [];
        let expected = 0;
        for (const [id, at] of received) {
          if (!id.includes('m')) continue;
          const ratio = COMMAND_RATIO[scenario];
          const isCommand = ratio > 0 && Number(id.slice(-7)) % Math.round(1 / ratio) === 0;
          if (!isCommand) continue;
          expected++;
          const out = sent.get(id);
          if (out !== undefined) latencies.push(out - at);
        }
        const reply = summary(latencies);
        const sample: Sample = {
          db: kind,
          scenario,
          rate,
          run,
          achieved: result.achievedPerSecond,
          replies: reply.count,
          expectedReplies: expected,
          p50: reply.p50,
          p99: reply.p99,
          max: reply.max,
          webhookP50: result.webhookResponseMs.p50,
          webhookP99: result.webhookResponseMs.p99,
          non2xx: result.measured - result.ok,
          mainThreadBusy,
          busyMicrosPerEvent,
          cpuMicrosPerEvent: cpuUsed / offered,
          databaseCpuMicrosPerEvent: databaseCpuUsed / offered,
          ...(stages ? { stages } : {}),
          ...(profile ? { profileMs: profileByStage(profile) } : {}),
          countBatchesPerSecond: (after.countBatches - before.countBatches) / runSeconds,
          countRowsPerSecond: (after.countRows - before.countRows) / runSeconds,
          stateBatchesPerSecond: (after.stateBatches - before.stateBatches) / runSeconds,
        };
        samples.push(sample);
        console.log(
          `[${kind}] ${scenario} offered ${rate}/s run ${run}: achieved ${sample.achieved.toFixed(0)}/s, ` +
            `replies ${sample.replies}/${sample.expectedReplies}, receipt→send p50 ${ms(sample.p50)} ms ` +
            `p99 ${ms(sample.p99)} ms max ${ms(sample.max)} ms, webhook answer p50 ${ms(sample.webhookP50)} ` +
            `p99 ${ms(sample.webhookP99)} ms, non-2xx ${sample.non2xx}, app thread busy ` +
            `${(sample.mainThreadBusy * 100).toFixed(0)} % (${sample.busyMicrosPerEvent.toFixed(0)} µs/event, ` +
            `CPU ${sample.cpuMicrosPerEvent.toFixed(0)} µs/event` +
            (kind === 'pglite'
              ? `, PGlite thread CPU ${sample.databaseCpuMicrosPerEvent.toFixed(0)} µs/event), `
              : '), ') +
            `widget writes ${sample.countBatchesPerSecond.toFixed(1)} count + ${sample.stateBatchesPerSecond.toFixed(1)} state statements/s ` +
            `(${sample.countRowsPerSecond.toFixed(0)} count rows/s), generator lag ${result.generatorLagMs.toFixed(0)} ms, ` +
            `load average ${os.loadavg()[0]!.toFixed(1)}` +
            (flushedInRun.count > 0
              ? `, the minute's points flush ran during it (${ms(flushedInRun.ms)} ms)`
              : '') +
            (flush
              ? `, "you have N coins (rank #k)" ${balanceReplies}, the run's earnings flushed: ` +
                `${flush.rows} ledger rows in ${ms(flush.ms)} ms`
              : ''),
        );
      }
    }
  }
  await app.close();
  await ask(worker, { type: 'close' });
  await worker.terminate();
  await close();
  rmSync(dataDir, { recursive: true, force: true });
}

const samples: Sample[] = [];
for (const kind of DATABASES) await benchDatabase(kind, samples);

console.log(
  `\nMedians over ${RUNS} run(s) of ${SECONDS} s (after ${WARMUP} s warm-up), ${CHANNELS} channels, ` +
    `${os.cpus().length} cores, Node ${process.versions.node}:\n`,
);
console.log(
  '| database | scenario | offered ev/s | achieved ev/s | replies | receipt→send p50 | p99 | webhook answer p50 | p99 | app thread busy µs/event | app thread CPU µs/event | PGlite thread CPU µs/event |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const kind of DATABASES)
  for (const scenario of SCENARIOS)
    for (const rate of RATES) {
      const group = samples.filter(
        (s) => s.db === kind && s.scenario === scenario && s.rate === rate,
      );
      if (group.length === 0) continue;
      const m = (pick: (s: Sample) => number) => median(group.map(pick));
      console.log(
        `| ${kind} | ${scenario} | ${rate} | ${m((s) => s.achieved).toFixed(0)} | ` +
          `${m((s) => s.replies).toFixed(0)}/${m((s) => s.expectedReplies).toFixed(0)} | ` +
          `${ms(m((s) => s.p50))} ms | ${ms(m((s) => s.p99))} ms | ${ms(m((s) => s.webhookP50))} ms | ` +
          `${ms(m((s) => s.webhookP99))} ms | ${m((s) => s.busyMicrosPerEvent).toFixed(0)} | ` +
          `${m((s) => s.cpuMicrosPerEvent).toFixed(0)} | ` +
          `${kind === 'pglite' ? m((s) => s.databaseCpuMicrosPerEvent).toFixed(0) : '–'} |`,
      );
    }
printByStage(samples);

// The widgets' own cost: runs with and without them, paired in the order they ran.
if (SCENARIOS.includes('widgets') && SCENARIOS.includes('chat')) {
  console.log(
    '\n| database | offered ev/s | µs/event without widgets | with | extra µs/event (median of pairs) | count statements/s | count rows/s | state statements/s |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const kind of DATABASES)
    for (const rate of RATES) {
      const of = (scenario: Scenario) =>
        samples.filter((s) => s.db === kind && s.rate === rate && s.scenario === scenario);
      const plain = of('chat');
      const withWidgets = of('widgets');
      if (plain.length === 0 || withWidgets.length === 0) continue;
      const extra = withWidgets.map((w, i) => w.busyMicrosPerEvent - plain[i]!.busyMicrosPerEvent);
      const m = (list: Sample[], pick: (s: Sample) => number) => median(list.map(pick));
      console.log(
        `| ${kind} | ${rate} | ${m(plain, (s) => s.busyMicrosPerEvent).toFixed(0)} | ` +
          `${m(withWidgets, (s) => s.busyMicrosPerEvent).toFixed(0)} | ${median(extra).toFixed(1)} | ` +
          `${m(withWidgets, (s) => s.countBatchesPerSecond).toFixed(2)} | ` +
          `${m(withWidgets, (s) => s.countRowsPerSecond).toFixed(0)} | ` +
          `${m(withWidgets, (s) => s.stateBatchesPerSecond).toFixed(2)} |`,
      );
    }
}
// Moderation's own cost: runs with every rule on (one line in 20 spam) and without, paired.
if (SCENARIOS.includes('moderation') && SCENARIOS.includes('chat'))
  printModerationTable(samples, DATABASES, RATES);
process.exit(0);

/**
 * `--stages` and `BENCH_PROFILE_DIR`: µs per offered event of each stage's timer (its synchronous
 * part) and of the profile by stage, medians of runs, every scenario side by side.
 */
function printByStage(all: Sample[]): void {
  for (const kind of DATABASES)
    for (const rate of RATES) {
      const of = (scenario: Scenario) =>
        all.filter((s) => s.db === kind && s.rate === rate && s.scenario === scenario);
      const perEvent = (runs: Sample[], pick: (s: Sample) => number | undefined) => {
        const values = runs.map(pick).filter((v): v is number => v !== undefined);
        return values.length ? median(values).toFixed(1) : '–';
      };
      const offered = rate * (SECONDS + WARMUP);
      const table = (title: string, names: string[], pick: (s: Sample, name: string) => number) => {
        if (names.length === 0) return;
        console.log(`
${title}, ${kind} at ${rate} ev/s (µs per offered event, median of runs):
`);
        console.log(`| | ${SCENARIOS.join(' | ')} |`);
        console.log(`|---|${SCENARIOS.map(() => '---|').join('')}`);
        for (const name of names)
          console.log(
            `| ${name} | ${SCENARIOS.map((sc) => perEvent(of(sc), (s) => pick(s, name))).join(' | ')} |`,
          );
      };
      const runs = all.filter((s) => s.db === kind && s.rate === rate);
      const stageNames = [...new Set(runs.flatMap((s) => Object.keys(s.stages ?? {})))];
      table(
        'Stage timers (synchronous part)',
        stageNames,
        (s, name) => (s.stages?.[name]?.us ?? 0) / offered,
      );
      const profiled = [...new Set(runs.flatMap((s) => [...(s.profileMs?.keys() ?? [])]))]
        .filter((name) => name !== 'idle')
        .sort((a, b) => {
          const total = (name: string) =>
            runs.reduce((sum, s) => sum + (s.profileMs?.get(name) ?? 0), 0);
          return total(b) - total(a);
        });
      table('App thread by stage (profiled)', profiled, (s, name) =>
        s.profileMs ? ((s.profileMs.get(name) ?? 0) * 1000) / offered : 0,
      );
    }
}
