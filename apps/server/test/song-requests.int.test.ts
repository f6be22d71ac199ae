import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_PATH, type SongRequestsOverview, type Widget } from '@kyo/contracts';
import { buildTestApp } from './app';
import { describeEachDatabase } from './db';
import { bearer, signUp } from './factories';
import { redisAvailable, startRedis } from './redis';
import { startWebhookBarrier } from './webhook-barrier';
import { startBotWorld, type BotWorld } from '../src/features/bot/bot-world.test-helper';
import { TestSocket } from './test-socket';
import { songRequests } from '../src/features/song-requests/song-requests.schema';

/**
 * Song requests through the platform emulator: a viewer's chat line arrives as a signed webhook,
 * the bot answers in the emulator's chat, Spotify is searched over real HTTP.
 */
/** The emulator's catalogue (packages/emulator/src/state/seed.ts). */
const GULPEMBE = '3mVqvZ8S2q2MNbbDN4v2bK';

describeEachDatabase('song requests through chat and the API', (db) => {
  let world: BotWorld;
  let me: { token: string; userId: string };

  beforeAll(async () => {
    world = await startBotWorld(db());
  }, 60_000);
  afterAll(() => world.close());
  beforeEach(async () => {
    await world.reset();
    me = await world.streamer();
    await world.connectSpotify(me.token);
  });

  const settings = (body: object) =>
    world.api('PUT', '/api/song-requests/settings', me.token, body);
  const overview = async () => {
    const response = await world.api('GET', '/api/song-requests', me.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SongRequestsOverview>();
  };
  async function say(name: string, line: string, badges?: Array<{ type: string; text: string }>) {
    const before = world.botLines().length;
    await world.chat(name, line, badges ? { badges: badges as never } : {});
    await world.settle();
    return world
      .botLines()
      .slice(before)
      .map((m) => m.content);
  }

  it('queues a searched song from chat, confirms it with title and position, lists it', async () => {
    expect((await settings({ enabled: true })).statusCode).toBe(200);
    expect(await say('nora', '!sr Playinwitme')).toEqual(['@nora queued "Playinwitme" at #1.']);
    expect(await say('kevin', `!sr https://open.spotify.com/track/${GULPEMBE}?si=x`)).toEqual([
      '@kevin queued "Gülpembe" at #2.',
    ]);
    const view = await overview();
    expect(view.queue.map((r) => [r.track.title, r.requester.name, r.status])).toEqual([
      ['Playinwitme', 'nora', 'queued'],
      ['Gülpembe', 'kevin', 'queued'],
    ]);
    expect(view.queue[0]!.track).toMatchObject({ artists: 'KYLE, Kehlani', durationMs: 193_000 });
    expect(await say('zoe', '!queue')).toEqual([
      'Next: 1. Playinwitme (nora) · 2. Gülpembe (kevin)',
    ]);
    expect(await say('kevin', '!when')).toEqual(['@kevin "Gülpembe" is #2.']);
    expect(await say('nora', '!wrongsong')).toEqual(['@nora removed "Playinwitme".']);
    expect((await overview()).queue.map((r) => r.track.title)).toEqual(['Gülpembe']);
    expect((await overview()).history.map((r) => [r.track.title, r.status])).toEqual([
      ['Playinwitme', 'removed'],
    ]);
  });

  it('shows on the page what Spotify plays, a request or not, and “nothing” only when Spotify says so', async () => {
    await settings({ enabled: true });
    const spotify = world.platforms.server.emulator.spotify;
    // The streamer's own music, no request anywhere: the page names it.
    spotify.play({ trackId: '4uLU6hMCjMI75M1A2tKUQC' });
    expect((await overview()).player).toEqual({
      status: 'playing',
      title: 'Neon Skyline',
      artists: expect.any(String),
    });
    // A request comes and goes: the queue is empty again, and the page still follows Spotify.
    const added = await world.api('POST', '/api/song-requests', me.token, { query: 'Playinwitme' });
    expect(added.statusCode, added.body).toBe(201);
    const removed = await world.api('DELETE', `/api/song-requests/${added.json().id}`, me.token);
    expect(removed.statusCode, removed.body).toBe(200);
    await world.settle();
    spotify.stop();
    world.platforms.clock.advance(10_000);
    expect((await overview()).player).toEqual({ status: 'nothing', title: null, artists: null });
    spotify.play({ trackId: '7ouMYWpwJ422jRcDASZB7P' });
    world.platforms.clock.advance(10_000);
    expect((await overview()).player).toMatchObject({ status: 'playing', title: 'Lo-Fi Rain' });
  });

  it('answers why not: a podcast, nothing found, one active request, a duplicate', async () => {
    await settings({ enabled: true });
    expect(
      await say('nora', '!sr https://open.spotify.com/episode/512ojhOuo1ktJprKbVcKyQ'),
    ).toEqual(['@nora only songs can be requested, not podcasts.']);
    expect(await say('nora', '!sr zzzz qqqq')).toEqual(['@nora no song found for "zzzz qqqq".']);
    expect(await say('nora', '!sr')).toEqual([
      '@nora usage: !sr song name, or a Spotify song link.',
    ]);
    await say('nora', '!sr Playinwitme');
    expect(await say('nora', '!sr Gülpembe')).toEqual([
      '@nora you already have a song in the queue.',
    ]);
    expect(await say('kevin', '!sr playinwitme')).toEqual([
      '@kevin that song is already in the queue at #1.',
    ]);
  });

  it('stays silent while song requests are off, and keeps a custom !queue of the streamer', async () => {
    expect(await say('nora', '!sr Playinwitme')).toEqual([]);
    const made = await world.api('POST', '/api/bot/commands', me.token, {
      name: 'queue',
      responses: ['no queue here'],
    });
    // The name is reserved now: a new command cannot take it.
    expect(made.statusCode).toBe(400);
  });

  it('lets only followers Kyo has seen request, when set so', async () => {
    await settings({ enabled: true, audience: 'followers' });
    expect(await say('nora', '!sr Playinwitme')).toEqual([
      '@nora song requests are for followers.',
    ]);
    world.platforms.server.emulator.kick.follow({ broadcasterUserId: 1001, username: 'nora' });
    await world.settle();
    expect(await say('nora', '!sr Playinwitme')).toEqual(['@nora queued "Playinwitme" at #1.']);
    // Moderators are never held back.
    expect(
      await say('mod_mira', '!sr Gülpembe', [{ type: 'moderator', text: 'Moderator' }]),
    ).toEqual(['@mod_mira queued "Gülpembe" at #2.']);
  });

  it('holds requests for approval, and moderators approve or reject them on the page', async () => {
    await settings({ enabled: true, approval: true });
    expect(await say('nora', '!sr Playinwitme')).toEqual([
      '@nora "Playinwitme" waits for a moderator\'s approval.',
    ]);
    const [pending] = (await overview()).pending;
    expect(pending!.status).toBe('pending');
    const approved = await world.api('POST', `/api/song-requests/${pending!.id}/approve`, me.token);
    expect(approved.json()).toMatchObject({ status: 'queued' });
    const again = await world.api('POST', `/api/song-requests/${pending!.id}/approve`, me.token);
    expect(again.statusCode).toBe(409);
  });

  it('names Spotify’s refusals: Premium for a skip, an outage for a search', async () => {
    await settings({ enabled: true });
    const spotify = world.platforms.server.emulator.spotify;
    spotify.play({ trackId: '4uLU6hMCjMI75M1A2tKUQC' });
    spotify.setProduct({ product: 'free' });
    const mod = [{ type: 'moderator', text: 'Moderator' }];
    expect(await say('mod_mira', '!skip', mod)).toEqual([
      "Could not skip: Song requests need Spotify Premium on the streamer's account.",
    ]);
    spotify.setProduct({ product: 'premium' });
    // !skip has a 3 s cooldown per channel.
    world.platforms.clock.advance(5_000);
    // The skip is claimed for what plays, so Kyo asks first: it names the song it skipped.
    expect(await say('mod_mira', '!skip', mod)).toEqual(['Skipped "Neon Skyline".']);
    expect(spotify.playback()!.name).toBe('Lo-Fi Rain');
    world.platforms.server.emulator.faults.add({
      provider: 'spotify',
      pathContains: '/search',
      status: 503,
    });
    expect(await say('nora', '!sr Playinwitme')).toEqual([
      '@nora Spotify is not answering right now, try again in a moment.',
    ]);
  });

  it('answers a 409 naming Spotify when a song is added without it, on the page and the API', async () => {
    const other = await signUp(world.app);
    const page = await world.api('POST', '/api/song-requests', other.token, {
      query: 'Playinwitme',
    });
    expect(page.statusCode, page.body).toBe(409);
    expect(page.json()).toMatchObject({
      error: 'spotify_not_connected',
      message: expect.stringContaining('Spotify is not connected'),
    });
    const made = await world.api('POST', '/api/user/api-tokens', other.token, {
      name: 'Stream Deck',
      scopes: ['song_requests:write'],
      expiresInDays: 30,
    });
    expect(made.statusCode, made.body).toBe(201);
    const api = await world.api(
      'POST',
      '/api/v1/song-requests',
      made.json<{ secret: string }>().secret,
      {
        query: 'Playinwitme',
      },
    );
    expect(api.statusCode, api.body).toBe(409);
    expect(api.json()).toMatchObject({ error: 'spotify_not_connected' });
  });

  it('validates the API: fields named, other channels refused, unknown ids 404', async () => {
    const bad = await settings({ maxQueue: 0, surprise: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation_error' });
    const nul = await world.api('POST', '/api/song-requests', me.token, { query: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ field: 'query' });
    const stranger = await signUp(world.app);
    const other = await world.api('GET', `/api/song-requests?owner=${me.userId}`, stranger.token);
    expect(other.statusCode).toBe(403);
    const missing = await world.api(
      'DELETE',
      '/api/song-requests/0190a6a0-0000-7000-8000-000000000000',
      me.token,
    );
    expect(missing.statusCode).toBe(404);
    const added = await world.api('POST', '/api/song-requests', me.token, { query: 'Playinwitme' });
    expect(added.statusCode, added.body).toBe(201);
    const order = await world.api('PUT', '/api/song-requests/order', me.token, { ids: [] });
    expect(order.statusCode).toBe(400);
    const stale = await world.api('PUT', '/api/song-requests/order', me.token, {
      ids: ['0190a6a0-0000-7000-8000-000000000000'],
    });
    expect(stale.statusCode).toBe(409);
  });
});

type Redis = Awaited<ReturnType<typeof startRedis>>;
const MOD = [{ type: 'moderator', text: 'Moderator' }];
/** Tracks of the emulator's play queue and catalogue. */
const PLAYED = ['4uLU6hMCjMI75M1A2tKUQC', '7ouMYWpwJ422jRcDASZB7P', '1301WleyT98MSxVHPZCA6M'];
const REQUESTED = [
  '1Nj8QPK9YJc2hJXvVl1eRH',
  GULPEMBE,
  '6x1kQ0zWpgSxN2dJe8r7Tm',
  '2bW9vH4mC1TzRr5pLq8YuX',
];

/**
 * Two nodes on one database and one real redis-server, Kick's webhooks landing on both at once
 * (`startWebhookBarrier`): a
 * skip, a request's limits and a built-in's cooldown are decided once for both, and a queue
 * changed on one node while Redis was away reaches the other's overlays once it is back.
 */
const NODES = 'song requests on two nodes sharing Redis';
if (!redisAvailable())
  describe.skip(`${NODES} [redis-server missing]`, () => it('runs', () => undefined));
else
  describeEachDatabase(NODES, (db) => {
    let redis: Redis;
    let world: BotWorld;
    let second: FastifyInstance;
    let urls: [string, string];
    let barrier: Awaited<ReturnType<typeof startWebhookBarrier>>;
    let me: { token: string; userId: string; email: string; password: string };

    beforeAll(async () => {
      redis = await startRedis();
      const env = { REDIS_URL: redis.url };
      world = await startBotWorld(db(), env);
      second = await buildTestApp(db(), {
        config: world.platforms.config({
          ...env,
          BOT_CHAT_RATE_PER_SECOND: '1000',
          BOT_CHAT_BURST: '1000',
        }),
        clock: world.platforms.clock,
      });
      const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
      urls = [emulator().kick.webhookUrl()!, `${secondUrl}/api/kick/webhook`];
      barrier = await startWebhookBarrier(urls[0]);
      emulator().kick.setWebhookUrl(barrier.url);
      me = await world.streamer();
      await world.connectSpotify(me.token);
      const on = await world.api('PUT', '/api/song-requests/settings', me.token, {
        enabled: true,
        voteSkip: { enabled: true, percent: 1, minVotes: 2 },
      });
      expect(on.statusCode, on.body).toBe(200);
    }, 60_000);
    afterAll(async () => {
      await second?.close();
      await world?.close();
      await barrier?.close();
      await redis?.kill();
    });
    beforeEach(async () => {
      await settle();
      // A new session: the tests move the clock past an access token's life.
      const login = await world.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: me.email, password: me.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      me.token = login.json<{ token: string }>().token;
      expect((await world.api('POST', '/api/song-requests/clear', me.token)).statusCode).toBe(200);
      emulator().faults.clear();
      // Past every cooldown (!skip's 3 s, !queue's 10 s) and cache.
      world.platforms.clock.advance(60_000);
    });

    const emulator = () => world.platforms.server.emulator;
    const spotify = () => emulator().spotify;
    const settle = async () => {
      for (let round = 0; round < 3; round++) {
        await world.settle();
        await second.services.bus.drain();
        await second.bot.idle();
      }
    };
    /** Chat lines sent at once, each to node 0 or node 1; answers the bot's replies. */
    const atOnce = async (
      lines: Array<[node: 0 | 1, name: string, content: string, badges?: typeof MOD]>,
    ) => {
      const before = world.botLines().length;
      const arrived = barrier.batch(lines.map(([node]) => urls[node]));
      for (const [, name, content, badges] of lines)
        await world.chat(name, content, badges ? { badges: badges as never } : {});
      await arrived;
      await settle();
      return world
        .botLines()
        .slice(before)
        .map((line) => line.content);
    };
    /** How many `POST /v1/me/player/next` reached Spotify (a fault rule that never fails). */
    const countSkips = () => {
      const rule = emulator().faults.add({
        provider: 'spotify',
        pathContains: '/v1/me/player/next',
        method: 'POST',
        status: 503,
        every: 1000,
      });
      return () =>
        emulator()
          .faults.list()
          .find((r) => r.id === rule.id)!.seen;
    };
    const overview = async () =>
      (await world.api('GET', '/api/song-requests', me.token)).json<SongRequestsOverview>();

    it('skips once when two moderators’ !skip land on two nodes at once', async () => {
      const skips = countSkips();
      for (let round = 1; round <= 5; round++) {
        world.platforms.clock.advance(10_000);
        spotify().play({ trackId: PLAYED[round % PLAYED.length]! });
        const replies = await atOnce([
          [0, 'mod_mira', '!skip', MOD],
          [1, 'mod_max', '!skip', MOD],
        ]);
        expect(skips()).toBe(round);
        expect(replies.filter((r) => r.startsWith('Skipped'))).toHaveLength(1);
      }
    });

    it('skips once when the page’s skip is pressed on both nodes at once', async () => {
      const skips = countSkips();
      for (let round = 1; round <= 5; round++) {
        world.platforms.clock.advance(10_000);
        spotify().play({ trackId: PLAYED[round % PLAYED.length]! });
        const answers = await Promise.all(
          [world.app, second].map((node) =>
            node.inject({
              method: 'POST',
              url: '/api/song-requests/skip',
              headers: bearer(me.token),
            }),
          ),
        );
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
        expect(skips()).toBe(round);
      }
    });

    it('skips once when the deciding !voteskip is heard on both nodes at once', async () => {
      const skips = countSkips();
      for (let round = 1; round <= 4; round++) {
        world.platforms.clock.advance(10_000);
        const trackId = REQUESTED[round - 1]!;
        const added = await world.api('POST', '/api/song-requests', me.token, {
          query: `spotify:track:${trackId}`,
        });
        expect(added.statusCode, added.body).toBe(201);
        // It plays: Spotify plays it (Kyo's last answer is older than a second), and Kyo's
        // hand-over saw it start.
        spotify().play({ trackId });
        world.platforms.clock.advance(2_000);
        await settle();
        await db()
          .db.update(songRequests)
          .set({ status: 'playing', startedAt: new Date(world.platforms.clock.now()) })
          .where(eq(songRequests.id, added.json<{ id: string }>().id));
        const replies = await atOnce([
          [0, `voter_a${round}`, '!voteskip'],
          [1, `voter_b${round}`, '!voteskip'],
        ]);
        expect(skips(), replies.join(' | ')).toBe(round);
        expect(replies.filter((r) => r.startsWith('Vote passed'))).toHaveLength(1);
        expect((await overview()).history[0]).toMatchObject({
          status: 'skipped',
          track: { id: trackId },
        });
      }
    });

    it('queues one of a viewer’s two !sr sent to two nodes at once, and says why not to the other', async () => {
      for (let round = 0; round < 3; round++) {
        await world.api('POST', '/api/song-requests/clear', me.token);
        world.platforms.clock.advance(10_000);
        const replies = await atOnce([
          [0, 'nora', `!sr spotify:track:${REQUESTED[0]}`],
          [1, 'nora', `!sr spotify:track:${REQUESTED[1]}`],
        ]);
        expect(replies.filter((r) => r.startsWith('@nora queued'))).toHaveLength(1);
        expect(replies).toContain('@nora you already have a song in the queue.');
        expect((await overview()).queue).toHaveLength(1);
      }
    });

    it('queues a song two viewers ask for on two nodes at once only once', async () => {
      for (let round = 0; round < 3; round++) {
        await world.api('POST', '/api/song-requests/clear', me.token);
        world.platforms.clock.advance(10_000);
        const replies = await atOnce([
          [0, `kevin${round}`, '!sr Playinwitme'],
          [1, `zoe${round}`, '!sr Playinwitme'],
        ]);
        expect(replies.filter((r) => r.includes('queued "Playinwitme" at #1'))).toHaveLength(1);
        expect(
          replies.filter((r) => r.endsWith('that song is already in the queue at #1.')),
        ).toHaveLength(1);
        expect((await overview()).queue.map((r) => r.track.title)).toEqual(['Playinwitme']);
      }
    });

    it('answers a built-in command heard on both nodes at once once: !queue, !song, a counter, !quote', async () => {
      const counter = await world.api('POST', '/api/bot/counters', me.token, { name: 'deaths' });
      expect(counter.statusCode, counter.body).toBe(201);
      const quote = await world.api('POST', '/api/bot/quotes', me.token, { text: 'GG' });
      expect(quote.statusCode, quote.body).toBe(201);
      world.platforms.clock.advance(10 * 60_000);
      spotify().play({ trackId: PLAYED[0]! });
      const answers: Record<string, number> = {};
      for (const command of ['!queue', '!song', '!deaths', '!quote']) {
        const replies = await atOnce([
          [0, 'pixel_pat', command],
          [1, 'sub_sam', command],
        ]);
        answers[command] = replies.length;
      }
      expect(answers).toEqual({ '!queue': 1, '!song': 1, '!deaths': 1, '!quote': 1 });
    });

    it('shows the queue changed on one node while Redis was away on the other node’s overlay once Redis is back', async () => {
      const widget = await world.api('POST', '/api/widgets', me.token, { type: 'song-requests' });
      expect(widget.statusCode, widget.body).toBe(201);
      const port = (second.server.address() as AddressInfo).port;
      const overlay = await TestSocket.open(`ws://127.0.0.1:${port}${REALTIME_PATH}`);
      try {
        overlay.send({ type: 'hello', role: 'overlay', key: widget.json<Widget>().key });
        await overlay.next('snapshot');
        await redis.kill();
        await vi.waitFor(
          async () =>
            expect(
              (await second.inject({ url: '/api/health' })).json<{ redis: { status: string } }>()
                .redis.status,
            ).toBe('error'),
          { timeout: 5_000 },
        );
        // Added on node A while the nodes cannot hear each other.
        const added = await world.api('POST', '/api/song-requests', me.token, {
          query: 'Gülpembe',
        });
        expect(added.statusCode, added.body).toBe(201);
        await settle();
        const shows = () =>
          overlay.received.some(
            (m) => m.type === 'state' && JSON.stringify(m).includes('Gülpembe'),
          );
        expect(shows()).toBe(false);
        await redis.start();
        await vi.waitFor(() => expect(shows()).toBe(true), { timeout: 10_000, interval: 100 });
      } finally {
        overlay.drop();
      }
    });
  });
