import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiEvent, ChannelEvent, SubathonReading, WidgetEvent } from '@kyo/contracts';
import { buildTestApp, testConfig } from './app';
import { describeEachDatabase } from './db';
import { bearer, kickActor, signUp } from './factories';
import { redisAvailable, startRedis } from './redis';
import { FakeClock } from '../src/platform/clock';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/**
 * Two nodes on one database and one real redis-server: the same webhook reaching both adds once,
 * a gift of 100 adds 100 × its seconds, a change on one node reaches the other's overlays, a
 * restarted node reads the same end, and the end is announced once.
 */
const TITLE = 'subathon on two nodes';
if (!redisAvailable())
  describe.skip(`${TITLE} [redis-server missing]`, () => it('runs', () => undefined));
else
  describeEachDatabase(TITLE, (db) => {
    let redis: Awaited<ReturnType<typeof startRedis>>;
    let nodes: FastifyInstance[];
    let ownerId: string;
    let token: string;
    const clock = new FakeClock(Date.UTC(2026, 11, 1, 20, 0, 0));
    const node = () => buildTestApp(db(), { config: testConfig({ REDIS_URL: redis.url }), clock });
    const api: ApiEvent[] = [];
    const widgetEvents: WidgetEvent[][] = [[], []];
    const watch = (app: FastifyInstance, index: number) => {
      app.services.bus.subscribe('api.event', (event) => void api.push(event));
      app.services.bus.subscribe('live.event', ({ ownerId: owner, event }) => {
        if (owner === ownerId && event.kind === 'subathon') widgetEvents[index]!.push(event);
      });
    };
    beforeAll(async () => {
      redis = await startRedis();
      nodes = [await node(), await node()];
      nodes.forEach(watch);
      const user = await signUp(nodes[0]!);
      ownerId = user.user.id;
      token = user.token;
    });
    afterAll(async () => {
      for (const app of nodes ?? []) await app.close();
      await redis?.kill();
    });

    const read = async (app: FastifyInstance) =>
      (await app.inject({ url: '/api/subathon', headers: bearer(token) })).json<SubathonReading>();
    const base = (id: string) => ({
      id,
      ownerId,
      broadcasterUserId: 777,
      channelName: 'streamer',
      at: clock.now(),
      sentAt: clock.now(),
      receivedAt: clock.now(),
    });
    const gift = (id: string, count: number): ChannelEvent => ({
      ...base(id),
      kind: 'gift',
      source: 'channel.subscription.gifts',
      gifter: kickActor('gifter_gus', 5),
      giftees: Array.from({ length: count }, (_, i) => kickActor(`giftee_${i}`, 100 + i)),
    });
    const sub = (id: string): ChannelEvent => ({
      ...base(id),
      kind: 'subscription',
      source: 'channel.subscription.new',
      subscriber: kickActor('sub_sam', 6),
      months: 1,
      renewal: false,
    });
    const settle = () => Promise.all(nodes.map((app) => app.services.bus.drain()));

    it('adds the same webhook once though both nodes receive it; a gift of 100 adds 100 × its seconds', async () => {
      const started = await nodes[0]!.inject({
        method: 'POST',
        url: '/api/subathon/control',
        headers: bearer(token),
        payload: { action: 'start', seconds: 3600 },
      });
      expect(started.statusCode, started.body).toBe(200);
      const endsAt = started.json<SubathonReading>().state.endsAt!;
      // Each webhook reaches both nodes (a retry landing on the other), at the same time.
      for (const event of [gift('g-100', 100), sub('s-1')])
        for (const app of nodes) app.services.bus.publish('kick.event', event);
      await settle();
      await vi.waitFor(async () =>
        expect((await read(nodes[1]!)).state.endsAt).toBe(endsAt + (100 * 300 + 300) * 1000),
      );
      await settle();
      const state = (await read(nodes[0]!)).state;
      expect(state.addedSeconds).toBe(30_300);
      expect(state.endsAt).toBe(endsAt + 30_300_000);
      expect(api.filter((e) => e.type === 'subathon.changed')).toHaveLength(3);
    });

    it('shows a change made on one node on the other node’s overlays', async () => {
      await vi.waitFor(() =>
        expect(widgetEvents[1]!.map((e) => e.kind === 'subathon' && e.added?.seconds)).toEqual(
          expect.arrayContaining([30_000, 300]),
        ),
      );
    });

    it('adds a channel-point reward once (accepted, then done) and a store purchase that settled done', async () => {
      const saved = await nodes[0]!.inject({
        method: 'PUT',
        url: '/api/subathon/rules',
        headers: bearer(token),
        payload: {
          rewards: [{ name: 'Add a minute', seconds: 60 }],
          storeItems: [{ name: 'Extend', seconds: 120 }],
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const before = (await read(nodes[0]!)).state.addedSeconds;
      const redemption = (state: 'accepted' | 'done') => ({
        ownerId,
        redemptionId: 'r-1',
        reward: { id: null, kickRewardId: 'k-1', title: 'add a minute', cost: 100 },
        viewer: { id: 9, name: 'viewer_vi' },
        input: '',
        state,
        outcome: null,
        at: clock.now(),
      });
      const purchase = (purchaseId: string, status: 'done' | 'refunded') => ({
        ownerId,
        purchaseId,
        item: { id: null, name: 'Extend', price: 500 },
        viewer: { id: 9, name: 'viewer_vi' },
        input: '',
        status,
        reason: null,
        at: clock.now(),
      });
      nodes[0]!.services.bus.publish('reward.redemption', redemption('accepted'));
      nodes[1]!.services.bus.publish('reward.redemption', redemption('done'));
      nodes[0]!.services.bus.publish('points.purchase', purchase('p-1', 'done'));
      nodes[1]!.services.bus.publish('points.purchase', purchase('p-2', 'refunded'));
      await settle();
      await vi.waitFor(async () =>
        expect((await read(nodes[0]!)).state.addedSeconds).toBe(before + 60 + 120),
      );
      await settle();
      expect((await read(nodes[1]!)).state.addedSeconds).toBe(before + 180);
    });

    it('keeps a pause exact across a restart', async () => {
      const paused = await nodes[1]!.inject({
        method: 'POST',
        url: '/api/subathon/control',
        headers: bearer(token),
        payload: { action: 'pause' },
      });
      expect(paused.statusCode, paused.body).toBe(200);
      const left = paused.json<SubathonReading>().state.remainingMs;
      await nodes[1]!.close();
      clock.advance(10 * 60_000);
      nodes[1] = await node();
      watch(nodes[1], 1);
      expect((await read(nodes[1])).state).toMatchObject({ status: 'paused', remainingMs: left });
      const resumed = await nodes[1].inject({
        method: 'POST',
        url: '/api/subathon/control',
        headers: bearer(token),
        payload: { action: 'resume' },
      });
      expect(resumed.json<SubathonReading>().state.endsAt).toBe(clock.now() + left);
    });

    it('ends once though both nodes look at the same moment', async () => {
      const { endsAt } = (await read(nodes[0]!)).state;
      clock.set(endsAt!);
      const ended = await Promise.all(nodes.map((app) => app.subathon.service.expire()));
      expect(ended.reduce((a, b) => a + b, 0)).toBe(1);
      await settle();
      expect(api.filter((e) => e.type === 'subathon.ended')).toHaveLength(1);
      // (the session expired meanwhile: read the timer as the node has it)
      expect((await nodes[1]!.subathon.service.read(ownerId)).state.status).toBe('ended');
    });
  });
