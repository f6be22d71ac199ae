/**
 * The two rules that count lines over time, kept in this node's memory: flood (one viewer's lines
 * in T seconds) and copy-paste (distinct viewers sending the same line in T seconds). Every line
 * goes on a per-channel queue in arrival order and its key's count goes up; the queue's head
 * expires as the window moves and takes its count down again. A line costs a map lookup or two
 * and a push, with nothing allocated for a key seen once; memory is bounded by the window (and by
 * `MAX_QUEUED` lines a channel, past which the oldest go early).
 */

const MAX_QUEUED = 50_000;

interface Queue<Count, Item> {
  /** Per key, what its lines still in the window add up to. */
  counts: Map<string, Count>;
  /** Keys, senders, times and what the rule keeps of each line, in arrival order, from `head` on. */
  keys: string[];
  who: string[];
  times: number[];
  items: Item[];
  head: number;
}

abstract class Windows<Count, Item = undefined> {
  private readonly channels = new Map<string, Queue<Count, Item>>();

  /** Adds one line from `viewer` to what `key` counts (`count` is undefined for a new key). */
  protected abstract add(count: Count | undefined, viewer: string): Count;
  /** Takes one line from `viewer` off `key`'s count; undefined when none is left. */
  protected abstract remove(count: Count, viewer: string): Count | undefined;

  /** Records a line after dropping what left the window; answers its key's new count. */
  protected put(
    ownerId: string,
    key: string,
    viewer: string,
    now: number,
    windowMs: number,
    item: Item,
  ) {
    let channel = this.channels.get(ownerId);
    if (!channel) {
      channel = { counts: new Map(), keys: [], who: [], times: [], items: [], head: 0 };
      this.channels.set(ownerId, channel);
    }
    this.expire(channel, now - windowMs);
    if (channel.keys.length - channel.head >= MAX_QUEUED) this.drop(channel);
    const count = this.add(channel.counts.get(key), viewer);
    channel.counts.set(key, count);
    channel.keys.push(key);
    channel.who.push(viewer);
    channel.times.push(now);
    channel.items.push(item);
    return count;
  }

  /** What was kept of the lines of `key` still in the window, oldest first. */
  protected itemsOf(ownerId: string, key: string): Item[] {
    const channel = this.channels.get(ownerId);
    if (!channel || !channel.counts.has(key)) return [];
    const found: Item[] = [];
    for (let i = channel.head; i < channel.keys.length; i++)
      if (channel.keys[i] === key) found.push(channel.items[i]!);
    return found;
  }

  /** Drops every queued line at or before `since`. */
  private expire(channel: Queue<Count, Item>, since: number): void {
    while (channel.head < channel.keys.length && channel.times[channel.head]! <= since)
      this.drop(channel);
    // Compact once the dead half is large, so the arrays do not grow without end.
    if (channel.head > 1024 && channel.head * 2 > channel.keys.length) {
      channel.keys = channel.keys.slice(channel.head);
      channel.who = channel.who.slice(channel.head);
      channel.times = channel.times.slice(channel.head);
      channel.items = channel.items.slice(channel.head);
      channel.head = 0;
    }
  }

  /** Forgets the oldest queued line. */
  private drop(channel: Queue<Count, Item>): void {
    const key = channel.keys[channel.head]!;
    const viewer = channel.who[channel.head]!;
    // The line itself is let go at once (a copy-paste window holds the chat event).
    channel.items[channel.head] = undefined as Item;
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
    return this.put(ownerId, viewer, '', now, windowMs, undefined);
  }
}

/**
 * Per text, who sent it: the one viewer while only one did (most lines: nothing allocated), then
 * each viewer's number of lines.
 */
type Senders = string | Map<string, number>;

/**
 * Distinct viewers per normalised text within a window, with the lines themselves (of type
 * `Line`): a raid, once seen, takes its earlier lines down too.
 */
export class CopyWindows<Line = unknown> extends Windows<Senders, Line> {
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
  record(
    ownerId: string,
    text: string,
    viewer: string,
    now: number,
    windowMs: number,
    line: Line,
  ): number {
    const senders = this.put(ownerId, text, viewer, now, windowMs, line);
    return typeof senders === 'string' ? 1 : senders.size;
  }

  /** The lines of `text` still in the window, oldest first. */
  linesOf(ownerId: string, text: string): Line[] {
    return this.itemsOf(ownerId, text);
  }
}
