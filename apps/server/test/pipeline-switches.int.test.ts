import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REALTIME_PATH, type ChannelEventOf, type Widget } from '@kyo/contracts';
import { buildTestApp, testConfig } from './app';
import { describeEachDatabase } from './db';
import { bearer, signUp } from './factories';
import { sampleChannelEvent } from './kick-samples';
import { redisAvailable, startRedis } from './redis';
import { TestSocket } from './test-socket';

/**
 * The chat pipeline hands a stage only the lines of channels that switched it on, decided in
 * memory on each node; a switch flipped on node A (a widget created there) reaches node B through
 * the realtime cluster's `widgetsChanged` message, and B's next line runs the stage.
 */
describeEachDatabase('the chat pipeline’s stage switches, on one node', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db());
  });
  afterAll(() => app.close());

  it('makes no API event of a line nobody takes, and one once the channel has a webhook for it', async () => {
    const { token, user } = await signUp(app);
    const line = (id: string) => {
      const sample = sampleChannelEvent('chat.message.sent') as ChannelEventOf<'chat'>;
      app.services.bus.publish('kick.event', { ...sample, id, messageId: id, ownerId: user.id });
      return app.services.bus.drain();
    };
    const handed = () => app.kickEvents.pipelineHanded()['public-api'] ?? 0;
    // The first line reads the channel's webhooks (none); the next is decided from memory.
    await line('api-1');
    const before = handed();
    await line('api-2');
    expect(handed()).toBe(before);
    const created = await app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: bearer(token),
      payload: { url: 'https://tools.example.com/kyo', events: ['chat.message.sent'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    await line('api-3');
    expect(handed()).toBe(before + 1);
    await app.webhooksOut.idle();
  });
});

const TITLE = 'the chat pipeline’s stage switches, on two nodes';
if (!redisAvailable())
  describe.skip(`${TITLE} [redis-server missing]`, () => it('runs', () => undefined));
else
  describeEachDatabase(TITLE, (db) => {
    let redis: Awaited<ReturnType<typeof startRedis>>;
    let a: FastifyInstance;
    let b: FastifyInstance;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      redis = await startRedis();
      const config = () => testConfig({ REDIS_URL: redis.url });
      a = await buildTestApp(db(), { config: config() });
      b = await buildTestApp(db(), { config: config() });
      await b.listen({ port: 0, host: '127.0.0.1' });
    }, 30_000);
    afterAll(async () => {
      sockets.forEach((socket) => socket.drop());
      await Promise.all([a.close(), b.close()]);
      await redis.kill();
    });

    let lines = 0;
    /** A chat line as the ingest hands it to B's pipeline (its consumers: the bus topic). */
    async function lineOnB(ownerId: string): Promise<Record<string, number>> {
      const before = b.kickEvents.pipelineHanded();
      const sample = sampleChannelEvent('chat.message.sent') as ChannelEventOf<'chat'>;
      const id = `switch-line-${++lines}`;
      b.services.bus.publish('kick.event', { ...sample, id, messageId: id, ownerId });
      await b.services.bus.drain();
      const after = b.kickEvents.pipelineHanded();
      return Object.fromEntries(
        Object.entries(after).map(([stage, n]) => [stage, n - (before[stage] ?? 0)]),
      );
    }

    it('skips the widgets’ stage for a channel whose widgets show no chat, until a chat box is made on the other node', async () => {
      const { token, user } = await signUp(a);
      const create = (type: string) =>
        a.inject({
          method: 'POST',
          url: '/api/widgets',
          headers: bearer(token),
          payload: { type },
        });
      expect((await create('follower-alert')).statusCode).toBe(201);
      // The first line reads what the channel's widgets show (handed while unknown); from then on
      // B decides from memory that an alert box takes no chat line.
      await vi.waitFor(async () => expect((await lineOnB(user.id)).widgets).toBe(0));
      const handed = await lineOnB(user.id);
      expect(handed).toMatchObject({ widgets: 0, bot: 1, stats: 1, games: 1 });
      // Stages whose kinds a chat line is not: never handed one.
      expect(handed).toMatchObject({ 'live-stats': 0, rewards: 0 });

      const box = (await create('chat')).json<Widget>();
      const url = `ws://127.0.0.1:${(b.server.address() as AddressInfo).port}${REALTIME_PATH}`;
      const overlay = await TestSocket.open(url);
      sockets.push(overlay);
      overlay.send({ type: 'hello', role: 'overlay', key: box.key });
      await overlay.next('snapshot');
      // A's `widgetsChanged` reached B while the overlay connected: B's very next line runs the
      // stage, and the chat box on B shows it.
      expect((await lineOnB(user.id)).widgets).toBe(1);
      expect(await overlay.next('event')).toMatchObject({ event: { kind: 'chat.message' } });

      // Deleted on A: B stops handing the channel's lines to the widgets again.
      const removed = await a.inject({
        method: 'DELETE',
        url: `/api/widgets/${box.id}`,
        headers: bearer(token),
      });
      expect(removed.statusCode).toBe(204);
      await vi.waitFor(async () => expect((await lineOnB(user.id)).widgets).toBe(0));
    });
  });
