/**
 * CPU per ingested chat event: Kyo as `npm start` runs it (one process, every thread of it counted:
 * the app thread, the embedded database's thread, libuv's pool), against the floor in the same
 * run: a bare `node:http` server that only verifies the signatures and parses the JSON of the same
 * webhooks, and the bare verify-and-parse loop over them without HTTP.
 *
 *   node --import tsx bench/bot/cpu.ts [--db pglite|postgres|both] [--rate 2000]
 *        [--scenario chat,mixed] [--runs 3] [--seconds 5] [--warmup 2] [--channels 50]
 *        [--baseline ../other-checkout]   # that tree's Kyo node too, in every run
 *        [--node-args="--v8-pool-size=1"] [--baseline-node-args=""]   # flags for each Kyo's node
 *        [--profile-runs 1]   # after the measured runs, profiled runs: the app thread by stage
 *   BENCH_PROFILE_DIR=/tmp/prof ...   # a CPU profile of Kyo's app thread per run
 *
 * CPU is `process.cpuUsage()` of each server process over the run (warm-up included) divided by
 * the events offered: a figure that holds on a shared machine, unlike wall-clock percentiles.
 * See README.md beside this file ("CPU per event").
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import type { FloorRun, ToFloor } from './floor-node';
import { ask, ChildNode, KICK_CLIENT, startWorker, throwawayDatabases } from './harness';
import type { NodeRun, ToNode } from './kyo-node';
import type { RunRequest, RunResult } from './load.worker';
import { type CpuProfile, type StageTime, profileByStage } from './stage-profile';
import { median, ms } from './stats';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    rate: { type: 'string', default: '2000' },
    scenario: { type: 'string', default: 'chat,mixed' },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    runs: { type: 'string', default: '3' },
    channels: { type: 'string', default: '50' },
    /** Another checkout of Kyo (with this folder's kyo-node.ts): its node runs in every run too. */
    baseline: { type: 'string' },
    /** Flags for the `node` of this tree's Kyo and of the baseline's (`--baseline .` compares flags). */
    'node-args': { type: 'string', default: '' },
    'baseline-node-args': { type: 'string', default: '' },
    /** Profiled runs of each scenario after the measured ones (not in the medians). */
    'profile-runs': { type: 'string', default: '0' },
  },
});
const BASELINE = args.baseline;
const RATES = args.rate.split(',').map(Number);
const SCENARIOS = args.scenario.split(',') as Array<'chat' | 'mixed'>;
const COMMAND_RATIO = { chat: 0, mixed: 0.1 };
const DATABASES = (args.db === 'both' ? ['pglite', 'postgres'] : [args.db]) as Array<
  'pglite' | 'postgres'
>;
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const RUNS = Number(args.runs);
const CHANNELS = Number(args.channels);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const PROFILE_RUNS = Number(args['profile-runs']);
/** Where the profiled runs' profiles go. */
const STAGE_DIR =
  PROFILE_RUNS > 0
    ? (PROFILE_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'kyo-bench-stages-')))
    : undefined;

interface Sample {
  db: string;
  scenario: string;
  rate: number;
  kyoUs: number;
  /** `--baseline`: the other tree's node, in the same run. */
  baselineUs: number;
  httpFloorUs: number;
  loopFloorUs: number;
  achieved: number;
  replies: number;
  expected: number;
  p50: number;
  p99: number;
}

async function postgresUrl() {
  const postgres = await throwawayDatabases('kyo_bot_cpu', 'kyo_bot_cpu_baseline');
  const [url, baselineUrl] = postgres.urls as [string, string];
  return { url, baselineUrl, stop: postgres.stop };
}

interface Measured {
  result: RunResult;
  ran: NodeRun;
}

/** A profiled run: the app thread's time by stage, and (this tree) each stage's timer. */
interface StageSample {
  db: string;
  scenario: string;
  tree: 'kyo' | 'baseline';
  events: number;
  profileMs: Map<string, number>;
  timers: Record<string, StageTime>;
}

async function main(): Promise<void> {
  console.log(
    `bot CPU benchmark: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ` +
      `${DATABASES.join('/')}, ${SCENARIOS.join('/')} at ${RATES.join('/')} ev/s, ${RUNS} runs of ` +
      `${SECONDS} s after ${WARMUP} s, ${CHANNELS} channels` +
      (BASELINE ? `, baseline ${BASELINE}` : ''),
  );
  const { worker, urls } = await startWorker();
  const { publicKeyPem } = await ask<{ publicKeyPem: string }>(worker, { type: 'public-key' });
  const floor = new ChildNode<ToFloor>('./floor-node.ts');
  const floorPort = await floor.call<number>({ type: 'start', publicKeyPem });
  const samples: Sample[] = [];
  const stageSamples: StageSample[] = [];
  let tag = 0;
  try {
    for (const db of DATABASES) {
      const postgres = db === 'postgres' ? await postgresUrl() : undefined;
      const { accounts } = await ask<{
        accounts: Array<{ userId: number; username: string }>;
      }>(worker, { type: 'create-streamers', count: CHANNELS });
      /** A Kyo node with the channels connected, from this tree or the baseline's. */
      const startKyo = async (entry: string, databaseUrl: string | undefined, flags: string) => {
        const node = new ChildNode<ToNode>(entry, flags.split(' ').filter(Boolean));
        const port = await node.call<number>({
          type: 'start',
          ...(PROFILE_RUNS > 0 ? { stages: true } : {}),
          ...(databaseUrl ? { databaseUrl } : {}),
          secret: randomBytes(32).toString('hex'),
          kick: {
            clientId: KICK_CLIENT.clientId,
            clientSecret: KICK_CLIENT.clientSecret,
            authUrl: urls.kickAuth,
            apiUrl: urls.kickApi,
          },
        });
        await node.call({ type: 'setup', accounts });
        return { node, port };
      };
      const kyo = await startKyo('./kyo-node.ts', postgres?.url, args['node-args']);
      const baseline = BASELINE
        ? await startKyo(
            pathToFileURL(path.resolve(BASELINE, 'bench/bot/kyo-node.ts')).href,
            postgres?.baselineUrl,
            args['baseline-node-args'],
          )
        : undefined;
      try {
        for (const rate of RATES) {
          for (let run = 1; run <= RUNS + PROFILE_RUNS; run++) {
            for (const scenario of SCENARIOS) {
              const profiled = run > RUNS;
              const events = rate * (SECONDS + WARMUP);
              const prepare = async (url: string) => {
                const request: RunRequest = {
                  type: 'prepare',
                  tag: `u${tag++}`,
                  rate,
                  seconds: SECONDS,
                  warmupSeconds: WARMUP,
                  commandRatio: COMMAND_RATIO[scenario],
                  channels: accounts,
                  webhookUrl: url,
                };
                // Signing happens before the clock starts: the generator only sends during the run.
                await ask(worker, request);
              };
              const go = () => ask<RunResult>(worker, { type: 'go' });
              const runKyo = async (
                target: { node: ChildNode<ToNode>; port: number },
                name: 'kyo' | 'baseline',
              ): Promise<Measured> => {
                const dir = profiled ? STAGE_DIR : PROFILE_DIR;
                const profile = dir
                  ? path.join(dir, `${name}-${db}-${scenario}-${rate}-${run}.cpuprofile`)
                  : undefined;
                await prepare(`http://127.0.0.1:${target.port}/api/kick/webhook`);
                await target.node.call({ type: 'begin', profile: Boolean(profile) });
                const result = await go();
                const ran = await target.node.call<NodeRun>({
                  type: 'end',
                  ...(profile ? { profile } : {}),
                });
                if (profiled && profile)
                  stageSamples.push({
                    db,
                    scenario,
                    tree: name,
                    events,
                    profileMs: profileByStage(
                      JSON.parse(readFileSync(profile, 'utf8')) as CpuProfile,
                    ),
                    timers: ran.stages ?? {},
                  });
                return { result, ran };
              };
              const runFloor = async () => {
                await prepare(`http://127.0.0.1:${floorPort}/`);
                await floor.call({ type: 'begin' });
                await go();
                const http = await floor.call<FloorRun>({ type: 'end' });
                const loop = await floor.call<FloorRun>({ type: 'loop' });
                if (http.invalid + loop.invalid > 0)
                  throw new Error('the floor saw bad signatures');
                return { http, loop };
              };
              // Each server in turn, the order rotating between runs, so noise hits all alike.
              let measured: Measured | undefined;
              let base: Measured | undefined;
              let bare: Awaited<ReturnType<typeof runFloor>> | undefined;
              if (profiled) {
                await runKyo(kyo, 'kyo');
                if (baseline) await runKyo(baseline, 'baseline');
                continue;
              }
              const steps = [
                async () => void (measured = await runKyo(kyo, 'kyo')),
                async () => void (bare = await runFloor()),
                ...(baseline ? [async () => void (base = await runKyo(baseline, 'baseline'))] : []),
              ];
              for (let i = 0; i < steps.length; i++) await steps[(i + run) % steps.length]!();
              const sample: Sample = {
                db,
                scenario,
                rate,
                kyoUs: measured!.ran.cpuUs / events,
                baselineUs: base ? base.ran.cpuUs / events : Number.NaN,
                httpFloorUs: bare!.http.cpuUs / events,
                loopFloorUs: bare!.loop.cpuUs / Math.max(1, bare!.loop.webhooks),
                achieved: measured!.result.achievedPerSecond,
                replies: measured!.ran.replies,
                expected: Math.round(rate * SECONDS * COMMAND_RATIO[scenario]),
                p50: measured!.ran.latency.p50,
                p99: measured!.ran.latency.p99,
              };
              samples.push(sample);
              console.log(
                `  ${db} ${scenario} ${rate}/s run ${run}: kyo ${sample.kyoUs.toFixed(0)} µs/event` +
                  (base
                    ? ` (baseline ${sample.baselineUs.toFixed(0)} µs, achieved ${base.result.achievedPerSecond.toFixed(0)}/s)`
                    : '') +
                  `, http floor ${sample.httpFloorUs.toFixed(0)} µs, loop floor ${sample.loopFloorUs.toFixed(0)} µs ` +
                  `(kyo / loop ${(sample.kyoUs / sample.loopFloorUs).toFixed(2)}x), achieved ${sample.achieved.toFixed(0)}/s, ` +
                  `replies ${sample.replies}/${sample.expected}` +
                  (sample.replies
                    ? `, receipt→send p50 ${ms(sample.p50)} ms p99 ${ms(sample.p99)} ms`
                    : '') +
                  `, non-2xx ${measured!.result.measured - measured!.result.ok}, load average ${os.loadavg()[0]!.toFixed(1)}`,
              );
              // The app's thread, the embedded database's (PGlite), and the rest (GC, libuv...).
              const threads = measured!.ran.threads ?? {};
              const perEvent = (us = 0) => (us / events).toFixed(0);
              const others = Object.entries(threads)
                .filter(([name]) => name !== 'app' && name !== 'database')
                .reduce((sum, [, us]) => sum + us, 0);
              if (threads.app !== undefined)
                console.log(
                  `    kyo µs/event by thread: app ${perEvent(threads.app)}, database ` +
                    `${perEvent(threads.database)}, others ${perEvent(others)}`,
                );
            }
          }
        }
      } finally {
        await kyo.node.call({ type: 'stop' }).catch(() => undefined);
        await baseline?.node.call({ type: 'stop' }).catch(() => undefined);
        postgres?.stop();
      }
    }
  } finally {
    await floor.call({ type: 'stop' }).catch(() => undefined);
    await ask(worker, { type: 'close' });
    await worker.terminate();
  }

  console.log(
    `\nMedians over ${RUNS} runs (CPU µs per offered event, all threads of the process):\n`,
  );
  console.log(
    '| database | scenario | offered ev/s | kyo µs/event |' +
      (BASELINE ? ' baseline µs/event | kyo / baseline |' : '') +
      ' http floor µs | loop floor µs | kyo / loop floor | kyo / http floor | receipt→send p50 | p99 |',
  );
  console.log(`|---|---|---|---|${BASELINE ? '---|---|' : ''}---|---|---|---|---|---|`);
  for (const db of DATABASES)
    for (const scenario of SCENARIOS)
      for (const rate of RATES) {
        const runs = samples.filter(
          (s) => s.db === db && s.scenario === scenario && s.rate === rate,
        );
        const m = (pick: (s: Sample) => number) => median(runs.map(pick));
        console.log(
          `| ${db} | ${scenario} | ${rate} | ${m((s) => s.kyoUs).toFixed(0)} | ` +
            (BASELINE
              ? `${m((s) => s.baselineUs).toFixed(0)} | ${m((s) => s.kyoUs / s.baselineUs).toFixed(2)}x | `
              : '') +
            `${m((s) => s.httpFloorUs).toFixed(0)} | ${m((s) => s.loopFloorUs).toFixed(0)} | ` +
            `${m((s) => s.kyoUs / s.loopFloorUs).toFixed(2)}x | ${m((s) => s.kyoUs / s.httpFloorUs).toFixed(2)}x | ` +
            (scenario === 'mixed'
              ? `${ms(m((s) => s.p50))} ms | ${ms(m((s) => s.p99))} ms |`
              : '– | – |'),
        );
      }
  if (stageSamples.length > 0) printStages(stageSamples);
  process.exit(0);
}

/**
 * The profiled runs by stage: µs of the app thread per offered event (medians over the profiled
 * runs), the stage's own timer (its synchronous part) and how many events it was handed per event.
 */
function printStages(stageSamples: StageSample[]): void {
  for (const db of DATABASES)
    for (const scenario of SCENARIOS) {
      const of = (tree: string) =>
        stageSamples.filter((s) => s.db === db && s.scenario === scenario && s.tree === tree);
      const kyoRuns = of('kyo');
      const baseRuns = of('baseline');
      if (kyoRuns.length === 0) continue;
      const perEvent = (runs: StageSample[], name: string) =>
        median(runs.map((s) => ((s.profileMs.get(name) ?? 0) * 1000) / s.events));
      const names = new Set([...kyoRuns, ...baseRuns].flatMap((s) => [...s.profileMs.keys()]));
      const rows = [...names]
        .filter((name) => name !== 'idle')
        .map((name) => ({ name, kyo: perEvent(kyoRuns, name), base: perEvent(baseRuns, name) }))
        .sort((a, b) => b.kyo - a.kyo);
      const busy = (runs: StageSample[]) =>
        median(
          runs.map((s) => {
            let ms = 0;
            for (const [name, value] of s.profileMs) if (name !== 'idle') ms += value;
            return (ms * 1000) / s.events;
          }),
        );
      console.log(
        `\nApp thread by stage, ${db} ${scenario} (profiled, ${kyoRuns.length} run(s); µs per offered event):\n`,
      );
      console.log(
        `| stage | kyo |${baseRuns.length ? ' baseline |' : ''} stage timer (sync) | handed per event |`,
      );
      console.log(`|---|---|${baseRuns.length ? '---|' : ''}---|---|`);
      const timerOf = (name: string) => {
        const pick = (s: StageSample) => s.timers[name] ?? s.timers[`gate ${name}`];
        const timed = kyoRuns.filter((s) => pick(s));
        if (timed.length === 0) return '– | – |';
        return (
          `${median(timed.map((s) => pick(s)!.us / s.events)).toFixed(1)} | ` +
          `${median(timed.map((s) => pick(s)!.calls / s.events)).toFixed(2)} |`
        );
      };
      for (const row of rows)
        console.log(
          `| ${row.name} | ${row.kyo.toFixed(1)} |` +
            (baseRuns.length ? ` ${row.base.toFixed(1)} |` : '') +
            ` ${timerOf(row.name)}`,
        );
      console.log(
        `| **busy (all but idle)** | **${busy(kyoRuns).toFixed(0)}** |` +
          (baseRuns.length ? ` **${busy(baseRuns).toFixed(0)}** |` : '') +
          ' | |',
      );
    }
}

await main();
