import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from './db';
import { buildTestApp, testConfig } from './app';
import { bearer, signUp } from './factories';
import {
  CLOSE_CODES,
  EVENTS_PATH,
  REALTIME_PATH,
  type CreatedApiToken,
  type ChannelEvent,
  type Scene,
  type Widget,
} from '@kyo/contracts';
import type { AddressInfo } from 'node:net';
import { TestSocket } from './test-socket';
import { redisAvailable, startRedis } from './redis';
import { Redis as RedisClient } from 'ioredis';
import { ChannelRateLimiter } from '../src/platform/token-bucket';
import { RedisChatters } from '../src/platform/redis/redis-chatters';
import { ActiveChatters } from '../src/features/bot/audience/active-chatters';
import { RedisTokenBucket } from '../src/platform/redis/redis-token-bucket';
import { FakeClock } from '../src/platform/clock';

type Redis = Awaited<ReturnType<typeof startRedis>>;

/**
 * Two server nodes on one database and one real redis-server: what must hold across nodes does,
 * and a Redis that goes away degrades the nodes instead of stopping them.
 */
const TITLE = 'two nodes sharing Redis';
if (!redisAvailable())
  describe.skip(`${TITLE} [redis-server missing]`, () => it('runs', () => undefined));
else
  describeEachDatabase(TITLE, (db) => {
    let redis: Redis;
    let nodes: FastifyInstance[] = [];

    beforeAll(async () => {
      redis = await startRedis();
      // Rate limits as in production (factor 1), shared through Redis.
      const config = () => testConfig({ REDIS_URL: redis.url, RATE_LIMIT_FACTOR: '1' });
      nodes = [
        await buildTestApp(db(), { config: config() }),
        await buildTestApp(db(), { config: config() }),
      ];
      for (const node of nodes) await node.listen({ port: 0, host: '127.0.0.1' });
    });
    const sockets: TestSocket[] = [];
    afterAll(() => sockets.forEach((socket) => socket.drop()));
    const wsOf = (node: FastifyInstance) =>
      `ws://127.0.0.1:${(node.server.address() as AddressInfo).port}${REALTIME_PATH}`;
    async function open(node: FastifyInstance, hello: object) {
      const socket = await TestSocket.open(wsOf(node));
      sockets.push(socket);
      socket.send(hello);
      return socket;
    }
    async function streamerOn(node: FastifyInstance) {
      const { token, user } = await signUp(node);
      const call = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
        node.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
      const widget = (await call('POST', '/api/widgets', { type: 'chat' })).json<Widget>();
      const scene = (await call('POST', '/api/scenes', {})).json<Scene>();
      return { token, userId: user.id, call, widget, scene };
    }
    afterAll(async () => {
      // Also after a setup that ran out of time (nothing to close then).
      await Promise.all(nodes.map((node) => node.close()));
      await redis?.kill();
    });

    const health = async (node: FastifyInstance) =>
      (await node.inject({ url: '/api/health' })).json<{
        status: string;
        redis: { status: string };
      }>();
    const login = (node: FastifyInstance, email: string, password: string, ip: string) =>
      node.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password },
        remoteAddress: ip,
      });

    it('says Redis is up on every node', async () => {
      for (const node of nodes) {
        expect(await health(node)).toMatchObject({ status: 'ok', redis: { status: 'ok' } });
      }
    });

    it('counts a brute force spread over both nodes as one: the 11th try is refused on either', async () => {
      const { email } = await signUp(nodes[0]!);
      const answers: number[] = [];
      for (let i = 0; i < 12; i++) {
        const response = await login(nodes[i % 2]!, email, 'Wrong-password-1!', `10.0.0.${i}`);
        answers.push(response.statusCode);
      }
      // 10 wrong answers are allowed per account in 10 minutes, wherever they land.
      expect(answers.slice(0, 10).every((code) => code === 401)).toBe(true);
      expect(answers.slice(10)).toEqual([429, 429]);
    });

    it('carries a settings save, a scene edit and a key rotation on one node to sockets on the other', async () => {
      const [a, b] = nodes as [FastifyInstance, FastifyInstance];
      const me = await streamerOn(a);
      const overlay = await open(b, { type: 'hello', role: 'overlay', key: me.widget.key });
      await overlay.next('snapshot');
      const display = await open(b, { type: 'hello', role: 'scene', key: me.scene.key });
      await display.next('scene');

      expect(
        (await me.call('PATCH', `/api/widgets/${me.widget.id}`, { settings: { fontSize: 31 } }))
          .statusCode,
      ).toBe(200);
      expect(await overlay.next('settings')).toMatchObject({ settings: { fontSize: 31 } });

      const text = {
        id: crypto.randomUUID(),
        kind: 'text',
        name: 'Hi',
        text: 'Hi',
        font: 'Inter',
        fontSize: 40,
        fontWeight: 700,
        italic: false,
        color: '#ffffff',
        align: 'left',
        lineHeight: 1.2,
        shadow: null,
        x: 10,
        y: 10,
        width: 200,
        height: 60,
        rotation: 0,
        opacity: 1,
        visible: true,
        locked: false,
      };
      expect(
        (await me.call('PATCH', `/api/scenes/${me.scene.id}`, { upsert: [text] })).statusCode,
      ).toBe(200);
      expect(await display.next('scene')).toMatchObject({
        scene: { rev: 1, layers: [{ id: text.id }] },
      });

      expect((await me.call('POST', `/api/widgets/${me.widget.id}/rotate-key`)).statusCode).toBe(
        200,
      );
      expect((await overlay.closed).code).toBe(CLOSE_CODES.keyRotated);
    });

    it('delivers a Kick event received by node A and a test event pressed on A to sources on B', async () => {
      const [a, b] = nodes as [FastifyInstance, FastifyInstance];
      const me = await streamerOn(a);
      const alert = (
        await me.call('POST', '/api/widgets', { type: 'follower-alert' })
      ).json<Widget>();
      const chat = await open(b, { type: 'hello', role: 'overlay', key: me.widget.key });
      await chat.next('snapshot');
      const follows = await open(b, { type: 'hello', role: 'overlay', key: alert.key });
      await follows.next('snapshot');
      // What a Kick webhook to node A publishes on A's bus (node B never sees the webhook).
      a.services.bus.publish('kick.event', {
        kind: 'follow',
        source: 'channel.followed',
        ownerId: me.userId,
        broadcasterUserId: 4242,
        channelName: 'streamer',
        at: Date.now(),
        sentAt: Date.now(),
        receivedAt: Date.now(),
        id: 'cross-node-follow-1',
        follower: {
          id: 77,
          name: 'crossnode_fan',
          anonymous: false,
          color: null,
          badges: [],
          avatar: null,
        },
      } satisfies ChannelEvent);
      expect(await follows.next('event')).toMatchObject({
        event: { kind: 'follow', name: 'crossnode_fan' },
      });
      const pressed = await me.call('POST', `/api/widgets/${me.widget.id}/test-event`, {
        kind: 'chat.message',
      });
      expect(pressed.statusCode).toBe(200);
      expect(await chat.next('event')).toMatchObject({
        event: { kind: 'chat.message' },
        test: true,
      });
    });

    it('streams a channel’s API events to a tool on B that node A received, once, and closes it when A revokes its token', async () => {
      const [a, b] = nodes as [FastifyInstance, FastifyInstance];
      const me = await streamerOn(a);
      const created = await a.inject({
        method: 'POST',
        url: '/api/user/api-tokens',
        headers: bearer(me.token),
        payload: { name: 'Stream Deck', scopes: ['events:read'], expiresInDays: 30 },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { secret, token } = created.json<CreatedApiToken>();
      const url = `ws://127.0.0.1:${(b.server.address() as AddressInfo).port}${EVENTS_PATH}`;
      const tool = await TestSocket.open(url);
      sockets.push(tool);
      tool.send({ type: 'hello', role: 'events', token: secret });
      await tool.next('snapshot');
      followOn(a, me.userId, 'api_fan');
      const got = await tool.next('event');
      expect(got.event).toMatchObject({
        id: 'follow-api_fan',
        type: 'channel.followed',
        channel: { id: me.userId },
        data: { follower: { username: 'api_fan' } },
      });
      // Numbered once: nothing more arrives for that one event.
      await expect(tool.next('event', 500)).rejects.toThrow();
      const revoked = await a.inject({
        method: 'DELETE',
        url: `/api/user/api-tokens/${token.id}`,
        headers: bearer(me.token),
      });
      expect(revoked.statusCode).toBe(204);
      expect((await tool.closed).code).toBe(CLOSE_CODES.unauthorized);
    });

    const followOn = (node: FastifyInstance, ownerId: string, name: string) =>
      node.services.bus.publish('kick.event', {
        kind: 'follow',
        source: 'channel.followed',
        ownerId,
        broadcasterUserId: 4242,
        channelName: 'streamer',
        at: Date.now(),
        sentAt: Date.now(),
        receivedAt: Date.now(),
        id: `follow-${name}`,
        follower: { id: 77, name, anonymous: false, color: null, badges: [], avatar: null },
      } satisfies ChannelEvent);

    it('fills a follower goal on both nodes, and a reset on one starts it over on the other', async () => {
      const [a, b] = nodes as [FastifyInstance, FastifyInstance];
      const me = await streamerOn(a);
      const goal = (
        await me.call('POST', '/api/widgets', { type: 'follower-goal', settings: { target: 5 } })
      ).json<Widget>();
      const onB = await open(b, { type: 'hello', role: 'overlay', key: goal.key });
      expect(await onB.next('snapshot')).toMatchObject({ state: { count: 0 } });
      followOn(a, me.userId, 'goal_fan_1');
      let state = (await onB.next('state')).state as { count: number };
      expect(state.count).toBe(1);
      // A reload on either node shows the count at once.
      const again = await open(a, { type: 'hello', role: 'overlay', key: goal.key });
      expect(await again.next('snapshot')).toMatchObject({ state: { count: 1 } });
      const reset = await a.inject({
        method: 'POST',
        url: `/api/widgets/${goal.id}/state/reset`,
        headers: bearer(me.token),
      });
      expect(reset.json()).toMatchObject({ state: { count: 0 } });
      state = (await onB.next('state')).state as { count: number };
      expect(state.count).toBe(0);
      followOn(b, me.userId, 'goal_fan_2');
      // Node A's own source saw the reset (0) first, then the follow node B received.
      let onA = (await again.next('state')).state as { count: number };
      if (onA.count === 0) onA = (await again.next('state')).state as { count: number };
      expect(onA.count).toBe(1);
    });

    it('numbers each event once across nodes: a source moves from A to B mid-stream and sees every event once, in order', async () => {
      const [a, b] = nodes as [FastifyInstance, FastifyInstance];
      const me = await streamerOn(a);
      const alert = (
        await me.call('POST', '/api/widgets', { type: 'follower-alert' })
      ).json<Widget>();
      // A second source on B all along: both nodes deliver every event, each numbered once.
      const watcher = await open(b, { type: 'hello', role: 'overlay', key: alert.key });
      const first = await open(a, { type: 'hello', role: 'overlay', key: alert.key });
      const snapshot = await first.next('snapshot');
      await watcher.next('snapshot');
      const seen: Array<{ seq: number; name: string }> = [];
      const record = (message: Record<string, unknown>) =>
        seen.push({
          seq: message.seq as number,
          name: (message.event as { name: string }).name,
        });
      // Events arrive on both nodes (webhooks spread by the proxy), five on each, interleaved.
      for (let i = 0; i < 10; i++) followOn(i % 2 ? b : a, me.userId, `fan${i}`);
      for (const message of await first.take('event', 10)) record(message);
      first.drop();
      // Published while the source is between nodes.
      for (let i = 10; i < 14; i++) followOn(i % 2 ? a : b, me.userId, `fan${i}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const moved = await open(b, {
        type: 'hello',
        role: 'overlay',
        key: alert.key,
        epoch: snapshot.epoch,
        lastSeq: seen.at(-1)!.seq,
      });
      expect(await moved.next('snapshot')).toMatchObject({ resumed: true, epoch: snapshot.epoch });
      for (let i = 14; i < 20; i++) followOn(i % 2 ? b : a, me.userId, `fan${i}`);
      for (const message of await moved.take('event', 10)) record(message);
      // Every event once, numbered without a gap or a double, in the order the source saw.
      expect(new Set(seen.map((event) => event.name)).size).toBe(20);
      const seqs = seen.map((event) => event.seq);
      expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
      // The source that stayed on B saw the same numbers for the same events.
      const stayed = await watcher.take('event', 20);
      expect(stayed.map((m) => [m.seq, (m.event as { name: string }).name])).toEqual(
        seen.map((event) => [event.seq, event.name]),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(moved.received.filter((m) => m.type === 'event')).toHaveLength(10);
    });

    it('replays a cancelled event (a refunded redemption) on neither node', async () => {
      const [a, b] = nodes as [FastifyInstance, FastifyInstance];
      const me = await streamerOn(a);
      const subs = (await me.call('POST', '/api/widgets', { type: 'subscribe' })).json<Widget>();
      const source = await open(b, { type: 'hello', role: 'overlay', key: subs.key });
      const snapshot = await source.next('snapshot');
      const redemption = (name: string, ref: string) => ({
        kind: 'reward.redemption' as const,
        name,
        reward: 'Confetti',
        cost: 10,
        input: '',
        ref,
        at: Date.now(),
      });
      a.realtime.publishToUser(me.userId, redemption('refunded_rita', 'redemption:r1'));
      a.realtime.publishToUser(me.userId, redemption('kept_kim', 'redemption:r2'));
      await source.take('event', 2);
      source.drop();
      a.realtime.cancelEvents(me.userId, 'redemption:r1');
      await new Promise((resolve) => setTimeout(resolve, 150));
      // B heard the cancel; a node started since reads it from Redis.
      const later = await buildTestApp(db(), {
        config: testConfig({ REDIS_URL: redis.url, RATE_LIMIT_FACTOR: '1' }),
      });
      await later.listen({ port: 0, host: '127.0.0.1' });
      for (const node of [b, later]) {
        const back = await open(node, {
          type: 'hello',
          role: 'overlay',
          key: subs.key,
          epoch: snapshot.epoch,
          lastSeq: 0,
        });
        expect(await back.next('snapshot')).toMatchObject({ resumed: true, seq: 2 });
        expect((await back.next('event')).event).toMatchObject({ name: 'kept_kim' });
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(back.received.filter((m) => m.type === 'event')).toHaveLength(1);
        back.drop();
      }
      await later.close();
    });

    it('adds up overlay health over the nodes in the API', async () => {
      const [a, b] = nodes as [FastifyInstance, FastifyInstance];
      const me = await streamerOn(a);
      const connections = async (node: FastifyInstance) =>
        (
          await node.inject({
            url: `/api/widgets/${me.widget.id}`,
            headers: bearer(me.token),
          })
        ).json<Widget>().health.connections;
      const onA = await open(a, { type: 'hello', role: 'overlay', key: me.widget.key });
      await onA.next('snapshot');
      const onB = await open(b, { type: 'hello', role: 'overlay', key: me.widget.key });
      await onB.next('snapshot');
      // Each node's figures reach the other within a tick (1 s).
      await vi.waitFor(
        async () => {
          expect(await connections(a)).toBe(2);
          expect(await connections(b)).toBe(2);
        },
        { timeout: 5_000, interval: 100 },
      );
      onB.drop();
      await vi.waitFor(async () => expect(await connections(a)).toBe(1), {
        timeout: 5_000,
        interval: 100,
      });
    });

    it('leaves another node’s channel events alone on a node that serves nothing of that channel', async () => {
      const [a, b] = nodes as [FastifyInstance, FastifyInstance];
      const me = await streamerOn(a);
      const before = b.widgets.stateStats().owners;
      for (let i = 0; i < 5; i++) followOn(a, me.userId, `quiet${i}`);
      await a.services.bus.drain();
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Node B neither loaded the streamer's widgets nor kept anything for them.
      expect(b.widgets.stateStats().owners).toBe(before);
      // Once a source of theirs is on B, B takes their events.
      const alert = (
        await me.call('POST', '/api/widgets', { type: 'follower-alert' })
      ).json<Widget>();
      const source = await open(b, { type: 'hello', role: 'overlay', key: alert.key });
      await source.next('snapshot');
      followOn(a, me.userId, 'loud');
      expect(await source.next('event')).toMatchObject({ event: { name: 'loud' } });
    });

    it('paces a channel’s bot messages on one bucket whichever node sends them', async () => {
      const client = new RedisClient(redis.url, { lazyConnect: true });
      client.on('error', () => undefined);
      await client.connect();
      const bucket = new RedisTokenBucket(client);
      const nodeA = new ChannelRateLimiter(1, 3, undefined, bucket);
      const nodeB = new ChannelRateLimiter(1, 3, undefined, bucket);
      const channel = `pace-${crypto.randomUUID()}`;
      const waits = [
        await nodeA.reserveShared(channel),
        await nodeB.reserveShared(channel),
        await nodeA.reserveShared(channel),
        await nodeB.reserveShared(channel),
        await nodeA.reserveShared(channel),
      ];
      // A burst of 3, then one a second: the 4th and 5th wait about 1 s and 2 s, on either node.
      expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
      expect(waits[3]).toBeGreaterThan(900);
      expect(waits[3]).toBeLessThanOrEqual(1000);
      expect(waits[4]).toBeGreaterThan(1900);
      expect(waits[4]).toBeLessThanOrEqual(2000);
    });

    it('counts a channel’s active chatters over every node, each node’s lines in batches', async () => {
      const client = new RedisClient(redis.url, { lazyConnect: true });
      client.on('error', () => undefined);
      await client.connect();
      const shared = new RedisChatters(client);
      const clock = new FakeClock(Date.now());
      const nodeA = new ActiveChatters(clock, shared);
      const nodeB = new ActiveChatters(clock, shared);
      const channel = `chatters-${crypto.randomUUID()}`;
      nodeA.add(channel, '1');
      nodeA.add(channel, '2');
      clock.advance(6 * 60_000);
      nodeB.add(channel, '2');
      nodeB.add(channel, '3');
      await nodeB.flush();
      // A has not flushed yet: asking flushes its own lines first.
      expect(await nodeA.count(channel, 5)).toBe(2);
      expect(await nodeA.count(channel, 10)).toBe(3);
      expect(await nodeB.count(channel, 10)).toBe(3);
      // An older report never moves a chatter back in time.
      await shared.add(channel, new Map([['3', clock.now() - 9 * 60_000]]));
      expect(await nodeB.count(channel, 5)).toBe(2);
      client.disconnect();
    });

    it('reads again what it missed while Redis was away, once Redis is back', async () => {
      const [a, b] = nodes as [FastifyInstance, FastifyInstance];
      const me = await streamerOn(a);
      const overlay = await open(b, { type: 'hello', role: 'overlay', key: me.widget.key });
      await overlay.next('snapshot');
      await redis.kill();
      await vi.waitFor(async () => expect((await health(a)).redis.status).toBe('error'), {
        timeout: 5_000,
      });
      // Saved on node A while the nodes cannot hear each other: node B's source misses it.
      expect(
        (await me.call('PATCH', `/api/widgets/${me.widget.id}`, { settings: { fontSize: 27 } }))
          .statusCode,
      ).toBe(200);
      await redis.start();
      expect(await overlay.next('settings', 10_000)).toMatchObject({ settings: { fontSize: 27 } });
    });

    it('keeps a stream going through a Redis crash: nothing its node saw lost, nothing doubled, resumable after', async () => {
      const [a, b] = nodes as [FastifyInstance, FastifyInstance];
      const me = await streamerOn(a);
      const alert = (
        await me.call('POST', '/api/widgets', { type: 'follower-alert' })
      ).json<Widget>();
      const source = await open(a, { type: 'hello', role: 'overlay', key: alert.key });
      const { epoch } = await source.next('snapshot');
      const names = (messages: Array<Record<string, unknown>>) =>
        messages.map((m) => (m.event as { name: string }).name);
      followOn(a, me.userId, 'before1');
      followOn(b, me.userId, 'before2');
      const before = await source.take('event', 2);
      await redis.kill();
      await vi.waitFor(async () => expect((await health(a)).redis.status).toBe('error'), {
        timeout: 5_000,
      });
      // Node A's own events still reach its source (numbered on A); B's cannot cross meanwhile.
      followOn(a, me.userId, 'during1');
      followOn(a, me.userId, 'during2');
      const during = await source.take('event', 2);
      expect(names(during)).toEqual(['during1', 'during2']);
      // Redis comes back empty (no persistence): the stream is made again above A's numbers.
      await redis.start();
      await vi.waitFor(
        async () => {
          for (const node of nodes) expect((await health(node)).redis.status).toBe('ok');
        },
        { timeout: 10_000, interval: 100 },
      );
      followOn(b, me.userId, 'after1');
      followOn(a, me.userId, 'after2');
      const after = await source.take('event', 2);
      expect(names(after).sort()).toEqual(['after1', 'after2']);
      const all = [...before, ...during, ...after];
      const seqs = all.map((m) => m.seq as number);
      expect([...seqs].sort((x, y) => x - y)).toEqual(seqs);
      expect(new Set(seqs).size).toBe(6);
      // The source moves to B: it resumes where it was, and gets the next event once.
      source.drop();
      const moved = await open(b, {
        type: 'hello',
        role: 'overlay',
        key: alert.key,
        epoch,
        lastSeq: seqs.at(-1),
      });
      expect(await moved.next('snapshot')).toMatchObject({ resumed: true });
      followOn(b, me.userId, 'moved1');
      expect(names([await moved.next('event')])).toEqual(['moved1']);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(moved.received.filter((m) => m.type === 'event')).toHaveLength(1);
    });

    it('keeps answering while Redis is down (this node’s own limits), says so, and recovers', async () => {
      const { email, password } = await signUp(nodes[1]!);
      await redis.kill();
      await vi.waitFor(async () => expect((await health(nodes[0]!)).redis.status).toBe('error'), {
        timeout: 5_000,
      });
      const during = await health(nodes[0]!);
      expect(during.status).toBe('degraded');
      // Sign-in works; wrong passwords are still limited, per node.
      expect((await login(nodes[0]!, email, password, '10.1.0.1')).statusCode).toBe(200);
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        codes.push((await login(nodes[0]!, email, 'Wrong-password-1!', `10.1.1.${i}`)).statusCode);
      }
      expect(codes.at(-1)).toBe(429);
      await redis.start();
      await vi.waitFor(
        async () => {
          for (const node of nodes) expect(await health(node)).toMatchObject({ status: 'ok' });
        },
        { timeout: 10_000, interval: 200 },
      );
    });
  });
