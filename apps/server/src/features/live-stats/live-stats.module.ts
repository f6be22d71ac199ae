import { z } from 'zod';
import {
  widgetEventSchema,
  type ChannelEvent,
  type LivePollHealth,
  type WidgetEvent,
} from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import { TtlCache } from '../../platform/ttl-cache';
import { PollerService } from '../../platform/pollers/poller-service';
import type { PollerView, TokenSource } from '../../platform/pollers/poll-types';
import type { ResourcePoller } from '../../platform/pollers/resource-poller';
import type { Timers } from '../../platform/pollers/timers';
import type { ChannelReading, LiveKind, LiveSource } from '../../ports';
import { KickAppTokens } from '../../providers/kick/app-token';
import type { ChannelLive } from '../../providers/kick/channel-live';
import { kickChannelLiveResource } from '../../providers/kick/channel-live.poll';
import type { KickApi } from '../../providers/kick/kick-api';
import type { TokenSet } from '../../providers/http';
import type { NowPlaying } from '../../providers/spotify/now-playing';
import { spotifyNowPlayingResource } from '../../providers/spotify/now-playing.poll';
import type { SpotifyClient } from '../../providers/spotify/spotify-client';
import { nowPlayingEvent, viewersEvent } from './live-events';
import { ViewerSamplesRepo } from './viewer-samples.repo';
import { ViewerStatsService } from './viewer-stats.service';

export interface LiveStatsDeps {
  kick?: { api: KickApi; appToken: () => Promise<TokenSet> };
  spotify?: SpotifyClient;
  /** The streamer's Spotify tokens (the connections feature: refreshed before expiry, on a 401). */
  spotifyTokens: TokenSource;
  /** The broadcaster id of the user's connected Kick channel, or null. */
  broadcasterOf(userId: string): Promise<number | null>;
  /** A grant found dead by a poll's refresh: mark the connection (shown on the dashboard). */
  onSpotifyGrantDead?(userId: string): Promise<void>;
  /** The pollers' timers (default: real ones); tests pass `ManualTimers` to run hours at once. */
  timers?: Timers;
}

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

declare module 'fastify' {
  interface FastifyInstance {
    liveStats: LiveStatsHandle;
  }
}

/** A poller key nothing wanted for this long is forgotten (the sweep runs every 10 minutes). */
const IDLE_FORGET_MS = 60 * 60_000;

export interface LiveStatsHandle extends LiveSource {
  /** Its consumer of 'kick.event' (a stream going live or offline is polled at once). */
  onKickEvent(event: ChannelEvent): void;
  pollers: PollerService;
  /** Drops what is kept for keys nobody wanted in an hour (run by a background job). */
  forgetIdle(): void;
  /** Resolves once no poll is in flight and every reading is stored (tests, shutdown). */
  whenIdle(): Promise<void>;
  /** Peak and average viewers of the user's current (or else last) stream, as recorded. */
  streamStats(userId: string): Promise<{ peak: number; average: number | null } | null>;
  /**
   * Every reading of a channel, on the node that polls it, goes to `listener` too (the stream
   * stats record the viewers per minute). `viewers` is the count shown (a lone glitch held back).
   */
  onReading(listener: (reading: LiveReadingEvent) => void): void;
}

/**
 * Live data that platforms do not push (decision record 004): a Kick channel's viewers and a
 * streamer's Spotify player, polled only while something wants them, one answer shared by every
 * consumer. Each answer becomes a widget event on the bus (`live.event`), which the widgets fold
 * into their states; viewer samples are stored per stream (peak and average survive a restart).
 */
export function registerLiveStats(ctx: FeatureContext, deps: LiveStatsDeps): LiveStatsHandle {
  const log = ctx.app.log.child({ feature: 'live-stats' });
  const readingListeners: Array<(reading: LiveReadingEvent) => void> = [];
  const pollers = new PollerService({
    clock: ctx.clock,
    ...(deps.timers ? { timers: deps.timers } : {}),
    log,
    onGrantDead: async ({ resource, keys }) => {
      if (resource !== 'spotify.now-playing') return;
      for (const userId of keys) await deps.onSpotifyGrantDead?.(userId);
    },
    // Several nodes: each channel and player is polled by one node, which tells the others.
    ...(ctx.clusterChannel
      ? { share: { leases: ctx.leases, channel: ctx.clusterChannel('poll') } }
      : {}),
  });
  // Several nodes: the events the polling node makes of its answers reach the others' widgets.
  const relay = ctx.clusterChannel?.('live-events');
  const heardSchema = z.object({ ownerId: z.string(), event: widgetEventSchema });
  const samples = new ViewerSamplesRepo(ctx.db);
  const stats = new ViewerStatsService(samples);
  /** The last event published per user and kind: a newly opened overlay gets it at once. */
  const last = new Map<string, WidgetEvent>();
  const deliver = (ownerId: string, event: WidgetEvent) => {
    last.set(`${ownerId}:${event.kind}`, event);
    ctx.bus.publish('live.event', { ownerId, event });
  };
  const publish = (ownerId: string, event: WidgetEvent) => {
    deliver(ownerId, event);
    relay?.publish({ ownerId, event });
  };
  void relay
    ?.listen(
      (raw) => {
        const heard = heardSchema.safeParse(raw);
        if (heard.success) deliver(heard.data.ownerId, heard.data.event);
      },
      () => undefined,
    )
    .catch((error: unknown) => log.warn({ err: error }, 'live stats: cluster channel'));
  void pollers
    .listen()
    .catch((error: unknown) => log.warn({ err: error }, 'live stats: cluster channel'));

  const kickPoller = deps.kick
    ? pollers.register(
        kickChannelLiveResource(deps.kick.api),
        new KickAppTokens(deps.kick.appToken, ctx.clock),
      )
    : undefined;
  const spotifyPoller = deps.spotify
    ? pollers.register(spotifyNowPlayingResource(deps.spotify), deps.spotifyTokens)
    : undefined;

  /** Broadcaster id → Kyo user, and the keys already listened to. */
  const owners = new Map<string, string>();
  const listening = new Set<string>();
  const channels = new TtlCache<string, number | null>(ctx.clock, (id) =>
    id === null ? 10_000 : 5 * 60_000,
  );
  /** The demand of a live stream: its channel is polled until a poll sees it offline. */
  const LIVE = 'live';

  /** Listens to the user's channel (once): every answer feeds their stats and widgets. */
  function follow(poller: ResourcePoller<ChannelLive>, userId: string, broadcaster: number) {
    const key = String(broadcaster);
    owners.set(key, userId);
    if (!listening.has(`k:${key}`)) {
      listening.add(`k:${key}`);
      poller.subscribe(key, (view) => onKick(poller, key, view));
    }
    return key;
  }

  const onKick = (
    poller: ResourcePoller<ChannelLive>,
    key: string,
    view: PollerView<ChannelLive>,
  ) => {
    const userId = owners.get(key);
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
    const at = view.fetchedAt ?? ctx.clock.now();
    const live = value.kind === 'live';
    const work = stats
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
          for (const listener of readingListeners)
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
        publish(userId, viewersEvent(state, at, view.status === 'ok'));
      })
      .catch((error: unknown) => log.error({ err: error, userId }, 'live stats: recording viewers'))
      .finally(() => recording.delete(work));
    recording.add(work);
  };
  /** Viewer readings being stored: awaited on shutdown, before the database closes. */
  const recording = new Set<Promise<void>>();
  async function whenIdle(): Promise<void> {
    do {
      await pollers.whenIdle();
      await Promise.allSettled([...recording]);
    } while (recording.size > 0);
  }

  const onSpotify = (userId: string, view: PollerView<NowPlaying>) => {
    if (spotifyPoller && !spotifyPoller.pollsHere(userId)) return;
    publish(userId, nowPlayingEvent(view, ctx.clock.now()));
  };

  function refreshIfOlder<V>(poller: ResourcePoller<V>, key: string, maxAgeMs: number) {
    const fetchedAt = poller.current(key)?.fetchedAt ?? null;
    if (fetchedAt === null || ctx.clock.now() - fetchedAt > maxAgeMs) poller.pollSoon(key);
  }

  async function want(
    kind: LiveKind,
    userId: string,
    until: number,
    replay: boolean,
  ): Promise<void> {
    const known = replay ? last.get(`${userId}:${kind}`) : undefined;
    if (known) ctx.bus.publish('live.event', { ownerId: userId, event: known });
    if (kind === 'now-playing') {
      if (!spotifyPoller) {
        const at = ctx.clock.now();
        return publish(userId, {
          kind: 'now-playing',
          status: 'not_connected',
          item: null,
          progressMs: 0,
          at,
        });
      }
      if (!listening.has(`s:${userId}`)) {
        listening.add(`s:${userId}`);
        spotifyPoller.subscribe(userId, (view) => onSpotify(userId, view));
        const known = spotifyPoller.current(userId);
        if (known?.value) onSpotify(userId, known);
      }
      spotifyPoller.demand(userId, 'overlay', { until });
      // A watcher that just opened (an OBS source, a builder preview) shows what plays now, not
      // the last answer of a slow poll (20 s while nothing plays): Spotify is asked again soon,
      // at most once a second per player (the engine's floor after its last answer).
      if (replay) spotifyPoller.pollSoon(userId);
      return;
    }
    if (!kickPoller) return;
    const broadcaster = await channels.get(userId, () => deps.broadcasterOf(userId));
    if (broadcaster === null) return;
    const key = follow(kickPoller, userId, broadcaster);
    kickPoller.demand(key, 'overlay', { until });
    if (replay) refreshIfOlder(kickPoller, key, 5_000);
  }

  // A stream going live or offline (a webhook) is worth a poll now: viewers appear at once, and
  // a live stream is polled for its stats until a poll sees it end (a lost offline webhook too).
  // A consumer in the chat pipeline (live-stats.feature.ts).
  const onKickEvent = (event: ChannelEvent) => {
    if (event.kind !== 'stream' || !kickPoller) return;
    const key = follow(kickPoller, event.ownerId, event.broadcasterUserId);
    // Going offline: one more poll closes the stream's stats, then the demand lapses.
    kickPoller.demand(key, LIVE, event.live ? {} : { until: ctx.clock.now() + 30_000 });
    kickPoller.pollSoon(key);
  };
  // A Spotify (re)connected: its parked poller looks for the token now, not at the next re-check.
  const unsubscribeConnected = ctx.bus.subscribe('connection.connected', ({ userId, provider }) => {
    if (provider === 'spotify') spotifyPoller?.wake(userId);
  });
  /**
   * Chat names the song playing when it is asked: an answer at most a second old (a poll of
   * anyone: an overlay's, another node's; a second is the engine's floor between two polls of one
   * player, so a burst of asks shares one call), else Spotify is asked now. The player stays
   * polled 5 min after, every 5 s while it plays.
   */
  const SONG_READ = { reason: 'bot:song', holdMs: 5 * 60_000, maxAgeMs: 1_000, waitMs: 3_000 };
  async function song(userId: string, options?: { maxAgeMs?: number }) {
    const asked = ctx.clock.now();
    const read = { ...SONG_READ, maxAgeMs: options?.maxAgeMs ?? SONG_READ.maxAgeMs };
    if (!spotifyPoller)
      return {
        kind: 'now-playing' as const,
        status: 'not_connected' as const,
        item: null,
        progressMs: 0,
        at: asked,
      };
    if (!listening.has(`s:${userId}`)) {
      listening.add(`s:${userId}`);
      spotifyPoller.subscribe(userId, (view) => onSpotify(userId, view));
    }
    const view = await spotifyPoller.read(userId, read);
    const answer = nowPlayingEvent(view, asked);
    // No fresh answer in time (Spotify slow or failing): what was known last still names the
    // track only while its known length says it can be playing.
    const fresh = view.fetchedAt !== null && view.fetchedAt >= asked - read.maxAgeMs;
    if (!fresh && answer.status === 'playing' && answer.item) {
      const endsAt = answer.at + answer.item.durationMs - answer.progressMs;
      if (endsAt <= ctx.clock.now())
        return {
          kind: 'now-playing' as const,
          status: 'unknown' as const,
          item: null,
          progressMs: 0,
          at: asked,
        };
    }
    return answer;
  }

  /** Chat's reading of the channel ({viewers}, {uptime}): the shared answer, polled 5 min more. */
  async function channel(userId: string, broadcasterUserId: number, maxAgeMs: number) {
    if (!kickPoller) return null;
    const key = follow(kickPoller, userId, broadcasterUserId);
    const view = await kickPoller.read(key, {
      reason: 'bot:channel',
      holdMs: 5 * 60_000,
      maxAgeMs,
      waitMs: 3_000,
    });
    return readingOf(view, ctx.clock.now() - maxAgeMs);
  }

  // Streams that were live when the server stopped: their channels are polled again (a poll that
  // finds one offline closes its stats).
  ctx.app.addHook('onReady', async () => {
    if (!kickPoller) return;
    // A database that does not answer at this moment must not stop the node from starting: the
    // next stream webhook or overlay asks for the channel anyway.
    const open = await samples.openStreams().catch((error: unknown) => {
      log.warn({ err: error }, 'live stats: could not read the open streams at start');
      return [];
    });
    for (const stream of open) {
      kickPoller.demand(follow(kickPoller, stream.userId, stream.broadcasterUserId), LIVE);
    }
  });

  /** Keys nobody asked for in an hour are dropped, with what this module kept for them. */
  function forgetIdle(): void {
    for (const key of kickPoller?.forgetIdle(IDLE_FORGET_MS) ?? []) {
      listening.delete(`k:${key}`);
      const userId = owners.get(key);
      owners.delete(key);
      if (userId) last.delete(`${userId}:viewers`);
    }
    for (const userId of spotifyPoller?.forgetIdle(IDLE_FORGET_MS) ?? []) {
      listening.delete(`s:${userId}`);
      last.delete(`${userId}:now-playing`);
    }
  }

  ctx.app.addHook('onClose', async () => {
    unsubscribeConnected();
    await relay?.close();
    await pollers.stop();
    await whenIdle();
  });

  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  function healthOf(userId: string): LivePollHealth[] {
    const keys: Array<[LiveKind, string, string]> = [
      ['now-playing', 'spotify.now-playing', userId],
    ];
    for (const [key, owner] of owners)
      if (owner === userId) keys.push(['viewers', 'kick.channel-live', key]);
    const all = pollers.health().pollers;
    return keys.flatMap(([kind, resource, key]) => {
      const found = all.find((p) => p.resource === resource && p.key === key);
      return found
        ? [
            {
              kind,
              status: found.status,
              lastSuccessAt: iso(found.lastSuccessAt),
              lastError: found.lastError,
              nextPollAt: iso(found.nextPollAt),
              callsLastHour: found.callsLastHour,
            },
          ]
        : [];
    });
  }

  async function streamStats(userId: string) {
    const state = await stats.state(userId, new Date(ctx.clock.now()));
    if (state.live) return { peak: state.peak, average: state.average };
    return state.lastStream
      ? { peak: state.lastStream.peak, average: state.lastStream.average }
      : null;
  }

  const handle: LiveStatsHandle = {
    onKickEvent,
    pollers,
    streamStats,
    forgetIdle,
    whenIdle,
    song,
    channel,
    healthOf,
    onReading: (listener) => void readingListeners.push(listener),
    want(kind, userId, until, options) {
      want(kind, userId, until, options?.replay ?? false).catch((error: unknown) =>
        log.error({ err: error, userId, kind }, 'live stats: asking for live data'),
      );
    },
  };
  ctx.app.decorate('liveStats', handle);
  return handle;
}
