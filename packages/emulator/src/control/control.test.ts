import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ControlError } from '../shared/control-error';
import { SEED } from '../state/seed';
import { type TestEmulator, bearer, json, kickTokens, startTestEmulator } from '../test/harness';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(
    `${emu.url}/control${path}`,
    body === undefined ? { method } : json(method, body),
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe('control API validation', () => {
  it('answers 400 naming the bad field', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/kick/channels/1001/chat', { username: 'pixel_pat', content: '' }, 'content'],
      ['POST', '/kick/channels/1001/chat', { username: 'not valid!', content: 'hi' }, 'username'],
      [
        'POST',
        '/kick/channels/1001/chat',
        { username: 'pixel_pat', content: 'hi', badges: ['admin'] },
        'badges.0',
      ],
      ['POST', '/kick/channels/abc/follows', { username: 'pixel_pat' }, 'broadcasterUserId'],
      ['PUT', '/kick/channels/1001/viewers', { count: -1 }, 'count'],
      ['POST', '/kick/channels/1001/gifts', { count: 0 }, 'count'],
      ['POST', '/faults', { provider: 'kick' }, 'status'],
      ['POST', '/faults', { provider: 'twitch', status: 500 }, 'provider'],
      ['POST', '/tokens/expire', { provider: 'kick', kind: 'sometimes' }, 'kind'],
      [
        'PUT',
        '/tokens/lifetimes',
        { provider: 'kick', accessTokenSeconds: 0 },
        'accessTokenSeconds',
      ],
      ['POST', '/spotify/play', {}, 'trackId'],
      ['PUT', '/kick/webhook-url', { url: 'not a url' }, 'url'],
      ['POST', '/discord/users', { username: 'Not Valid' }, 'username'],
      ['POST', '/spotify/users', { displayName: '  ' }, 'displayName'],
    ];
    for (const [method, path, body, field] of cases) {
      const result = await control(method, path, body);
      expect({ path, status: result.status, field: result.body.field }).toEqual({
        path,
        status: 400,
        field,
      });
      expect(result.body.error).toBe('validation_failed');
      expect(result.body.message).toContain(field);
    }
  });

  it('answers 404 for an unknown channel or delivery', async () => {
    expect(
      await control('POST', '/kick/channels/4242/follows', { username: 'pixel_pat' }),
    ).toMatchObject({
      status: 404,
      body: { error: 'not_found', field: 'broadcasterUserId' },
    });
    expect((await control('POST', '/kick/deliveries/nope/redeliver')).status).toBe(404);
  });

  it('throws the same errors from the typed functions', () => {
    expect(() =>
      emu.emulator.kick.setViewerCount({ broadcasterUserId: SEED.kick.streamer.userId, count: -5 }),
    ).toThrow(ControlError);
    const thrown = (() => {
      try {
        emu.emulator.kick.sendChat({
          broadcasterUserId: 1001,
          username: 'pixel_pat',
          content: 'x'.repeat(501),
        });
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toMatchObject({ status: 400, field: 'content' });
  });
});

describe('control API actions', () => {
  it('adds a Discord account that the consent page then offers, once per username', async () => {
    const created = await control('POST', '/discord/users', {
      username: 'second_fan',
      globalName: 'Second Fan',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: 'second_fan', global_name: 'Second Fan' });
    expect(created.body.id).toMatch(/^\d{17,20}$/);
    const users = (await control('GET', '/discord/users')).body as Array<{ id: string }>;
    expect(users.map((u) => u.id)).toEqual([SEED.discord.userId, created.body.id]);
    const again = await control('POST', '/discord/users', { username: 'second_fan' });
    expect(again).toMatchObject({ status: 409, body: { field: 'username' } });
  });

  it('adds a Spotify account with a player of its own, which the controls then name', async () => {
    const created = await control('POST', '/spotify/users', { displayName: 'Second Listener' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ display_name: 'Second Listener' });
    const id = created.body.id as string;
    expect(id).toMatch(/^[a-z0-9x]{12,}$/);
    const tracks = (await control('GET', '/spotify/tracks')).body as Array<{ id: string }>;
    await control('POST', '/spotify/play', { userId: id, trackId: tracks[1]!.id });
    const own = await control('GET', `/spotify/playback?userId=${id}`);
    expect(own.body.playback.trackId).toBe(tracks[1]!.id);
    // The seeded account's player is untouched.
    const seeded = await control('GET', '/spotify/playback');
    expect(seeded.body.playback?.trackId ?? null).not.toBe(tracks[1]!.id);
  });

  it('lists streamers, viewers, channels and the chat log in one state call', async () => {
    await control('POST', '/kick/channels/1001/chat', {
      username: 'brand_new_viewer',
      content: 'first!',
      badges: ['og'],
    });
    const { body } = await control('GET', '/state');
    expect(body.kick.streamers.map((a: { username: string }) => a.username)).toEqual([
      'kyo_demo',
      'luna_plays',
      'nova_speedruns',
      'chef_kai',
      'dj_rhea',
    ]);
    expect(body.kick.viewers.map((a: { username: string }) => a.username)).toContain(
      'brand_new_viewer',
    );
    expect(body.kick.channels[0]).toMatchObject({
      broadcasterUserId: 1001,
      slug: 'kyo_demo',
      isLive: false,
    });
    expect(body.kick.chat['1001'].at(-1)).toMatchObject({
      content: 'first!',
      fromApp: false,
      badges: [{ type: 'og', text: 'OG' }],
    });
    expect(body.urls.kickApi).toBe(`${emu.url}/kick/api`);
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['spotify', 'discord', 'tokens', 'lifetimes', 'faults']),
    );
  });

  it('creates a streamer account with its own channel', async () => {
    const created = await control('POST', '/kick/accounts', {
      username: 'new_streamer',
      kind: 'streamer',
    });
    expect(created).toMatchObject({
      status: 201,
      body: { username: 'new_streamer', kind: 'streamer' },
    });
    const channels = (await control('GET', '/kick/channels')).body;
    expect(channels.at(-1)).toMatchObject({
      broadcasterUserId: created.body.user_id,
      slug: 'new_streamer',
    });
    expect((await control('POST', '/kick/accounts', { username: 'new_streamer' })).status).toBe(
      409,
    );
  });

  it('goes live with a title and category, sets the viewer count, and goes offline', async () => {
    await control('POST', '/kick/channels/1002/live', {
      title: 'Castle day 2',
      category: 'Minecraft',
    });
    const viewers = await control('PUT', '/kick/channels/1002/viewers', { count: 321 });
    expect(viewers.body).toMatchObject({
      isLive: true,
      viewerCount: 321,
      title: 'Castle day 2',
      category: 'Minecraft',
    });
    await control('POST', '/kick/channels/1002/offline', {});
    expect((await control('GET', '/kick/channels')).body[1]).toMatchObject({ isLive: false });
  });

  it('goes live with a stream that began before now, as a channel already live when an app connects', async () => {
    // Against a channel going live now on the emulator's clock.
    for (const id of [1002, 1003]) await control('POST', `/kick/channels/${id}/offline`, {});
    await control('POST', '/kick/channels/1003/live', {});
    await control('POST', '/kick/channels/1002/live', { startedSecondsAgo: 180 });
    const channels = (await control('GET', '/kick/channels')).body as Array<{
      broadcasterUserId: number;
      startedAt: string;
    }>;
    const startedAt = (id: number) =>
      Date.parse(channels.find((c) => c.broadcasterUserId === id)!.startedAt);
    expect(startedAt(1003) - startedAt(1002)).toBe(180_000);
    expect(
      (await control('POST', '/kick/channels/1002/live', { startedSecondsAgo: 86_401 })).status,
    ).toBe(400);
  });

  it('lists, expires and revokes issued tokens per provider', async () => {
    const tokens = await kickTokens(emu.url, ['user:read']);
    const grants = (await control('GET', '/tokens?provider=kick')).body;
    expect(grants[0]).toMatchObject({
      provider: 'kick',
      account: 'kyo_demo',
      clientId: 'kyo-kick',
      scopes: ['user:read'],
    });
    expect(
      grants[0].tokens.map((t: { kind: string; status: string }) => `${t.kind}:${t.status}`),
    ).toEqual(['access:active', 'refresh:active']);

    expect(
      (
        await control('POST', '/tokens/expire', {
          provider: 'kick',
          kind: 'refresh',
          grantId: grants[0].grantId,
        })
      ).body,
    ).toEqual({ expired: 1 });
    expect(
      (await control('POST', '/tokens/revoke', { provider: 'kick', grantId: grants[0].grantId }))
        .body,
    ).toEqual({ revoked: 1 });
    expect(
      (await fetch(`${emu.url}/kick/api/public/v1/users`, bearer(tokens.access_token))).status,
    ).toBe(401);
  });

  it('switches the Spotify song and reports playback', async () => {
    const [track] = (await control('GET', '/spotify/tracks')).body;
    expect(
      (await control('POST', '/spotify/play', { trackId: track.id })).body.playback,
    ).toMatchObject({ name: track.name, isPlaying: true, progressMs: 0 });
    expect((await control('POST', '/spotify/pause', {})).body.playback).toMatchObject({
      isPlaying: false,
    });
    expect((await control('POST', '/spotify/stop', {})).body).toEqual({ playback: null });
  });

  it('resets to the seed data', async () => {
    await control('POST', '/kick/channels/1001/chat', {
      username: 'pixel_pat',
      content: 'before reset',
    });
    expect(await control('POST', '/reset', {})).toEqual({ status: 200, body: { reset: true } });
    const { body } = await control('GET', '/state');
    expect(body.kick.chat['1001']).toEqual([]);
    expect(body.kick.viewers.map((a: { username: string }) => a.username)).not.toContain(
      'brand_new_viewer',
    );
    expect(body.tokens).toEqual([]);
  });

  it('answers unknown control paths with 404 JSON', async () => {
    expect(await control('GET', '/nothing-here')).toMatchObject({
      status: 404,
      body: { error: 'not_found' },
    });
  });
});
