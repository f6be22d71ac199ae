import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { describeEachDatabase } from '../../../test/db';
import { bearer, signUp } from '../../../test/factories';
import { accountsApp, CLIENT, MINUTE } from './accounts.test-helper';

describeEachDatabase('accounts: sessions', (db) => {
  const world = accountsApp(db);
  const { clock, me, post } = world;
  let app: FastifyInstance;
  beforeAll(() => {
    app = world.app();
  });

  describe('sign-in, sessions and refresh', () => {
    it('signs in with the e-mail in any case and answers a token and the user', async () => {
      const user = await signUp(app);
      const response = await post('/api/user/login', {
        email: user.email.toUpperCase(),
        password: user.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.id).toBe(user.user.id);
      expect((await me(response.json().token)).statusCode).toBe(200);
    });

    it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
      const user = await signUp(app);
      const wrong = await post('/api/user/login', {
        email: user.email,
        password: 'not-the-password',
      });
      const unknown = await post('/api/user/login', {
        email: 'nobody-here@example.com',
        password: 'whatever-1234',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().message).toBe('Incorrect e-mail or password');
    });

    it('answers 400 for malformed sign-in bodies', async () => {
      expect((await post('/api/user/login', {})).statusCode).toBe(400);
      expect((await post('/api/user/login', { email: 'a@b.co', password: '' })).json().field).toBe(
        'password',
      );
      expect(
        (await post('/api/user/login', { email: 'a@b.co', password: 'x', extra: 1 })).statusCode,
      ).toBe(400);
    });

    it('revokes the session on logout: the old token and refresh cookie get 401', async () => {
      const user = await signUp(app);
      const out = await post('/api/user/logout', undefined, { ...bearer(user.token), ...CLIENT });
      expect(out.statusCode).toBe(204);
      expect(out.cookies.find((c) => c.name === 'kyo_refresh')?.value).toBe('');
      expect((await me(user.token)).statusCode).toBe(401);
      const refresh = await app.inject({
        method: 'POST',
        url: '/api/user/refresh',
        headers: CLIENT,
        cookies: { kyo_refresh: user.refreshCookie },
      });
      expect(refresh.statusCode).toBe(401);
    });

    it('refuses the cookie endpoints to a cross-site form or another origin (403)', async () => {
      const user = await signUp(app);
      const cookies = { kyo_refresh: user.refreshCookie };
      // A plain form POST from another site: text/plain, no client header.
      const form = await app.inject({
        method: 'POST',
        url: '/api/user/logout',
        cookies,
        headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
        payload: 'x',
      });
      expect(form.statusCode).toBe(403);
      expect(form.json()).toMatchObject({ error: 'cross_site_request' });
      const otherOrigin = await app.inject({
        method: 'POST',
        url: '/api/user/refresh',
        cookies,
        headers: { ...CLIENT, origin: 'https://evil.example' },
      });
      expect(otherOrigin.statusCode).toBe(403);
      // The session is still alive, and the app's own request works from its own origin.
      const own = await app.inject({
        method: 'POST',
        url: '/api/user/refresh',
        cookies,
        headers: { ...CLIENT, origin: 'http://localhost:80', host: 'localhost:80' },
      });
      expect(own.statusCode).toBe(200);
    });

    it('rotates the refresh credential on each refresh', async () => {
      const user = await signUp(app);
      const first = await app.inject({
        method: 'POST',
        url: '/api/user/refresh',
        headers: CLIENT,
        cookies: { kyo_refresh: user.refreshCookie },
      });
      expect(first.statusCode).toBe(200);
      const next = first.cookies.find((c) => c.name === 'kyo_refresh')!.value;
      expect(next).not.toBe(user.refreshCookie);
      expect((await me(first.json().token)).statusCode).toBe(200);
      const second = await app.inject({
        method: 'POST',
        url: '/api/user/refresh',
        headers: CLIENT,
        cookies: { kyo_refresh: next },
      });
      expect(second.statusCode).toBe(200);
    });

    it('revokes the whole session when a rotated refresh credential is used again', async () => {
      const user = await signUp(app);
      const first = await app.inject({
        method: 'POST',
        url: '/api/user/refresh',
        headers: CLIENT,
        cookies: { kyo_refresh: user.refreshCookie },
      });
      const fresh = first.json().token as string;
      const replay = await app.inject({
        method: 'POST',
        url: '/api/user/refresh',
        headers: CLIENT,
        cookies: { kyo_refresh: user.refreshCookie },
      });
      expect(replay.statusCode).toBe(401);
      expect((await me(fresh)).statusCode).toBe(401);
      const next = first.cookies.find((c) => c.name === 'kyo_refresh')!.value;
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/user/refresh',
            headers: CLIENT,
            cookies: { kyo_refresh: next },
          })
        ).statusCode,
      ).toBe(401);
    });

    it('answers 401 to a refresh without a cookie or with a made-up one', async () => {
      expect((await post('/api/user/refresh', undefined, CLIENT)).statusCode).toBe(401);
      const made = await app.inject({
        method: 'POST',
        url: '/api/user/refresh',
        headers: CLIENT,
        cookies: { kyo_refresh: 'x'.repeat(43) },
      });
      expect(made.statusCode).toBe(401);
    });

    it('rejects forged, malformed and expired access tokens with 401', async () => {
      const user = await signUp(app);
      const forged = await new SignJWT({ sid: 'x' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.user.id)
        .setIssuer('kyo')
        .setAudience('kyo-api')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-123'));
      expect((await me(forged)).statusCode).toBe(401);
      expect((await me('not.a.jwt')).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/user/me',
            headers: { authorization: 'Basic abc' },
          })
        ).statusCode,
      ).toBe(401);
      clock.advance(16 * MINUTE);
      const expired = await me(user.token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ error: 'unauthorized' });
      // The refresh credential still works after the access token expired.
      const refreshed = await app.inject({
        method: 'POST',
        url: '/api/user/refresh',
        headers: CLIENT,
        cookies: { kyo_refresh: user.refreshCookie },
      });
      expect(refreshed.statusCode).toBe(200);
    });
  });
});
