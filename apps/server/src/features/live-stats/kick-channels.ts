/**
 * Kick channels' live data (live-stats.module.ts): each streamer's channel polled while an overlay
 * wants its viewers, chat reads it, or its stream is live (until a poll sees it offline); every
 * answer on the node that polls it recorded for the stream's stats, told to the readings'
 * listeners and published as a `viewers` widget event.
 */
import type { ChannelEvent, WidgetEvent } from '@kyo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { PollerView } from '../../platform/pollers/poll-types';
import type { ResourcePoller } from '../../platform/pollers/resource-poller';
import { TtlCache } from '../../platform/ttl-cache';
import type { ChannelReading } from '../../ports';
import type { ChannelLive } from '../../providers/kick/channel-live';
import { viewersEvent } from './live-events';
import type { ViewerStatsService } from './viewer-stats.service';

/** One poll's answer about a channel, as the stream stats take it. */
export interface LiveReadingEvent {
  userId: string;
  broadcasterUserId: number;
  live: boolean;
  viewers: number | null;
  /** Kick's start of the stream (ms), when it gave one. */
  startedAt: number | null;
  title: string | null;
  category: string | null;
  at: number;
}

export interface KickChannelsDeps {
  poller: ResourcePoller<ChannelLive>;
  clock: Clock;
  log: FastifyBaseLogger;
  stats: ViewerStatsService;
  /** The broadcaster id of the user's connected Kick channel, or null. */
  broadcasterOf(userId: string): Promise<number | null>;
  /** A widget event for the user's overlays (on every node). */
  publish(userId: string, event: WidgetEvent): void;
}

/** The demand of a live stream: its channel is polled until a poll sees it offline. */
const LIVE = 'live';

/** A poll's answer as chat reads it: null when Kick gave nothing newer than `since`. */
function readingOf(view: PollerView<ChannelLive>, since: number): ChannelReading | null {
  const value = view.value;
  if (!value || view.fetchedAt === null || view.fetchedAt < since) return null;
  if (value.kind === 'live')
    return {
      live: true,
      viewers: value.viewers,
      startedAt: value.startedAt ? Date.parse(value.startedAt) : null,
      title: value.title,
      category: value.category,
      thumbnail: value.thumbnail ?? null,
      at: view.fetchedAt,
    };
  if (value.kind === 'offline')
    return {
      live: false,
      viewers: 0,
      startedAt: null,
      title: value.title,
      category: value.category,
      at: view.fetchedAt,
    };
  return null;
}

export class KickChannels {
  /** Broadcaster id → Kyo user. */
  private readonly owners = new Map<string, string>();
  /** The keys already listened to. */
  private readonly listening = new Set<string>();
  private readonly channels: TtlCache<string, number | null>;
  private readonly readingListeners: Array<(reading: LiveReadingEvent) => void> = [];
  /** Viewer readings being stored: awaited on shutdown, before the database closes. */
  private readonly recording = new Set<Promise<void>>();

  constructor(private readonly deps: KickChannelsDeps) {
    this.channels = new TtlCache<string, number | null>(deps.clock, (id) =>
      id === null ? 10_000 : 5 * 60_000,
    );
  }

  onReading(listener: (reading: LiveReadingEvent) => void): void {
    this.readingListeners.push(listener);
  }

  /** An overlay wants the user's viewers until `until` (`replay`: it just opened). */
  async want(userId: string, until: number, replay: boolean): Promise<void> {
    const { poller } = this.deps;
    const broadcaster = await this.channels.get(userId, () => this.deps.broadcasterOf(userId));
    if (broadcaster === null) return;
    const key = this.follow(userId, broadcaster);
    poller.demand(key, 'overlay', { until });
    if (replay) this.refreshIfOlder(key, 5_000);
  }

  /**
   * A stream going live or offline (a webhook) is worth a poll now: viewers appear at once, and
   * a live stream is polled for its stats until a poll sees it end (a lost offline webhook too).
   */
  onKickEvent(event: ChannelEvent): void {
    if (event.kind !== 'stream') return;
    const { poller } = this.deps;
    const key = this.follow(event.ownerId, event.broadcasterUserId);
    // Going offline: one more poll closes the stream's stats, then the demand lapses.
    poller.demand(key, LIVE, event.live ? {} : { until: this.deps.clock.now() + 30_000 });
    poller.pollSoon(key);
  }

  /** Chat's reading of the channel ({viewers}, {uptime}): the shared answer, polled 5 min more. */
  async channel(
    userId: string,
    broadcasterUserId: number,
    maxAgeMs: number,
  ): Promise<ChannelReading | null> {
    const key = this.follow(userId, broadcasterUserId);
    const view = await this.deps.poller.read(key, {
      reason: 'bot:channel',
      holdMs: 5 * 60_000,
      maxAgeMs,
      waitMs: 3_000,
    });
    return readingOf(view, this.deps.clock.now() - maxAgeMs);
  }

  /** Streams that were live when the server stopped: their channels are polled again. */
  resume(streams: ReadonlyArray<{ userId: string; broadcasterUserId: number }>): void {
    for (const stream of streams) {
      this.deps.poller.demand(this.follow(stream.userId, stream.broadcasterUserId), LIVE);
    }
  }

  /** The poller keys of the user's channels (for the status page). */
  keysOf(userId: string): string[] {
    return [...this.owners].filter(([, owner]) => owner === userId).map(([key]) => key);
  }

  /** Keys nobody asked for in `idleMs` are dropped; answers the users they were polled for. */
  forgetIdle(idleMs: number): string[] {
    const users: string[] = [];
    for (const key of this.deps.poller.forgetIdle(idleMs)) {
      this.listening.delete(`k:${key}`);
      const userId = this.owners.get(key);
      this.owners.delete(key);
      if (userId) users.push(userId);
    }
    return users;
  }

  /** Resolves once every reading stored so far is; answers whether more came meanwhile. */
  async whenRecorded(): Promise<boolean> {
    await Promise.allSettled([...this.recording]);
    return this.recording.size > 0;
  }

  /** Listens to the user's channel (once): every answer feeds their stats and widgets. */
  private follow(userId: string, broadcaster: number): string {
    const key = String(broadcaster);
    this.owners.set(key, userId);
    if (!this.listening.has(`k:${key}`)) {
      this.listening.add(`k:${key}`);
      this.deps.poller.subscribe(key, (view) => this.onKick(key, view));
    }
    return key;
  }

  private onKick(key: string, view: PollerView<ChannelLive>): void {
    const { poller, clock, log } = this.deps;
    const userId = this.owners.get(key);
    const value = view.value;
    if (!userId || !value || value.kind === 'unknown') return;
    if (view.status === 'ok') {
      // A live stream keeps its channel polled (peak and average are recorded whether or not an
      // overlay is open); a poll that sees it offline, or gone, lets it go.
      if (value.kind === 'live') poller.demand(key, LIVE);
      else poller.release(key, LIVE);
    }
    // Several nodes: the node that polls the channel records and publishes (the others hear it).
    if (value.kind === 'missing' || !poller.pollsHere(key)) return;
    const at = view.fetchedAt ?? clock.now();
    const live = value.kind === 'live';
    const work = this.deps.stats
      .record({
        userId,
        broadcasterUserId: Number(key),
        live,
        viewers: live ? value.viewers : null,
        startedAt: live && value.startedAt ? new Date(value.startedAt) : null,
        at: new Date(at),
      })
      .then((state) => {
        if (view.status === 'ok')
          for (const listener of this.readingListeners)
            listener({
              userId,
              broadcasterUserId: Number(key),
              live,
              viewers: state.live ? state.viewers : null,
              startedAt: live && value.startedAt ? Date.parse(value.startedAt) : null,
              title: value.title,
              category: value.category,
              at,
            });
        this.deps.publish(userId, viewersEvent(state, at, view.status === 'ok'));
      })
      .catch((error: unknown) => log.error({ err: error, userId }, 'live stats: recording viewers'))
      .finally(() => this.recording.delete(work));
    this.recording.add(work);
  }

  private refreshIfOlder(key: string, maxAgeMs: number): void {
    const { poller, clock } = this.deps;
    const fetchedAt = poller.current(key)?.fetchedAt ?? null;
    if (fetchedAt === null || clock.now() - fetchedAt > maxAgeMs) poller.pollSoon(key);
  }
}
