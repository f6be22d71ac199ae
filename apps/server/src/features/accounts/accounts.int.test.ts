import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describeEachDatabase } from '../../../test/db';
import { buildTestApp, testConfig } from '../../../test/app';
import { createMemoryMailer, startSmtpSink, tokenOf } from '../../../test/mail';
import { bearer, makeSignup, signUp } from '../../../test/factories';
import { FakeClock } from '../../platform/clock';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describeEachDatabase('accounts API', (db) => {
  let app: FastifyInstance;
  const mailer = createMemoryMailer();
  const clock = new FakeClock(Date.UTC(2026, 10, 21, 12));

  beforeAll(async () => {
    app = await buildTestApp(db(), { mailer, clock });
  });
  afterAll(async () => {
    await app.close();
  });

  /** What the web app sends with each call (cookie endpoints require it). */
  const CLIENT = { 'x-kyo-client': '1' };
  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });
  const userCount = async () => {
    const result = await db().db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    return Number((result as { rows: Array<{ n: number }> }).rows[0]!.n);
  };

  describe('sign-up', () => {
    it('creates the account, signs in, sets an httpOnly SameSite refresh cookie and sends a verification mail', async () => {
      const body = makeSignup({ email: '  Mixed.Case@Example.COM ' });
      const response = await post('/api/user/register', body);
      expect(response.statusCode).toBe(201);
      const json = response.json();
      expect(json.user).toMatchObject({
        email: 'mixed.case@example.com',
        username: body.username,
        emailVerified: false,
        language: 'en',
      });
      expect(json.user.connections).toEqual({ kick: null, spotify: null, discord: null });
      expect(json.user).not.toHaveProperty('passwordHash');
      const cookie = response.cookies.find((c) => c.name === 'kyo_refresh')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user' });
      expect((await me(json.token)).json()).toMatchObject({
        id: json.user.id,
        email: 'mixed.case@example.com',
      });
      const link = mailer.linkFor('mixed.case@example.com', '/verify-email');
      expect(link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/);
      const mail = mailer.messages.at(-1)!;
      expect(mail.html).toContain(link);
      expect(mail.subject).toBe('Verify your e-mail for Kyo');
    });

    it('writes the mail in the language the user chose', async () => {
      const { email } = await signUp(app, { language: 'tr' });
      expect(mailer.messages.find((m) => m.to === email)!.subject).toBe(
        'Kyo için e-posta adresini doğrula',
      );
    });

    it('refuses a taken e-mail in any letter case with 409, writing nothing', async () => {
      const first = await signUp(app);
      const before = await userCount();
      const response = await post(
        '/api/user/register',
        makeSignup({ email: first.email.toUpperCase() }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'conflict',
        field: 'email',
        message: 'An account with this e-mail already exists.',
      });
      expect(await userCount()).toBe(before);
    });

    it('refuses a taken username in any letter case with 409', async () => {
      const first = await signUp(app);
      const response = await post(
        '/api/user/register',
        makeSignup({ username: first.username.toUpperCase() }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        field: 'username',
        message: 'This username is taken.',
      });
    });

    it.each([
      ['a missing e-mail', { password: 'Kyo-long-enough-1', username: 'someone' }, 'email'],
      [
        'a malformed e-mail',
        { email: 'not-an-email', password: 'Kyo-long-enough-1', username: 'someone' },
        'email',
      ],
      ['a short password', { email: 'a@b.co', password: 'short', username: 'someone' }, 'password'],
      [
        'a password of the wrong type',
        { email: 'a@b.co', password: 12345678, username: 'someone' },
        'password',
      ],
      [
        'an over-long password',
        { email: 'a@b.co', password: 'x'.repeat(129), username: 'someone' },
        'password',
      ],
      [
        'a username with spaces',
        { email: 'a@b.co', password: 'Kyo-long-enough-1', username: 'two words' },
        'username',
      ],
      [
        'a common password',
        { email: 'a@b.co', password: 'password123', username: 'someone' },
        'password',
      ],
    ])('answers 400 naming the field for %s', async (_, payload, field) => {
      const before = await userCount();
      const response = await post('/api/user/register', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field });
      expect(await userCount()).toBe(before);
    });

    it('answers 400 for an unknown field', async () => {
      const response = await post('/api/user/register', { ...makeSignup(), admin: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('admin');
    });

    it('answers 413 for a 1 MB password', async () => {
      const response = await post('/api/user/register', {
        ...makeSignup(),
        password: 'p'.repeat(1024 * 1024),
      });
      expect(response.statusCode).toBe(413);
    });
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

  describe('e-mail verification', () => {
    it('verifies with the mailed link once; the link then stops working', async () => {
      const user = await signUp(app);
      const token = tokenOf(mailer.linkFor(user.email, '/verify-email'));
      const first = await post('/api/user/verify-email', { token });
      expect(first.statusCode).toBe(200);
      expect((await me(user.token)).json().emailVerified).toBe(true);
      const again = await post('/api/user/verify-email', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ field: 'token' });
    });

    it('refuses a link older than 24 hours', async () => {
      const user = await signUp(app);
      const token = tokenOf(mailer.linkFor(user.email, '/verify-email'));
      clock.advance(24 * HOUR + MINUTE);
      expect((await post('/api/user/verify-email', { token })).statusCode).toBe(400);
    });

    it('resends a new link that replaces the old one, and refuses once verified', async () => {
      const user = await signUp(app);
      const old = tokenOf(mailer.linkFor(user.email, '/verify-email'));
      const resend = await post('/api/user/resend-verification', undefined, bearer(user.token));
      expect(resend.statusCode).toBe(200);
      const fresh = tokenOf(mailer.linkFor(user.email, '/verify-email'));
      expect(fresh).not.toBe(old);
      expect((await post('/api/user/verify-email', { token: old })).statusCode).toBe(400);
      expect((await post('/api/user/verify-email', { token: fresh })).statusCode).toBe(200);
      expect(
        (await post('/api/user/resend-verification', undefined, bearer(user.token))).statusCode,
      ).toBe(409);
    });

    it('answers 400 for forged or malformed tokens', async () => {
      expect((await post('/api/user/verify-email', { token: 'A'.repeat(43) })).statusCode).toBe(
        400,
      );
      expect((await post('/api/user/verify-email', { token: '<script>' })).json().field).toBe(
        'token',
      );
      expect((await post('/api/user/verify-email', {})).statusCode).toBe(400);
    });
  });

  describe('language', () => {
    it('remembers the language on the account: its mails and the server’s messages follow it', async () => {
      const user = await signUp(app);
      const saved = await app.inject({
        method: 'PATCH',
        url: '/api/user/settings',
        headers: bearer(user.token),
        payload: { language: 'tr' },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ language: 'tr' });
      expect((await me(user.token)).json()).toMatchObject({ language: 'tr' });
      await post('/api/user/forgot-password', { email: user.email });
      await app.services.accounts.idle();
      expect(mailer.messages.at(-1)).toMatchObject({
        to: user.email,
        subject: 'Kyo şifreni sıfırla',
      });
      const wrong = await post(
        '/api/user/login',
        { email: user.email, password: 'Not-the-password-1' },
        { 'accept-language': 'tr' },
      );
      expect(wrong.json()).toMatchObject({ message: 'E-posta ya da şifre hatalı' });
      const english = await post('/api/user/login', { email: user.email, password: 'Nope-nope-1' });
      expect(english.json()).toMatchObject({ message: 'Incorrect e-mail or password' });
    });

    it('refuses a language it does not speak with a 400 naming the field', async () => {
      const user = await signUp(app);
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/user/settings',
        headers: bearer(user.token),
        payload: { language: 'de' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'language' });
    });
  });

  describe('password recovery', () => {
    it('answers the same whether or not the address has an account, mailing only a real one', async () => {
      const user = await signUp(app);
      const sent = mailer.messages.length;
      const unknown = await post('/api/user/forgot-password', {
        email: 'no-account-here@example.com',
      });
      await app.services.accounts.idle();
      expect(mailer.messages.length).toBe(sent);
      const known = await post('/api/user/forgot-password', { email: user.email });
      // The answer came before any work for the account (no lookup, link or mail timed by it).
      expect(mailer.messages.length).toBe(sent);
      await app.services.accounts.idle();
      expect(unknown.statusCode).toBe(202);
      expect(known.statusCode).toBe(202);
      expect(unknown.json()).toEqual(known.json());
      expect(mailer.linkFor(user.email, '/reset-password')).toContain('/reset-password?token=');
    });

    it('resets the password with the link: every session ends, the new password works, the old fails', async () => {
      const user = await signUp(app);
      await post('/api/user/forgot-password', { email: user.email });
      await app.services.accounts.idle();
      const token = tokenOf(mailer.linkFor(user.email, '/reset-password'));
      const reset = await post('/api/user/reset-password', {
        token,
        password: 'A-brand-new-pass-42',
      });
      expect(reset.statusCode).toBe(200);
      expect((await me(user.token)).statusCode).toBe(401);
      expect(
        (await post('/api/user/login', { email: user.email, password: user.password })).statusCode,
      ).toBe(401);
      const login = await post('/api/user/login', {
        email: user.email,
        password: 'A-brand-new-pass-42',
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.emailVerified).toBe(true);
      expect(
        (await post('/api/user/reset-password', { token, password: 'Yet-another-pass-43' }))
          .statusCode,
      ).toBe(400);
    });

    it('keeps the link usable when the new password is refused', async () => {
      const user = await signUp(app);
      await post('/api/user/forgot-password', { email: user.email });
      await app.services.accounts.idle();
      const token = tokenOf(mailer.linkFor(user.email, '/reset-password'));
      const common = await post('/api/user/reset-password', { token, password: 'iloveyou123' });
      expect(common.statusCode).toBe(400);
      expect(common.json().field).toBe('password');
      expect(
        (await post('/api/user/reset-password', { token, password: 'Fine-password-44' }))
          .statusCode,
      ).toBe(200);
    });

    it('refuses a reset link older than one hour', async () => {
      const user = await signUp(app);
      await post('/api/user/forgot-password', { email: user.email });
      await app.services.accounts.idle();
      const token = tokenOf(mailer.linkFor(user.email, '/reset-password'));
      clock.advance(HOUR + MINUTE);
      expect(
        (await post('/api/user/reset-password', { token, password: 'Fine-password-45' }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('password change', () => {
    it('changes the password and ends the other sessions, keeping this one', async () => {
      const user = await signUp(app);
      const other = await post('/api/user/login', { email: user.email, password: user.password });
      const change = await post(
        '/api/user/password',
        { current: user.password, next: 'Changed-pass-99' },
        bearer(user.token),
      );
      expect(change.statusCode).toBe(200);
      expect((await me(user.token)).statusCode).toBe(200);
      expect((await me(other.json().token)).statusCode).toBe(401);
      expect(
        (await post('/api/user/login', { email: user.email, password: 'Changed-pass-99' }))
          .statusCode,
      ).toBe(200);
    });

    it('keeps the API tokens as GitHub does and says so; revokes them all when asked', async () => {
      const user = await signUp(app);
      const tokens = [];
      for (const name of ['Desk bot', 'Deck']) {
        const created = await post(
          '/api/user/api-tokens',
          { name, scopes: ['widgets:read'], expiresInDays: 30 },
          bearer(user.token),
        );
        expect(created.statusCode, created.body).toBe(201);
        tokens.push(created.json<{ secret: string }>().secret);
      }
      const apiMe = (secret: string) =>
        app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(secret) });

      const kept = await post(
        '/api/user/password',
        { current: user.password, next: 'Changed-pass-96' },
        bearer(user.token),
      );
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toEqual({
        message: expect.stringContaining('Your 2 API tokens still work: revoke them in Settings'),
        apiTokens: { kept: 2, revoked: 0 },
      });
      for (const secret of tokens) expect((await apiMe(secret)).statusCode).toBe(200);

      const revoked = await post(
        '/api/user/password',
        { current: 'Changed-pass-96', next: 'Changed-pass-95', revokeApiTokens: true },
        bearer(user.token),
      );
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json()).toMatchObject({ apiTokens: { kept: 0, revoked: 2 } });
      for (const secret of tokens) expect((await apiMe(secret)).statusCode).toBe(401);
      const bad = await post(
        '/api/user/password',
        { current: 'Changed-pass-95', next: 'Changed-pass-94', revokeApiTokens: 'yes' },
        bearer(user.token),
      );
      expect(bad.json()).toMatchObject({ error: 'validation_error', field: 'revokeApiTokens' });
    });

    it('answers 400 on the right field for a wrong current password, the same password or a common one', async () => {
      const user = await signUp(app);
      const change = (current: string, next: string) =>
        post('/api/user/password', { current, next }, bearer(user.token));
      expect((await change('wrong-current-1', 'Changed-pass-98')).json()).toMatchObject({
        field: 'current',
      });
      expect((await change(user.password, user.password)).json()).toMatchObject({ field: 'next' });
      expect((await change(user.password, 'qwertyuiop')).json()).toMatchObject({ field: 'next' });
      expect((await change(user.password, 'short')).json()).toMatchObject({ field: 'next' });
    });

    it('needs a session', async () => {
      expect(
        (await post('/api/user/password', { current: 'a', next: 'Changed-pass-97' })).statusCode,
      ).toBe(401);
    });
  });

  describe('public profile', () => {
    it('shows a public projection only: never the e-mail, never a token', async () => {
      const user = await signUp(app);
      const response = await app.inject({ method: 'GET', url: `/api/user/${user.user.id}` });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual([
        'createdAt',
        'id',
        'kickUsername',
        'username',
      ]);
      expect(response.body).not.toContain(user.email);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect(
        (await app.inject({ method: 'GET', url: '/api/user/0191d2a4-0000-7000-8000-000000000000' }))
          .statusCode,
      ).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/user/42' })).statusCode).toBe(400);
    });
  });
});

describeEachDatabase('accounts rate limits', (db) => {
  let app: FastifyInstance;
  const clock = new FakeClock();
  beforeAll(async () => {
    app = await buildTestApp(db(), {
      mailer: createMemoryMailer(),
      clock,
      config: testConfig({ RATE_LIMIT_FACTOR: '1' }),
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('limits sign-in attempts per account with 429 and Retry-After, then lets them in after the window', async () => {
    const user = await signUp(app);
    for (let i = 0; i < 10; i++) {
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: { email: user.email, password: 'wrong-guess-123' },
          })
        ).statusCode,
      ).toBe(401);
    }
    const limited = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    clock.advance(11 * MINUTE);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: user.email, password: user.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('limits password-recovery requests per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/user/forgot-password',
            payload: { email: 'limit-me@example.com' },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('limits sign-ups per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/user/register',
            payload: makeSignup(),
            remoteAddress: '10.0.0.9',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 9).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('mail over SMTP', () => {
  it('delivers the verification mail to a real SMTP server when SMTP_URL is set', async () => {
    const sink = await startSmtpSink();
    const { createTestDatabase } = await import('../../../test/db');
    const database = await createTestDatabase('pglite');
    const app = await buildTestApp(database, {
      config: testConfig({ SMTP_URL: sink.url, MAIL_FROM: 'Kyo <hello@kyo.test>' }),
    });
    try {
      const user = await signUp(app);
      await expect.poll(() => sink.received.length, { timeout: 5000 }).toBeGreaterThan(0);
      const mail = sink.received[0]!;
      expect(mail.to).toEqual([user.email]);
      expect(mail.from).toBe('hello@kyo.test');
      expect(mail.raw).toContain('Verify your e-mail for Kyo');
      expect(mail.raw).toContain('multipart/alternative');
    } finally {
      await app.close();
      await database.close();
      await sink.close();
    }
  });
});
