import type { Clock } from '../../platform/clock';
import type { StatsRecorder } from './stats-recorder';
import { type SampleClock, type StreamRef, recordedTime, sampleClock } from './stream-ref';
import type { StreamRow, StreamsRepo } from './streams.repo';

export interface SamplePlayback {
  from: number;
  minutes: number;
  scale: number;
}

export interface TrackerDeps {
  repo: StreamsRepo;
  recorder: StatsRecorder;
  clock: Clock;
  graceMs: number;
  /** Demo only: the emulator plays this channel as a sample now (null otherwise). */
  sampleOf?(broadcasterUserId: number): SamplePlayback | null;
  onError(error: unknown, ownerId: string): void;
  /** A stream was closed here (once per end, whichever node closes it: the update decides). */
  onEnded?(row: StreamRow): void;
}

export interface LiveSighting {
  ownerId: string;
  broadcasterUserId: number;
  /** Kick's start of the stream (real time), when it gave one. */
  startedAt: number | null;
  at: number;
  title: string | null;
  category: string | null;
}

/**
 * Which stream a channel is in: opened, continued and ended from live and offline sightings (the
 * stream webhooks, the live poller's readings), read from the database when this node does not
 * know (a restart, another node opened it). Work on one channel runs one step at a time.
 */
export class StreamTracker {
  private readonly chains = new Map<string, Promise<unknown>>();
  /** Demo samples played on this node (kept after their end; a few per demo session). */
  private readonly clocks = new Map<string, SampleClock>();

  constructor(private readonly deps: TrackerDeps) {}

  /** Reads the channel's streams into the recorder (its counts wait for them). */
  lookup(ownerId: string): Promise<void> {
    return this.serial(ownerId, async () => {
      this.deps.recorder.setStreams(ownerId, (await this.deps.repo.latest(ownerId)).map(this.ref));
    });
  }

  live(sighting: LiveSighting): Promise<void> {
    return this.serial(sighting.ownerId, () => this.onLive(sighting));
  }

  offline(ownerId: string, endedAt: number | null): Promise<void> {
    return this.serial(ownerId, async () => {
      const open = this.deps.recorder.streamsOf(ownerId)[0];
      const end = endedAt === null || !open ? endedAt : recordedTime(open, endedAt);
      const row = await this.deps.repo.end(ownerId, end === null ? null : new Date(end));
      // A sample keeps its clock once ended: its lines that reach the stats late (a backlog)
      // are still its own, at their recorded time (recorder.recorded).
      if (row) this.deps.onEnded?.(row);
      this.deps.recorder.setStreams(ownerId, (await this.deps.repo.latest(ownerId)).map(this.ref));
    });
  }

  /** A title or category change (the metadata webhook) on the open stream. */
  meta(ownerId: string, at: number, title: string | null, category: string | null) {
    return this.serial(ownerId, async () => {
      const open = this.deps.recorder.streamsOf(ownerId)[0];
      if (!open || open.endedAt !== null) return;
      await this.applyMeta(ownerId, open, recordedTime(open, at), title, category);
    });
  }

  private async onLive(s: LiveSighting): Promise<void> {
    const { recorder, repo, clock } = this.deps;
    const known = recorder.streamsOf(s.ownerId)[0];
    const at = known && known.endedAt === null ? recordedTime(known, s.at) : s.at;
    const playback = this.deps.sampleOf?.(s.broadcasterUserId) ?? null;
    // Already in it (the usual reading every 30 s): only a changed title or category is written.
    // A sample and a real stream are never one (the repository decides the same).
    if (
      known &&
      known.endedAt === null &&
      known.sample === (playback !== null) &&
      (s.startedAt === null ||
        recordedTime(known, s.startedAt) <= known.lastLiveAt + this.deps.graceMs)
    ) {
      known.lastLiveAt = Math.max(known.lastLiveAt, at);
      await this.applyMeta(s.ownerId, known, at, s.title, s.category);
      return;
    }
    // After a demo sample, Kick's news from its playback (a poll answered before its end, handled
    // after it) is neither a real stream nor the sample coming back. It is told apart in the
    // sample's own time (its recorded end follows its minutes as they were played: a playback that
    // ran late, on a loaded machine, ends after the real instants that followed it), or by Kick's
    // start of the stream, the sample's own (Kick's end is a whole second, the poll's instant not).
    const played = known?.clock;
    if (
      !playback &&
      played &&
      known.endedAt !== null &&
      (recordedTime(known, s.at) <= known.endedAt ||
        (s.startedAt !== null && s.startedAt <= played.from))
    )
      return;
    const sample = playback ? sampleClock(playback) : null;
    const startedAt = sample ? sample.base : (s.startedAt ?? s.at);
    const { stream } = await repo.live({
      userId: s.ownerId,
      broadcasterUserId: s.broadcasterUserId,
      startedAt: new Date(startedAt),
      at: new Date(sample ? sample.base : Math.min(s.at, clock.now())),
      title: s.title,
      category: s.category,
      sample: sample !== null,
      graceMs: this.deps.graceMs,
    });
    if (sample) this.clocks.set(stream.id, sample);
    const streams = (await repo.latest(s.ownerId)).map(this.ref);
    recorder.setStreams(s.ownerId, streams);
    const open = streams[0];
    if (open && open.endedAt === null)
      await this.applyMeta(s.ownerId, open, recordedTime(open, s.at), s.title, s.category);
  }

  private async applyMeta(
    ownerId: string,
    stream: StreamRef,
    at: number,
    title: string | null,
    category: string | null,
  ): Promise<void> {
    for (const [field, value] of [
      ['title', title],
      ['category', category],
    ] as const) {
      if (value === null || stream[field] === value) continue;
      await this.deps.repo.meta(stream.id, new Date(at), field, value);
      stream[field] = value;
    }
    this.deps.recorder.setStreams(ownerId, this.deps.recorder.streamsOf(ownerId));
  }

  private readonly ref = (row: StreamRow): StreamRef => ({
    id: row.id,
    startedAt: row.startedAt.getTime(),
    endedAt: row.endedAt?.getTime() ?? null,
    lastLiveAt: row.lastLiveAt.getTime(),
    title: row.title,
    category: row.category,
    sample: row.sample,
    clock: row.sample ? (this.clocks.get(row.id) ?? null) : null,
  });

  private serial(ownerId: string, work: () => Promise<void>): Promise<void> {
    const run = async () => {
      try {
        await work();
      } catch (error) {
        this.deps.onError(error, ownerId);
      }
    };
    const next = (this.chains.get(ownerId) ?? Promise.resolve()).then(run);
    this.chains.set(ownerId, next);
    void next.then(() => {
      if (this.chains.get(ownerId) === next) this.chains.delete(ownerId);
    });
    return next;
  }

  /** Resolves once every step queued so far has run (flush, tests, shutdown). */
  async idle(): Promise<void> {
    while (this.chains.size > 0) await Promise.all([...this.chains.values()]);
  }
}
