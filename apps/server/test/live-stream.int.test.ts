import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REALTIME_PATH, type Widget } from '@kyo/contracts';
import type { LiveViewerState, SpotifyState } from '@kyo/contracts';
import type { EmulatorServer } from '@kyo/emulator';
import { describeEachDatabase } from './db';
import { bearer } from './factories';
import {
  startIngestWorld,
  type IngestWorld,
} from '../src/features/kick-events/kick-events.test-helper';
import { TestSocket } from './test-socket';
import { type ProviderFetch, undiciFetch } from '../src/providers/transport';

const CHANNEL = 1001;
const SECOND = 1_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;
const STEP = 5 * SECOND;

type Emulator = EmulatorServer['emulator'];

/**
 * Hours of a stream through the whole app on a fake clock: the emulator plays and counts, the
 * live-stats pollers poll it over real HTTP, the widgets fold the answers into their states
 * (stored in the database), and overlays are connected over a real WebSocket. Kick and Spotify
 * fail now and then, Spotify's token expires every hour and once early.
 */
describeEachDatabase('a three-hour stream through the live widgets', (db, kind) => {
  let world: IngestWorld;
  let app: FastifyInstance;
  let emulator: Emulator;
  const sockets: TestSocket[] = [];
  /** Every URL the app fetched from the platforms. */
  const requests: string[] = [];
  const counting: ProviderFetch = (url, init) => {
    requests.push(url);
    return undiciFetch(url, init);
  };

  beforeAll(async () => {
    world = await startIngestWorld(db(), { manualPollers: true, fetch: counting });
    app = world.app;
    emulator = world.platforms.server.emulator;
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await world.close();
  });

  const timers = () => world.pollerTimers!;
  const now = () => world.platforms.clock.now();

  async function create(token: string, type: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/widgets',
      headers: bearer(token),
      payload: { type },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Widget>();
  }

  /** The streamer's session: hours pass on the clock, so it signs in again when it lapses. */
  let session: { token: string; email: string; password: string };
  async function stateOf<T>(widget: Widget): Promise<T> {
    const read = () =>
      app.inject({ url: `/api/widgets/${widget.id}/state`, headers: bearer(session.token) });
    let response = await read();
    if (response.statusCode === 401) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: session.email, password: session.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      session.token = login.json<{ token: string }>().token;
      response = await read();
    }
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ state: T }>().state;
  }

  async function overlay(widget: Widget) {
    const url = world.webhookUrl.replace(/\/api\/.*$/, '').replace('http', 'ws');
    const socket = await TestSocket.open(`${url}${REALTIME_PATH}`);
    sockets.push(socket);
    socket.send({ type: 'hello', role: 'overlay', key: widget.key });
    await socket.next('snapshot');
    return socket;
  }

  /** Counts the app's requests to the platforms whose URL contains `part`, from now on. */
  function counter(part: string) {
    const start = requests.filter((url) => url.includes(part)).length;
    return () => requests.filter((url) => url.includes(part)).length - start;
  }

  /** Webhooks delivered and handled, polls answered and stored. */
  async function settle() {
    await emulator.whenIdle();
    await app.services.bus.drain();
    await timers().runDue();
  }

  /** Moves on `ms` in steps, the overlays' demand renewed as the background job would. */
  async function run(ms: number, each?: (step: number) => Promise<void> | void) {
    for (let step = 0; step * STEP < ms; step++) {
      if (step % 6 === 0) await app.widgets.flushStates();
      await timers().advance(STEP);
      await each?.(step);
    }
  }

  // Three simulated hours of polling (about 2 CPU minutes) on the demo's database only: what it
  // stores is the samples' repository, which the two tests below exercise on both.
  const onPglite = kind === 'pglite' ? it : it.skip;
  onPglite(
    'follows the platforms within an interval for three hours, and calls nothing once nobody watches',
    async () => {
      const me = await world.streamer();
      session = me;
      await world.connectSpotify(me.token);
      const channelCalls = counter('/public/v1/channels');
      const playerCalls = counter('/me/player/currently-playing');
      const viewer = await create(me.token, 'live-viewer');
      const player = await create(me.token, 'spotify');

      // Saved widgets with no overlay open and an offline channel: nothing is polled.
      await run(10 * MINUTE);
      expect(channelCalls()).toBe(0);
      expect(playerCalls()).toBe(0);

      const queue = emulator.spotify.tracks();
      emulator.spotify.play({ trackId: queue[0]!.id });
      emulator.kick.goLive({ broadcasterUserId: CHANNEL, viewerCount: 500 });
      await settle();
      const viewerSocket = await overlay(viewer);
      const playerSocket = await overlay(player);
      emulator.faults.add({ provider: 'kick', pathContains: '/channels', status: 503, every: 17 });
      emulator.faults.add({ provider: 'kick', pathContains: '/channels', status: 429, every: 23 });
      emulator.faults.add({
        provider: 'spotify',
        pathContains: 'currently',
        status: 503,
        every: 40,
      });
      emulator.faults.add({
        provider: 'spotify',
        pathContains: 'currently',
        status: 429,
        retryAfterSeconds: 10,
        every: 97,
      });

      // What is true on the platforms, and what the widgets show, every 5 s for three hours.
      const counts: Array<{ at: number; count: number }> = [{ at: now(), count: 500 }];
      const items: Array<{ at: number; name: string; ad: boolean }> = [];
      const shownCounts: Array<{ at: number; viewers: number | null; live: boolean }> = [];
      const shownItems: Array<{ at: number; state: SpotifyState }> = [];
      let sharedReading: {
        viewers: number | null;
        callsBefore: number;
        callsAfter: number;
      } | null = null;
      await run(3 * HOUR, async (step) => {
        const at = now();
        // The audience changes every two minutes (the test sets it: it knows the truth).
        if (step % 24 === 23) {
          const count = 500 + ((counts.length * 37) % 300);
          emulator.kick.setViewerCount({ broadcasterUserId: CHANNEL, count });
          counts.push({ at, count });
        }
        // Spotify's token dies early once, besides expiring every hour.
        if (step === (90 * MINUTE) / STEP)
          emulator.tokens.expire({ provider: 'spotify', kind: 'access' });
        const playing = emulator.spotify.playback();
        const name = playing?.name ?? '';
        if (items.at(-1)?.name !== name) items.push({ at, name, ad: playing?.type === 'ad' });
        const v = await stateOf<LiveViewerState>(viewer);
        shownCounts.push({ at, viewers: v.viewers, live: v.live });
        shownItems.push({ at, state: await stateOf<SpotifyState>(player) });
        // Half-way, chat asks for {viewers}: the overlay's fresh answer serves it, no extra call.
        if (step === (90 * MINUTE) / STEP + 3) {
          const before = channelCalls();
          const reading = await app.liveStats.channel(me.userId, CHANNEL, MINUTE);
          sharedReading = {
            viewers: reading?.viewers ?? null,
            callsBefore: before,
            callsAfter: channelCalls(),
          };
        }
      });

      // Every viewer count was shown within the poll interval (30 s) plus what failures imposed.
      const end = now();
      const countLags = counts
        .filter(({ at }) => at < end - 80 * SECOND)
        .map(({ at, count }) => {
          const shown = shownCounts.find((s) => s.at >= at && s.viewers === count);
          return shown ? shown.at - at : Infinity;
        });
      expect(Math.max(...countLags)).toBeLessThanOrEqual(80 * SECOND);
      expect(median(countLags)).toBeLessThanOrEqual(35 * SECOND);
      expect(shownCounts.every((s) => s.live)).toBe(true);
      // Every item the queue played (tracks, the episode, the ad, the local file) was shown soon.
      expect(items.length).toBeGreaterThan(40);
      const itemLags = items.slice(1).map(({ at, name, ad }) => {
        const shown = shownItems.find(
          (s) => s.at >= at && (ad ? s.state.status === 'ad' : s.state.item?.title === name),
        );
        return shown ? shown.at - at : Infinity;
      });
      expect(Math.max(...itemLags)).toBeLessThanOrEqual(20 * SECOND);
      expect(itemLags.filter((lag) => lag <= STEP).length / itemLags.length).toBeGreaterThan(0.8);
      expect(shownItems.some((s) => s.state.status === 'needs_reconnect')).toBe(false);
      // Peak and average of the stream, from the stored samples.
      const last = await stateOf<LiveViewerState>(viewer);
      const values = counts.map((c) => c.count);
      expect(last.peak).toBe(Math.max(...values));
      expect(last.average).toBeGreaterThanOrEqual(Math.min(...values));
      expect(last.average).toBeLessThanOrEqual(Math.max(...values));
      // {viewers} got the overlay's answer without a call of its own.
      expect(sharedReading).toMatchObject({ viewers: expect.any(Number) as number });
      expect(sharedReading!.callsAfter).toBe(sharedReading!.callsBefore);
      // Calls per hour: one per 30 s for the channel, about 720 for the player (≤ 800).
      const health = app.liveStats.pollers.health().resources;
      expect(
        health.find((r) => r.resource === 'spotify.now-playing')!.callsLastHour,
      ).toBeLessThanOrEqual(800);
      expect(
        health.find((r) => r.resource === 'kick.channel-live')!.callsLastHour,
      ).toBeLessThanOrEqual(140);

      // The platforms recover: a change shows within one interval.
      emulator.faults.clear();
      const recovered = counter('/public/v1/channels');
      emulator.kick.setViewerCount({ broadcasterUserId: CHANNEL, count: 4242 });
      emulator.spotify.play({ trackId: queue[1]!.id });
      let viewersAt: number | null = null;
      let songAt: number | null = null;
      const from = now();
      await run(35 * SECOND, async () => {
        const v = await stateOf<LiveViewerState>(viewer);
        const s = await stateOf<SpotifyState>(player);
        if (viewersAt === null && v.viewers === 4242) viewersAt = now() - from;
        if (songAt === null && s.item?.title === queue[1]!.name) songAt = now() - from;
      });
      expect(viewersAt).not.toBeNull();
      expect(viewersAt!).toBeLessThanOrEqual(30 * SECOND + STEP);
      expect(songAt).not.toBeNull();
      expect(songAt!).toBeLessThanOrEqual(STEP + 1_500);
      expect(recovered()).toBeGreaterThan(0);

      // The overlays got what the server holds.
      const lastViewerMessage = await waitForState(viewerSocket, (s) => s.viewers === 4242);
      expect(lastViewerMessage).toMatchObject({ live: true, viewers: 4242 });
      await waitForState(
        playerSocket,
        (s) => (s.item as { title?: string } | null)?.title === queue[1]!.name,
      );

      // The stream ends: the widget says so at once (the webhook asks for a poll).
      emulator.kick.goOffline({ broadcasterUserId: CHANNEL });
      await settle();
      await run(2 * STEP);
      expect(await stateOf<LiveViewerState>(viewer)).toMatchObject({ live: false });

      // Overlays closed, channel offline: once the demand lapses, not a single call for an hour,
      // and an hour later the pollers forget the keys.
      viewerSocket.close();
      playerSocket.close();
      await run(2 * MINUTE);
      const idleKick = channelCalls();
      const idleSpotify = playerCalls();
      await run(HOUR);
      expect(channelCalls()).toBe(idleKick);
      expect(playerCalls()).toBe(idleSpotify);
      app.liveStats.forgetIdle();
      expect(app.liveStats.pollers.health().pollers).toEqual([]);
    },
    240_000,
  );

  it('asks Spotify again when an overlay opens, however recent the slow poll of a silent player', async () => {
    await world.reset();
    const me = await world.streamer();
    session = me;
    await world.connectSpotify(me.token);
    const playerCalls = counter('/me/player/currently-playing');
    const player = await create(me.token, 'spotify');
    // The builder's preview watches: Spotify says nothing plays (next look in 20 s).
    expect(await stateOf<SpotifyState>(player)).toMatchObject({ status: 'nothing' });
    await settle();
    expect(playerCalls()).toBe(1);
    // Music starts a moment later, and the streamer opens OBS.
    await timers().advance(500);
    const queue = emulator.spotify.tracks();
    emulator.spotify.play({ trackId: queue[0]!.id });
    await overlay(player);
    await settle();
    await timers().advance(1_000);
    expect(await stateOf<SpotifyState>(player)).toMatchObject({
      status: 'playing',
      item: { title: queue[0]!.name },
    });
    expect(playerCalls()).toBe(2);
  });

  it('polls a live channel with no overlay open, stores its samples, and stops once it ends', async () => {
    await world.reset();
    const me = await world.streamer();
    session = me;
    const channelCalls = counter('/public/v1/channels');
    emulator.kick.goLive({ broadcasterUserId: CHANNEL, viewerCount: 77 });
    await settle();
    await run(5 * MINUTE);
    // The streamer makes a viewer count widget mid-stream: its builder's preview (which reads
    // the state every 3 s) shows the stream, with the peak of before the widget existed.
    const viewer = await create(me.token, 'live-viewer');
    await stateOf<LiveViewerState>(viewer);
    await settle();
    expect(await stateOf<LiveViewerState>(viewer)).toMatchObject({ live: true, peak: 77 });
    expect(channelCalls()).toBeGreaterThanOrEqual(9);
    emulator.kick.goOffline({ broadcasterUserId: CHANNEL });
    await settle();
    await run(MINUTE);
    const after = channelCalls();
    await run(30 * MINUTE);
    expect(channelCalls()).toBe(after);
  }, 60_000);
});

async function waitForState(
  socket: TestSocket,
  check: (state: Record<string, unknown>) => boolean,
) {
  const found = [...socket.received]
    .reverse()
    .find((m) => m.type === 'state' && check(m.state as Record<string, unknown>));
  if (found) return found.state as Record<string, unknown>;
  for (;;) {
    const message = await socket.next('state', 5_000);
    const state = message.state as Record<string, unknown>;
    if (check(state)) return state;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
