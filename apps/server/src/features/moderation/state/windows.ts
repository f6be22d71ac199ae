/**
 * The two rules that count lines over time, kept in this node's memory: flood (one viewer's lines
 * in T seconds) and copy-paste (distinct viewers sending the same line in T seconds). A line costs
 * a map lookup and an array push. Bounded: old entries go as the window moves, and a channel keeps
 * at most `MAX_KEYS` viewers or texts (the oldest go first).
 */

const MAX_KEYS = 20_000;

interface Recent {
  /** Times (ms), oldest first. */
  at: number[];
  /** Copy-paste: who sent each (parallel to `at`). */
  who?: string[];
}

class Windows {
  private readonly channels = new Map<string, Map<string, Recent>>();

  protected entry(ownerId: string, key: string): Recent {
    let channel = this.channels.get(ownerId);
    if (!channel) {
      channel = new Map();
      this.channels.set(ownerId, channel);
    }
    let recent = channel.get(key);
    if (recent) {
      // Most recently used last, so the first is the one to evict.
      channel.delete(key);
    } else {
      recent = { at: [] };
      if (channel.size >= MAX_KEYS) channel.delete(channel.keys().next().value!);
    }
    channel.set(key, recent);
    return recent;
  }

  protected static expire(recent: Recent, since: number): void {
    let drop = 0;
    while (drop < recent.at.length && recent.at[drop]! <= since) drop++;
    if (drop === 0) return;
    recent.at.splice(0, drop);
    recent.who?.splice(0, drop);
  }

  /** Forgets channels whose newest entry is older than `since` (housekeeping). */
  sweep(since: number): void {
    for (const [ownerId, channel] of this.channels) {
      for (const [key, recent] of channel)
        if ((recent.at[recent.at.length - 1] ?? 0) <= since) channel.delete(key);
      if (channel.size === 0) this.channels.delete(ownerId);
    }
  }

  forget(ownerId: string): void {
    this.channels.delete(ownerId);
  }
}

/** Lines per viewer within a window. */
export class FloodWindows extends Windows {
  /** Records a line; answers how many lines the viewer sent within the window, this one included. */
  record(ownerId: string, viewer: string, now: number, windowMs: number): number {
    const recent = this.entry(ownerId, viewer);
    Windows.expire(recent, now - windowMs);
    recent.at.push(now);
    // The count never needs more than the threshold's worth of history.
    if (recent.at.length > 64) recent.at.splice(0, recent.at.length - 64);
    return recent.at.length;
  }
}

/** Distinct viewers per (folded) line within a window. */
export class CopyWindows extends Windows {
  /** Records a line; answers how many different viewers sent it within the window. */
  record(ownerId: string, text: string, viewer: string, now: number, windowMs: number): number {
    const recent = this.entry(ownerId, text);
    recent.who ??= [];
    Windows.expire(recent, now - windowMs);
    const already = recent.who.indexOf(viewer);
    if (already !== -1) {
      recent.at.splice(already, 1);
      recent.who.splice(already, 1);
    }
    recent.at.push(now);
    recent.who.push(viewer);
    if (recent.at.length > 256) {
      recent.at.splice(0, recent.at.length - 256);
      recent.who.splice(0, recent.who.length - 256);
    }
    return recent.who.length;
  }
}
