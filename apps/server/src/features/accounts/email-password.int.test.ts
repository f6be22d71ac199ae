import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/db';
import { tokenOf } from '../../../test/mail';
import { bearer, signUp } from '../../../test/factories';
import { accountsApp, HOUR, MINUTE } from './accounts.test-helper';

describeEachDatabase('accounts: e-mail and password', (db) => {
  const world = accountsApp(db);
  const { clock, mailer, me, post } = world;
  let app: FastifyInstance;
  beforeAll(() => {
    app = world.app();
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
});
