import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  REALTIME_PATH,
  type ApiEvent,
  type ChannelEvent,
  type Shoutout,
  type StreamMarkers,
  type Widget,
  type WidgetEvent,
} from '@kyo/contracts';
import { SEED } from '@kyo/emulator';
import { buildTestApp } from './app';
import { describeEachDatabase } from './db';
import { redisAvailable, startRedis } from './redis';
import { STREAMER, startRewardsWorld, type RewardsWorld } from './rewards-world';
import { TestSocket } from './test-socket';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

type Redis = Awaited<ReturnType<typeof startRedis>>;
const [nova, chef, rhea] = SEED.kick.otherStreamers;

/**
 * Shoutouts and stream markers on two nodes sharing one database and one redis-server (issue
 * 47): `!so` names the channel, its category and title from Kick and shows the card on a display
 * of the other node; a cooldown holds across nodes; the auto list shouts out once per stream
 * though both nodes see the line; Kick's refusals are answered in chat; `!marker` needs a live
 * stream; a chat burst becomes one marker and a chapter whichever nodes look for it.
 */
const TITLE = 'shoutouts and markers on two nodes';
if (!redisAvailable())
  describe.skip(`${TITLE} [redis-server missing]`, () => it('runs', () => undefined));
else
  describeEachDatabase(TITLE, (db) => {
    let redis: Redis;
    let world: RewardsWorld;
    let nodeB: FastifyInstance;
    let urlB: string;
    let me: { token: string; userId: string };
    const api: ApiEvent[] = [];
    const emulator = () => world.platforms.server.emulator;
    const clock = () => world.platforms.clock;
    const nodes = () => [world.app, nodeB];

    beforeAll(async () => {
      redis = await startRedis();
      world = await startRewardsWorld(db(), { env: { REDIS_URL: redis.url } });
      nodeB = await buildTestApp(db(), {
        config: world.platforms.config({ REDIS_URL: redis.url }),
        clock: world.platforms.clock,
      });
      urlB = await nodeB.listen({ port: 0, host: '127.0.0.1' });
      for (const app of nodes())
        app.services.bus.subscribe('api.event', (event) => void api.push(event));
      me = await world.streamer();
    });
    afterAll(async () => {
      await nodeB?.close();
      await world?.close();
      await redis?.kill();
    });

    const settle = async () => {
      await world.settle();
      for (const app of nodes()) {
        await app.services.bus.drain();
        await app.shoutouts.idle();
        await app.bot.idle();
      }
      await world.settle();
    };
    const chat = async (username: string, content: string, badges: string[] = []) => {
      // Past the commands' own cooldown (2 s) each time.
      if (content.startsWith('!')) clock().advance(3_000);
      const sent = emulator().kick.sendChat({
        broadcasterUserId: STREAMER,
        username,
        content,
        badges: badges as never,
      });
      await settle();
      return sent;
    };
    const lastLine = () => world.botLines().at(-1);
    const on = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${me.token}` },
        ...(body ? { payload: body } : {}),
      });

    it('names the channel, its category and title from Kick in chat, and shows its card on a display of the other node', async () => {
      emulator().kick.updateChannel({
        broadcasterUserId: nova.userId,
        avatarUrl: 'https://cdn.example/nova.png',
        bannerUrl: 'https://cdn.example/nova-banner.png',
      });
      // The display connects to node B; the chat line reaches node A (the emulator's webhook).
      const created = await on(world.app, 'POST', '/api/widgets', {
        type: 'shoutout',
        settings: {},
      });
      expect(created.statusCode, created.body).toBe(201);
      const socket = await TestSocket.open(`${urlB.replace('http', 'ws')}${REALTIME_PATH}`);
      socket.send({ type: 'hello', role: 'overlay', key: created.json<Widget>().key });
      await socket.next('snapshot');
      await chat('mod_mira', '!so @Nova_Speedruns', ['moderator']);
      expect(lastLine()).toBe(
        `Go follow nova_speedruns! Last seen in Minecraft: “${nova.title}” https://kick.com/nova_speedruns`,
      );
      const card = (await socket.next('event')) as unknown as { event: WidgetEvent };
      expect(card.event).toMatchObject({
        kind: 'shoutout',
        slug: 'nova_speedruns',
        category: 'Minecraft',
        title: nova.title,
        avatarUrl: 'https://cdn.example/nova.png',
        bannerUrl: 'https://cdn.example/nova-banner.png',
        live: false,
      });
      // A viewer's !so is not answered.
      const lines = world.botLines().length;
      await chat('pixel_pat', '!so @chef_kai');
      expect(world.botLines()).toHaveLength(lines);
      expect(api.filter((e) => e.type === 'shoutout.sent')).toHaveLength(1);
    });

    it('holds a channel’s cooldown on every node: two shoutouts at once, one goes', async () => {
      const answers = await Promise.all(
        nodes().map((app) => on(app, 'POST', '/api/shoutouts', { channel: chef.username })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 429]);
      const refused = answers.find((a) => a.statusCode === 429)!;
      expect(refused.json()).toMatchObject({ error: 'cooldown' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(100);
      await settle();
      // From the page the bot says the line itself, in the channel.
      expect(lastLine()).toContain('Go follow chef_kai! Last seen in Just Chatting');
      // After the cooldown the channel may be shouted out again.
      clock().advance(121_000);
      expect((await on(nodeB, 'POST', '/api/shoutouts', { channel: 'chef_kai' })).statusCode).toBe(
        201,
      );
    });

    it('answers a channel Kick does not know, Kick being busy and a dead token in chat, and changes nothing', async () => {
      const before = (await on(world.app, 'GET', '/api/shoutouts')).json<{
        shoutouts: Shoutout[];
      }>().shoutouts.length;
      await chat('mod_mira', '!so @nobody_here', ['moderator']);
      expect(lastLine()).toBe('nobody_here is not a Kick channel.');
      // The failed lookup gave the cooldown back: the same answer again, not "a moment ago".
      await chat('mod_mira', '!so nobody_here', ['moderator']);
      expect(lastLine()).toBe('nobody_here is not a Kick channel.');
      await chat('mod_mira', '!so', ['moderator']);
      expect(lastLine()).toBe('Name a channel: !so @name');

      emulator().faults.add({
        provider: 'kick',
        pathContains: '/public/v1/channels',
        method: 'GET',
        status: 503,
      });
      await chat('mod_mira', '!so @dj_rhea', ['moderator']);
      expect(lastLine()).toBe('Kick is busy right now: try again in a minute.');
      emulator().faults.clear();
      emulator().faults.add({
        provider: 'kick',
        pathContains: '/public/v1/channels',
        method: 'GET',
        status: 429,
      });
      const busy = await on(world.app, 'POST', '/api/shoutouts', { channel: 'dj_rhea' });
      expect(busy.statusCode).toBe(503);
      emulator().faults.clear();

      const after = (await on(world.app, 'GET', '/api/shoutouts')).json<{ shoutouts: Shoutout[] }>()
        .shoutouts.length;
      expect(after).toBe(before);
    });

    it('answers a Kick connection whose token Kick no longer takes with a clear 409, no crash', async () => {
      for (const grant of emulator().tokens.list({ provider: 'kick' }))
        emulator().tokens.revoke({ provider: 'kick', grantId: grant.grantId });
      const dead = await on(world.app, 'POST', '/api/shoutouts', { channel: 'dj_rhea' });
      expect(dead.statusCode, dead.body).toBe(409);
      expect(dead.json()).toMatchObject({
        error: 'kick_needs_reconnect',
        message:
          'Kick needs a reconnect: Kyo cannot look up channels until the streamer connects Kick again.',
      });
    });
  });

// Markers and the auto list need a live stream and a fresh channel: a world of their own.
const MARKERS = 'auto shoutouts and markers of a live stream on two nodes';
if (!redisAvailable())
  describe.skip(`${MARKERS} [redis-server missing]`, () => it('runs', () => undefined));
else
  describeEachDatabase(MARKERS, (db) => {
    let redis: Redis;
    let world: RewardsWorld;
    let nodeB: FastifyInstance;
    let me: { token: string; userId: string };
    const api: ApiEvent[] = [];
    const emulator = () => world.platforms.server.emulator;
    const clock = () => world.platforms.clock;
    const nodes = () => [world.app, nodeB];

    beforeAll(async () => {
      redis = await startRedis();
      world = await startRewardsWorld(db(), { env: { REDIS_URL: redis.url } });
      nodeB = await buildTestApp(db(), {
        config: world.platforms.config({ REDIS_URL: redis.url }),
        clock: world.platforms.clock,
      });
      for (const app of nodes())
        app.services.bus.subscribe('api.event', (event) => void api.push(event));
      me = await world.streamer();
    });
    afterAll(async () => {
      await nodeB?.close();
      await world?.close();
      await redis?.kill();
    });

    const settle = async () => {
      await world.settle();
      for (const app of nodes()) {
        await app.services.bus.drain();
        await app.shoutouts.idle();
        await app.bot.idle();
        await app.stats.idle();
      }
      await world.settle();
    };
    const chat = async (username: string, content: string, badges: string[] = []) => {
      // Past the commands' own cooldown (2 s) each time.
      if (content.startsWith('!')) clock().advance(3_000);
      const sent = emulator().kick.sendChat({
        broadcasterUserId: STREAMER,
        username,
        content,
        badges: badges as never,
      });
      await settle();
      return sent;
    };
    const lastLine = () => world.botLines().at(-1);
    const on = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
      world.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${me.token}` },
        ...(body ? { payload: body } : {}),
      });

    it('refuses a marker outside a stream, in chat and on the page', async () => {
      await chat('mod_mira', '!marker too early', ['moderator']);
      expect(lastLine()).toBe('No stream is live: a marker needs a live stream.');
      const page = await on('POST', '/api/markers', { title: 'x' });
      expect(page.statusCode).toBe(409);
      expect(page.json()).toMatchObject({ error: 'not_live' });
    });

    it('shouts a listed channel out once per stream on its first line, though both nodes see it', async () => {
      const saved = await on('PUT', '/api/shoutouts/settings', {
        autoEnabled: true,
        autoChannels: ['@DJ_Rhea', 'https://kick.com/chef_kai'],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ autoChannels: ['dj_rhea', 'chef_kai'] });
      emulator().kick.goLive({
        broadcasterUserId: STREAMER,
        title: 'Marker night',
        viewerCount: 40,
      });
      await settle();
      // The same webhook reaches both nodes (a retry landing on the other one).
      const line: ChannelEvent = {
        kind: 'chat',
        id: 'msg-rhea-1',
        source: 'chat.message.sent',
        ownerId: me.userId,
        broadcasterUserId: STREAMER,
        channelName: SEED.kick.streamer.slug,
        at: clock().now(),
        sentAt: clock().now(),
        receivedAt: clock().now(),
        messageId: 'm-rhea-1',
        sender: {
          id: rhea.userId,
          name: 'dj_rhea',
          anonymous: false,
          color: null,
          badges: [],
          avatar: null,
        },
        content: 'hey hey',
        parts: [{ kind: 'text', text: 'hey hey' }],
        text: 'hey hey',
        replyToMessageId: null,
      };
      for (const app of nodes()) app.services.bus.publish('kick.event', line);
      await settle();
      await chat('dj_rhea', 'second line, no second shoutout');
      const given = (await on('GET', '/api/shoutouts')).json<{ shoutouts: Shoutout[] }>().shoutouts;
      expect(given.map((s) => [s.target.slug, s.source])).toEqual([['dj_rhea', 'auto']]);
      expect(world.botLines().filter((l) => l.includes('dj_rhea'))).toEqual([
        'Go follow dj_rhea! Last seen in Music: “Friday night vinyl set” https://kick.com/dj_rhea',
      ]);
    });

    it('marks a moment by chat, and a chat burst once whichever nodes look; both become chapters', async () => {
      await chat('mod_mira', '!marker Boss down', ['moderator']);
      expect(lastLine()).toMatch(/^Marker set at \d\d:\d\d: Boss down$/);
      // A few quiet minutes, then a minute far above them.
      for (let minute = 0; minute < 4; minute++) {
        clock().advance(60_000);
        await chat('pixel_pat', `quiet ${minute}`);
        await chat('sub_sam', `still quiet ${minute}`);
      }
      clock().advance(60_000);
      for (let i = 0; i < 30; i++)
        emulator().kick.sendChat({
          broadcasterUserId: STREAMER,
          username: `fan_${i % 12}`,
          content: `POG ${i}`,
        });
      await settle();
      for (const app of nodes()) await app.stats.flush();
      const made = await Promise.all(nodes().map((app) => app.markers.service.detect()));
      expect(made.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await world.app.markers.service.detect()).toBe(0);

      const stream = (await on('GET', '/api/stats/streams')).json<{
        streams: Array<{ id: string }>;
      }>().streams[0]!;
      const page = await on('GET', `/api/markers/streams/${stream.id}`);
      expect(page.statusCode, page.body).toBe(200);
      const markers = page.json<StreamMarkers>();
      expect(markers.markers.map((m) => [m.kind, m.source, m.title])).toEqual([
        ['manual', 'chat', 'Boss down'],
        ['chat', 'auto', 'Chat burst (30 lines a minute)'],
      ]);
      expect(markers.chapters.split('\n')[0]).toMatch(/^00:00 /);
      expect(markers.chapters).toMatch(/\n0[45]:\d\d Chat burst \(30 lines a minute\)$/);
      expect(api.filter((e) => e.type === 'marker.created')).toHaveLength(2);

      const token = (
        await on('POST', '/api/user/api-tokens', {
          name: 'Editor',
          scopes: ['markers:read'],
          expiresInDays: 7,
        })
      ).json<{ secret: string }>().secret;
      const viaApi = await world.app.inject({
        url: `/api/v1/markers/streams/${stream.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(viaApi.statusCode, viaApi.body).toBe(200);
      expect(viaApi.json<StreamMarkers>().chapters).toBe(markers.chapters);
      const refused = await world.app.inject({
        method: 'POST',
        url: '/api/v1/markers',
        headers: { authorization: `Bearer ${token}` },
        payload: { title: 'no scope' },
      });
      expect(refused.statusCode).toBe(403);
    });
  });
