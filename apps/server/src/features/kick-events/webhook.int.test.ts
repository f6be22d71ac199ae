import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  type ChannelEvent,
  type KickEvent,
  kickEventPayloadSchemas,
  repairTextDeep,
  toChannelEvent,
} from '@kyo/contracts';
import { SEED } from '@kyo/emulator';
import { buildTestApp } from '../../../test/app';
import { describeEachDatabase } from '../../../test/db';
import { signUp } from '../../../test/factories';
import {
  type IngestWorld,
  newMessageId,
  rfc3339,
  startIngestWorld,
} from './kick-events.test-helper';
import { quickChatPayload } from './quick-chat-payload';

const followBody = JSON.stringify({
  broadcaster: { user_id: SEED.kick.streamer.userId, username: 'kyo_demo', is_anonymous: false },
  follower: { user_id: 2005, username: 'lurker_lee', is_anonymous: false },
});

describeEachDatabase('Kick webhook ingest', (db) => {
  let world: IngestWorld;
  let received: ChannelEvent[];
  let unsubscribe: () => void;
  beforeAll(async () => {
    world = await startIngestWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => {
    await world.reset();
    received = [];
    unsubscribe = world.app.services.bus.subscribe(
      'kick.event',
      (event) => void received.push(event),
    );
  });
  afterEach(() => unsubscribe());

  const post = (request: { headers: Record<string, string>; body: string }, app = world.app) =>
    app.inject({
      method: 'POST',
      url: '/api/kick/webhook',
      headers: request.headers,
      payload: request.body,
    });
  const settle = async () => {
    await world.platforms.server.emulator.whenIdle();
    await world.app.services.bus.drain();
  };

  it('acknowledges but publishes nothing for a channel no one has connected', async () => {
    const before = world.app.kickEvents.ingestStats();
    const request = world.signed({ type: 'channel.followed', body: followBody });
    expect((await post(request)).json()).toEqual({ status: 'accepted' });
    await settle();
    expect(received).toEqual([]);
    expect(world.app.kickEvents.ingestStats().unowned - before.unowned).toBe(1);
  });

  it('publishes every verified event the emulator delivers on the bus, read once with its owner', async () => {
    const { userId } = await world.streamer();
    const kick = world.platforms.server.emulator.kick;
    const sent = [
      kick.sendChat({
        broadcasterUserId: SEED.kick.streamer.userId,
        username: 'pixel_pat',
        content: 'hi',
        badges: ['vip'],
      }),
      kick.follow({ broadcasterUserId: SEED.kick.streamer.userId, username: 'lurker_lee' }),
    ].flatMap((result) => result.deliveries.map((d) => d.id));
    await settle();
    // (The bot's thanks for the follow comes back as a chat line of its own: not these two.)
    const ours = kick.deliveries().filter((d) => sent.includes(d.id));
    expect(ours.map((d) => [d.event, d.statusCode]).sort()).toEqual([
      ['channel.followed', 200],
      ['chat.message.sent', 200],
    ]);
    const ids = new Set(ours.map((d) => d.messageId));
    expect(
      received
        .filter((e) => ids.has(e.id))
        .map((e) => e.source)
        .sort(),
    ).toEqual(['channel.followed', 'chat.message.sent']);
    const chat = received.find((e) => e.source === 'chat.message.sent' && ids.has(e.id))!;
    expect(chat).toMatchObject({
      kind: 'chat',
      ownerId: userId,
      channelName: 'kyo_demo',
      broadcasterUserId: 1001,
      sentAt: world.platforms.clock.now(),
    });
    if (chat.kind !== 'chat') throw new Error('expected a chat message');
    expect(chat.sender.badges.map((b) => b.type)).toEqual(['vip']);
    expect(chat.id).toBe(ours.find((d) => d.event === 'chat.message.sent')!.messageId);
  });

  it('acknowledges a duplicate delivery without publishing it again', async () => {
    await world.streamer();
    world.platforms.server.emulator.kick.follow({
      broadcasterUserId: SEED.kick.streamer.userId,
      username: 'lurker_lee',
      duplicate: true,
    });
    await settle();
    const follows = world.platforms.server.emulator.kick
      .deliveries()
      .filter((d) => d.event === 'channel.followed');
    expect(follows.map((d) => [d.kind, d.statusCode])).toEqual([
      ['duplicate', 200],
      ['original', 200],
    ]);
    expect(received.filter((e) => e.source === 'channel.followed')).toHaveLength(1);
    const request = world.signed({ type: 'channel.followed', body: followBody });
    expect((await post(request)).json()).toEqual({ status: 'accepted' });
    expect((await post(request)).json()).toEqual({ status: 'duplicate' });
    await settle();
    expect(received.filter((e) => e.source === 'channel.followed')).toHaveLength(2);
  });

  it('remembers message ids across a restart (and across nodes): the table decides', async () => {
    const request = world.signed({ type: 'channel.followed', body: followBody });
    expect((await post(request)).json()).toEqual({ status: 'accepted' });
    // One node decides from memory, but answers only once the id is in the table: a process that
    // dies before that gets the delivery again rather than forgetting it.
    const stored = await db().db.execute(
      sql`select count(*)::int as n from kick_webhook_messages where message_id = ${request.headers['kick-event-message-id']}`,
    );
    expect((stored as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
    const other = await buildTestApp(db(), {
      config: world.platforms.config(),
      clock: world.platforms.clock,
    });
    try {
      expect((await post(request, other)).json()).toEqual({ status: 'duplicate' });
    } finally {
      await other.close();
    }
  });

  it('keeps message ids a day (Kick retries for that long) and forgets them an hour later', async () => {
    await post(world.signed({ type: 'channel.followed', body: followBody }));
    world.platforms.clock.advance(24 * 3600_000);
    expect(await world.app.kickEvents.pruneMessageIds()).toBe(0);
    world.platforms.clock.advance(3600_000 + 1000);
    await post(world.signed({ type: 'channel.followed', body: followBody }));
    expect(await world.app.kickEvents.pruneMessageIds()).toBe(1);
    const rows = await db().db.execute(sql`select count(*)::int as n from kick_webhook_messages`);
    expect((rows as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
  });

  it('answers 400 naming the missing headers', async () => {
    const request = world.signed({ type: 'channel.followed', body: followBody });
    const { 'kick-event-signature': _s, 'kick-event-message-id': _m, ...headers } = request.headers;
    const response = await post({ headers, body: request.body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Missing webhook headers: kick-event-message-id, kick-event-signature',
    );
    await settle();
    expect(received).toEqual([]);
  });

  it('refuses a bad signature with 403 and changes nothing', async () => {
    await world.streamer({ subscribe: false });
    const messageId = newMessageId();
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }) as string;
    const forged = world.signed({
      type: 'channel.followed',
      body: followBody,
      messageId,
      privateKey: forger,
    });
    const forgedResponse = await post(forged);
    expect(forgedResponse.statusCode).toBe(403);
    expect(forgedResponse.json().error).toBe('invalid_signature');
    const genuine = world.signed({ type: 'channel.followed', body: followBody, messageId });
    const tampered = { ...genuine, body: followBody.replace('lurker_lee', 'evil_eve') };
    expect((await post(tampered)).statusCode).toBe(403);
    // Nothing was recorded: the genuine message with the same id still goes through.
    expect((await post(genuine)).json()).toEqual({ status: 'accepted' });
    await settle();
    expect(received).toHaveLength(1);
  });

  it('refuses a stale or future timestamp with 403, and reads Kick’s doubled timestamp', async () => {
    await world.streamer({ subscribe: false });
    const now = world.platforms.clock.now();
    const stale = await post(
      world.signed({
        type: 'channel.followed',
        body: followBody,
        timestamp: rfc3339(now - 6 * 60_000),
      }),
    );
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error).toBe('stale_webhook');
    const future = await post(
      world.signed({
        type: 'channel.followed',
        body: followBody,
        timestamp: rfc3339(now + 90_000),
      }),
    );
    expect(future.statusCode).toBe(403);
    const garbage = await post(
      world.signed({ type: 'channel.followed', body: followBody, timestamp: 'soon' }),
    );
    expect(garbage.statusCode).toBe(403);
    const day = rfc3339(now).slice(0, 11);
    const doubled = await post(
      world.signed({
        type: 'channel.followed',
        body: followBody,
        timestamp: `${day}${rfc3339(now - 1000)}`,
      }),
    );
    expect(doubled.json()).toEqual({ status: 'accepted' });
    await settle();
    expect(received).toHaveLength(1);
  });

  it('acknowledges and ignores an unknown event type or version', async () => {
    expect((await post(world.signed({ type: 'channel.raided', body: '{}' }))).json()).toEqual({
      status: 'ignored',
    });
    expect(
      (
        await post(world.signed({ type: 'channel.followed', body: followBody, version: '2' }))
      ).json(),
    ).toEqual({ status: 'ignored' });
    await settle();
    expect(received).toEqual([]);
  });

  it('acknowledges a verified payload that does not match its event (200 invalid), and refuses a body that is not JSON', async () => {
    const before = world.app.kickEvents.ingestStats();
    const bad = await post(
      world.signed({ type: 'channel.followed', body: JSON.stringify({ follower: {} }) }),
    );
    // A 4xx would make Kick retry the same body and then drop the subscription.
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual({ status: 'invalid' });
    expect(
      (await post(world.signed({ type: 'channel.followed', body: 'not json' }))).statusCode,
    ).toBe(400);
    await settle();
    expect(received).toEqual([]);
    const after = world.app.kickEvents.ingestStats();
    expect([
      after.accepted - before.accepted,
      after.invalid - before.invalid,
      after.rejected - before.rejected,
    ]).toEqual([0, 1, 1]);
  });

  it('reads a chat line as its schema does, by the quick path or through the schema', async () => {
    const { userId } = await world.streamer();
    const user = (id: number, name: string) => ({
      user_id: id,
      username: name,
      is_anonymous: false,
    });
    const bodies = [
      // The quick path's: repaired text, null optional fields, a field Kick may add some day.
      {
        message_id: 'kick-line-1',
        broadcaster: { ...user(SEED.kick.streamer.userId, 'kyo_demo'), identity: null },
        sender: {
          ...user(2001, 'pixel_pat'),
          is_verified: null,
          profile_picture: null,
          identity: { username_color: null, badges: [{ type: 'vip', text: null, count: null }] },
        },
        content: 'nul \u0000 and lone \ud800 [emote:37226:KEKW]',
        emotes: null,
        replies_to: { message_id: 'kick-line-0', content: null, sender: null },
        created_at: null,
        new_field: { anything: [1] },
      },
      // The schema's alone (it reads any emote id as a string): the quick path leaves it to it.
      {
        message_id: 'kick-line-2',
        broadcaster: user(SEED.kick.streamer.userId, 'kyo_demo'),
        sender: user(2002, 'lurker_lee'),
        content: 'hi',
        emotes: [{ emote_id: true }],
      },
    ];
    const repaired = bodies.map((body) => repairTextDeep(body));
    expect(repaired.map((body) => quickChatPayload(body) !== null)).toEqual([true, false]);
    for (const body of bodies) {
      const request = world.signed({ type: 'chat.message.sent', body: JSON.stringify(body) });
      expect((await post(request)).json()).toEqual({ status: 'accepted' });
    }
    await settle();
    const lines = received.filter((e) => e.source === 'chat.message.sent');
    expect(lines).toHaveLength(2);
    lines.forEach((line, i) => {
      const payload = kickEventPayloadSchemas['chat.message.sent'].parse(repaired[i]);
      const event = { ...line, type: 'chat.message.sent', messageId: line.id, payload };
      expect(line).toEqual(toChannelEvent(event as KickEvent, { userId, username: 'kyo_demo' }));
    });
    expect(lines[0]).toMatchObject({ content: 'nul  and lone \uFFFD [emote:37226:KEKW]' });
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const huge = JSON.stringify({ pad: 'x'.repeat(1024 * 1024) });
    const response = await post(world.signed({ type: 'channel.followed', body: huge }));
    expect(response.statusCode).toBe(413);
  });

  it('leaves the rest of the API on its JSON parser and body cap', async () => {
    const user = await signUp(world.app);
    expect(user.token).toBeTruthy();
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<hello/>',
    });
    expect(response.statusCode).toBe(415);
  });
});
