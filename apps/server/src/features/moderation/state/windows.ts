/**
 * The two rules that count lines over time, kept in this node's memory: flood (one viewer's lines
 * in T seconds) and copy-paste (distinct viewers sending the same line in T seconds). Every line
 * goes on a per-channel queue in arrival order and its key's count goes up; the queue's head
 * expires as the window moves and takes its count down again. A line costs a map lookup or two
 * and a push, with nothing allocated for a key seen once; memory is bounded by the window (and by
 * `MAX_QUEUED` lines a channel, past which the oldest go early).
 */

const MAX_QUEUED = 50_000;

interface Queue<Count> {
  /** Per key, what its lines still in the window add up to. */
  counts: Map<string, Count>;
  /** Keys, senders and times in arrival order, from `head` on. */
  keys: string[];
  who: string[];
  times: number[];
  head: number;
}

abstract class Windows<Count> {
  private readonly channels = new Map<string, Queue<Count>>();

  /** Adds one line from `viewer` to what `key` counts (`count` is undefined for a new key). */
  protected abstract add(count: Count | undefined, viewer: string): Count;
  /** Takes one line from `viewer` off `key`'s count; undefined when none is left. */
  protected abstract remove(count: Count, viewer: string): Count | undefined;

  /** Records a line after dropping what left the window; answers its key's new count. */
  protected put(ownerId: string, key: string, viewer: string, now: number, windowMs: number) {
    let channel = this.channels.get(ownerId);
    if (!channel) {
      channel = { counts: new Map(), keys: [], who: [], times: [], head: 0 };
      this.channels.set(ownerId, channel);
    }
    this.expire(channel, now - windowMs);
    if (channel.keys.length - channel.head >= MAX_QUEUED) this.drop(channel);
    const count = this.add(channel.counts.get(key), viewer);
    channel.counts.set(key, count);
    channel.keys.push(key);
    channel.who.push(viewer);
    channel.times.push(now);
    return count;
  }

  /** Drops every queued line at or before `since`. */
  private expire(channel: Queue<Count>, since: number): void {
    while (channel.head < channel.keys.length && channel.times[channel.head]! <= since)
      this.drop(channel);
    // Compact once the dead half is large, so the arrays do not grow without end.
    if (channel.head > 1024 && channel.head * 2 > channel.keys.length) {
      channel.keys = channel.keys.slice(channel.head);
      channel.who = channel.who.slice(channel.head);
      channel.times = channel.times.slice(channel.head);
      channel.head = 0;
    }
  }

  /** Forgets the oldest queued line. */
  private drop(channel: Queue<Count>): void {
    const key = channel.keys[channel.head]!;
    const viewer = channel.who[channel.head]!;
    channel.head++;
    const count = channel.counts.get(key);
    if (count === undefined) return;
    const left = this.remove(count, viewer);
    if (left === undefined) channel.counts.delete(key);
    else if (left !== count) channel.counts.set(key, left);
  }

  /** Forgets channels whose newest line is older than `since` (housekeeping). */
  sweep(since: number): void {
    for (const [ownerId, channel] of this.channels) {
      const newest = channel.times[channel.times.length - 1] ?? 0;
      if (newest <= since) this.channels.delete(ownerId);
    }
  }
}

/** Lines per viewer within a window. */
export class FloodWindows extends Windows<number> {
  protected add(count: number | undefined): number {
    return (count ?? 0) + 1;
  }

  protected remove(count: number): number | undefined {
    return count > 1 ? count - 1 : undefined;
  }

  /** Records a line; answers how many lines the viewer sent within the window, this one included. */
  record(ownerId: string, viewer: string, now: number, windowMs: number): number {
    return this.put(ownerId, viewer, '', now, windowMs);
  }
}

/**
 * Per text, who sent it: the one viewer while only one did (most lines: nothing allocated), then
 * each viewer's number of lines.
 */
type Senders = string | Map<string, number>;

/** Distinct viewers per normalised text within a window. */
export class CopyWindows extends Windows<Senders> {
  protected add(senders: Senders | undefined, viewer: string): Senders {
    if (senders === undefined) return viewer;
    const map = typeof senders === 'string' ? new Map([[senders, 1]]) : senders;
    map.set(viewer, (map.get(viewer) ?? 0) + 1);
    return map;
  }

  protected remove(senders: Senders, viewer: string): Senders | undefined {
    if (typeof senders === 'string') return undefined;
    const lines = senders.get(viewer) ?? 0;
    if (lines > 1) senders.set(viewer, lines - 1);
    else senders.delete(viewer);
    return senders.size > 0 ? senders : undefined;
  }

  /** Records a line; answers how many different viewers sent it within the window. */
  record(ownerId: string, text: string, viewer: string, now: number, windowMs: number): number {
    const senders = this.put(ownerId, text, viewer, now, windowMs);
    return typeof senders === 'string' ? 1 : senders.size;
  }
}
