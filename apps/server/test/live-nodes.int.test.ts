import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_PATH, type LiveActivity, type Timer, type Widget } from '@kyo/contracts';
import { buildTestApp } from './app';
import { describeEachDatabase } from './db';
import { bearer, signUp } from './factories';
import { redisAvailable, startRedis } from './redis';
import { STREAMER, startRewardsWorld, type RewardsWorld } from './rewards-world';
import { TestSocket } from './test-socket';

type Redis = Awaited<ReturnType<typeof startRedis>>;

/**
 * The live cockpit on two nodes sharing one database and one redis-server: Kick's webhook on one
 * node, the OBS display and the pages (the owner's, a moderator's) on the other; the feed row, Replay and the paused queue
 * reach the display whichever node is asked, and a node started later finds alerts still paused.
 */
const TITLE = 'live cockpit on two nodes sharing Redis';
if (!redisAvailable())
  describe.skip(`${TITLE} [redis-server missing]`, () => it('runs', () => undefined));
else
  describeEachDatabase(TITLE, (db) => {
    let redis: Redis;
    let world: RewardsWorld;
    const nodes: FastifyInstance[] = [];

    beforeAll(async () => {
      redis = await startRedis();
      world = await startRewardsWorld(db(), { env: { REDIS_URL: redis.url } });
    }, 60_000);
    afterAll(async () => {
      for (const node of nodes) await node.close();
      await world?.close();
      await redis?.kill();
    });

    /** Another node on the same database and Redis. */
    const startNode = async () => {
      const app = await buildTestApp(db(), {
        config: world.platforms.config({ REDIS_URL: redis.url }),
        clock: world.platforms.clock,
      });
      nodes.push(app);
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, ws: `${url.replace('http', 'ws')}${REALTIME_PATH}` };
    };
    const display = async (ws: string, key: string) => {
      const socket = await TestSocket.open(ws);
      socket.send({ type: 'hello', role: 'overlay', key });
      return { socket, snapshot: await socket.next('snapshot') };
    };

    it('feeds, replays and pauses across nodes, and a node started later keeps alerts paused', async () => {
      const me = await world.streamer();
      const b = await startNode();
      const created = await world.api('POST', '/api/widgets', me.token, {
        type: 'follower-alert',
        settings: {},
      });
      const widget = created.json<Widget>();
      const { socket } = await display(b.ws, widget.key);
      const page = await TestSocket.open(b.ws);
      page.send({ type: 'hello', role: 'dashboard', token: me.token });
      await page.next('health');
      // A moderator's page on node B too.
      const mod = await signUp(world.app);
      const added = await world.app.inject({
        method: 'POST',
        url: '/api/user/moderators',
        headers: bearer(me.token),
        payload: { username: mod.username },
      });
      expect(added.statusCode, added.body).toBe(201);
      const modPage = await TestSocket.open(b.ws);
      modPage.send({ type: 'hello', role: 'dashboard', token: mod.token });
      await modPage.next('health');

      // Kick's webhook reaches node A (the world's app): the row and the alert reach node B.
      world.platforms.server.emulator.kick.follow({
        broadcasterUserId: STREAMER,
        username: 'fan_one',
      });
      await world.settle();
      expect(await page.next('live.activity')).toMatchObject({
        activity: { kind: 'follow', name: 'fan_one' },
      });
      expect(await modPage.next('live.activity')).toMatchObject({
        owner: me.userId,
        activity: { kind: 'follow', name: 'fan_one' },
      });
      expect(await socket.next('event')).toMatchObject({ event: { kind: 'follow' } });

      // Replay asked on node B's API, the display on B; then pause asked on node A.
      const [row] = (
        await b.app.inject({
          method: 'GET',
          url: '/api/live/activity',
          headers: { authorization: `Bearer ${me.token}` },
        })
      ).json<{ activity: LiveActivity[] }>().activity;
      const replay = await world.api('POST', `/api/live/activity/${row!.id}/replay`, me.token);
      expect(replay.statusCode, replay.body).toBe(200);
      expect(await socket.next('event')).toMatchObject({
        event: { kind: 'follow', name: 'fan_one' },
        test: true,
      });
      const paused = await world.api('PUT', '/api/live/alerts', me.token, { paused: true });
      expect(paused.statusCode, paused.body).toBe(200);
      expect(await socket.next('alerts')).toMatchObject({ paused: true });

      // A node that starts now (a restart) reads the paused queue from the database.
      const c = await startNode();
      const later = await display(c.ws, widget.key);
      expect(later.snapshot.alerts).toEqual({ paused: true, mutedUntil: null });
      socket.close();
      later.socket.close();
      page.close();
      modPage.close();
    });

    it('runs a timed message asked on both nodes at once once, and not again by the job on either', async () => {
      await world.reset();
      const me = await world.streamer();
      const b = await startNode();
      const created = await world.api('POST', '/api/bot/timers', me.token, {
        name: 'socials',
        messages: ['Follow on X', 'Join the Discord'],
        intervalMinutes: 5,
        minChatLines: 0,
        liveOnly: false,
      });
      const timer = created.json<Timer>();
      const due = Date.parse(timer.nextRunAt!);
      world.platforms.clock.set(due - 60_000);
      const url = `/api/live/timers/${timer.id}/run`;
      const headers = { authorization: `Bearer ${me.token}` };
      const answers = await Promise.all([
        world.app.inject({ method: 'POST', url, headers }),
        b.app.inject({ method: 'POST', url, headers }),
        world.app.inject({ method: 'POST', url, headers }),
        b.app.inject({ method: 'POST', url, headers }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429]);
      // The slot a minute away was taken by the run: neither node's job posts it.
      world.platforms.clock.set(due);
      await Promise.all([world.app.bot.runTimers(), b.app.bot.runTimers()]);
      await world.settle();
      await b.app.bot.idle();
      expect(world.botLines()).toEqual(['Follow on X']);
    });
  });
