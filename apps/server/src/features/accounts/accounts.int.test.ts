import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../../test/db';
import { buildTestApp, testConfig } from '../../../test/app';
import { createMemoryMailer, startSmtpSink } from '../../../test/mail';
import { bearer, makeSignup, signUp } from '../../../test/factories';
import { FakeClock } from '../../platform/clock';
import { accountsApp, MINUTE } from './accounts.test-helper';

describeEachDatabase('accounts API', (db) => {
  const world = accountsApp(db);
  const { mailer, me, post } = world;
  let app: FastifyInstance;
  beforeAll(() => {
    app = world.app();
  });

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
