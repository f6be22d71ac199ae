/**
 * Poller benchmark: how many platform calls Kyo's pollers make, and what a poll costs the server.
 *
 *   node --import tsx bench/pollers/run.ts [--hours 3] [--channels 1000] [--polls 20000]
 *
 * 1. Spotify: one streamer's player polled for `--hours` of music (the emulator's queue: tracks,
 *    an ad, an episode, a local file) through the real adapter over HTTP, on a fake clock. Calls
 *    per hour and how soon each new item was seen, against a 1 s poll.
 * 2. Kick: `--channels` live channels polled in batches of 50 with one app token, through the
 *    emulator, for 10 minutes of fake time. Calls per minute, against one call per channel.
 * 3. CPU: `--polls` polls through the engine, adapter and parser with the platform answered from
 *    memory (real bodies captured from the emulator), so only Kyo's own work is timed.
 */
import { parseArgs } from 'node:util';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { consent } from '@kyo/emulator/testing';
import { startPlatforms } from '../../apps/server/test/emulator';
import { FakeClock } from '../../apps/server/src/platform/clock';
import { PollerService } from '../../apps/server/src/platform/pollers/poller-service';
import { ManualTimers, flushMicrotasks } from '../../apps/server/src/platform/pollers/timers';
import type { NowPlaying } from '../../apps/server/src/providers/spotify/now-playing';
import { spotifyNowPlayingResource } from '../../apps/server/src/providers/spotify/now-playing.poll';
import { SpotifyClient } from '../../apps/server/src/providers/spotify/spotify-client';
import { KickApi } from '../../apps/server/src/providers/kick/kick-api';
import { KickOAuth } from '../../apps/server/src/providers/kick/kick-oauth';
import { KickAppTokens } from '../../apps/server/src/providers/kick/app-token';
import { kickChannelLiveResource } from '../../apps/server/src/providers/kick/channel-live.poll';

const { values: args } = parseArgs({
  options: {
    hours: { type: 'string', default: '3' },
    channels: { type: 'string', default: '1000' },
    polls: { type: 'string', default: '20000' },
    json: { type: 'string', default: path.join(import.meta.dirname, 'results.json') },
  },
});
const HOURS = Number(args.hours);
const CHANNELS = Number(args.channels);
const POLLS = Number(args.polls);
const T0 = Date.UTC(2026, 10, 21, 18);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const quiet = { warn() {}, error() {} };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function world() {
  const clock = new FakeClock(T0);
  const platforms = await startPlatforms({ clock, viewerWalk: true });
  // Each timer's work includes real HTTP to the emulator: wait for it before the next one.
  const timers = new ManualTimers(clock, async () => {
    await flushMicrotasks();
    await service.whenIdle();
    await flushMicrotasks();
  });
  const service = new PollerService({ clock, timers, log: quiet });
  return { clock, timers, platforms, service };
}

async function spotifyCalls() {
  const { clock, timers, platforms, service } = await world();
  const emulator = platforms.server.emulator;
  emulator.tokens.setLifetimes({ provider: 'spotify', accessTokenSeconds: 30 * 86_400 });
  let calls = 0;
  const http = {
    timeoutMs: 5_000,
    fetch: ((input, init) => {
      calls++;
      return fetch(input, init);
    }) as typeof fetch,
  };
  const client = new SpotifyClient(platforms.config().providers.spotify!, http);
  const code = (await consent(client.authorizeUrl('b'))).searchParams.get('code')!;
  const token = (await client.exchangeCode(code)).accessToken;
  calls = 0;
  const poller = service.register(spotifyNowPlayingResource(client), {
    get: async () => token,
    refresh: async () => token,
  });
  const queue = emulator.spotify.tracks();
  emulator.spotify.play({ trackId: queue[0]!.id });
  const seen: Array<{ at: number; value: NowPlaying }> = [];
  poller.subscribe('u', (view) => view.value && seen.push({ at: clock.now(), value: view.value }));
  poller.demand('u', 'overlay');
  await timers.advance(HOURS * HOUR);
  const lags: number[] = [];
  let at = T0;
  for (let i = 0; at < T0 + HOURS * HOUR - MINUTE; i++) {
    const item = queue[i % queue.length]!;
    if (i > 0) {
      const shown = seen.find(
        (s) =>
          s.at >= at &&
          (item.type === 'ad'
            ? s.value.kind === 'ad'
            : 'title' in s.value && s.value.title === item.name),
      );
      if (shown) lags.push(shown.at - at);
    }
    at += item.duration_ms;
  }
  await service.stop();
  await platforms.close();
  return {
    callsPerHour: Math.round(calls / HOURS),
    oneSecondPollPerHour: 3_600,
    itemChanges: lags.length,
    changeSeenAfterMs: {
      p50: percentile(lags, 50),
      p95: percentile(lags, 95),
      max: Math.max(...lags),
    },
  };
}

async function kickCalls() {
  const { timers, platforms, service, clock } = await world();
  const emulator = platforms.server.emulator;
  let calls = 0;
  const http = {
    timeoutMs: 5_000,
    fetch: ((input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/channels')) calls++;
      return fetch(input, init);
    }) as typeof fetch,
  };
  const config = platforms.config().providers.kick!;
  const poller = service.register(
    kickChannelLiveResource(new KickApi(config.apiUrl, http)),
    new KickAppTokens(() => new KickOAuth(config, http).appToken(), clock),
  );
  for (let i = 0; i < CHANNELS; i++) {
    const id = emulator.kick.createAccount({ username: `bench_${i}`, kind: 'streamer' }).user_id;
    emulator.kick.goLive({ broadcasterUserId: id, viewerCount: 50 + i });
    poller.demand(String(id), 'channel live');
  }
  await timers.advance(5 * MINUTE); // settle into aligned batches
  calls = 0;
  await timers.advance(10 * MINUTE);
  await service.stop();
  await platforms.close();
  return {
    channels: CHANNELS,
    callsPerMinute: calls / 10,
    oneCallPerChannelPerMinute: CHANNELS * 2,
  };
}

async function cpuPerPoll() {
  // Real answers, captured once from the emulator, then served from memory.
  const { platforms } = await world();
  const emulator = platforms.server.emulator;
  emulator.tokens.setLifetimes({ provider: 'spotify', accessTokenSeconds: 30 * 86_400 });
  const spotifyConfig = platforms.config().providers.spotify!;
  const capture = new SpotifyClient(spotifyConfig, { timeoutMs: 5_000 });
  const code = (await consent(capture.authorizeUrl('c'))).searchParams.get('code')!;
  const token = (await capture.exchangeCode(code)).accessToken;
  emulator.spotify.play({ trackId: emulator.spotify.tracks()[0]!.id });
  const spotifyBody = await (
    await fetch(`${spotifyConfig.apiUrl}/v1/me/player/currently-playing`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).text();
  const kickConfig = platforms.config().providers.kick!;
  const appToken = (await new KickOAuth(kickConfig, { timeoutMs: 5_000 }).appToken()).accessToken;
  const ids: number[] = [];
  for (let i = 0; i < 50; i++) {
    const id = emulator.kick.createAccount({ username: `cpu_${i}`, kind: 'streamer' }).user_id;
    emulator.kick.goLive({ broadcasterUserId: id, viewerCount: 100 + i });
    ids.push(id);
  }
  const kickBody = await (
    await fetch(
      `${kickConfig.apiUrl}/public/v1/channels?${ids.map((id) => `broadcaster_user_id=${id}`).join('&')}`,
      { headers: { authorization: `Bearer ${appToken}` } },
    )
  ).text();
  await platforms.close();

  const measure = async (
    label: string,
    body: string,
    keysPerPoll: number,
    build: (fetch: typeof globalThis.fetch, service: PollerService) => (key: string) => void,
  ) => {
    const clock = new FakeClock(T0);
    const timers = new ManualTimers(clock);
    const service = new PollerService({ clock, timers, log: quiet });
    let polls = 0;
    const memoryFetch = (async () => {
      polls++;
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const want = build(memoryFetch, service);
    const keys = Array.from({ length: keysPerPoll * 20 }, (_, i) =>
      String(ids[i % 50]! + Math.floor(i / 50) * 100_000),
    );
    for (const key of keys) want(key);
    await timers.advance(MINUTE); // warm up
    polls = 0;
    const start = process.cpuUsage();
    const wall = performance.now();
    while (polls < POLLS) await timers.advance(MINUTE);
    const used = process.cpuUsage(start);
    const elapsed = performance.now() - wall;
    await service.stop();
    return {
      label,
      polls,
      keysPerPoll,
      cpuMicrosPerPoll: Math.round((used.user + used.system) / polls),
      wallMicrosPerPoll: Math.round((elapsed * 1000) / polls),
    };
  };

  const spotify = await measure(
    'spotify now-playing (1 user per call)',
    spotifyBody,
    1,
    (f, service) => {
      const client = new SpotifyClient(spotifyConfig, { timeoutMs: 5_000, fetch: f });
      const poller = service.register(spotifyNowPlayingResource(client), {
        get: async () => 't',
        refresh: async () => 't',
      });
      return (key) => poller.demand(key, 'bench');
    },
  );
  const kick = await measure(
    'kick channel-live (50 channels per call)',
    kickBody,
    50,
    (f, service) => {
      const poller = service.register(
        kickChannelLiveResource(new KickApi(kickConfig.apiUrl, { timeoutMs: 5_000, fetch: f })),
        {
          get: async () => 't',
          refresh: async () => 't',
        },
      );
      return (key) => poller.demand(key, 'bench');
    },
  );
  return [spotify, kick];
}

const spotify = await spotifyCalls();
console.log('spotify', spotify);
const kick = await kickCalls();
console.log('kick', kick);
const cpu = await cpuPerPoll();
console.log('cpu', cpu);
writeFileSync(
  args.json,
  `${JSON.stringify({ node: process.version, hours: HOURS, spotify, kick, cpu }, null, 2)}\n`,
);
