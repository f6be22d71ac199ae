import { type SpikeFilterState, emptySpikeState, filterViewerSample } from './spike-filter';
import {
  type StreamRow,
  type StreamStats,
  type ViewerSamplesRepo,
  statsOf,
} from './viewer-samples.repo';

/** One reading of a channel, as a poller of Kick's channels delivers it. */
export interface LiveReading {
  userId: string;
  broadcasterUserId: number;
  live: boolean;
  /** null: Kick gave no usable count this time. */
  viewers: number | null;
  /** Kick's `start_time`; null when it gave none. */
  startedAt: Date | null;
  at: Date;
}

export type ViewerState =
  | {
      live: true;
      streamId: string;
      startedAt: Date;
      /** The count to show (a lone glitch sample is held back); null before the first. */
      viewers: number | null;
      peak: number;
      average: number | null;
      updatedAt: Date;
    }
  | { live: false; lastStream: StreamStats | null; updatedAt: Date };

/**
 * Turns readings into stored streams and samples: opens a stream on its first live reading,
 * filters glitch samples, stores the rest with their running peak and average, ends the stream
 * when the channel goes offline. Readings of one user are handled one at a time.
 */
export class ViewerStatsService {
  private readonly filters = new Map<string, SpikeFilterState>();
  private readonly shown = new Map<string, number | null>();
  private readonly chains = new Map<string, Promise<unknown>>();

  constructor(private readonly repo: ViewerSamplesRepo) {}

  record(reading: LiveReading): Promise<ViewerState> {
    return this.serial(reading.userId, () => this.apply(reading));
  }

  /** What to show now without a new reading (after a restart: the last stored sample). */
  async state(userId: string, now: Date): Promise<ViewerState> {
    const open = await this.repo.openStreamOf(userId);
    if (open) return this.liveState(open, this.shown.get(open.id) ?? open.lastViewers, now);
    const latest = await this.repo.latestStreamOf(userId);
    return { live: false, lastStream: latest ? statsOf(latest) : null, updatedAt: now };
  }

  private async apply(reading: LiveReading): Promise<ViewerState> {
    const { repo } = this;
    let open = await repo.openStreamOf(reading.userId);
    if (!reading.live) {
      if (open) {
        await repo.endStream(open.id, reading.at);
        this.forget(open.id);
      }
      return this.state(reading.userId, reading.at);
    }
    // Kick reports a start after everything we stored for the open stream: that one ended
    // without our hearing of it (a lost webhook, a restart while offline).
    const lastSeen = open ? (open.lastSampleAt ?? open.startedAt) : null;
    if (open && reading.startedAt && lastSeen && reading.startedAt > lastSeen) {
      await repo.endStream(open.id, lastSeen);
      this.forget(open.id);
      open = undefined;
    }
    const stream =
      open ??
      (await repo.openStream({
        userId: reading.userId,
        broadcasterUserId: reading.broadcasterUserId,
        startedAt: reading.startedAt ?? reading.at,
      }));
    if (reading.viewers === null) {
      return this.liveState(stream, this.shown.get(stream.id) ?? stream.lastViewers, reading.at);
    }
    const filter =
      this.filters.get(stream.id) ?? emptySpikeState(await repo.recentSamples(stream.id, 3));
    const decision = filterViewerSample(filter, {
      viewers: reading.viewers,
      at: reading.at.getTime(),
    });
    this.filters.set(stream.id, decision.state);
    this.shown.set(stream.id, decision.shown);
    for (const sample of decision.accepted) {
      await repo.addSample(stream.id, new Date(sample.at), sample.viewers);
    }
    const fresh = decision.accepted.length ? ((await repo.stream(stream.id)) ?? stream) : stream;
    return this.liveState(fresh, decision.shown, reading.at);
  }

  private liveState(stream: StreamRow, viewers: number | null, at: Date): ViewerState {
    const stats = statsOf(stream);
    return {
      live: true,
      streamId: stream.id,
      startedAt: stream.startedAt,
      viewers,
      peak: stats.peak,
      average: stats.average,
      updatedAt: at,
    };
  }

  private forget(streamId: string): void {
    this.filters.delete(streamId);
    this.shown.delete(streamId);
  }

  private serial<T>(key: string, work: () => Promise<T>): Promise<T> {
    const next = (this.chains.get(key) ?? Promise.resolve()).then(work, work);
    this.chains.set(key, next);
    const cleanup = () => {
      if (this.chains.get(key) === next) this.chains.delete(key);
    };
    next.then(cleanup, cleanup);
    return next;
  }
}
