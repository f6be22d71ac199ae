import type { LivePollHealth, WidgetEvent } from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import { TtlCache } from '../../platform/ttl-cache';
import { PollerService } from '../../platform/pollers/poller-service';
import type { PollerView, TokenSource } from '../../platform/pollers/poll-types';
import type { LiveKind, LiveSource } from '../../ports';
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
}

export interface LiveStatsHandle extends LiveSource {
  pollers: PollerService;
}

/**
 * Live data that platforms do not push (decision record 004): a Kick channel's viewers and a
 * streamer's Spotify player, polled only while something wants them, one answer shared by every
 * consumer. Each answer becomes a widget event on the bus (`live.event`), which the widgets fold
 * into their states; viewer samples are stored per stream (peak and average survive a restart).
 */
export function registerLiveStats(ctx: FeatureContext, deps: LiveStatsDeps): LiveStatsHandle {
  const log = ctx.app.log.child({ feature: 'live-stats' });
  const pollers = new PollerService({
    clock: ctx.clock,
    log,
    onGrantDead: async ({ resource, keys }) => {
      if (resource !== 'spotify.now-playing') return;
      for (const userId of keys) await deps.onSpotifyGrantDead?.(userId);
    },
  });
  const stats = new ViewerStatsService(new ViewerSamplesRepo(ctx.db));
  /** The last event published per user and kind: a newly opened overlay gets it at once. */
  const last = new Map<string, WidgetEvent>();
  const publish = (ownerId: string, event: WidgetEvent) => {
    last.set(`${ownerId}:${event.kind}`, event);
    ctx.bus.publish('live.event', { ownerId, event });
  };

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

  const onKick = (key: string, view: PollerView<ChannelLive>) => {
    const userId = owners.get(key);
    const value = view.value;
    if (!userId || !value || value.kind === 'missing' || value.kind === 'unknown') return;
    const at = view.fetchedAt ?? ctx.clock.now();
    const live = value.kind === 'live';
    stats
      .record({
        userId,
        broadcasterUserId: Number(key),
        live,
        viewers: live ? value.viewers : null,
        startedAt: live && value.startedAt ? new Date(value.startedAt) : null,
        at: new Date(at),
      })
      .then((state) => publish(userId, viewersEvent(state, at, view.status === 'ok')))
      .catch((error: unknown) =>
        log.error({ err: error, userId }, 'live stats: recording viewers'),
      );
  };

  const onSpotify = (userId: string, view: PollerView<NowPlaying>) =>
    publish(userId, nowPlayingEvent(view, ctx.clock.now()));

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
      return;
    }
    if (!kickPoller) return;
    const broadcaster = await channels.get(userId, () => deps.broadcasterOf(userId));
    if (broadcaster === null) return;
    const key = String(broadcaster);
    owners.set(key, userId);
    if (!listening.has(`k:${key}`)) {
      listening.add(`k:${key}`);
      kickPoller.subscribe(key, (view) => onKick(key, view));
    }
    kickPoller.demand(key, 'overlay', { until });
  }

  // A stream going live or offline (a webhook) is worth a poll now: viewers appear at once.
  const unsubscribe = ctx.bus.subscribe('kick.event', (event) => {
    if (event.kind === 'stream') kickPoller?.pollSoon(String(event.broadcasterUserId));
  });
  // A Spotify (re)connected: its parked poller looks for the token now, not at the next re-check.
  const unsubscribeConnected = ctx.bus.subscribe('connection.connected', ({ userId, provider }) => {
    if (provider === 'spotify') spotifyPoller?.wake(userId);
  });
  /** Chat asks in bursts: one answer (fresh for 15 s) serves them, the player stays polled 5 min. */
  const SONG_READ = { reason: 'bot:song', holdMs: 5 * 60_000, maxAgeMs: 15_000, waitMs: 3_000 };
  async function song(userId: string) {
    const at = ctx.clock.now();
    if (!spotifyPoller)
      return {
        kind: 'now-playing' as const,
        status: 'not_connected' as const,
        item: null,
        progressMs: 0,
        at,
      };
    if (!listening.has(`s:${userId}`)) {
      listening.add(`s:${userId}`);
      spotifyPoller.subscribe(userId, (view) => onSpotify(userId, view));
    }
    return nowPlayingEvent(await spotifyPoller.read(userId, SONG_READ), at);
  }

  ctx.app.addHook('onClose', async () => {
    unsubscribe();
    unsubscribeConnected();
    await pollers.stop();
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

  return {
    pollers,
    song,
    healthOf,
    want(kind, userId, until, options) {
      want(kind, userId, until, options?.replay ?? false).catch((error: unknown) =>
        log.error({ err: error, userId, kind }, 'live stats: asking for live data'),
      );
    },
  };
}
