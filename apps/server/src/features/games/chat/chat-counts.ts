import type { ChatCountsRepo } from './chat-counts.repo';

interface Count {
  messages: number;
  lastAt: number;
}

/** Past this many unwritten viewers, a flush starts at once instead of at the next tick. */
const BATCH_MAX = 5_000;

/**
 * Each viewer's chat lines since their channel's stream started, and when they last chatted:
 * counted in memory on every line and added to the table every 2 s in one statement (decision
 * 009's pattern), so several nodes add up. Readers add what this node has not written yet.
 */
export class ChatCounts {
  private pending = new Map<string, Map<string, Count>>();
  private size = 0;
  private flushing: Promise<void> | null = null;

  constructor(private readonly repo: ChatCountsRepo) {}

  add(ownerId: string, viewerId: string, at: number): void {
    let owner = this.pending.get(ownerId);
    if (!owner) this.pending.set(ownerId, (owner = new Map<string, Count>()));
    const count = owner.get(viewerId);
    if (count) {
      count.messages += 1;
      count.lastAt = Math.max(count.lastAt, at);
      return;
    }
    owner.set(viewerId, { messages: 1, lastAt: at });
    if (++this.size >= BATCH_MAX) void this.flush().catch(() => undefined);
  }

  async messagesOf(ownerId: string, viewerId: string): Promise<number> {
    const stored = await this.repo.of(ownerId, viewerId);
    return (stored?.messages ?? 0) + (this.pending.get(ownerId)?.get(viewerId)?.messages ?? 0);
  }

  async lastSeenOf(ownerId: string, viewerId: string): Promise<number | null> {
    const stored = await this.repo.of(ownerId, viewerId);
    const local = this.pending.get(ownerId)?.get(viewerId)?.lastAt ?? null;
    if (stored === null) return local;
    return local === null ? stored.lastSeenAt : Math.max(local, stored.lastSeenAt);
  }

  /** A stream started: everyone's count starts again. */
  async reset(ownerId: string): Promise<void> {
    const owner = this.pending.get(ownerId);
    if (owner) {
      this.size -= owner.size;
      this.pending.delete(ownerId);
    }
    await this.repo.clear(ownerId);
  }

  /** Writes the counts; a failed write keeps them for the next flush. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.size = 0;
    const deltas = [...batch].flatMap(([ownerId, viewers]) =>
      [...viewers].map(([viewerId, c]) => ({
        ownerId,
        viewerId,
        messages: c.messages,
        lastSeenAt: c.lastAt,
      })),
    );
    this.flushing = this.repo.add(deltas).catch((error: unknown) => {
      for (const d of deltas) {
        const owner = this.pending.get(d.ownerId) ?? new Map<string, Count>();
        this.pending.set(d.ownerId, owner);
        const count = owner.get(d.viewerId);
        if (count) {
          count.messages += d.messages;
          count.lastAt = Math.max(count.lastAt, d.lastSeenAt);
        } else {
          owner.set(d.viewerId, { messages: d.messages, lastAt: d.lastSeenAt });
          this.size += 1;
        }
      }
      throw error;
    });
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
    }
  }
}
