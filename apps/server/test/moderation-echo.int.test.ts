import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StatsList } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { buildTestApp } from './app';
import { bearer } from './factories';
import { redisAvailable, startRedis } from './redis';
import { startBotWorld, STREAMER, type BotWorld } from '../src/features/bot/bot-world.test-helper';

type Redis = Awaited<ReturnType<typeof startRedis>>;

/**
 * The bot posting as the streamer (KICK_CHAT_SENDER=user) on two nodes: its line's echo comes
 * from the streamer's account and may reach the node that did not send it. There it is still the
 * bot's (found in the outbox): it grants no `!permit` and is not the streamer's chat line in the
 * stream stats.
 */
const TITLE = 'the bot’s echo on another node, posting as the streamer';
if (!redisAvailable())
  describe.skip(`${TITLE} [redis-server missing]`, () => it('runs', () => undefined));
else
  describeEachDatabase(TITLE, (db) => {
    let redis: Redis;
    let world: BotWorld;
    let second: FastifyInstance;
    let urls: [string, string];
    let token: string;
    let ownerId: string;

    beforeAll(async () => {
      redis = await startRedis();
      const env = { REDIS_URL: redis.url, KICK_CHAT_SENDER: 'user' };
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
      urls = [world.platforms.server.emulator.kick.webhookUrl()!, `${secondUrl}/api/kick/webhook`];
    }, 60_000);
    afterAll(async () => {
      await second?.close();
      await world?.close();
      await redis?.kill();
    });
    beforeEach(async () => {
      await settle();
      await world.reset();
      ({ token, userId: ownerId } = await world.streamer());
    });

    const emulator = () => world.platforms.server.emulator;
    /** The next webhooks go to node 0 or node 1. */
    const to = (node: 0 | 1) => emulator().kick.setWebhookUrl(urls[node]);
    const settle = async () => {
      for (let round = 0; round < 3; round++) {
        await world.settle();
        for (const node of [world.app, second]) {
          await node.services.bus.drain();
          await node.moderation.idle();
          await node.bot.idle();
          await node.stats.idle();
        }
      }
    };
    const deleted = (messageId: string) =>
      emulator()
        .kick.chatLog(STREAMER)
        .find((l) => l.messageId === messageId)?.deleted;

    it('grants no !permit from the bot’s echo, and the streamer’s own !permit still works', async () => {
      const rule = await world.api('PATCH', '/api/moderation/rules/links', token, {
        enabled: true,
        action: 'delete',
      });
      expect(rule.statusCode, rule.body).toBe(200);
      const say = await world.api('POST', '/api/bot/commands', token, {
        name: 'say',
        responses: ['{args}'],
      });
      expect(say.statusCode, say.body).toBe(201);
      // Node 0 answers; the echo of its answer is delivered to node 1.
      to(0);
      await world.chat('pixel_pat', '!say !permit @pixel_pat');
      to(1);
      await settle();
      // Only the echo: no permit was confirmed.
      expect(world.botLines().map((l) => [l.content, l.sender.username])).toEqual([
        ['!permit @pixel_pat', 'kyo_demo'],
      ]);
      const link = await world.chat('pixel_pat', 'look: youtube.com/watch?v=1');
      await settle();
      expect(deleted(link.messageId)).toBe(true);
      expect(second.moderation.knowsPermit(ownerId, 'pixel_pat')).toBe(false);

      // The streamer typing it on node 1 is a permit.
      await world.chat('kyo_demo', '!permit @sub_sam');
      await settle();
      const permitted = await world.chat('sub_sam', 'look: youtube.com/watch?v=2');
      await settle();
      expect(deleted(permitted.messageId)).toBe(false);
    });

    it('does not count the echo as the streamer’s chat line in the stream stats', async () => {
      to(0);
      emulator().kick.goLive({ broadcasterUserId: STREAMER, title: 'Echoes', category: 'Chess' });
      await settle();
      to(1);
      await world.chat('pixel_pat', 'hello');
      // Sent by node 0, delivered back to node 1.
      expect(await world.app.bot.say(ownerId, 'test:echo', 'Welcome to the stream!')).toEqual({
        ok: true,
      });
      await settle();
      await world.chat('kyo_demo', 'thanks for coming');
      await settle();
      await Promise.all([world.app.stats.flush(), second.stats.flush()]);
      const list = await second.inject({ url: '/api/stats/streams', headers: bearer(token) });
      expect(list.statusCode, list.body).toBe(200);
      const [stream] = list.json<StatsList>().streams;
      // The viewer's line and the streamer's own; the bot's line is not a chatter's.
      expect(stream).toMatchObject({ messages: 2, chatters: 2 });
      expect(world.botLines().map((l) => l.content)).toEqual(['Welcome to the stream!']);
    });
  });
