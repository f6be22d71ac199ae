/**
 * Where a run's slowest replies came from (`run.ts --tail`): how long Kick (the emulator) took to
 * answer the bot's sends, the event loop's delay (`monitorEventLoopDelay`), the garbage
 * collector's pauses (`gc` entries), the app's background jobs that ran during the run (each
 * scheduled task timed, as `Scheduler.every` runs it), and for the slowest 1 % of replies the jobs
 * and collections of 2 ms or more that overlapped their wait. A tail that one job explains shows
 * as that job's name beside most slow replies.
 */
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { Scheduler } from '../../apps/server/src/platform/scheduler';
import { ms, summary } from './stats';

interface JobRun {
  name: string;
  start: number;
  end: number;
}

const jobRuns: JobRun[] = [];
/** The app thread's garbage collections, as the runtime reports them (`gc` entries). */
const pauses: JobRun[] = [];
let gcWatched = false;

function watchGc(): void {
  if (gcWatched) return;
  gcWatched = true;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // A `gc` entry's detail (Node ≥ 16): what kind of collection it was.
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind;
      // 1 scavenge, 2 minor mark-compact, 4 mark-compact, 8 incremental marking, 16 weak callbacks
      const name = kind === 1 ? 'gc:scavenge' : kind === 4 ? 'gc:mark-compact' : `gc:${kind}`;
      pauses.push({ name, start: entry.startTime, end: entry.startTime + entry.duration });
    }
  }).observe({ entryTypes: ['gc'] });
}

/** Times every scheduled task of apps built after this call (call it before `buildApp`). */
export function timeJobs(): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with its scheduler
  const every = Scheduler.prototype.every;
  Scheduler.prototype.every = function (this: Scheduler, name, intervalMs, task, ...rest) {
    const timed = async () => {
      const start = performance.now();
      try {
        await task();
      } finally {
        jobRuns.push({ name, start, end: performance.now() });
      }
    };
    return every.call(this, name, intervalMs, timed, ...rest);
  };
}

export interface TailWatch {
  /** The run is over: what comes after (draining, the bench's own flush) is not its. */
  end(): void;
  /** One line: the loop's delay, the jobs that ran, what overlapped the slowest replies. */
  stop(replies: Array<{ at: number; latency: number }>, answered: number[]): string;
}

export function watchTail(): TailWatch {
  watchGc();
  const firstPause = pauses.length;
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const from = performance.now();
  const firstJob = jobRuns.length;
  let to = Number.POSITIVE_INFINITY;
  return {
    end() {
      delay.disable();
      to = performance.now();
    },
    stop(replies, answered) {
      if (to === Number.POSITIVE_INFINITY) this.end();
      const during = (run: JobRun) => run.end >= from && run.start <= to;
      const runs = jobRuns.slice(firstJob).filter(during);
      const collections = pauses.slice(firstPause).filter(during);
      // What a slow reply may have waited for: a job, or a collection of 2 ms or more.
      const waits = [...runs, ...collections.filter((c) => c.end - c.start >= 2)];
      const gc = tally(collections.map((c) => ({ ...c, name: 'GC' }))).get('GC');
      const slowest = [...replies]
        .sort((a, b) => b.latency - a.latency)
        .slice(0, Math.max(1, Math.ceil(replies.length / 100)));
      const overlaps = new Map<string, number>();
      let alone = 0;
      for (const reply of slowest) {
        const met = waits.filter(
          (run) => run.start < reply.at + reply.latency && run.end > reply.at,
        );
        if (met.length === 0) alone++;
        for (const name of new Set(met.map((run) => run.name)))
          overlaps.set(name, (overlaps.get(name) ?? 0) + 1);
      }
      const arrivals = slowest.map((reply) => reply.at - from).sort((a, b) => a - b);
      const spread = arrivals.length ? arrivals[arrivals.length - 1]! - arrivals[0]! : 0;
      const jobs = [...tally(runs)]
        .sort((a, b) => b[1].ms - a[1].ms)
        .map(([name, e]) => `${name} ×${e.count} ${ms(e.ms)} ms (longest ${ms(e.longest)})`)
        .join(', ');
      const overlapping = [...overlaps]
        .sort((a, b) => b[1] - a[1])
        .map(([name, count]) => `${name} ${count}`)
        .join(', ');
      const answers = summary(answered);
      return (
        `Kick's answer to a reply p50 ${ms(answers.p50)} p99 ${ms(answers.p99)} ms; ` +
        `loop delay p99 ${ms(delay.percentile(99) / 1e6)} ms max ${ms(delay.max / 1e6)} ms; ` +
        `GC ×${gc?.count ?? 0} ${ms(gc?.ms ?? 0)} ms (longest ${ms(gc?.longest ?? 0)}); ` +
        `jobs: ${jobs || 'none'}; slowest ${slowest.length} replies arrived within ${ms(spread)} ms ` +
        `(from ${ms(arrivals[0] ?? 0)} ms), overlapping ${overlapping || 'no job or GC'}` +
        (alone ? ` (${alone} with neither)` : '')
      );
    },
  };
}

/** Per name: how many ran, their time in all and the longest. */
function tally(runs: JobRun[]): Map<string, { count: number; ms: number; longest: number }> {
  const byName = new Map<string, { count: number; ms: number; longest: number }>();
  for (const run of runs) {
    const entry = byName.get(run.name) ?? { count: 0, ms: 0, longest: 0 };
    const took = run.end - run.start;
    entry.count++;
    entry.ms += took;
    entry.longest = Math.max(entry.longest, took);
    byName.set(run.name, entry);
  }
  return byName;
}
