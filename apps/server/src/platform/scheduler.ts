import type { Leases } from './leases';

/**
 * Runs a task every `intervalMs`, never two runs at once, errors reported and swallowed so a bad
 * run does not stop the next one. Timers are unref'd: they never keep the process alive.
 * A task for the whole service (`oneNode`) runs only on the node that holds its lease.
 */
export class Scheduler {
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly leases?: Leases) {}

  every(
    name: string,
    intervalMs: number,
    task: () => Promise<void>,
    onError: (name: string, error: unknown) => void,
    { oneNode = false }: { oneNode?: boolean } = {},
  ): void {
    let running = false;
    if (oneNode) this.leases?.want(name);
    const timer = setInterval(() => {
      if (running || this.stopped) return;
      if (oneNode && this.leases && !this.leases.holds(name)) return;
      running = true;
      task()
        .catch((error: unknown) => onError(name, error))
        .finally(() => {
          running = false;
        });
    }, intervalMs);
    timer.unref();
    this.timers.add(timer);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
  }
}
