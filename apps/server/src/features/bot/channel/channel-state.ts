import type { ChannelEventOf } from '@kyo/contracts';
import type { Clock } from '../../../platform/clock';
import type { LiveSource } from '../../../ports';
import type { ChannelRef } from '../../../ports';
import type { ChannelStateRepo, ChannelStateRow } from './channel-state.repo';

/** What the bot knows about a stream, in ms since epoch. */
export interface StreamSnapshot {
  live: boolean | null;
  title: string | null;
  category: string | null;
  viewers: number | null;
  startedAt: number | null;
  endedAt: number | null;
  /** Last read from Kick's API. */
  polledAt: number | null;
  /** Last livestream.status.updated event. */
  eventAt: number | null;
  /** A fresh value was needed and Kick could not give one: the values may be out of date. */
  unavailable?: boolean;
}

/** Older than this, live state and viewers are read from Kick again (webhooks get lost, docs/platforms/kick.md §6.2). */
export const STATE_MAX_AGE_MS = 60_000;

const EMPTY: StreamSnapshot = {
  live: null,
  title: null,
  category: null,
  viewers: null,
  startedAt: null,
  endedAt: null,
  polledAt: null,
  eventAt: null,
};

const ms = (date: Date | null) => (date ? date.getTime() : null);
const date = (value: number | null) => (value === null ? null : new Date(value));

function fromRow(row: ChannelStateRow | undefined): StreamSnapshot {
  if (!row) return { ...EMPTY };
  return {
    live: row.live,
    title: row.title,
    category: row.category,
    viewers: row.viewers,
    startedAt: ms(row.startedAt),
    endedAt: ms(row.endedAt),
    polledAt: ms(row.polledAt),
    eventAt: ms(row.eventAt),
  };
}

export interface ChannelStateDeps {
  repo: ChannelStateRepo;
  clock: Clock;
  /** The live-stats pollers: one reading of the channel shared with the overlays (decision 004). */
  live: Pick<LiveSource, 'channel'>;
}

/**
 * Live state, title, category and viewers per channel: from livestream events, and because Kick
 * drops webhooks and sends no viewer counts, from the live-stats poller of GET /channels when a
 * command needs a value older than a minute. Kept in memory, stored for the other nodes and
 * restarts.
 */
export class ChannelStateService {
  private readonly memory = new Map<string, StreamSnapshot>();
  private readonly polls = new Map<string, Promise<StreamSnapshot>>();

  constructor(private readonly deps: ChannelStateDeps) {}

  /** The snapshot, refreshed first when `need` is older than a minute. */
  async get(
    channel: ChannelRef,
    need: 'live' | 'viewers' | 'none' = 'none',
  ): Promise<StreamSnapshot> {
    let snapshot = this.memory.get(channel.userId);
    if (!snapshot || !this.fresh(snapshot, need)) {
      // Another node may have seen a newer event.
      snapshot = fromRow(await this.deps.repo.find(channel.userId));
      this.memory.set(channel.userId, snapshot);
    }
    if (this.fresh(snapshot, need)) return snapshot;
    return this.poll(channel, snapshot);
  }

  async applyStatus(userId: string, event: ChannelEventOf<'stream'>) {
    const now = this.deps.clock.now();
    const previous = await this.current(userId);
    await this.save(userId, {
      ...previous,
      live: event.live,
      title: event.title ?? previous.title,
      startedAt: event.startedAt ?? (event.live ? now : previous.startedAt),
      endedAt: event.live ? null : (event.endedAt ?? now),
      viewers: event.live ? previous.viewers : 0,
      eventAt: now,
    });
    return { previous, current: this.memory.get(userId)! };
  }

  async applyMetadata(userId: string, event: ChannelEventOf<'metadata'>) {
    const previous = await this.current(userId);
    await this.save(userId, {
      ...previous,
      title: event.title ?? previous.title,
      category: event.category ?? previous.category,
    });
  }

  private fresh(snapshot: StreamSnapshot, need: 'live' | 'viewers' | 'none'): boolean {
    if (need === 'none') return snapshot.polledAt !== null || snapshot.eventAt !== null;
    const since = this.deps.clock.now() - STATE_MAX_AGE_MS;
    const polled = snapshot.polledAt !== null && snapshot.polledAt > since;
    if (need === 'viewers') return polled;
    return polled || (snapshot.eventAt !== null && snapshot.eventAt > since);
  }

  private async current(userId: string): Promise<StreamSnapshot> {
    return this.memory.get(userId) ?? fromRow(await this.deps.repo.find(userId));
  }

  private poll(channel: ChannelRef, stale: StreamSnapshot): Promise<StreamSnapshot> {
    const running = this.polls.get(channel.userId);
    if (running) return running;
    const work = this.fetch(channel, stale).finally(() => this.polls.delete(channel.userId));
    this.polls.set(channel.userId, work);
    return work;
  }

  private async fetch(channel: ChannelRef, stale: StreamSnapshot): Promise<StreamSnapshot> {
    let found;
    try {
      found = await this.deps.live.channel(
        channel.userId,
        channel.broadcasterUserId,
        STATE_MAX_AGE_MS,
      );
    } catch {
      found = null;
    }
    // Kick did not answer: what was needed fresh is not known (never a stale or made-up value).
    if (!found) return { ...stale, unavailable: true };
    await this.save(channel.userId, {
      ...stale,
      live: found.live,
      title: found.title ?? stale.title,
      category: found.category ?? stale.category,
      viewers: found.live ? (found.viewers ?? 0) : 0,
      startedAt: found.live ? (found.startedAt ?? stale.startedAt) : stale.startedAt,
      endedAt: found.live ? null : stale.endedAt,
      polledAt: found.at,
    });
    return this.memory.get(channel.userId)!;
  }

  private async save(userId: string, snapshot: StreamSnapshot): Promise<void> {
    this.memory.set(userId, snapshot);
    await this.deps.repo.saveStream(
      userId,
      {
        live: snapshot.live,
        title: snapshot.title,
        category: snapshot.category,
        viewers: snapshot.viewers,
        startedAt: date(snapshot.startedAt),
        endedAt: date(snapshot.endedAt),
        polledAt: date(snapshot.polledAt),
        eventAt: date(snapshot.eventAt),
      },
      new Date(this.deps.clock.now()),
    );
  }
}
