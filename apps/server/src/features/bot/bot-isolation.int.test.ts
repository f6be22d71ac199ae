import { randomUUID, sign } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '@kyo/emulator';
import { describeEachDatabase } from '../../../test/db';
import { startBotWorld, STREAMER, type BotWorld } from './bot-world.test-helper';

const OTHER = SEED.kick.secondStreamer.userId;
const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

describeEachDatabase('one tenant’s bad data never breaks another’s', (db) => {
  let world: BotWorld;
  beforeAll(async () => {
    world = await startBotWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  const kick = () => world.platforms.server.emulator.kick;

  async function echo(token: string) {
    const response = await world.api('POST', '/api/bot/commands', token, {
      name: 'echo',
      responses: ['{args}'],
      globalCooldownSeconds: 0,
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  /** A webhook signed with the emulator's key, as Kick would deliver it. */
  async function postWebhook(type: string, payload: object) {
    const body = JSON.stringify(payload);
    const messageId = `01J${randomUUID().replace(/-/g, '').slice(0, 23).toUpperCase()}`;
    const timestamp = rfc3339(world.platforms.clock.now());
    const privateKey =
      world.platforms.server.emulator.context.store.state.kick.keyPair.privateKeyPem;
    const signature = sign(
      'RSA-SHA256',
      Buffer.from(`${messageId}.${timestamp}.${body}`),
      privateKey,
    ).toString('base64');
    const response = await fetch(kick().webhookUrl()!, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'Kick-Event-Message-Id': messageId,
        'Kick-Event-Subscription-Id': '01JSUBSCRIPTION',
        'Kick-Event-Signature': signature,
        'Kick-Event-Message-Timestamp': timestamp,
        'Kick-Event-Type': type,
        'Kick-Event-Version': '1',
      },
      body,
    });
    return { status: response.status, body: (await response.json()) as { status: string } };
  }

  const broadcaster = { user_id: STREAMER, username: 'kyo_demo', channel_slug: 'kyo_demo' };

  it('answers both channels when a viewer of one sends NUL and lone surrogates', async () => {
    const a = await world.streamer();
    const b = await world.streamer(OTHER);
    await echo(a.token);
    await echo(b.token);
    await world.chat('pixel_pat', '!echo hi\u0000there \uD800!');
    await world.chat('lurker_lee', '!echo hello luna', { broadcasterUserId: OTHER });
    await world.settle();
    expect(world.botLines().map((l) => l.content)).toEqual(['hithere \uFFFD!']);
    expect(world.botLines(OTHER).map((l) => l.content)).toEqual(['hello luna']);
    for (const token of [a.token, b.token]) {
      const status = await world.status(token);
      expect(status.recentErrors).toEqual([]);
      expect(status.counters).toMatchObject({ messagesSent: 1, messagesFailed: 0 });
    }
  });

  describe('Kick payloads', () => {
    it('takes null wherever an optional field may be absent', async () => {
      await world.streamer();
      const nullUser = (username: string) => ({
        is_anonymous: null,
        user_id: 4242,
        username,
        is_verified: null,
        profile_picture: null,
        channel_slug: null,
        identity: { username_color: null, badges: null },
      });
      const follow = await postWebhook('channel.followed', {
        broadcaster,
        follower: nullUser('null_nick'),
      });
      const chat = await postWebhook('chat.message.sent', {
        message_id: randomUUID(),
        broadcaster,
        sender: nullUser('null_nick'),
        content: 'hi',
        emotes: null,
        replies_to: null,
        created_at: null,
      });
      const sub = await postWebhook('channel.subscription.new', {
        broadcaster,
        subscriber: nullUser('null_nick'),
        duration: null,
        created_at: null,
      });
      const gifts = await postWebhook('channel.subscription.gifts', {
        broadcaster,
        gifter: { ...nullUser(''), is_anonymous: true, user_id: null, username: null },
        giftees: null,
      });
      const ban = await postWebhook('moderation.banned', {
        broadcaster,
        moderator: null,
        banned_user: nullUser('null_nick'),
        metadata: null,
      });
      const meta = await postWebhook('livestream.metadata.updated', {
        broadcaster,
        metadata: { title: null, language: null, category: null },
      });
      for (const answer of [follow, chat, sub, gifts, ban, meta])
        expect(answer).toEqual({ status: 200, body: { status: 'accepted' } });
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual([
        'Thanks for the follow, null_nick! Welcome aboard 💚',
        'null_nick just subscribed! Thank you for the support!',
        'Anonymous gifted 0 subs to the community! You are amazing!',
      ]);
    });

    it('acknowledges a payload it cannot read, and shows its type and field to the streamer', async () => {
      const { token } = await world.streamer();
      const answer = await postWebhook('channel.followed', {
        broadcaster,
        follower: { user_id: 'not a number', username: 'odd' },
      });
      expect(answer).toEqual({ status: 200, body: { status: 'invalid' } });
      await world.settle();
      expect(world.botLines()).toEqual([]);
      expect(world.app.kickEvents.ingestStats()).toMatchObject({ invalid: 1 });
      const status = await world.status(token);
      expect(status.recentErrors.map((e) => [e.source, e.message])).toEqual([
        [
          'webhook',
          'Kick sent a channel.followed event we could not read (follower.user_id); it was skipped.',
        ],
      ]);
    });
  });
});
