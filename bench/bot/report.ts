/**
 * run.ts's report: the medians of its runs by database, scenario and rate, the widgets' and
 * moderation's own cost (runs paired with 'chat'), and with `--stages` or `BENCH_PROFILE_DIR` the
 * µs per event of each stage (its timer, the profile by stage).
 */
import os from 'node:os';
import { printModerationTable } from './moderation-settings';
import type { StageTime } from './stage-profile';
import { median, ms } from './stats';

/** What one run measured. */
export interface Sample {
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

/** What run.ts ran: its options. */
export interface Plan {
  databases: string[];
  scenarios: string[];
  rates: number[];
  runs: number;
  seconds: number;
  warmup: number;
  channels: number;
}

/** The tables, after every run. */
export function printReport(samples: Sample[], plan: Plan): void {
  const { databases: DATABASES, scenarios: SCENARIOS, rates: RATES } = plan;
  const { runs: RUNS, seconds: SECONDS, warmup: WARMUP, channels: CHANNELS } = plan;

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
  printByStage(samples, plan);

  // The widgets' own cost: runs with and without them, paired in the order they ran.
  if (SCENARIOS.includes('widgets') && SCENARIOS.includes('chat')) {
    console.log(
      '\n| database | offered ev/s | µs/event without widgets | with | extra µs/event (median of pairs) | count statements/s | count rows/s | state statements/s |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const kind of DATABASES)
      for (const rate of RATES) {
        const of = (scenario: string) =>
          samples.filter((s) => s.db === kind && s.rate === rate && s.scenario === scenario);
        const plain = of('chat');
        const withWidgets = of('widgets');
        if (plain.length === 0 || withWidgets.length === 0) continue;
        const extra = withWidgets.map(
          (w, i) => w.busyMicrosPerEvent - plain[i]!.busyMicrosPerEvent,
        );
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
}

/**
 * `--stages` and `BENCH_PROFILE_DIR`: µs per offered event of each stage's timer (its synchronous
 * part) and of the profile by stage, medians of runs, every scenario side by side.
 */
function printByStage(all: Sample[], plan: Plan): void {
  const { databases: DATABASES, scenarios: SCENARIOS, rates: RATES } = plan;
  const { seconds: SECONDS, warmup: WARMUP } = plan;
  for (const kind of DATABASES)
    for (const rate of RATES) {
      const of = (scenario: string) =>
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
