import type { ChildProcess } from 'node:child_process';
import { SEED } from '@kyo/emulator';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { FakeClock } from '../src/platform/clock';
import { createPostgresDatabase, databaseKinds } from './db';
import { consent, startPlatforms, TEST_CLIENTS, type EmulatedPlatforms } from './emulator';
import { makeSignup } from './factories';
import { freePort } from './ports';
import { startServer, waitFor } from './process';

const STREAMER = SEED.kick.streamer.userId;

/** The emulator's clock: the real time, moved on by hand as the restarted server's is. */
class ShiftedClock extends FakeClock {
  offset = 0;
  override now(): number {
    return Date.now() + this.offset;
  }
}

/**
 * Issue 29: Kick tries a failed delivery again for up to a day, each attempt signed with its own
 * time. A real server process answers a command, is killed (SIGKILL) and started again on the
 * same data folder 24 minutes later, and Kick's retry of that command arrives: the bot does not
 * answer it a second time.
 */
for (const kind of databaseKinds) {
  const unavailable = kind === 'postgres' && !inject('postgresAdminUrl');
  describe.skipIf(unavailable)(`a webhook retried after a kill -9 and a restart [${kind}]`, () => {
    let server: ChildProcess | undefined;
    let platforms: EmulatedPlatforms | undefined;
    let dropDatabase: (() => Promise<void>) | undefined;
    afterEach(async () => {
      server?.kill('SIGKILL');
      await platforms?.close();
      await dropDatabase?.();
    });

    it('answers the command once', async () => {
      const port = await freePort();
      const appUrl = `http://127.0.0.1:${port}`;
      const clock = new ShiftedClock();
      platforms = await startPlatforms({
        appUrl,
        kickWebhookUrl: `${appUrl}/api/kick/webhook`,
        clock,
      });
      const urls = platforms.server.emulator.urls;
      const database = kind === 'postgres' ? await createPostgresDatabase() : undefined;
      dropDatabase = database ? () => database.drop() : undefined;
      const env: Record<string, string> = {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: appUrl,
        APP_SECRET: 'restart-test-secret-restart-test-secret-0123',
        RATE_LIMIT_FACTOR: '1000',
        KICK_CLIENT_ID: TEST_CLIENTS.kick.clientId,
        KICK_CLIENT_SECRET: TEST_CLIENTS.kick.clientSecret,
        KICK_AUTH_URL: urls.kickAuth,
        KICK_API_URL: urls.kickApi,
        ...(database ? { DATABASE_URL: database.url } : {}),
      };
      const start = async (clockOffsetMs = 0) => {
        const started = startServer(env, { clockOffsetMs });
        server = started.child;
        // Minutes on a machine loaded by parallel test runs.
        await started.printed('Kyo is running', 300_000);
        env.DATA_DIR = started.dataDir;
        return started;
      };
      const api = async (method: string, path: string, token?: string, body?: object) => {
        const response = await fetch(`${appUrl}${path}`, {
          method,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        return {
          status: response.status,
          json: (await response.json()) as Record<string, unknown>,
        };
      };
      const control = async (path: string, body: object = {}) => {
        const response = await fetch(`${urls.control}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.ok, await response.clone().text()).toBe(true);
        return (await response.json()) as Record<string, unknown>;
      };
      const botLines = async () => {
        const response = await fetch(`${urls.control}/kick/channels/${STREAMER}/chat`);
        const lines = (await response.json()) as Array<{ content: string; fromApp: boolean }>;
        return lines.filter((line) => line.fromApp).map((line) => line.content);
      };

      // A streamer connects Kick (OAuth with PKCE through the emulator) and adds !hello.
      let first = await start();
      const user = await api('POST', '/api/user/register', undefined, makeSignup());
      expect(user.status).toBe(201);
      const token = user.json.token as string;
      const oauth = await api('GET', '/api/kick/oauth', token);
      const back = await consent(oauth.json.url as string);
      const tokens = await api('POST', '/api/kick/token', token, {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        verifier: oauth.json.verifier,
      });
      expect(tokens.status).toBe(200);
      const saved = await api('POST', '/api/user/connections/kick', token, {
        username: SEED.kick.streamer.username,
        providerId: String(STREAMER),
        accessToken: tokens.json.access_token,
        refreshToken: tokens.json.refresh_token,
        expiresIn: tokens.json.expires_in,
        scope: tokens.json.scope,
      });
      expect(saved.status).toBe(200);
      const userId = (user.json.user as { id: string }).id;
      expect((await api('GET', `/api/events/subscribe/${userId}`, token)).status).toBe(200);
      const hello = await api('POST', '/api/bot/commands', token, {
        name: 'hello',
        responses: ['Hello {user}!'],
        globalCooldownSeconds: 0,
      });
      expect(hello.status).toBe(201);

      const line = await control(`/kick/channels/${STREAMER}/chat`, {
        username: 'pixel_pat',
        content: '!hello',
      });
      await waitFor(async () => (await botLines()).length === 1, 30_000);
      const delivery = platforms.server.emulator.kick
        .deliveries()
        .find((d) => (d.body as { message_id: string }).message_id === line.messageId)!;
      expect(delivery).toMatchObject({ state: 'delivered', statusCode: 200 });

      // The process dies without a word; 24 minutes later it runs again on the same data.
      first.child.kill('SIGKILL');
      await first.exited;
      clock.offset = 24 * 60_000;
      first = await start(clock.offset);

      // Kick's retry: the same id and body, signed now.
      const retry = await control(`/kick/deliveries/${delivery.messageId}/redeliver`);
      await platforms.server.emulator.whenIdle();
      const retried = platforms.server.emulator.kick.deliveries().find((d) => d.id === retry.id)!;
      expect(retried).toMatchObject({ state: 'delivered', statusCode: 200 });
      expect(retried.timestamp).not.toBe(delivery.timestamp);
      // A new command after it is answered (the bot runs, and in order).
      await control(`/kick/channels/${STREAMER}/chat`, {
        username: 'lurker_lee',
        content: '!hello',
      });
      await waitFor(async () => (await botLines()).length >= 2, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await botLines()).toEqual(['Hello pixel_pat!', 'Hello lurker_lee!']);
    }, 900_000);
  });
}
