/**
 * The two rules that count lines over time, kept in this node's memory: flood (one viewer's lines
 * in T seconds) and copy-paste (distinct viewers sending the same line in T seconds). Every line
 * goes on a per-channel queue in arrival order; the queue's head expires as the window moves, so a
 * line costs a map lookup and two array pushes, and memory is bounded by the window (and by
 * `MAX_QUEUED` lines a channel, past which the oldest go early).
 */

const MAX_QUEUED = 50_000;

interface Recent {
  /** Times (ms) of the lines still in the window, oldest first. */
  at: number[];
  /** Copy-paste: who sent each (parallel to `at`). */
  who: string[];
}

interface Channel {
  entries: Map<string, Recent>;
  /** Keys and times in arrival order, from `head` on. */
  keys: string[];
  times: number[];
  head: number;
}

class Windows {
  private readonly channels = new Map<string, Channel>();

  /** The channel's entry for `key`, after dropping what left the window. */
  protected entry(ownerId: string, key: string, now: number, windowMs: number): Recent {
    let channel = this.channels.get(ownerId);
    if (!channel) {
      channel = { entries: new Map(), keys: [], times: [], head: 0 };
      this.channels.set(ownerId, channel);
    }
    Windows.expire(channel, now - windowMs);
    let recent = channel.entries.get(key);
    if (!recent) {
      recent = { at: [], who: [] };
      channel.entries.set(key, recent);
    }
    channel.keys.push(key);
    channel.times.push(now);
    if (channel.keys.length - channel.head > MAX_QUEUED) Windows.drop(channel);
    return recent;
  }

  /** Drops every queued line at or before `since`. */
  private static expire(channel: Channel, since: number): void {
    while (channel.head < channel.keys.length && channel.times[channel.head]! <= since)
      Windows.drop(channel);
    // Compact once the dead half is large, so the arrays do not grow without end.
    if (channel.head > 1024 && channel.head * 2 > channel.keys.length) {
      channel.keys = channel.keys.slice(channel.head);
      channel.times = channel.times.slice(channel.head);
      channel.head = 0;
    }
  }

  /** Forgets the oldest queued line. */
  private static drop(channel: Channel): void {
    const key = channel.keys[channel.head]!;
    channel.head++;
    const recent = channel.entries.get(key);
    if (!recent) return;
    recent.at.shift();
    recent.who.shift();
    if (recent.at.length === 0) channel.entries.delete(key);
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
export class FloodWindows extends Windows {
  /** Records a line; answers how many lines the viewer sent within the window, this one included. */
  record(ownerId: string, viewer: string, now: number, windowMs: number): number {
    const recent = this.entry(ownerId, viewer, now, windowMs);
    recent.at.push(now);
    recent.who.push('');
    return recent.at.length;
  }
}

/** Distinct viewers per (folded) line within a window. */
export class CopyWindows extends Windows {
  /** Records a line; answers how many different viewers sent it within the window. */
  record(ownerId: string, text: string, viewer: string, now: number, windowMs: number): number {
    const recent = this.entry(ownerId, text, now, windowMs);
    recent.at.push(now);
    recent.who.push(viewer);
    if (recent.who.length === 1) return 1;
    return new Set(recent.who).size;
  }
}
