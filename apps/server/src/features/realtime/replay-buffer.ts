/**
 * The last events of one widget, so an overlay that reconnects (or whose page reloads) gets what
 * it missed: a ring of at most `capacity` entries, none older than `maxAgeMs`. Sequence numbers
 * only grow (a shared stream may skip a few that this node never got), so "can this client
 * resume?" is one comparison with the oldest kept entry.
 */
export class ReplayBuffer<T> {
  private readonly seqs: Float64Array;
  private readonly times: Float64Array;
  private readonly items: (T | undefined)[];
  private head = 0;
  private size = 0;

  constructor(
    private readonly capacity: number,
    private readonly maxAgeMs: number,
  ) {
    this.seqs = new Float64Array(capacity);
    this.times = new Float64Array(capacity);
    this.items = new Array<T | undefined>(capacity);
  }

  get length(): number {
    return this.size;
  }

  /** Appends the entry for `seq`, which must be above the previous one. */
  push(seq: number, at: number, item: T): void {
    const index = (this.head + this.size) % this.capacity;
    this.seqs[index] = seq;
    this.times[index] = at;
    this.items[index] = item;
    if (this.size < this.capacity) this.size += 1;
    else this.head = (this.head + 1) % this.capacity;
  }

  /**
   * The entries after `lastSeq`, oldest first, when the buffer still holds all of them; `null`
   * when the client cannot resume (it is ahead of `currentSeq`, or some of what it missed has
   * been pushed out or has expired). Entries kept from before `notBefore` still let the client
   * resume but are left out (an alert too old to play late), and so are those `keep` refuses.
   */
  after(
    lastSeq: number,
    currentSeq: number,
    now: number,
    notBefore = -Infinity,
    keep?: (item: T) => boolean,
  ): T[] | null {
    if (lastSeq > currentSeq) return null;
    if (lastSeq === currentSeq) return [];
    this.expire(now);
    if (this.size === 0) return null;
    const oldest = this.seqs[this.head]!;
    if (lastSeq + 1 < oldest) return null;
    let first = this.size;
    while (first > 0 && this.seqs[(this.head + first - 1) % this.capacity]! > lastSeq) first -= 1;
    const missed: T[] = [];
    for (let i = first; i < this.size; i++) {
      const index = (this.head + i) % this.capacity;
      const item = this.items[index]!;
      if (this.times[index]! >= notBefore && (!keep || keep(item))) missed.push(item);
    }
    return missed;
  }

  /** Drops entries older than the age limit. */
  expire(now: number): void {
    const cutoff = now - this.maxAgeMs;
    while (this.size > 0 && this.times[this.head]! < cutoff) {
      this.items[this.head] = undefined;
      this.head = (this.head + 1) % this.capacity;
      this.size -= 1;
    }
  }
}
