const BUCKET_MS = 60_000;
const BUCKETS = 60;

/** Counts events in the last hour in one-minute buckets: constant memory however busy. */
export class RollingCounter {
  private readonly buckets = new Map<number, number>();

  add(now: number, count = 1): void {
    const bucket = Math.floor(now / BUCKET_MS);
    this.buckets.set(bucket, (this.buckets.get(bucket) ?? 0) + count);
    if (this.buckets.size > BUCKETS + 1) this.prune(bucket);
  }

  /** Events in the last 60 minutes (this minute included). */
  lastHour(now: number): number {
    const current = Math.floor(now / BUCKET_MS);
    let total = 0;
    for (const [bucket, count] of this.buckets) if (bucket > current - BUCKETS) total += count;
    return total;
  }

  private prune(current: number): void {
    for (const bucket of this.buckets.keys()) {
      if (bucket <= current - BUCKETS) this.buckets.delete(bucket);
    }
  }
}
