import type { SongProblem, SpotifyPlayerProblem } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import type { Timers } from '../../platform/pollers/timers';
import { KeyedQueue } from '../../platform/keyed-queue';
import type { RequestRow, SongRequestsRepo } from './song-requests.repo';
import { type NowPlayingEvent, PlayerFailure, type SongPlayer } from './ports';

/** Kyo adds the next request to Spotify's queue this long before the current track ends. */
export const HANDOVER_LEAD_MS = 15_000;
/** A claim whose push never completed (its node died) is given back after this. */
const LOST_CLAIM_MS = 30_000;
/** After the expected start, how long before Kyo asks Spotify where its track went. */
const START_GRACE_MS = 10_000;
/** Waits after a refusal without Retry-After (no device, Premium, an outage): per attempt. */
const RETRY_MS: Record<SpotifyPlayerProblem, number> = {
  no_device: 20_000,
  not_premium: 5 * 60_000,
  rate_limited: 30_000,
  missing_scope: 5 * 60_000,
  needs_reconnect: 5 * 60_000,
  not_connected: 5 * 60_000,
  unavailable: 10_000,
  did_not_start: 0,
};

/** What Spotify plays, as the last poll said (ms on the server clock). */
export interface PlayerNow {
  status: NowPlayingEvent['status'];
  id: string | null;
  title: string | null;
  artists: string | null;
  durationMs: number;
  progressMs: number;
  at: number;
}

export function playerOf(event: NowPlayingEvent): PlayerNow {
  return {
    status: event.status,
    id: event.item?.id ?? null,
    title: event.item?.title ?? null,
    artists: event.item?.subtitle ?? null,
    durationMs: event.item?.durationMs ?? 0,
    progressMs: event.progressMs,
    at: event.at,
  };
}

/** How long the current item has left at `now` (it runs on between polls while playing). */
export function remainingMs(player: PlayerNow, now: number): number {
  const run = player.status === 'playing' ? Math.max(0, now - player.at) : 0;
  return Math.max(0, player.durationMs - player.progressMs - run);
}

export interface HandOverDeps {
  repo: SongRequestsRepo;
  player: SongPlayer;
  clock: Clock;
  timers: Timers;
  /** The queue or a request changed: tell the widgets and the page. */
  changed(ownerId: string): void;
  /** Spotify refused (or came back: null). */
  problem(ownerId: string, problem: SongProblem | null): Promise<void>;
  onError(error: unknown, ownerId: string): void;
}

/**
 * The hand-over (docs/song-requests.md): follows each channel's player through the shared
 * now-playing answers, and about 15 s before the current track ends adds the first queued
 * request to Spotify's queue, then checks that it started. Every move is a compare-and-set in
 * the database, so with several nodes hearing the same answers one hand-over happens per track,
 * and a request Spotify refused stays queued with the reason.
 */
export class HandOver {
  private readonly players = new Map<string, PlayerNow>();
  private readonly timers = new Map<string, { at: number; cancel: () => void }>();
  /** Per channel: the track id for which Kyo last asked Spotify where its request went. */
  private readonly checked = new Map<string, string | null>();
  private readonly queue: KeyedQueue;

  constructor(private readonly deps: HandOverDeps) {
    this.queue = new KeyedQueue((error, ownerId) => deps.onError(error, ownerId));
  }

  playerNow(ownerId: string): PlayerNow | undefined {
    return this.players.get(ownerId);
  }

  onNowPlaying(ownerId: string, event: NowPlayingEvent): void {
    this.players.set(ownerId, playerOf(event));
    void this.run(ownerId);
  }

  /** Looks at the channel again (a request was added, moved or removed). */
  run(ownerId: string): Promise<void> {
    return this.queue.run(ownerId, () => this.step(ownerId));
  }

  idle(): Promise<void> {
    return this.queue.idle();
  }

  stop(): void {
    for (const timer of this.timers.values()) timer.cancel();
    this.timers.clear();
  }

  forget(ownerId: string): void {
    this.timers.get(ownerId)?.cancel();
    this.timers.delete(ownerId);
    this.players.delete(ownerId);
    this.checked.delete(ownerId);
  }

  private async step(ownerId: string): Promise<void> {
    const { repo, clock } = this.deps;
    const player = this.players.get(ownerId);
    if (!player) return;
    const now = clock.now();
    const rows = await repo.withStatus(ownerId, ['handed', 'playing', 'queued']);
    let handed = rows.find((r) => r.status === 'handed');
    const playing = rows.find((r) => r.status === 'playing');
    const queued = rows.filter((r) => r.status === 'queued');
    let changed = false;
    const audible = player.status === 'playing' || player.status === 'paused';

    // A request that was playing ended when Spotify plays something else.
    if (playing && audible && player.id !== playing.trackId) {
      if (
        await repo.transition(ownerId, playing.id, ['playing'], {
          status: 'played',
          endedAt: new Date(now),
        })
      )
        changed = true;
    }
    // The handed request started.
    if (handed && audible && player.id === handed.trackId) {
      const started = await repo.transition(ownerId, handed.id, ['handed'], {
        status: handed.skipOnStart ? 'removed' : 'playing',
        startedAt: new Date(now),
        ...(handed.skipOnStart ? { endedAt: new Date(now) } : {}),
      });
      if (started) {
        changed = true;
        this.checked.delete(ownerId);
        // Removed while Spotify already had it: skipped as it starts ("wrong song").
        if (handed.skipOnStart) await this.deps.player.next(ownerId).catch(() => undefined);
      }
      handed = undefined;
    }
    let waiting = queued;
    if (handed) {
      handed = await this.checkHanded(ownerId, handed, player, now);
      // Given back to Kyo's queue: it is first again.
      if (!handed) {
        changed = true;
        waiting = await repo.withStatus(ownerId, ['queued']);
      }
    }
    if (!handed) await this.schedule(ownerId, player, waiting, now);
    else this.cancel(ownerId);
    if (changed) this.deps.changed(ownerId);
  }

  /** A handed request that has not started: lost by a dead node, or not played by Spotify. */
  private async checkHanded(
    ownerId: string,
    handed: RequestRow,
    player: PlayerNow,
    now: number,
  ): Promise<RequestRow | undefined> {
    const { repo } = this.deps;
    const handedAt = handed.handedAt?.getTime() ?? now;
    if (!handed.pushedAt) {
      if (now - handedAt < LOST_CLAIM_MS) return handed;
      const back = await repo.giveBack(ownerId, handed.id, new Date(now));
      return back ? undefined : handed;
    }
    // Expected to start when the track playing at hand-over ended (at most the lead later).
    const expected = handed.pushedAt.getTime() + HANDOVER_LEAD_MS + START_GRACE_MS;
    if (now < expected || player.status !== 'playing') return handed;
    // Once per track that plays instead: is ours still in Spotify's queue (behind its own)?
    if (this.checked.get(ownerId) === player.id) return handed;
    this.checked.set(ownerId, player.id);
    let upNext: string[];
    try {
      upNext = await this.deps.player.upNext(ownerId);
    } catch {
      return handed;
    }
    if (upNext.includes(handed.trackId)) return handed;
    const problem = {
      reason: 'did_not_start' as const,
      at: new Date(now).toISOString(),
      retryAt: null,
    };
    const back = await repo.giveBack(ownerId, handed.id, new Date(now), { problem });
    return back ? undefined : handed;
  }

  /** Hands over now when inside the lead, else sets a timer for that moment. */
  private async schedule(ownerId: string, player: PlayerNow, queued: RequestRow[], now: number) {
    const first = queued[0];
    if (!first || player.status !== 'playing' || player.durationMs <= 0)
      return this.cancel(ownerId);
    const left = remainingMs(player, now);
    const retryAt = first.retryAt?.getTime() ?? 0;
    const due = Math.max(now + left - HANDOVER_LEAD_MS, retryAt);
    if (due <= now) {
      this.cancel(ownerId);
      await this.handOver(ownerId, first, now);
      return;
    }
    const existing = this.timers.get(ownerId);
    if (existing && Math.abs(existing.at - due) < 500) return;
    existing?.cancel();
    const cancel = this.deps.timers.after(due - now, () => {
      this.timers.delete(ownerId);
      void this.run(ownerId);
    });
    this.timers.set(ownerId, { at: due, cancel });
  }

  private cancel(ownerId: string): void {
    this.timers.get(ownerId)?.cancel();
    this.timers.delete(ownerId);
  }

  private async handOver(ownerId: string, row: RequestRow, now: number): Promise<void> {
    const { repo } = this.deps;
    const claimed = await repo.claimHandover(ownerId, row.id, new Date(now));
    if (!claimed) return;
    try {
      await this.deps.player.addToQueue(ownerId, row.trackId);
    } catch (error) {
      const failure = error instanceof PlayerFailure ? error : new PlayerFailure('unavailable');
      const wait = failure.retryAfterMs ?? RETRY_MS[failure.problem];
      const retryAt = new Date(now + wait);
      const problem: SongProblem = {
        reason: failure.problem,
        at: new Date(now).toISOString(),
        retryAt: retryAt.toISOString(),
      };
      // Never lost because Spotify said no: back in the queue, first, with the reason.
      await repo.giveBack(ownerId, row.id, new Date(now), { problem, retryAt });
      await this.deps.problem(ownerId, problem);
      this.deps.changed(ownerId);
      // Try again when Spotify allows, while the track still plays (a poll also brings us back).
      const cancel = this.deps.timers.after(wait, () => {
        this.timers.delete(ownerId);
        void this.run(ownerId);
      });
      this.timers.set(ownerId, { at: now + wait, cancel });
      return;
    }
    await repo.transition(ownerId, row.id, ['handed'], {
      pushedAt: new Date(this.deps.clock.now()),
      problem: null,
      retryAt: null,
    });
    await this.deps.problem(ownerId, null);
    this.deps.changed(ownerId);
  }
}
