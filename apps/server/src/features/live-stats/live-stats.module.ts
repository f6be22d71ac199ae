import { z } from 'zod';
import {
  widgetEventSchema,
  type ChannelEvent,
  type LivePollHealth,
  type WidgetEvent,
} from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import { PollerService } from '../../platform/pollers/poller-service';
import type { TokenSource } from '../../platform/pollers/poll-types';
import type { Timers } from '../../platform/pollers/timers';
import type { LiveKind, LiveSource } from '../../ports';
import { KickAppTokens } from '../../providers/kick/app-token';
import { kickChannelLiveResource } from '../../providers/kick/channel-live.poll';
import type { KickApi } from '../../providers/kick/kick-api';
import type { TokenSet } from '../../providers/http';
import { spotifyNowPlayingResource } from '../../providers/spotify/now-playing.poll';
import type { SpotifyClient } from '../../providers/spotify/spotify-client';
import { KickChannels, type LiveReadingEvent } from './kick-channels';
import { notConnected, SpotifyPlayers } from './spotify-players';
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
 * The channels are kick-channels.ts's, the players spotify-players.ts's.
 */
export function registerLiveStats(ctx: FeatureContext, deps: LiveStatsDeps): LiveStatsHandle {
  const log = ctx.app.log.child({ feature: 'live-stats' });
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

  const kick = deps.kick
    ? new KickChannels({
        poller: pollers.register(
          kickChannelLiveResource(deps.kick.api),
          new KickAppTokens(deps.kick.appToken, ctx.clock),
        ),
        clock: ctx.clock,
        log,
        stats,
        broadcasterOf: (userId) => deps.broadcasterOf(userId),
        publish,
      })
    : undefined;
  const spotify = deps.spotify
    ? new SpotifyPlayers({
        poller: pollers.register(spotifyNowPlayingResource(deps.spotify), deps.spotifyTokens),
        clock: ctx.clock,
        publish,
      })
    : undefined;

  async function whenIdle(): Promise<void> {
    let more: boolean;
    do {
      await pollers.whenIdle();
      more = (await kick?.whenRecorded()) ?? false;
    } while (more);
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
      if (!spotify) return publish(userId, notConnected(ctx.clock.now()));
      return spotify.want(userId, until, replay);
    }
    await kick?.want(userId, until, replay);
  }

  // A consumer in the chat pipeline (live-stats.feature.ts).
  const onKickEvent = (event: ChannelEvent) => kick?.onKickEvent(event);
  // A Spotify (re)connected: its parked poller looks for the token now, not at the next re-check.
  const unsubscribeConnected = ctx.bus.subscribe('connection.connected', ({ userId, provider }) => {
    if (provider === 'spotify') spotify?.wake(userId);
  });

  // Streams that were live when the server stopped: their channels are polled again (a poll that
  // finds one offline closes its stats).
  ctx.app.addHook('onReady', async () => {
    if (!kick) return;
    // A database that does not answer at this moment must not stop the node from starting: the
    // next stream webhook or overlay asks for the channel anyway.
    const open = await samples.openStreams().catch((error: unknown) => {
      log.warn({ err: error }, 'live stats: could not read the open streams at start');
      return [];
    });
    kick.resume(open);
  });

  /** Keys nobody asked for in an hour are dropped, with what this module kept for them. */
  function forgetIdle(): void {
    for (const userId of kick?.forgetIdle(IDLE_FORGET_MS) ?? []) last.delete(`${userId}:viewers`);
    for (const userId of spotify?.forgetIdle(IDLE_FORGET_MS) ?? [])
      last.delete(`${userId}:now-playing`);
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
    for (const key of kick?.keysOf(userId) ?? []) keys.push(['viewers', 'kick.channel-live', key]);
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
    song: async (userId, options) =>
      spotify ? spotify.song(userId, options) : notConnected(ctx.clock.now()),
    channel: async (userId, broadcasterUserId, maxAgeMs) =>
      kick ? kick.channel(userId, broadcasterUserId, maxAgeMs) : null,
    healthOf,
    onReading: (listener) => kick?.onReading(listener),
    want(kind, userId, until, options) {
      want(kind, userId, until, options?.replay ?? false).catch((error: unknown) =>
        log.error({ err: error, userId, kind }, 'live stats: asking for live data'),
      );
    },
  };
  ctx.app.decorate('liveStats', handle);
  return handle;
}
