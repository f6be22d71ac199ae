export interface WarnLog {
  warn(obj: object, msg: string): void;
}

/**
 * Logs the first occurrence of each kind of surprise (an answer shape we do not know, a new
 * error) and counts the rest silently: a platform quirk that repeats every 5 s must not flood the
 * log, but must be seen once.
 */
export class WarnOnce {
  private readonly seen = new Map<string, number>();

  constructor(private readonly log: WarnLog) {}

  warn(kind: string, detail: object, message: string): void {
    const count = this.seen.get(kind) ?? 0;
    this.seen.set(kind, count + 1);
    if (count === 0) this.log.warn({ ...detail, kind }, message);
  }

  /** How often each kind happened (first included). */
  counts(): Record<string, number> {
    return Object.fromEntries(this.seen);
  }
}
