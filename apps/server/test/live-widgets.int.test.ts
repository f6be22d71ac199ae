import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { REALTIME_PATH, type Widget } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { bearer } from './factories';
import {
  startIngestWorld,
  type IngestWorld,
} from '../src/features/kick-events/kick-events.test-helper';
import { TestSocket, type ReceivedMessage } from './test-socket';

const CHANNEL = 1001;

describeEachDatabase('live widgets through the emulator', (db) => {
  let world: IngestWorld;
  let app: FastifyInstance;
  let url: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    world = await startIngestWorld(db());
    app = world.app;
    url = world.webhookUrl.replace(/\/api\/.*$/, '');
  }, 60_000);
  // One streamer, no reset between tests: the clock must not jump under the pollers' timers.
  let me: { token: string; userId: string };
  beforeAll(async () => {
    me = await world.streamer();
  });
  afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
  afterAll(() => world.close());

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

  async function overlay(key: string) {
    const socket = await TestSocket.open(`${url.replace('http', 'ws')}${REALTIME_PATH}`);
    sockets.push(socket);
    socket.send({ type: 'hello', role: 'overlay', key });
    return { socket, snapshot: await socket.next('snapshot') };
  }

  /** The overlay's state once it passes `check`: the snapshot's, or a later state message's. */
  async function stateWhere(
    { socket, snapshot }: { socket: TestSocket; snapshot: ReceivedMessage },
    check: (state: Record<string, unknown>) => boolean,
  ) {
    const first = snapshot.state as Record<string, unknown> | undefined;
    if (first && check(first)) return first;
    for (;;) {
      const message: ReceivedMessage = await socket.next('state', 5_000);
      const state = message.state as Record<string, unknown>;
      if (check(state)) return state;
    }
  }

  it('shows the channel offline', async () => {
    const widget = await create(me.token, 'live-viewer');
    const view = await overlay(widget.key);
    const state = await stateWhere(view, (s) => s.at !== 0);
    expect(state).toMatchObject({ live: false, viewers: null });
  });

  it('polls the channel while a live viewer overlay is open and shows the count, peak and average', async () => {
    const widget = await create(me.token, 'live-viewer');
    const view = await overlay(widget.key);
    // Going live (a webhook) makes the poller look now, not at its offline interval.
    world.platforms.server.emulator.kick.goLive({ broadcasterUserId: CHANNEL, viewerCount: 321 });
    await world.platforms.server.emulator.whenIdle();
    await app.services.bus.drain();
    // The app's clock is the test's: the early poll is due a second after the last answer.
    world.platforms.clock.advance(1_500);
    const state = await stateWhere(view, (s) => s.viewers === 321);
    expect(state).toMatchObject({ live: true, viewers: 321, peak: 321, fresh: true });
  });

  it('says Spotify is not connected on a Spotify overlay without a connection', async () => {
    const widget = await create(me.token, 'spotify');
    const view = await overlay(widget.key);
    const state = await stateWhere(view, (s) => s.status !== 'nothing' || s.at !== 0);
    expect(state).toMatchObject({ status: 'not_connected', item: null });
  });

  it('shows what the streamer’s Spotify plays once it is connected', async () => {
    // Music plays before the streamer connects Spotify: the connection wakes the poller.
    const spotify = world.platforms.server.emulator.spotify;
    const first = spotify.tracks()[0]!;
    spotify.play({ trackId: first.id });
    await world.connectSpotify(me.token);
    const widget = await create(me.token, 'spotify');
    const view = await overlay(widget.key);
    const state = await stateWhere(view, (s) => s.status === 'playing');
    expect(state).toMatchObject({ item: { kind: 'track', title: first.name } });
    // The bot's status page says what is polled and how it goes.
    const status = await app.inject({ url: '/api/bot/status', headers: bearer(me.token) });
    expect(status.json<{ live: unknown[] }>().live).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'now-playing',
          status: 'ok',
          callsLastHour: expect.any(Number) as number,
        }),
        expect.objectContaining({ kind: 'viewers' }),
      ]),
    );
  });
});
