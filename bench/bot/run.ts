/**
 * Chat bot benchmark: signed Kick webhooks in → bot replies out through the platform emulator.
 *
 *   node --import tsx bench/bot/run.ts [--db pglite|postgres|both] [--rate 2000] [--seconds 10]
 *        [--warmup 2] [--runs 3] [--channels 50] [--scenario commands|mixed|both|points,mixed,…]
 *        [--stages]   # each chat-pipeline stage's timer (its synchronous part), per scenario
 *        [--tail]     # per run: the loop's delay, the jobs that ran, what the slowest replies met
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
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/platform/config';
import { type ProviderFetch, undiciFetch } from '../../apps/server/src/providers/transport';
import type { Prepared, RunRequest, RunResult } from './load.worker';
import { openBenchDatabase, setupStreamers, withWidgets } from './app-setup';
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
  profileByStage,
  setStageTiming,
  takeStageTimes,
  timeStages,
} from './stage-profile';
import { ms, summary } from './stats';
import { withModeration } from './moderation-settings';
import { printReport, type Sample } from './report';
import { timeJobs, type TailWatch, watchTail } from './tail';

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
    tail: { type: 'boolean', default: false },
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

async function benchDatabase(kind: 'pglite' | 'postgres', samples: Sample[]) {
  const threadsBefore = new Set(threadIds());
  const { database, close } = await openBenchDatabase(kind);
  // The threads that appeared while PGlite opened are its own (none for PostgreSQL).
  const databaseThreads = threadIds().filter((tid) => !threadsBefore.has(tid));
  const { worker, urls } = await startWorker();
  const received = new Map<string, number>();
  const sent = new Map<string, number>();
  const answered: number[] = [];
  let balanceReplies = 0;
  // The app's own platform client (undici's request), noting when each reply leaves.
  const instrumentedFetch: ProviderFetch = (url, init) => {
    if (url.endsWith('/public/v1/chat') && typeof init.body === 'string') {
      const reply = replyOf((JSON.parse(init.body) as { content: string }).content);
      if (reply.balance) balanceReplies++;
      const leaves = performance.now();
      sent.set(reply.id, leaves);
      // How long Kick (the emulator) takes to answer: a channel's next reply waits for it.
      return undiciFetch(url, init).finally(() => answered.push(performance.now() - leaves));
    }
    return undiciFetch(url, init);
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kyo-bench-data-'));
  if (args.stages) timeStages();
  if (args.tail) timeJobs();
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
        answered.length = 0;
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
        const tail: TailWatch | null = args.tail ? watchTail() : null;
        const elu = performance.eventLoopUtilization();
        const cpuAtStart = threadCpuMicros();
        const databaseCpuAtStart = threadCpuMicros(databaseThreads);
        minuteFlushes.count = 0;
        minuteFlushes.ms = 0;
        const result = await ask<RunResult>(worker, { type: 'go' });
        const used = performance.eventLoopUtilization(elu);
        tail?.end();
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
        const replies: Array<{ at: number; latency: number }> = [];
        let expected = 0;
        for (const [id, at] of received) {
          if (!id.includes('m')) continue;
          const ratio = COMMAND_RATIO[scenario];
          const isCommand = ratio > 0 && Number(id.slice(-7)) % Math.round(1 / ratio) === 0;
          if (!isCommand) continue;
          expected++;
          const out = sent.get(id);
          if (out !== undefined) {
            latencies.push(out - at);
            replies.push({ at, latency: out - at });
          }
        }
        const reply = summary(latencies);
        const tailLine = tail?.stop(replies, answered);
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
        if (tailLine) console.log(`[${kind}] ${scenario} run ${run} tail: ${tailLine}`);
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
printReport(samples, {
  databases: DATABASES,
  scenarios: SCENARIOS,
  rates: RATES,
  runs: RUNS,
  seconds: SECONDS,
  warmup: WARMUP,
  channels: CHANNELS,
});
process.exit(0);
