import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/db';
import { redisAvailable, startRedis } from '../../../test/redis';
import { startBotWorld, STREAMER, type BotWorld } from './bot-world.test-helper';

const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * One node alone decides duplicates and outbox keys in memory and writes behind; one of several
 * nodes (Redis) asks the tables first. Both must behave the same.
 */
const NODES = [
  { name: 'one node', redis: false },
  ...(redisAvailable() ? [{ name: 'one of several nodes', redis: true }] : []),
];

for (const nodes of NODES)
  describeEachDatabase(
    `chat bot delivery (${nodes.name}): alerts, duplicates, signatures, Kick failures`,
    (db) => {
      let world: BotWorld;
      let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
      beforeAll(async () => {
        redis = nodes.redis ? await startRedis() : undefined;
        world = await startBotWorld(db(), redis ? { REDIS_URL: redis.url } : {});
      });
      afterAll(async () => {
        await world?.close();
        await redis?.kill();
      });
      beforeEach(async () => world.reset());

      const kick = () => world.platforms.server.emulator.kick;
      const faults = () => world.platforms.server.emulator.faults;

      async function hello(token: string) {
        const response = await world.api('POST', '/api/bot/commands', token, {
          name: 'hello',
          responses: ['Hello {user}!'],
          globalCooldownSeconds: 0,
        });
        expect(response.statusCode).toBe(201);
      }

      /** A chat webhook as Kick would send it, signed with `privateKey` at `timestampMs`. */
      async function postWebhook(
        content: string,
        options: { privateKey?: string; timestampMs?: number },
      ) {
        const emulator = world.platforms.server.emulator;
        const template = kick()
          .deliveries()
          .find((d) => d.event === 'chat.message.sent')!.body as Record<string, unknown>;
        const body = JSON.stringify({ ...template, message_id: randomUUID(), content });
        const messageId = `01J${randomUUID().replace(/-/g, '').slice(0, 23).toUpperCase()}`;
        const timestamp = rfc3339(options.timestampMs ?? world.platforms.clock.now());
        const privateKey =
          options.privateKey ?? emulator.context.store.state.kick.keyPair.privateKeyPem;
        const signature = sign(
          'RSA-SHA256',
          Buffer.from(`${messageId}.${timestamp}.${body}`),
          privateKey,
        ).toString('base64');
        return fetch(kick().webhookUrl()!, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'Kick-Event-Message-Id': messageId,
            'Kick-Event-Subscription-Id': '01JSUBSCRIPTION',
            'Kick-Event-Signature': signature,
            'Kick-Event-Message-Timestamp': timestamp,
            'Kick-Event-Type': 'chat.message.sent',
            'Kick-Event-Version': '1',
          },
          body,
        });
      }

      describe('chat alerts', () => {
        it('thanks a follower, a new and a returning subscriber, gifters and Kicks senders', async () => {
          await world.streamer();
          kick().follow({ broadcasterUserId: STREAMER, username: 'lurker_lee' });
          kick().subscribe({ broadcasterUserId: STREAMER, username: 'sub_sam' });
          kick().resubscribe({ broadcasterUserId: STREAMER, username: 'vip_vic', months: 6 });
          kick().giftSubs({ broadcasterUserId: STREAMER, gifter: 'pixel_pat', count: 3 });
          kick().giftSubs({ broadcasterUserId: STREAMER, anonymous: true, count: 1 });
          kick().giftKicks({ broadcasterUserId: STREAMER, username: 'pixel_pat', amount: 500 });
          await world.settle();
          expect(world.botLines().map((l) => l.content)).toEqual([
            'Thanks for the follow, lurker_lee! Welcome aboard 💚',
            'sub_sam just subscribed! Thank you for the support!',
            'vip_vic resubscribed for 6 months! Thank you!',
            'pixel_pat gifted 3 subs to the community! You are amazing!',
            'Anonymous gifted 1 subs to the community! You are amazing!',
            'pixel_pat sent 500 Kicks! Thank you!',
          ]);
        });

        it('announces live and offline only when switched on, with the stream’s values', async () => {
          const { token } = await world.streamer();
          kick().goLive({ broadcasterUserId: STREAMER, title: 'Quiet one' });
          await world.settle();
          expect(world.botLines()).toEqual([]);
          world.platforms.clock.advance(10 * 60_000);
          for (const type of ['stream_live', 'stream_offline'])
            expect(
              (await world.api('PUT', `/api/bot/alerts/${type}`, token, { enabled: true }))
                .statusCode,
            ).toBe(200);
          await world.api('PUT', '/api/bot/alerts/stream_live', token, {
            template: 'Live: {title} in {category}!',
          });
          kick().goOffline({ broadcasterUserId: STREAMER });
          await world.settle();
          world.platforms.clock.advance(60_000);
          kick().goLive({ broadcasterUserId: STREAMER, title: 'Big one', category: 'Minecraft' });
          await world.settle();
          world.platforms.clock.advance(2 * 3600_000 + 15 * 60_000);
          kick().goOffline({ broadcasterUserId: STREAMER });
          await world.settle();
          expect(world.botLines().map((l) => l.content)).toEqual([
            'Stream is over after 10m. Thanks for hanging out!',
            'Live: Big one in Minecraft!',
            'Stream is over after 2h 15m. Thanks for hanging out!',
          ]);
        });

        it('thanks in the streamer’s language with the default texts', async () => {
          const { token } = await world.streamer();
          expect(
            (await world.api('PATCH', '/api/user/settings', token, { language: 'tr' })).statusCode,
          ).toBe(200);
          kick().follow({ broadcasterUserId: STREAMER, username: 'lurker_lee' });
          await world.settle();
          expect(world.botLines().map((l) => l.content)).toEqual([
            'Takip için teşekkürler lurker_lee! Aramıza hoş geldin 💚',
          ]);
          const { alerts } = (await world.api('GET', '/api/bot/alerts', token)).json<{
            alerts: Array<{ type: string; template: string }>;
          }>();
          expect(alerts.find((a) => a.type === 'subscription')?.template).toBe(
            '{name} abone oldu! Desteğin için teşekkürler!',
          );
        });

        it('uses the streamer’s template and stays quiet for a switched-off alert', async () => {
          const { token } = await world.streamer();
          await world.api('PUT', '/api/bot/alerts/follow', token, {
            template: 'Welcome {name} to {channel}',
          });
          await world.api('PUT', '/api/bot/alerts/subscription', token, { enabled: false });
          kick().follow({ broadcasterUserId: STREAMER, username: 'lurker_lee' });
          kick().subscribe({ broadcasterUserId: STREAMER, username: 'sub_sam' });
          await world.settle();
          expect(world.botLines().map((l) => l.content)).toEqual([
            'Welcome lurker_lee to kyo_demo',
          ]);
        });
      });

      describe('webhook delivery', () => {
        it('answers a webhook delivered twice, or delivered again later, once', async () => {
          const { token } = await world.streamer();
          await hello(token);
          const line = await world.chat('pixel_pat', '!hello', { duplicate: true });
          await world.settle();
          const delivery = kick()
            .deliveries()
            .find((d) => (d.body as { message_id: string }).message_id === line.messageId)!;
          kick().redeliver(delivery.messageId);
          await world.settle();
          expect(world.botLines().map((l) => l.content)).toEqual(['Hello pixel_pat!']);
          const states = kick()
            .deliveries()
            .filter((d) => d.messageId === delivery.messageId)
            .map((d) => d.statusCode);
          expect(states).toEqual([200, 200, 200]);
        });

        it('answers a command once when Kick retries it hours later with a fresh timestamp', async () => {
          const { token } = await world.streamer();
          await hello(token);
          const sent = world.platforms.clock.now();
          const line = await world.chat('pixel_pat', '!hello');
          await world.settle();
          const delivery = kick()
            .deliveries()
            .find((d) => (d.body as { message_id: string }).message_id === line.messageId)!;
          // Chat goes on for a while (memory lets go of old ids and outbox keys), then Kick tries
          // again: each attempt is signed with its own time, so the header is fresh every time.
          for (const minutes of [24, 60 * 23]) {
            world.platforms.clock.set(sent + minutes * 60_000);
            await world.chat('lurker_lee', '!hello');
            await world.settle();
            kick().redeliver(delivery.messageId);
            await world.settle();
          }
          expect(world.botLines().map((l) => l.content)).toEqual([
            'Hello pixel_pat!',
            'Hello lurker_lee!',
            'Hello lurker_lee!',
          ]);
          const retries = kick()
            .deliveries()
            .filter((d) => d.messageId === delivery.messageId);
          expect(retries.map((d) => d.statusCode)).toEqual([200, 200, 200]);
          expect(new Set(retries.map((d) => d.timestamp)).size).toBe(3);
        });

        it('refuses a forged signature with 403 and does not answer it', async () => {
          const { token } = await world.streamer();
          await hello(token);
          await world.chat('pixel_pat', 'warming up');
          await world.settle();
          const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
            type: 'pkcs8',
            format: 'pem',
          }) as string;
          const response = await postWebhook('!hello', { privateKey: forger });
          expect(response.status).toBe(403);
          await world.settle();
          expect(world.botLines()).toEqual([]);
        });

        it('refuses a stale or future timestamp with 403, and accepts a fresh one', async () => {
          const { token } = await world.streamer();
          await hello(token);
          await world.chat('pixel_pat', 'warming up');
          await world.settle();
          const now = world.platforms.clock.now();
          expect((await postWebhook('!hello', { timestampMs: now - 6 * 60_000 })).status).toBe(403);
          expect((await postWebhook('!hello', { timestampMs: now + 2 * 60_000 })).status).toBe(403);
          await world.settle();
          expect(world.botLines()).toEqual([]);
          expect((await postWebhook('!hello', {})).status).toBe(200);
          await world.settle();
          expect(world.botLines()).toHaveLength(1);
        });
      });

      describe('when Kick fails', () => {
        it('backs off when Kick answers 429 and posts exactly one message', async () => {
          const { token } = await world.streamer();
          await hello(token);
          faults().add({
            provider: 'kick',
            pathContains: '/public/v1/chat',
            method: 'POST',
            status: 429,
            count: 2,
          });
          await world.chat('pixel_pat', '!hello');
          await world.settle();
          expect(world.botLines().map((l) => l.content)).toEqual(['Hello pixel_pat!']);
          expect(faults().list()).toEqual([]);
          const status = await world.status(token);
          expect(status.counters).toMatchObject({ messagesSent: 1, messagesFailed: 0 });
        });

        it('honours Retry-After on a 429', async () => {
          const { token } = await world.streamer();
          await hello(token);
          faults().add({
            provider: 'kick',
            pathContains: '/public/v1/chat',
            status: 429,
            retryAfterSeconds: 1,
            count: 1,
          });
          const started = performance.now();
          await world.chat('pixel_pat', '!hello');
          await world.settle();
          expect(performance.now() - started).toBeGreaterThanOrEqual(950);
          expect(world.botLines()).toHaveLength(1);
        });

        it('shows a failed send on the status page when Kick is down', async () => {
          const { token } = await world.streamer();
          await hello(token);
          faults().add({ provider: 'kick', pathContains: '/public/v1/chat', status: 503 });
          await world.chat('pixel_pat', '!hello');
          await world.settle();
          expect(world.botLines()).toEqual([]);
          const status = await world.status(token);
          expect(status.counters).toMatchObject({ messagesSent: 0, messagesFailed: 1 });
          expect(status.recentMessages[0]).toMatchObject({
            content: 'Hello pixel_pat!',
            status: 'failed',
          });
          expect(status.recentMessages[0]!.error).toContain('Kick is not answering (503)');
          expect(status.recentErrors[0]).toMatchObject({ source: 'send' });
        });

        it('records that Kick needs a reconnect instead of failing silently', async () => {
          const { tokens } = world.platforms.server.emulator;
          tokens.setLifetimes({ provider: 'kick', accessTokenSeconds: 120 });
          const { token } = await world.streamer();
          await hello(token);
          const grant = tokens.list({ provider: 'kick' }).find((g) => g.account === 'kyo_demo')!;
          tokens.revoke({ provider: 'kick', grantId: grant.grantId });
          // The token is due for a refresh, which Kick now refuses: the grant is dead.
          world.platforms.clock.advance(90_000);
          await world.chat('pixel_pat', '!hello');
          await world.settle();
          expect(world.botLines()).toEqual([]);
          const status = await world.status(token);
          expect(status.kick.status).toBe('needs_reconnect');
          expect(status.recentErrors.map((e) => e.message).sort()).toEqual([
            'Kick needs a reconnect: access was revoked or has expired. Reconnect it in Settings → Connections.',
            'Kick needs a reconnect: the bot cannot post until you connect Kick again.',
          ]);
          expect(status.recentMessages[0]).toMatchObject({ status: 'failed' });
        });
      });

      describe('bookkeeping', () => {
        it('marks a send interrupted by a crash as failed instead of posting it again', async () => {
          const { token, userId } = await world.streamer();
          const now = world.platforms.clock.now();
          await db().db.execute(sql`
        insert into bot_outbox (id, user_id, idempotency_key, source, content, status, created_at)
        values (${randomUUID()}, ${userId}, 'cmd:lost', 'command', 'never confirmed', 'pending',
                ${new Date(now - 10 * 60_000).toISOString()})`);
          await world.app.chat.housekeeping();
          const status = await world.status(token);
          expect(status.recentMessages[0]).toMatchObject({
            content: 'never confirmed',
            status: 'failed',
          });
          expect(status.recentErrors[0]!.message).toContain('Interrupted');
          expect(world.botLines()).toEqual([]);
        });
      });

      describe('the bot switch', () => {
        it('stops replies and alerts when off, while events are still counted', async () => {
          const { token } = await world.streamer();
          await hello(token);
          const off = await world.api('PUT', '/api/bot/settings', token, { enabled: false });
          expect(off.json()).toMatchObject({ enabled: false });
          await world.chat('pixel_pat', '!hello');
          kick().follow({ broadcasterUserId: STREAMER, username: 'lurker_lee' });
          await world.settle();
          expect(world.botLines()).toEqual([]);
          const status = await world.status(token);
          expect(status.counters.eventsReceived).toBe(2);
          expect(status.recentEvents.map((e) => e.summary)).toEqual([
            'lurker_lee followed',
            'pixel_pat: !hello',
          ]);
          await world.api('PUT', '/api/bot/settings', token, { enabled: true });
          await world.chat('pixel_pat', '!hello');
          await world.settle();
          expect(world.botLines()).toHaveLength(1);
        });
      });
    },
  );
