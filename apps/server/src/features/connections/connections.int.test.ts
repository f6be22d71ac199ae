import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../../test/db';
import { buildTestApp } from '../../../test/app';
import { createMemoryMailer } from '../../../test/mail';
import { bearer, signUp } from '../../../test/factories';
import { consent, startPlatforms, type EmulatedPlatforms } from '../../../test/emulator';

import type { Me } from '@kyo/contracts';

describeEachDatabase('connections through the platform emulator', (db) => {
  let app: FastifyInstance;
  let platforms: EmulatedPlatforms;

  beforeAll(async () => {
    platforms = await startPlatforms();
    app = await buildTestApp(db(), {
      config: platforms.config(),
      clock: platforms.clock,
      mailer: createMemoryMailer(),
    });
  });
  afterAll(async () => {
    await app.close();
    await platforms.close();
  });
  beforeEach(async () => {
    await db().reset();
    platforms.server.emulator.reset();
    platforms.server.emulator.faults.clear();
  });

  const get = (url: string, token: string) =>
    app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: bearer(token), payload });

  /** The whole popup flow, as the web app does it: authorize → code → tokens → profile → save. */
  async function connectKick(token: string, account?: number) {
    const start = (await get('/api/kick/oauth', token)).json();
    const back = await consent(start.url, account ? { account: String(account) } : {});
    expect(back.origin + back.pathname).toBe('http://localhost:3000/auth/kick/redirect');
    const tokens = (
      await post('/api/kick/token', token, {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        verifier: start.verifier,
      })
    ).json();
    const profile = (
      await app.inject({
        method: 'GET',
        url: '/api/kick/users',
        headers: bearer(tokens.access_token),
      })
    ).json().data[0];
    const saved = await post('/api/user/connections/kick', token, {
      username: profile.name,
      providerId: String(profile.user_id),
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresIn: tokens.expires_in,
      scope: tokens.scope,
    });
    return { tokens, profile, saved };
  }

  async function connectSpotify(token: string) {
    const start = (await get('/api/spotify/oauth', token)).json();
    const back = await consent(start.url);
    const tokens = (
      await app.inject({
        method: 'POST',
        url: `/api/spotify/token?code=${back.searchParams.get('code')}&state=${back.searchParams.get('state')}`,
        headers: bearer(token),
      })
    ).json();
    const me = (
      await app.inject({
        method: 'GET',
        url: '/api/spotify/me',
        headers: bearer(tokens.access_token),
      })
    ).json();
    const saved = await post('/api/user/connections/spotify', token, {
      providerId: me.id,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresIn: tokens.expires_in,
      scope: tokens.scope,
    });
    return { tokens, me, saved };
  }

  async function connectDiscord(token: string) {
    const start = (await get('/api/discord/oauth', token)).json();
    const back = await consent(start.url);
    return post('/api/user/connections/discord', token, {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    });
  }

  describe('Kick', () => {
    it('connects through OAuth with PKCE, verifies the token with Kick and stores the account Kick reports', async () => {
      const user = await signUp(app);
      const { saved, profile } = await connectKick(user.token);
      expect(profile).toMatchObject({ user_id: 1001, name: 'kyo_demo' });
      expect(saved.statusCode).toBe(200);
      const me = saved.json<Me>();
      expect(me.connections.kick).toMatchObject({
        username: 'kyo_demo',
        providerId: '1001',
        status: 'connected',
      });
      expect(me.connections.kick?.accessToken).toBeTruthy();
      expect((await get('/api/user/me', user.token)).json().connections.kick.providerId).toBe(
        '1001',
      );
    });

    it('stores tokens encrypted: no token column holds a plaintext token', async () => {
      const user = await signUp(app);
      const { tokens } = await connectKick(user.token);
      const result = await db().db.execute(
        sql`select access_token_enc, refresh_token_enc from provider_connections`,
      );
      const rows = (result as { rows: Array<Record<string, string>> }).rows;
      expect(rows).toHaveLength(1);
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(tokens.access_token);
      expect(stored).not.toContain(tokens.refresh_token);
      expect(rows[0]!.access_token_enc).toMatch(/^v1\./);
    });

    it('rejects a posted connection whose account id does not match the token with 400', async () => {
      const user = await signUp(app);
      const start = (await get('/api/kick/oauth', user.token)).json();
      const back = await consent(start.url);
      const tokens = (
        await post('/api/kick/token', user.token, {
          code: back.searchParams.get('code'),
          state: back.searchParams.get('state'),
        })
      ).json();
      const response = await post('/api/user/connections/kick', user.token, {
        username: 'someone_else',
        providerId: '9999',
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        expiresIn: 3600,
        scope: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'providerId' });
      expect((await get('/api/user/me', user.token)).json().connections.kick).toBeNull();
    });

    it('rejects a made-up token with 400, writing nothing', async () => {
      const user = await signUp(app);
      const response = await post('/api/user/connections/kick', user.token, {
        username: 'x',
        providerId: '1001',
        accessToken: 'made-up',
        refreshToken: 'made-up',
        expiresIn: 3600,
        scope: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'provider_rejected_token',
        field: 'accessToken',
      });
    });

    it('refuses to connect one Kick channel to two Kyo accounts (409)', async () => {
      const first = await signUp(app);
      await connectKick(first.token);
      const second = await signUp(app);
      const { saved } = await connectKick(second.token);
      expect(saved.statusCode).toBe(409);
      expect(saved.json().message).toContain('already connected');
    });

    it('refuses a tampered, foreign, reused or expired state', async () => {
      const user = await signUp(app);
      const other = await signUp(app);
      const start = (await get('/api/kick/oauth', user.token)).json();
      const back = await consent(start.url);
      const code = back.searchParams.get('code');
      const state = back.searchParams.get('state')!;
      const tampered = await post('/api/kick/token', user.token, {
        code,
        state: `${state.slice(0, -2)}xx`,
      });
      expect(tampered.statusCode).toBe(400);
      expect(tampered.json().field).toBe('state');
      expect((await post('/api/kick/token', other.token, { code, state })).statusCode).toBe(400);
      expect((await post('/api/kick/token', user.token, { code, state })).statusCode).toBe(200);
      expect((await post('/api/kick/token', user.token, { code, state })).json().field).toBe(
        'state',
      );

      const late = (await get('/api/kick/oauth', user.token)).json();
      const lateBack = await consent(late.url);
      platforms.clock.advance(11 * 60_000);
      const expired = await post('/api/kick/token', user.token, {
        code: lateBack.searchParams.get('code'),
        state: lateBack.searchParams.get('state'),
      });
      expect(expired.statusCode).toBe(400);
    });

    it('never trusts a verifier from the browser: a different one is refused', async () => {
      const user = await signUp(app);
      const start = (await get('/api/kick/oauth', user.token)).json();
      const back = await consent(start.url);
      const response = await post('/api/kick/token', user.token, {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        verifier: 'x'.repeat(43),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('verifier');
    });

    it('survives token expiry: a 401 from Kick, then /api/kick/refresh, then the retry works', async () => {
      const user = await signUp(app);
      const { tokens } = await connectKick(user.token);
      platforms.server.emulator.tokens.expire({
        provider: 'kick',
        kind: 'access',
        token: tokens.access_token,
      });
      const dead = await app.inject({
        method: 'GET',
        url: '/api/kick/users',
        headers: bearer(tokens.access_token),
      });
      expect(dead.statusCode).toBe(401);
      expect(dead.json().error).toBe('provider_unauthorized');
      const refreshed = await post('/api/kick/refresh', user.token, {
        refresh_token: tokens.refresh_token,
      });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json().access_token).not.toBe(tokens.access_token);
      const retry = await app.inject({
        method: 'GET',
        url: '/api/kick/users',
        headers: bearer(refreshed.json().access_token),
      });
      expect(retry.statusCode).toBe(200);
      expect((await get('/api/user/me', user.token)).json().connections.kick.accessToken).toBe(
        refreshed.json().access_token,
      );
    });

    it('answers 419 when the grant is dead, and marks the connection as needing a reconnect', async () => {
      const user = await signUp(app);
      const { tokens } = await connectKick(user.token);
      platforms.server.emulator.tokens.revoke({ provider: 'kick', token: tokens.refresh_token });
      const response = await post('/api/kick/refresh', user.token, {
        refresh_token: tokens.refresh_token,
      });
      expect(response.statusCode).toBe(419);
      expect(response.json()).toMatchObject({ error: 'kick_grant_dead' });
      expect((await get('/api/user/me', user.token)).json().connections.kick.status).toBe(
        'needs_reconnect',
      );
      expect(
        (await post('/api/kick/refresh', user.token, { refresh_token: tokens.refresh_token }))
          .statusCode,
      ).toBe(419);
    });

    it('refreshes tokens before they expire, without anyone asking', async () => {
      const user = await signUp(app);
      const { tokens } = await connectKick(user.token);
      platforms.clock.advance((tokens.expires_in - 5 * 60) * 1000);
      const result = await app.services.connections.refreshDue();
      expect(result).toEqual({ refreshed: 1, failed: 0 });
      const stored = (await app.services.connections.connectionsOf(user.user.id)).kick!;
      expect(stored.accessToken).not.toBe(tokens.access_token);
      expect(stored.expiresIn).toBeGreaterThan(tokens.expires_in - 60);
      expect(await app.services.connections.refreshDue()).toEqual({ refreshed: 0, failed: 0 });
    });

    it('keeps a connection another node refreshed a moment before with the same refresh token', async () => {
      // Kick, like most platforms that rotate refresh tokens, refuses one that was used.
      platforms.server.emulator.tokens.setLifetimes({
        provider: 'kick',
        rotateRefreshTokens: true,
        reuseRefreshTokens: false,
      });
      const user = await signUp(app);
      const { tokens } = await connectKick(user.token);
      const connections = app.services.connections;
      const before = (await connections.find(user.user.id, 'kick'))!;
      // Node A refreshes; node B, holding the row as it was, refreshes with the used token.
      await connections.refresh(before);
      const after = await connections.refresh(before);
      expect(after.status).toBe('connected');
      expect(after.refreshTokenEnc).not.toBe(before.refreshTokenEnc);
      const stored = (await connections.connectionsOf(user.user.id)).kick!;
      expect(stored.status).toBe('connected');
      expect(stored.accessToken).not.toBe(tokens.access_token);
    });

    it('hands the bot a valid token, refreshing an expired one on the way', async () => {
      const user = await signUp(app);
      const { tokens } = await connectKick(user.token);
      platforms.clock.advance((tokens.expires_in + 10) * 1000);
      const token = await app.services.connections.accessToken(user.user.id, 'kick');
      expect(token).not.toBe(tokens.access_token);
      expect(
        (await app.inject({ method: 'GET', url: '/api/kick/users', headers: bearer(token!) }))
          .statusCode,
      ).toBe(200);
    });

    it('turns Kick outages into clear errors: 5xx → 503, 429 → 429 with Retry-After, a hang → 503', async () => {
      const user = await signUp(app);
      const { tokens } = await connectKick(user.token);
      const { faults } = platforms.server.emulator;
      faults.add({ provider: 'kick', pathContains: '/public/v1/users', status: 500, count: 10 });
      const down = await app.inject({
        method: 'GET',
        url: '/api/kick/users',
        headers: bearer(tokens.access_token),
      });
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe('Kick is not answering right now. Try again in a moment.');
      faults.clear();
      faults.add({
        provider: 'kick',
        pathContains: '/public/v1/users',
        status: 429,
        retryAfterSeconds: 30,
        count: 10,
      });
      const limited = await app.inject({
        method: 'GET',
        url: '/api/kick/users',
        headers: bearer(tokens.access_token),
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('30');
      faults.clear();
      faults.add({ provider: 'kick', pathContains: '/public/v1/users', timeout: true, count: 10 });
      const hung = await app.inject({
        method: 'GET',
        url: '/api/kick/users',
        headers: bearer(tokens.access_token),
      });
      expect(hung.statusCode).toBe(503);
      faults.clear();
      faults.release();
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/kick/users',
            headers: bearer(tokens.access_token),
          })
        ).statusCode,
      ).toBe(200);
    });

    it('retries a transient Kick failure and succeeds without the user noticing', async () => {
      const user = await signUp(app);
      const { tokens } = await connectKick(user.token);
      platforms.server.emulator.faults.add({
        provider: 'kick',
        pathContains: '/public/v1/users',
        status: 502,
        count: 1,
      });
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/kick/users',
            headers: bearer(tokens.access_token),
          })
        ).statusCode,
      ).toBe(200);
    });

    it('ensures the channel event subscriptions and reports them, owner only', async () => {
      const user = await signUp(app);
      await connectKick(user.token);
      const response = await get(`/api/events/subscribe/${user.user.id}`, user.token);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.broadcasterUserId).toBe('1001');
      expect(body.subscriptions).toHaveLength(10);
      expect(body.subscriptions.every((s: { status: string }) => s.status === 'active')).toBe(true);
      const again = (await get(`/api/events/subscribe/${user.user.id}`, user.token)).json();
      expect(again.subscriptions.map((s: { subscriptionId: string }) => s.subscriptionId)).toEqual(
        body.subscriptions.map((s: { subscriptionId: string }) => s.subscriptionId),
      );
      expect(platforms.server.emulator.state().kick.eventSubscriptions.length).toBe(10);
      const stranger = await signUp(app);
      expect((await get(`/api/events/subscribe/${user.user.id}`, stranger.token)).statusCode).toBe(
        403,
      );
      expect(
        (await get(`/api/events/subscribe/${stranger.user.id}`, stranger.token)).statusCode,
      ).toBe(400);
      expect((await get('/api/events/subscribe/not-a-uuid', stranger.token)).statusCode).toBe(400);
    });

    it('disconnects: the connection is gone and its token revoked at Kick', async () => {
      const user = await signUp(app);
      const { tokens } = await connectKick(user.token);
      const response = await app.inject({
        method: 'DELETE',
        url: '/api/user/connections/kick',
        headers: bearer(user.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().connections.kick).toBeNull();
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/kick/users',
            headers: bearer(tokens.access_token),
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('Spotify', () => {
    it('connects and maps id, display_name and images[].url', async () => {
      const user = await signUp(app);
      const { saved, me } = await connectSpotify(user.token);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().connections.spotify).toMatchObject({
        providerId: me.id,
        username: me.display_name,
        status: 'connected',
      });
      expect(saved.json().connections.spotify.profilePicture).toBe(me.images[0]?.url ?? null);
    });

    it('refreshes its token and keeps the refresh token when Spotify sends none', async () => {
      const user = await signUp(app);
      const { tokens } = await connectSpotify(user.token);
      const refreshed = await post('/api/spotify/refresh', user.token, {
        refresh_token: tokens.refresh_token,
      });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json().access_token).not.toBe(tokens.access_token);
      expect(refreshed.json().refresh_token).toBeTruthy();
    });

    it('rejects a bad code with 400 on the code field', async () => {
      const user = await signUp(app);
      const start = (await get('/api/spotify/oauth', user.token)).json();
      const response = await app.inject({
        method: 'POST',
        url: `/api/spotify/token?code=bogus&state=${start.state}`,
        headers: bearer(user.token),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('code');
    });
  });

  describe('Discord', () => {
    it('connects with an incoming webhook, sends a test message the platform records, and disconnects', async () => {
      const user = await signUp(app);
      const saved = await connectDiscord(user.token);
      expect(saved.statusCode).toBe(200);
      const discord = saved.json().connections.discord;
      expect(discord).toMatchObject({
        status: 'connected',
        webhook: { channelId: expect.any(String), guildId: expect.any(String) },
      });
      expect(discord).not.toHaveProperty('webhookToken');
      const test = await post('/api/user/connections/discord/test', user.token);
      expect(test.statusCode).toBe(200);
      const sent = platforms.server.emulator.discord.messages({
        channelId: discord.webhook.channelId,
      });
      expect(sent).toHaveLength(1);
      expect(JSON.stringify(sent[0]!.embeds)).toContain('Kyo is connected');
      const removed = await app.inject({
        method: 'DELETE',
        url: '/api/user/connections/discord',
        headers: bearer(user.token),
      });
      expect(removed.json().connections.discord).toBeNull();
      expect(
        platforms.server.emulator.discord.webhooks().find((w) => w.id === discord.webhook.id)
          ?.deleted_at,
      ).not.toBeNull();
    });

    it('asks for a reconnect when the channel webhook was deleted on Discord', async () => {
      const user = await signUp(app);
      const discord = (await connectDiscord(user.token)).json().connections.discord;
      platforms.server.emulator.discord.deleteWebhook(discord.webhook.id);
      const test = await post('/api/user/connections/discord/test', user.token);
      expect(test.statusCode).toBe(400);
      expect(test.json().message).toContain('Reconnect Discord');
      expect((await get('/api/user/me', user.token)).json().connections.discord.status).toBe(
        'needs_reconnect',
      );
    });
  });

  it('answers 400 for an unknown provider and 401 without a session', async () => {
    const user = await signUp(app);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/user/connections/twitch',
          headers: bearer(user.token),
        })
      ).statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/kick/oauth' })).statusCode).toBe(401);
    expect(
      (await post('/api/user/connections/kick', user.token, { username: 'x' })).statusCode,
    ).toBe(400);
  });
});
