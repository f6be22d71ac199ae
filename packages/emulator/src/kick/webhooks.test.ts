/* eslint-disable @typescript-eslint/no-explicit-any -- parsed JSON bodies are read freely and checked with expect */
import { verify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../state/seed';
import {
  type ReceivedRequest,
  type TestEmulator,
  json,
  kickTokens,
  startReceiver,
  startTestEmulator,
} from '../test/harness';
import { KICK_EVENTS } from './catalog';

let emu: TestEmulator;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let token: string;
const streamer = SEED.kick.streamer.userId;

beforeAll(async () => {
  receiver = await startReceiver();
  emu = await startTestEmulator({ kickWebhookUrl: receiver.url });
  token = (await kickTokens(emu.url, ['user:read', 'chat:write', 'events:subscribe'])).access_token;
  const subscribe = await fetch(
    `${emu.url}/kick/api/public/v1/events/subscriptions`,
    json(
      'POST',
      { method: 'webhook', events: KICK_EVENTS.map((name) => ({ name, version: 1 })) },
      token,
    ),
  );
  expect(subscribe.status).toBe(200);
});
afterAll(async () => {
  await emu.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
});

async function delivered(): Promise<ReceivedRequest[]> {
  await emu.emulator.whenIdle();
  return receiver.received;
}

function bodyOf(request: ReceivedRequest): any {
  return JSON.parse(request.body);
}

describe('Kick webhook delivery', () => {
  it('delivers a viewer chat message with badges and emotes, signed so the public key verifies it', async () => {
    emu.emulator.kick.sendChat({
      broadcasterUserId: streamer,
      username: 'mod_mira',
      content: 'Hello [emote:37226:KEKW] [emote:37226:KEKW]',
      badges: ['moderator', { type: 'subscriber', count: 6 }],
    });
    const [request] = await delivered();
    const h = request!.headers;
    expect(h['kick-event-type']).toBe('chat.message.sent');
    expect(h['kick-event-version']).toBe('1');
    expect(h['kick-event-message-id']).toMatch(/^[0-9A-Z]{26}$/);
    expect(h['kick-event-subscription-id']).toMatch(/^[0-9A-Z]{26}$/);
    expect(h['kick-event-message-timestamp']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const key = (
      (await (await fetch(`${emu.url}/kick/api/public/v1/public-key`)).json()) as {
        data: { public_key: string };
      }
    ).data.public_key;
    const signed = Buffer.from(
      `${String(h['kick-event-message-id'])}.${String(h['kick-event-message-timestamp'])}.${request!.body}`,
    );
    expect(
      verify('RSA-SHA256', signed, key, Buffer.from(h['kick-event-signature'] as string, 'base64')),
    ).toBe(true);
    expect(
      verify(
        'RSA-SHA256',
        Buffer.from(`${signed.toString()}x`),
        key,
        Buffer.from(h['kick-event-signature'] as string, 'base64'),
      ),
    ).toBe(false);

    expect(bodyOf(request!)).toEqual({
      message_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      broadcaster: expect.objectContaining({
        is_anonymous: false,
        user_id: streamer,
        username: 'kyo_demo',
        channel_slug: 'kyo_demo',
        identity: null,
      }),
      sender: {
        is_anonymous: false,
        user_id: 2002,
        username: 'mod_mira',
        is_verified: false,
        profile_picture: expect.any(String),
        channel_slug: 'mod_mira',
        identity: {
          username_color: expect.stringMatching(/^#[0-9A-F]{6}$/),
          badges: [
            { text: 'Moderator', type: 'moderator' },
            { text: 'Subscriber', type: 'subscriber', count: 6 },
          ],
        },
      },
      content: 'Hello [emote:37226:KEKW] [emote:37226:KEKW]',
      emotes: [
        {
          emote_id: '37226',
          positions: [
            { s: 6, e: 23 },
            { s: 25, e: 42 },
          ],
        },
      ],
      created_at: '2026-01-01T12:00:00Z',
    });
  });

  it('delivers a follow with both users and no timestamp in the body', async () => {
    emu.emulator.kick.follow({ broadcasterUserId: streamer, username: 'pixel_pat' });
    const [request] = await delivered();
    expect(request!.headers['kick-event-type']).toBe('channel.followed');
    expect(Object.keys(bodyOf(request!))).toEqual(['broadcaster', 'follower']);
    expect(bodyOf(request!).follower).toMatchObject({ username: 'pixel_pat', identity: null });
  });

  it('delivers a message the bot sent through the API, as Kick does', async () => {
    await fetch(
      `${emu.url}/kick/api/public/v1/chat`,
      json('POST', { type: 'bot', content: 'Thanks for the follow!' }, token),
    );
    const [request] = await delivered();
    expect(bodyOf(request!)).toMatchObject({
      content: 'Thanks for the follow!',
      sender: { username: 'kyo_bot', identity: { badges: [{ type: 'bot', text: 'Bot' }] } },
    });
  });

  it('delivers nothing for a channel without subscriptions', async () => {
    emu.emulator.kick.sendChat({
      broadcasterUserId: 1002,
      username: 'pixel_pat',
      content: 'anyone?',
    });
    emu.emulator.kick.follow({ broadcasterUserId: 1002, username: 'pixel_pat' });
    expect(await delivered()).toEqual([]);
  });

  it('redelivers a past event with the same message id and body', async () => {
    const { deliveries } = emu.emulator.kick.subscribe({
      broadcasterUserId: streamer,
      username: 'sub_sam',
    });
    const again = emu.emulator.kick.redeliver(deliveries[0]!.messageId);
    const [first, second] = await delivered();
    expect(again.kind).toBe('redelivery');
    expect(second!.headers['kick-event-message-id']).toBe(first!.headers['kick-event-message-id']);
    expect(second!.body).toBe(first!.body);
  });

  it('delivers an event twice with one message id when asked to', async () => {
    emu.emulator.kick.follow({ broadcasterUserId: streamer, username: 'vip_vic', duplicate: true });
    const requests = await delivered();
    expect(requests).toHaveLength(2);
    expect(requests[0]!.headers['kick-event-message-id']).toBe(
      requests[1]!.headers['kick-event-message-id'],
    );
  });

  it('records status and duration of every delivery', async () => {
    const { deliveries } = emu.emulator.kick.follow({
      broadcasterUserId: streamer,
      username: 'lurker_lee',
    });
    await delivered();
    const recorded = emu.emulator.kick.deliveries().find((d) => d.id === deliveries[0]!.id)!;
    expect(recorded).toMatchObject({
      event: 'channel.followed',
      state: 'delivered',
      statusCode: 200,
      error: null,
      url: receiver.url,
    });
    expect(recorded.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('records a failure, without crashing, when the receiver is down', async () => {
    const down = await startReceiver();
    await down.close();
    emu.emulator.kick.setWebhookUrl(down.url);
    try {
      const { deliveries } = emu.emulator.kick.follow({
        broadcasterUserId: streamer,
        username: 'pixel_pat',
      });
      await emu.emulator.whenIdle();
      const recorded = emu.emulator.kick.deliveries().find((d) => d.id === deliveries[0]!.id)!;
      expect(recorded).toMatchObject({ state: 'failed', statusCode: null, error: 'ECONNREFUSED' });
    } finally {
      emu.emulator.kick.setWebhookUrl(null);
    }
  });
});

describe('Kick event payloads', () => {
  it('sends subscriptions, renewals and gifts with months, expiry and giftees', async () => {
    emu.emulator.kick.subscribe({ broadcasterUserId: streamer, username: 'sub_sam' });
    emu.emulator.kick.resubscribe({ broadcasterUserId: streamer, username: 'sub_sam', months: 7 });
    const gift = emu.emulator.kick.giftSubs({
      broadcasterUserId: streamer,
      count: 3,
      gifter: 'vip_vic',
    });
    emu.emulator.kick.giftSubs({ broadcasterUserId: streamer, count: 1, anonymous: true });
    const [sub, renewal, gifts, anonymous] = (await delivered()).map(
      (r) => [r.headers['kick-event-type'], bodyOf(r)] as const,
    );
    expect(sub).toEqual([
      'channel.subscription.new',
      expect.objectContaining({
        duration: 1,
        created_at: '2026-01-01T12:00:00Z',
        expires_at: '2026-02-01T12:00:00Z',
      }),
    ]);
    expect(renewal![1]).toMatchObject({ duration: 7, subscriber: { username: 'sub_sam' } });
    expect(gifts![1].gifter).toMatchObject({ username: 'vip_vic' });
    expect(gifts![1].giftees.map((g: { username: string }) => g.username)).toEqual(gift.giftees);
    expect(gift.giftees).toHaveLength(3);
    expect(gift.giftees).not.toContain('vip_vic');
    expect(anonymous![1].gifter).toEqual({
      is_anonymous: true,
      user_id: null,
      username: null,
      is_verified: null,
      profile_picture: null,
      channel_slug: null,
      identity: null,
    });
  });

  it('sends Kicks with users lacking is_anonymous and identity', async () => {
    emu.emulator.kick.giftKicks({
      broadcasterUserId: streamer,
      username: 'vip_vic',
      amount: 500,
      name: 'Rage Quit',
      message: 'w',
    });
    const body = bodyOf((await delivered())[0]!);
    expect(Object.keys(body.sender).sort()).toEqual(
      ['channel_slug', 'profile_picture', 'user_id', 'username', 'is_verified'].sort(),
    );
    expect(body.gift).toEqual({
      amount: 500,
      name: 'Rage Quit',
      type: 'LEVEL_UP',
      tier: 'MID',
      message: 'w',
      pinned_time_seconds: 600,
    });
  });

  it('sends live, metadata and offline updates', async () => {
    emu.emulator.kick.goLive({ broadcasterUserId: streamer, title: 'Late night', category: 'Art' });
    emu.clock.advance(3_600_000);
    emu.emulator.kick.goOffline({ broadcasterUserId: streamer });
    const events: [unknown, any][] = (await delivered()).map((r) => [
      r.headers['kick-event-type'],
      bodyOf(r),
    ]);
    expect(events.map((e) => e[0])).toEqual([
      'livestream.metadata.updated',
      'livestream.status.updated',
      'livestream.status.updated',
    ]);
    expect(events[0]![1].metadata).toMatchObject({
      title: 'Late night',
      language: 'en',
      has_mature_content: false,
      category: { name: 'Art' },
    });
    expect(events[1]![1]).toMatchObject({ is_live: true, title: 'Late night', ended_at: null });
    expect(events[2]![1]).toMatchObject({
      is_live: false,
      started_at: events[1]![1].started_at,
      ended_at: expect.any(String),
    });
  });

  it('sends a ban with its expiry', async () => {
    emu.emulator.kick.ban({
      broadcasterUserId: streamer,
      username: 'lurker_lee',
      durationMinutes: 5,
      reason: 'caps',
    });
    const body = bodyOf((await delivered())[0]!);
    expect(body).toMatchObject({
      moderator: { username: 'kyo_demo' },
      banned_user: { username: 'lurker_lee' },
      metadata: { reason: 'caps' },
    });
    expect(Date.parse(body.metadata.expires_at) - Date.parse(body.metadata.created_at)).toBe(
      5 * 60_000,
    );
  });
});
