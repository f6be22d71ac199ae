import type { AppDeps } from '../../app';
import { sign } from 'node:crypto';
import { ulid } from 'ulid';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { KICK_WEBHOOK_PATH } from '@kyo/contracts';
import { buildTestApp } from '../../../test/app';
import type { TestDatabase } from '../../../test/db';
import {
  connectSpotify,
  consent,
  startPlatforms,
  type EmulatedPlatforms,
} from '../../../test/emulator';
import { bearer, signUp } from '../../../test/factories';
import { ManualTimers, flushMicrotasks } from '../../platform/pollers/timers';
import type { ProviderFetch } from '../../providers/transport';

export interface IngestWorld {
  app: FastifyInstance;
  platforms: EmulatedPlatforms;
  webhookUrl: string;
  /** A streamer with Kick connected (and, unless told otherwise, the subscriptions made). */
  streamer(options?: {
    subscribe?: boolean;
  }): Promise<{ token: string; userId: string; email: string; password: string }>;
  /** Connects the emulator's Spotify account to the streamer signed in with `token`. */
  connectSpotify(token: string): Promise<void>;
  /** With `manualPollers`: the pollers' timers, moved with `advance(ms)` (the clock with them). */
  pollerTimers: ManualTimers | undefined;
  /** A webhook signed like Kick signs it (with the emulator's key unless told otherwise). */
  signed(input: {
    type: string;
    body: string;
    messageId?: string;
    timestamp?: string;
    privateKey?: string;
    version?: string;
  }): { headers: Record<string, string>; body: string };
  reset(): Promise<void>;
  close(): Promise<void>;
}

export const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** A Kick message id: a ULID made at `at` (Kick's ids carry their creation time). */
export const newMessageId = (at = Date.now()) => ulid(at);

export async function startIngestWorld(
  database: TestDatabase,
  options: {
    /** Live viewer counts move on their own. */
    viewerWalk?: boolean;
    /** The live-data pollers run on `pollerTimers` (hours of polling in seconds). */
    manualPollers?: boolean;
    /** The fetch the app reaches the platforms with (tests count calls). */
    fetch?: ProviderFetch;
    /** The text-to-speech engine (tests pass a fake one). */
    ttsEngine?: AppDeps['ttsEngine'];
    /** The demo's sample streams (which channel plays one): the stats record them as in demo. */
    samples?: AppDeps['samples'];
  } = {},
): Promise<IngestWorld> {
  const platforms = await startPlatforms({ viewerWalk: options.viewerWalk ?? false });
  // Each timer's work includes real HTTP to the emulator and database writes: wait for them.
  let settle = flushMicrotasks;
  const pollerTimers = options.manualPollers
    ? new ManualTimers(platforms.clock, () => settle())
    : undefined;
  const app = await buildTestApp(database, {
    config: platforms.config(),
    clock: platforms.clock,
    ...(pollerTimers ? { pollerTimers } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.ttsEngine !== undefined ? { ttsEngine: options.ttsEngine } : {}),
    ...(options.samples ? { samples: options.samples } : {}),
  });
  settle = async () => {
    await flushMicrotasks();
    await app.liveStats.whenIdle();
    await app.services.bus.drain();
    await flushMicrotasks();
  };
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const webhookUrl = `${url}${KICK_WEBHOOK_PATH}`;
  const emulator = platforms.server.emulator;
  emulator.kick.setWebhookUrl(webhookUrl);
  const world: IngestWorld = {
    app,
    platforms,
    webhookUrl,
    pollerTimers,
    connectSpotify: (token) => connectSpotify(app, token),
    async streamer({ subscribe = true } = {}) {
      const user = await signUp(app);
      const inject = (method: 'GET' | 'POST', path: string, payload?: object) =>
        app.inject({
          method,
          url: path,
          headers: bearer(user.token),
          ...(payload ? { payload } : {}),
        });
      const start = (await inject('GET', '/api/kick/oauth')).json<{
        url: string;
        verifier: string;
      }>();
      const back = await consent(start.url);
      const tokens = (
        await inject('POST', '/api/kick/token', {
          code: back.searchParams.get('code'),
          state: back.searchParams.get('state'),
          verifier: start.verifier,
        })
      ).json<{ access_token: string; refresh_token: string; expires_in: number; scope: string }>();
      const saved = await inject('POST', '/api/user/connections/kick', {
        username: 'kyo_demo',
        providerId: '1001',
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        expiresIn: tokens.expires_in,
        scope: tokens.scope,
      });
      expect(saved.statusCode).toBe(200);
      if (subscribe)
        expect((await inject('GET', `/api/events/subscribe/${user.user.id}`)).statusCode).toBe(200);
      return {
        token: user.token,
        userId: user.user.id,
        email: user.email,
        password: user.password,
      };
    },
    signed({ type, body, messageId, timestamp, privateKey, version = '1' }) {
      messageId ??= newMessageId(platforms.clock.now());
      const at = timestamp ?? rfc3339(platforms.clock.now());
      const key = privateKey ?? emulator.context.store.state.kick.keyPair.privateKeyPem;
      const signature = sign('RSA-SHA256', Buffer.from(`${messageId}.${at}.${body}`), key).toString(
        'base64',
      );
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'kick-event-message-id': messageId,
          'kick-event-subscription-id': '01JSUBSCRIPTION000000000000',
          'kick-event-signature': signature,
          'kick-event-message-timestamp': at,
          'kick-event-type': type,
          'kick-event-version': version,
        },
      };
    },
    async reset() {
      await emulator.whenIdle();
      await app.services.bus.drain();
      await app.bot.idle();
      await database.reset();
      emulator.reset();
      emulator.faults.clear();
      emulator.kick.setWebhookUrl(webhookUrl);
      platforms.clock.advance(10 * 60_000);
    },
    async close() {
      await app.close();
      await platforms.close();
    },
  };
  return world;
}
