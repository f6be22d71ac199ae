/**
 * The ids seen in the last `windowMs`, in arrival order, bounded in size: past `capacity` the
 * oldest are forgotten early, and `horizon` says until when memory is incomplete.
 */
export class RecentIds {
  private readonly items = new Map<string, number>();
  /** Memory holds every id seen after this time (ms); before it, some may be forgotten. */
  horizon = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
  ) {}

  has(id: string): boolean {
    return this.items.has(id);
  }

  get size(): number {
    return this.items.size;
  }

  add(id: string, at: number): void {
    this.items.delete(id);
    this.items.set(id, at);
    const expired = at - this.windowMs;
    for (const [oldest, seen] of this.items) {
      if (seen >= expired && this.items.size <= this.capacity) break;
      this.items.delete(oldest);
      // Forgotten while still inside the window: memory no longer vouches for that time.
      if (seen >= expired) this.horizon = Math.max(this.horizon, seen);
    }
  }
}
