import { afterEach, describe, expect, it } from 'vitest';
import { type EmulatedPlatforms, consent, startPlatforms } from '../../../test/emulator';
import { KickAppTokens } from '../../providers/kick/app-token';
import type { ChannelLive } from '../../providers/kick/channel-live';
import { kickChannelLiveResource } from '../../providers/kick/channel-live.poll';
import { KickApi } from '../../providers/kick/kick-api';
import { KickOAuth } from '../../providers/kick/kick-oauth';
import type { NowPlaying } from '../../providers/spotify/now-playing';
import { spotifyNowPlayingResource } from '../../providers/spotify/now-playing.poll';
import { SpotifyClient } from '../../providers/spotify/spotify-client';
import { FakeClock } from '../clock';
import { PollerService } from './poller-service';
import type { PollerStatus, TokenSource } from './poll-types';
import { ManualTimers, flushMicrotasks } from './timers';
import { type ProviderFetch, undiciFetch } from '../../providers/transport';

const T0 = Date.UTC(2026, 10, 21, 18);
const SECOND = 1_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;

/**
 * The pollers with the real adapters against the emulator over real HTTP, on a fake clock:
 * hours of a stream in a few seconds, with tokens expiring and the platforms failing now and then.
 */
describe('pollers through the emulator', () => {
  let platforms: EmulatedPlatforms | undefined;
  let service: PollerService | undefined;
  afterEach(async () => {
    await service?.stop();
    await platforms?.close();
  });

  async function world(options: { viewerWalk?: boolean } = {}) {
    const clock = new FakeClock(T0);
    platforms = await startPlatforms({ clock, ...options });
    let calls = 0;
    const counting: ProviderFetch = (url, init) => {
      calls++;
      return undiciFetch(url, init);
    };
    const http = { timeoutMs: 2_000, fetch: counting };
    // Each timer's work includes real HTTP to the emulator: wait for it before the next one.
    const timers = new ManualTimers(clock, async () => {
      await flushMicrotasks();
      await service?.whenIdle();
      await flushMicrotasks();
    });
    const pollers = new PollerService({
      clock,
      log: { warn() {}, error() {} },
      random: () => 0.5,
      timers,
    });
    service = pollers;
    return { clock, timers, pollers, http, platforms, calls: () => calls };
  }

  it('Spotify: three hours of the queue, tokens expiring every hour, 429 and 503 now and then', async () => {
    const { clock, timers, pollers, http, platforms, calls } = await world();
    const emulator = platforms.server.emulator;
    const client = new SpotifyClient(platforms.config().providers.spotify!, http);
    const code = (await consent(client.authorizeUrl('s'))).searchParams.get('code')!;
    const first = await client.exchangeCode(code);
    // Like the connections service: a refresh when less than a minute is left, or on demand.
    let stored = { access: first.accessToken, expiresAt: clock.now() + first.expiresIn * 1000 };
    let refreshes = 0;
    const renew = async () => {
      refreshes++;
      const set = await client.refresh(first.refreshToken!);
      stored = { access: set.accessToken, expiresAt: clock.now() + set.expiresIn * 1000 };
      return stored.access;
    };
    const tokens: TokenSource = {
      get: async () => (stored.expiresAt - clock.now() < MINUTE ? renew() : stored.access),
      refresh: renew,
    };
    const poller = pollers.register(spotifyNowPlayingResource(client), tokens);

    const queue = emulator.spotify.tracks();
    emulator.spotify.play({ trackId: queue[0]!.id });
    emulator.faults.add({ provider: 'spotify', pathContains: 'currently', status: 503, every: 40 });
    emulator.faults.add({
      provider: 'spotify',
      pathContains: 'currently',
      status: 429,
      retryAfterSeconds: 10,
      every: 97,
    });
    const seen: Array<{ at: number; value: NowPlaying }> = [];
    const statuses = new Set<PollerStatus>();
    poller.subscribe('user', (view) => {
      statuses.add(view.status);
      if (view.value) seen.push({ at: clock.now(), value: view.value });
    });
    poller.demand('user', 'overlay:1');

    await timers.advance(90 * MINUTE);
    emulator.tokens.expire({ provider: 'spotify', kind: 'access', token: stored.access });
    await timers.advance(90 * MINUTE);

    // Every item that started in the three hours was seen, soon after it started.
    const total = queue.reduce((sum, t) => sum + t.duration_ms, 0);
    const starts: Array<{ at: number; index: number }> = [];
    for (
      let at = T0, i = 0;
      at < T0 + 3 * HOUR - MINUTE;
      at += queue[i % queue.length]!.duration_ms, i++
    )
      starts.push({ at, index: i % queue.length });
    expect(total).toBeGreaterThan(0);
    const lags = starts.slice(1).map(({ at, index }) => {
      const item = queue[index]!;
      const shown = seen.find((s) => s.at >= at && matches(s.value, item));
      return shown ? shown.at - at : Infinity;
    });
    expect(Math.max(...lags)).toBeLessThanOrEqual(15 * SECOND);
    expect(lags.filter((lag) => lag <= 2 * SECOND).length / lags.length).toBeGreaterThan(0.8);
    expect(new Set(seen.map((s) => s.value.kind))).toEqual(new Set(['track', 'ad', 'episode']));
    expect(
      seen.some((s) => s.value.kind === 'track' && s.value.isLocal && s.value.images.length === 0),
    ).toBe(true);

    // Before the hour is up (59 min), after the early expiry (1 h 30, one 401 and one retry),
    // and an hour after that (2 h 29): refreshed every time, never stuck.
    expect(refreshes).toBe(3);
    expect(statuses.has('grant_dead')).toBe(false);
    expect(poller.current('user')!.status).toBe('ok');
    const perHour = poller.health().resource.callsLastHour;
    expect(perHour).toBeLessThanOrEqual(800);

    // Nobody watching: not a single call for an hour.
    poller.release('user', 'overlay:1');
    const before = calls();
    await timers.advance(HOUR);
    expect(calls()).toBe(before);
  });

  it('Kick: 60 channels in batches with an app token, counts moving, 429 and 503 now and then', async () => {
    const { clock, timers, pollers, http, platforms, calls } = await world({ viewerWalk: true });
    const emulator = platforms.server.emulator;
    const config = platforms.config().providers.kick!;
    const api = new KickApi(config.apiUrl, http);
    const tokens = new KickAppTokens(() => new KickOAuth(config, http).appToken(), clock);
    const poller = pollers.register(kickChannelLiveResource(api), tokens);
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) {
      const id = emulator.kick.createAccount({
        username: `poll_streamer_${i}`,
        kind: 'streamer',
      }).user_id;
      emulator.kick.goLive({ broadcasterUserId: id, viewerCount: 100 + i * 10 });
      ids.push(id);
    }
    emulator.faults.add({ provider: 'kick', pathContains: '/channels', status: 429, every: 23 });
    emulator.faults.add({ provider: 'kick', pathContains: '/channels', status: 503, every: 17 });
    for (const id of ids) poller.demand(String(id), 'channel live');

    let worstAge = 0;
    const values = new Set<number>();
    for (let second = 0; second < 2 * 3600; second += 5) {
      await timers.advance(5 * SECOND);
      const view = poller.current(String(ids[0]))!;
      worstAge = Math.max(worstAge, clock.now() - (view.fetchedAt ?? T0));
      if (view.value?.kind === 'live' && view.value.viewers !== null)
        values.add(view.value.viewers);
    }
    // 60 channels every 30 s is 2 calls; failures add a few, 1-by-1 polling would be 60.
    expect(poller.health().resource.callsLastHour).toBeLessThan(300);
    // Never staler than an interval plus what failing calls impose: the worst this mix of faults
    // gives is a 429 (30 s pause) then a 503 (15 s backoff), seen at 5 s sampling.
    expect(worstAge).toBeLessThanOrEqual(30 * SECOND + 30 * SECOND + 15 * SECOND + 5 * SECOND);
    expect(values.size).toBeGreaterThan(20); // the count moved on its own

    // Half the channels end their stream: they drop to a check every 5 minutes.
    for (const id of ids.slice(0, 30)) emulator.kick.goOffline({ broadcasterUserId: id });
    emulator.faults.clear();
    await timers.advance(HOUR);
    const offline: ChannelLive | undefined = poller.current(String(ids[0]))!.value;
    expect(offline?.kind).toBe('offline');
    const health = poller.health();
    const offlineCalls = health.pollers.find((p) => p.key === String(ids[0]))!.callsLastHour;
    const liveCalls = health.pollers.find((p) => p.key === String(ids[59]))!.callsLastHour;
    expect(offlineCalls).toBeLessThanOrEqual(14);
    expect(liveCalls).toBeGreaterThanOrEqual(110); // every 30 s: ~120 in the hour

    // Nothing wants them any more: no calls.
    for (const id of ids) poller.release(String(id), 'channel live');
    const before = calls();
    await timers.advance(HOUR);
    expect(calls()).toBe(before);
  });
});

function matches(value: NowPlaying, item: { name: string; type?: string; is_local?: boolean }) {
  if (item.type === 'ad') return value.kind === 'ad';
  if (value.kind !== 'track' && value.kind !== 'episode') return false;
  return value.title === item.name;
}
