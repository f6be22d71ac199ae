/* eslint-disable @typescript-eslint/no-explicit-any -- parsed JSON bodies are read freely and checked with expect */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../state/seed';
import {
  ALL_KICK_SCOPES,
  type TestEmulator,
  bearer,
  form,
  json,
  kickTokens,
  startTestEmulator,
} from '../test/harness';

let emu: TestEmulator;
let token: string;
const api = (path: string) => `${emu.url}/kick/api/public/v1${path}`;
const streamer = SEED.kick.streamer.userId;

beforeAll(async () => {
  emu = await startTestEmulator();
  token = (await kickTokens(emu.url, ALL_KICK_SCOPES)).access_token;
});
afterAll(() => emu.close());

async function get(path: string, bearerToken = token) {
  const response = await fetch(api(path), bearer(bearerToken));
  return {
    status: response.status,
    body: (await response.json()) as { data: any; message: string },
  };
}

describe('Kick API authentication', () => {
  it('answers 401 {"data":{},"message":"Unauthorized"} without a token or with an unknown one', async () => {
    const missing = await fetch(api('/users'));
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ data: {}, message: 'Unauthorized' });
    expect((await get('/users', 'made-up')).status).toBe(401);
  });

  it('answers 401 once the injected clock passes the token expiry', async () => {
    const short = await kickTokens(emu.url, ['user:read']);
    expect((await get('/users', short.access_token)).status).toBe(200);
    emu.clock.advance(short.expires_in * 1000);
    expect(await get('/users', short.access_token)).toEqual({
      status: 401,
      body: { data: {}, message: 'Unauthorized' },
    });
    token = (await kickTokens(emu.url, ALL_KICK_SCOPES)).access_token;
  });

  it('answers 401 for a token expired through the control API', async () => {
    const tokens = await kickTokens(emu.url, ['user:read']);
    expect(
      emu.emulator.tokens.expire({ provider: 'kick', kind: 'access', token: tokens.access_token }),
    ).toEqual({ expired: 1 });
    expect((await get('/users', tokens.access_token)).status).toBe(401);
  });

  it('answers 403 when the token lacks the scope of the endpoint', async () => {
    const limited = await kickTokens(emu.url, ['user:read']);
    expect(await get('/channels', limited.access_token)).toEqual({
      status: 403,
      body: { data: {}, message: 'Forbidden' },
    });
    const chat = await fetch(
      api('/chat'),
      json('POST', { type: 'bot', content: 'hi' }, limited.access_token),
    );
    expect(chat.status).toBe(403);
  });
});

describe('Kick users and channels', () => {
  it('returns the token owner with email, and other users without', async () => {
    const me = await get('/users');
    expect(me.body).toEqual({
      data: [
        {
          user_id: streamer,
          name: 'kyo_demo',
          email: 'kyo_demo@example.com',
          profile_picture: expect.stringContaining('/images/'),
        },
      ],
      message: 'OK',
    });
    const others = await get('/users?id=2001&id=2002&id=999999');
    expect(others.body.data.map((u: { name: string; email: string }) => [u.name, u.email])).toEqual(
      [
        ['pixel_pat', ''],
        ['mod_mira', ''],
      ],
    );
  });

  it('returns the own channel with its stream key, and channels by slug or id', async () => {
    const own = await get('/channels');
    expect(own.body.data[0]).toMatchObject({
      broadcaster_user_id: streamer,
      slug: 'kyo_demo',
      stream_title: 'Chill stream with Kyo',
      category: { id: 15, name: 'Just Chatting' },
      stream: {
        is_live: false,
        viewer_count: 0,
        start_time: '0001-01-01T00:00:00Z',
        key: expect.stringMatching(/^sk_/),
      },
    });
    const bySlug = await get('/channels?slug=luna_plays');
    expect(bySlug.body.data[0]).toMatchObject({
      broadcaster_user_id: 1002,
      stream: { key: '', url: '' },
    });
    expect(
      (await get('/channels?broadcaster_user_id=1001&broadcaster_user_id=1002')).body.data,
    ).toHaveLength(2);
  });

  it('reports a seeded channel by slug with the avatar, banner, category, title and live state the control API set', async () => {
    const nova = SEED.kick.otherStreamers[0];
    const before = (await get(`/channels?slug=${nova.username}`)).body.data[0];
    expect(before).toMatchObject({
      broadcaster_user_id: nova.userId,
      stream_title: nova.title,
      category: { name: 'Minecraft' },
      stream: { is_live: false },
    });
    expect(before.banner_picture).toMatch(/^http/);
    const control = (path: string, body: unknown) =>
      fetch(`${emu.url}/control/kick/channels/${nova.userId}${path}`, {
        method: path ? 'POST' : 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const patched = await control('', {
      avatarUrl: 'https://cdn.example/nova.png',
      bannerUrl: 'https://cdn.example/nova-banner.png',
      category: 'Speedrunning',
      title: 'Glitchless runs',
    });
    expect(patched.status).toBe(200);
    expect((await control('/live', {})).status).toBe(200);
    expect((await get(`/channels?slug=${nova.username}`)).body.data[0]).toMatchObject({
      profile_picture: 'https://cdn.example/nova.png',
      banner_picture: 'https://cdn.example/nova-banner.png',
      category: { name: 'Speedrunning' },
      stream_title: 'Glitchless runs',
      stream: { is_live: true },
    });
    const refused = await control('', { avatarUrl: 'javascript:alert(1)' });
    expect(refused.status).toBe(400);
    expect((await control('/offline', {})).status).toBe(200);
  });

  it('rejects slug and id together, and an unknown slug, with 400', async () => {
    expect((await get('/channels?slug=kyo_demo&broadcaster_user_id=1001')).status).toBe(400);
    expect(await get('/channels?slug=nobody_here')).toEqual({
      status: 400,
      body: { data: 'Channel not found', message: 'Bad request' },
    });
  });

  it('shows live state, title, category, viewer count and start time after going live', async () => {
    emu.emulator.kick.goLive({
      broadcasterUserId: streamer,
      title: 'Speedrun night',
      category: 'Minecraft',
      viewerCount: 123,
    });
    const channel = (await get('/channels')).body.data[0];
    expect(channel).toMatchObject({
      stream_title: 'Speedrun night',
      category: { id: 101, name: 'Minecraft' },
      stream: {
        is_live: true,
        viewer_count: 123,
        start_time: new Date(emu.clock.now()).toISOString().replace('.000', ''),
      },
    });
    const live = await get('/livestreams');
    expect(live.body.data).toEqual([
      expect.objectContaining({
        broadcaster_user_id: streamer,
        slug: 'kyo_demo',
        viewer_count: 123,
        has_mature_content: false,
      }),
    ]);
    expect((await get('/livestreams/stats')).body.data).toEqual({ total_count: 1 });
    emu.emulator.kick.goOffline({ broadcasterUserId: streamer });
    expect((await get('/livestreams')).body.data).toEqual([]);
  });

  it('updates title and category with PATCH /channels (204)', async () => {
    const response = await fetch(
      api('/channels'),
      json('PATCH', { stream_title: 'New title', category_id: 103 }, token),
    );
    expect(response.status).toBe(204);
    expect((await get('/channels')).body.data[0]).toMatchObject({
      stream_title: 'New title',
      category: { name: 'Music' },
    });
    const bad = await fetch(api('/channels'), json('PATCH', { category_id: 'music' }, token));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { data: string }).data).toContain('category_id');
  });
});

describe('Kick chat', () => {
  it('sends a bot message: envelope with a UUID message id, visible in the chat log as from the app', async () => {
    const response = await fetch(
      api('/chat'),
      json('POST', { type: 'bot', content: 'Hello chat!' }, token),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { is_sent: boolean; message_id: string };
      message: string;
    };
    expect(body).toEqual({
      data: { is_sent: true, message_id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      message: 'OK',
    });
    const log = emu.emulator.kick.chatLog(streamer);
    expect(log.at(-1)).toMatchObject({
      messageId: body.data.message_id,
      content: 'Hello chat!',
      fromApp: true,
      apiType: 'bot',
      sender: { username: 'kyo_bot' },
    });
  });

  it('sends a user message as the token owner into broadcaster_user_id, replying to a message', async () => {
    const viewerLine = emu.emulator.kick.sendChat({
      broadcasterUserId: 1002,
      username: 'pixel_pat',
      content: 'hi luna',
    });
    const response = await fetch(
      api('/chat'),
      json(
        'POST',
        {
          type: 'user',
          content: 'hi pat',
          broadcaster_user_id: 1002,
          reply_to_message_id: viewerLine.messageId,
        },
        token,
      ),
    );
    expect(response.status).toBe(200);
    expect(emu.emulator.kick.chatLog(1002).at(-1)).toMatchObject({
      content: 'hi pat',
      sender: { username: 'kyo_demo' },
      repliesToMessageId: viewerLine.messageId,
      fromApp: true,
    });
  });

  it('accepts 500 characters and rejects 501 with a 400 naming content', async () => {
    const ok = await fetch(
      api('/chat'),
      json('POST', { type: 'bot', content: 'x'.repeat(500) }, token),
    );
    expect(ok.status).toBe(200);
    const tooLong = await fetch(
      api('/chat'),
      json('POST', { type: 'bot', content: 'x'.repeat(501) }, token),
    );
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      data: 'content: must be at most 500 characters',
      message: 'Bad request',
    });
  });

  it('requires broadcaster_user_id for type user', async () => {
    const response = await fetch(
      api('/chat'),
      json('POST', { type: 'user', content: 'hey' }, token),
    );
    expect(await response.json()).toEqual({
      data: 'broadcaster_user_id is required',
      message: 'Bad request',
    });
  });

  it('deletes a chat message (204) and then 404s it', async () => {
    const line = emu.emulator.kick.sendChat({
      broadcasterUserId: streamer,
      username: 'lurker_lee',
      content: 'spam',
    });
    const first = await fetch(api(`/chat/${line.messageId}`), {
      method: 'DELETE',
      ...bearer(token),
    });
    expect(first.status).toBe(204);
    expect(
      emu.emulator.kick.chatLog(streamer).find((m) => m.messageId === line.messageId)?.deleted,
    ).toBe(true);
    const again = await fetch(api(`/chat/${line.messageId}`), {
      method: 'DELETE',
      ...bearer(token),
    });
    expect(again.status).toBe(404);
  });
});

describe('Kick event subscriptions', () => {
  it('creates, lists and deletes subscriptions with per-event results', async () => {
    const created = await fetch(
      api('/events/subscriptions'),
      json(
        'POST',
        {
          method: 'webhook',
          events: [
            { name: 'chat.message.sent', version: 1 },
            { name: 'channel.raided', version: 1 },
          ],
        },
        token,
      ),
    );
    const results = (
      (await created.json()) as {
        data: { name: string; subscription_id: string | null; error: string | null }[];
      }
    ).data;
    expect(results[0]).toMatchObject({
      name: 'chat.message.sent',
      version: 1,
      error: null,
      subscription_id: expect.stringMatching(/^[0-9A-Z]{26}$/),
    });
    expect(results[1]).toMatchObject({
      name: 'channel.raided',
      subscription_id: null,
      error: 'event not found',
    });

    const listed = (await get('/events/subscriptions')).body.data;
    expect(listed).toEqual([
      expect.objectContaining({
        id: results[0]!.subscription_id,
        app_id: 'kyo-kick',
        broadcaster_user_id: streamer,
        event: 'chat.message.sent',
        version: 1,
        method: 'webhook',
      }),
    ]);
    const deleted = await fetch(api(`/events/subscriptions?id=${results[0]!.subscription_id}`), {
      method: 'DELETE',
      ...bearer(token),
    });
    expect(deleted.status).toBe(204);
    expect((await get('/events/subscriptions')).body.data).toEqual([]);
  });

  it('requires broadcaster_user_id with an app token', async () => {
    const app = (await (
      await fetch(
        `${emu.url}/kick/id/oauth/token`,
        form({
          grant_type: 'client_credentials',
          client_id: 'kyo-kick',
          client_secret: 'kick-secret',
        }),
      )
    ).json()) as { access_token: string };
    const body = { method: 'webhook', events: [{ name: 'channel.followed', version: 1 }] };
    const missing = await fetch(api('/events/subscriptions'), json('POST', body, app.access_token));
    expect(await missing.json()).toEqual({
      data: 'broadcaster_user_id is required for app tokens',
      message: 'Bad request',
    });
    const ok = await fetch(
      api('/events/subscriptions'),
      json('POST', { ...body, broadcaster_user_id: 1002 }, app.access_token),
    );
    expect(ok.status).toBe(200);
    expect(
      emu.emulator.kick.eventSubscriptions().filter((s) => s.broadcaster_user_id === 1002),
    ).toHaveLength(1);
  });
});

describe('Kick moderation', () => {
  it('bans a user for some minutes; the banned viewer can no longer chat through the control API', async () => {
    const response = await fetch(
      api('/moderation/bans'),
      json(
        'POST',
        { broadcaster_user_id: streamer, user_id: 2005, duration: 10, reason: 'spam' },
        token,
      ),
    );
    expect(await response.json()).toEqual({ data: {}, message: 'OK' });
    expect(() =>
      emu.emulator.kick.sendChat({
        broadcasterUserId: streamer,
        username: 'lurker_lee',
        content: 'let me in',
      }),
    ).toThrow(/lurker_lee is timed out until \S+ in this channel/);
    const unban = await fetch(
      api('/moderation/bans'),
      json('DELETE', { broadcaster_user_id: streamer, user_id: 2005 }, token),
    );
    expect(unban.status).toBe(200);
    expect(
      emu.emulator.kick.sendChat({
        broadcasterUserId: streamer,
        username: 'lurker_lee',
        content: 'thanks',
      }).content,
    ).toBe('thanks');
  });

  it('rejects a ban longer than seven days', async () => {
    const response = await fetch(
      api('/moderation/bans'),
      json('POST', { broadcaster_user_id: streamer, user_id: 2005, duration: 10_081 }, token),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { data: string }).data).toMatch(/^duration/);
  });
});

describe('Kick public key and leaderboard', () => {
  it('serves the SPKI PEM public key without authentication', async () => {
    const response = await fetch(api('/public-key'));
    const body = (await response.json()) as { data: { public_key: string } };
    expect(body.data.public_key).toMatch(
      /^-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA/,
    );
  });

  it('ranks Kicks gifters', async () => {
    emu.emulator.kick.giftKicks({ broadcasterUserId: streamer, username: 'vip_vic', amount: 500 });
    emu.emulator.kick.giftKicks({ broadcasterUserId: streamer, username: 'sub_sam', amount: 100 });
    emu.emulator.kick.giftKicks({ broadcasterUserId: streamer, username: 'sub_sam', amount: 450 });
    const board = (await get('/kicks/leaderboard?top=5')).body.data;
    expect(board.lifetime).toEqual([
      { user_id: 2004, username: 'sub_sam', gifted_amount: 550, rank: 1 },
      { user_id: 2003, username: 'vip_vic', gifted_amount: 500, rank: 2 },
    ]);
  });
});
