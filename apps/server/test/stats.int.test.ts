import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StatsList, StatsRecap, StatsTrends } from '@kyo/contracts';
import type { EmulatorServer } from '@kyo/emulator';
import { buildTestApp } from './app';
import { describeEachDatabase } from './db';
import { redisAvailable, startRedis } from './redis';
import type { AppEvents } from '../src/app-events';
import { startBotWorld, STREAMER, type BotWorld } from '../src/features/bot/bot-world.test-helper';
import { bearer, signUp } from './factories';
import {
  startIngestWorld,
  type IngestWorld,
} from '../src/features/kick-events/kick-events.test-helper';

const CHANNEL = 1001;
const MINUTE = 60_000;

/**
 * A scripted stream through the whole app: the emulator's signed webhooks and the live poller's
 * polls over real HTTP, on a fake clock; then the stats API answers what the script did.
 */
describeEachDatabase('stream stats through the emulator', (db) => {
  let world: IngestWorld;
  let app: FastifyInstance;
  let emulator: EmulatorServer['emulator'];
  let me: { token: string; userId: string };

  beforeAll(async () => {
    world = await startIngestWorld(db(), { manualPollers: true });
    app = world.app;
    emulator = world.platforms.server.emulator;
  }, 60_000);
  afterAll(() => world.close());
  beforeEach(async () => {
    await world.reset();
    me = await world.streamer();
  });

  const timers = () => world.pollerTimers!;
  async function settle() {
    await emulator.whenIdle();
    await app.services.bus.drain();
    await timers().runDue();
    await app.stats.idle();
  }
  const get = <T>(url: string, token = me.token) =>
    app.inject({ url, headers: bearer(token) }).then((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json<T>();
    });
  const chat = (username: string, content: string) =>
    emulator.kick.sendChat({ broadcasterUserId: CHANNEL, username, content });

  /** Plays 5 minutes: viewers 100 → 300, chat, events, a category change; then offline. */
  async function scriptedStream() {
    emulator.kick.goLive({
      broadcasterUserId: CHANNEL,
      title: 'Ranked',
      category: 'Chess',
      viewerCount: 100,
    });
    await settle();
    for (let minute = 0; minute < 5; minute++) {
      emulator.kick.setViewerCount({ broadcasterUserId: CHANNEL, count: 100 + minute * 50 });
      chat('viewer_one', `minute ${minute} [emote:37226:KEKW]`);
      chat('viewer_two', '!lurk');
      if (minute === 2) for (let i = 0; i < 5; i++) chat('viewer_one', 'busy minute');
      if (minute === 1)
        emulator.kick.follow({ broadcasterUserId: CHANNEL, username: 'viewer_three' });
      if (minute === 3) {
        emulator.kick.subscribe({ broadcasterUserId: CHANNEL, username: 'viewer_two' });
        emulator.kick.resubscribe({
          broadcasterUserId: CHANNEL,
          username: 'viewer_one',
          months: 3,
        });
        emulator.kick.giftSubs({ broadcasterUserId: CHANNEL, gifter: 'viewer_two', count: 2 });
        emulator.kick.giftKicks({
          broadcasterUserId: CHANNEL,
          username: 'viewer_one',
          amount: 500,
        });
        emulator.kick.updateChannel({ broadcasterUserId: CHANNEL, category: 'Minecraft' });
      }
      await settle();
      await timers().advance(MINUTE);
      await settle();
    }
    emulator.kick.goOffline({ broadcasterUserId: CHANNEL });
    await settle();
    await timers().advance(MINUTE);
    await settle();
    await app.stats.flush();
  }

  it('records the stream per minute, with no overlay open, and the recap answers what happened', async () => {
    const recaps: Array<AppEvents['stream.recap']> = [];
    const stop = app.services.bus.subscribe('stream.recap', (recap) => void recaps.push(recap));
    await scriptedStream();
    // The recap event follows the flush barrier, off the stream's own step.
    for (let i = 0; i < 200 && recaps.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    stop();
    const list = await get<StatsList>('/api/stats/streams');
    expect(list.total).toBe(1);
    const row = list.streams[0]!;
    expect(row).toMatchObject({
      live: false,
      title: 'Ranked',
      category: 'Minecraft',
      messages: 15,
      chatters: 2,
      follows: 1,
      // One definition everywhere (docs/stats.md): subs are new and renewed, gifts apart.
      subs: 2,
      renewals: 1,
      giftedSubs: 2,
      kicks: 500,
      peakViewers: 300,
    });
    expect(row.curve.some((v) => v !== null)).toBe(true);
    const recap = await get<StatsRecap>(`/api/stats/streams/${row.id}`);
    // Every minute of the stream had a reading: the poller ran without any display.
    const withViewers = recap.minutes.viewers.filter((v) => v !== null);
    expect(withViewers.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...withViewers)).toBe(300);
    expect(recap.topChatters.map((t) => [t.name, t.count])).toEqual([
      ['viewer_one', 10],
      ['viewer_two', 5],
    ]);
    expect(recap.topEmotes).toEqual([{ key: '37226', name: 'KEKW', count: 5 }]);
    expect(recap.topCommands).toEqual([{ key: 'lurk', name: 'lurk', count: 5 }]);
    expect(recap.moments[0]).toMatchObject({ messages: 7 });
    expect(recap.markers.map((m) => [m.kind, m.value])).toContainEqual(['category', 'Minecraft']);
    expect(recap.minutes.category).toContain('Chess');
    expect(recap.previous).toBeNull();
    expect(recap.stream).toMatchObject({ subs: 2, renewals: 1, giftedSubs: 2 });
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect([sum(recap.minutes.subs), sum(recap.minutes.giftedSubs)]).toEqual([2, 2]);
    expect(recaps).toHaveLength(1);
    expect(recaps[0]).toMatchObject({ subs: 2, giftedSubs: 2, follows: 1, kicks: 500 });
    const sorted = await get<StatsList>('/api/stats/streams?sort=giftedSubs');
    expect(sorted.total).toBe(1);

    const csv = await app.inject({
      url: `/api/stats/streams/${row.id}/minutes.csv`,
      headers: bearer(me.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toMatch(
      /^minute_utc,offset_minutes,category,viewers,messages/,
    );
    const all = await app.inject({ url: '/api/stats/streams.csv', headers: bearer(me.token) });
    const [head, line] = all.body.split('\r\n').filter(Boolean);
    expect(all.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    const column = (name: string) => line!.split(',')[head!.split(',').indexOf(name)];
    expect(['subs', 'subs_renewed', 'gifted_subs'].map(column)).toEqual(['2', '1', '2']);
    const minuteCsv = csv.body.split('\r\n').filter(Boolean);
    const subsAt = minuteCsv[0]!.split(',').indexOf('subs');
    expect(sum(minuteCsv.slice(1).map((l) => Number(l.split(',')[subsAt])))).toBe(2);

    const trends = await get<StatsTrends>('/api/stats/trends?days=30');
    expect(trends.current).toMatchObject({ streams: 1, follows: 1, peakViewers: 300 });
    expect(trends.categories.map((c) => c.category).sort()).toEqual(['Chess', 'Minecraft']);
  }, 90_000);

  it('refuses bad input with a 400 naming the field, another channel with a 403, a stranger stream with a 404', async () => {
    const bad = async (url: string, field: string) => {
      const response = await app.inject({ url, headers: bearer(me.token) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    };
    await bad('/api/stats/streams/not-a-uuid', 'id');
    await bad('/api/stats/streams?pageSize=1000', 'pageSize');
    await bad('/api/stats/streams?page=0', 'page');
    await bad('/api/stats/streams?sort=bogus', 'sort');
    await bad('/api/stats/trends?days=45', 'days');
    await bad('/api/stats/streams?owner=%00', 'owner');
    const missing = await app.inject({
      url: '/api/stats/streams/0190a0a0-0000-7000-8000-000000000000',
      headers: bearer(me.token),
    });
    expect(missing.statusCode).toBe(404);
    const stranger = await signUp(app);
    const other = await app.inject({
      url: `/api/stats/streams?owner=${me.userId}`,
      headers: bearer(stranger.token),
    });
    expect(other.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/stats/streams' })).statusCode).toBe(401);
  });

  it('lets the channel’s moderators read its stats', async () => {
    await scriptedStream();
    const mod = await signUp(app);
    const added = await app.inject({
      method: 'POST',
      url: '/api/user/moderators',
      headers: bearer(me.token),
      payload: { username: mod.username },
    });
    expect(added.statusCode, added.body).toBe(201);
    const list = await get<StatsList>(`/api/stats/streams?owner=${me.userId}`, mod.token);
    expect(list.total).toBe(1);
    const own = await get<StatsList>('/api/stats/streams', mod.token);
    expect(own.total).toBe(0);
    const recap = await app.inject({
      url: `/api/stats/streams/${list.streams[0]!.id}`,
      headers: bearer(mod.token),
    });
    expect(recap.statusCode).toBe(404); // without ?owner= it is the moderator's own channel
  }, 90_000);
});

const TWO_NODES = 'the stream recap on two nodes sharing Redis';
if (!redisAvailable())
  describe.skip(`${TWO_NODES} [redis-server missing]`, () => it('runs', () => undefined));
else
  describeEachDatabase(TWO_NODES, (db) => {
    let redis: Awaited<ReturnType<typeof startRedis>>;
    let world: BotWorld;
    let second: FastifyInstance;
    let urls: [string, string];

    beforeAll(async () => {
      redis = await startRedis();
      world = await startBotWorld(db(), { REDIS_URL: redis.url });
      second = await buildTestApp(db(), {
        config: world.platforms.config({ REDIS_URL: redis.url }),
        clock: world.platforms.clock,
      });
      const secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
      urls = [world.platforms.server.emulator.kick.webhookUrl()!, `${secondUrl}/api/kick/webhook`];
    }, 60_000);
    afterAll(async () => {
      await second?.close();
      await world?.close();
      await redis?.kill();
    });

    it('counts in the recap and the totals the lines node B heard in the last seconds before the end on node A', async () => {
      const emulator = world.platforms.server.emulator;
      const to = (node: 0 | 1) => emulator.kick.setWebhookUrl(urls[node]);
      const settle = async () => {
        for (let round = 0; round < 3; round++) {
          await world.settle();
          await second.services.bus.drain();
          await Promise.all([world.app.stats.idle(), second.stats.idle()]);
        }
      };
      const me = await world.streamer();
      const recaps: Array<AppEvents['stream.recap']> = [];
      const stop = world.app.services.bus.subscribe('stream.recap', (recap) => {
        recaps.push(recap);
      });
      to(0);
      emulator.kick.goLive({ broadcasterUserId: STREAMER, title: 'Finale' });
      await settle();
      // Node B hears the last lines (its counts are written every 3 s: not yet).
      to(1);
      const lines: Array<[string, string]> = [
        ['pixel_pat', 'gg'],
        ['vip_vic', 'gg wp'],
        ['pixel_pat', 'see you'],
      ];
      for (const [name, line] of lines) await world.chat(name, line);
      await settle();
      // The end reaches node A, which builds the recap.
      to(0);
      world.platforms.clock.advance(2_000);
      emulator.kick.goOffline({ broadcasterUserId: STREAMER });
      await settle();
      for (let i = 0; i < 200 && recaps.length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 25));
      stop();
      expect(recaps).toHaveLength(1);
      expect(recaps[0]).toMatchObject({ ownerId: me.userId, messages: 3, chatters: 2 });
      const list = await world.api('GET', '/api/stats/streams', me.token);
      expect(list.json<StatsList>().streams[0]).toMatchObject({ messages: 3, chatters: 2 });
    });
  });
