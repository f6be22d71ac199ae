import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type ChatLogEntry, type SendChatInput, SEED } from '@kyo/emulator';
import type { BotStatus } from '@kyo/contracts';
import type { AppDeps } from '../../app';
import { buildTestApp } from '../../../test/app';
import type { TestDatabase } from '../../../test/db';
import {
  connectSpotify,
  consent,
  startPlatforms,
  type EmulatedPlatforms,
} from '../../../test/emulator';
import { bearer, signUp } from '../../../test/factories';

export const STREAMER = SEED.kick.streamer.userId;
export const BOT_NAME = SEED.kick.bot.username;

/**
 * The bot's integration world: the platform emulator on a port, the app listening on another
 * (the emulator delivers real signed webhooks to it), one FakeClock for both.
 */
export interface BotWorld {
  app: FastifyInstance;
  platforms: EmulatedPlatforms;
  /** Back to the seed, webhooks pointing at this app again. */
  reset(): Promise<void>;
  /** A streamer with Kick connected and the event subscriptions made. */
  streamer(
    account?: number,
  ): Promise<{ token: string; userId: string; email: string; password: string }>;
  /** Connects Spotify for a signed-in streamer (OAuth through the app, as the web app does). */
  connectSpotify(token: string): Promise<void>;
  /** A viewer types a line in the streamer's chat. */
  chat(
    username: string,
    content: string,
    options?: Partial<Omit<SendChatInput, 'username' | 'content'>>,
  ): Promise<ChatLogEntry>;
  /** Waits until webhooks are delivered and the bot has done everything they caused. */
  settle(): Promise<void>;
  /** The bot's lines in the streamer's chat, oldest first. */
  botLines(broadcasterUserId?: number): ChatLogEntry[];
  api(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    body?: object,
  ): Promise<LightMyRequestResponse>;
  status(token: string): Promise<BotStatus>;
  close(): Promise<void>;
}

export async function startBotWorld(
  database: TestDatabase,
  env: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
  platformOptions: Parameters<typeof startPlatforms>[0] = {},
): Promise<BotWorld> {
  const platforms = await startPlatforms(platformOptions);
  const app = await buildTestApp(database, {
    // Tests send many messages to one channel; the pacing itself has its own unit test.
    config: platforms.config({ BOT_CHAT_RATE_PER_SECOND: '1000', BOT_CHAT_BURST: '1000', ...env }),
    clock: platforms.clock,
    ...deps,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const emulator = platforms.server.emulator;
  const webhookUrl = `${url}/api/kick/webhook`;
  emulator.kick.setWebhookUrl(webhookUrl);

  const api: BotWorld['api'] = (method, path, token, body) =>
    app.inject({ method, url: path, headers: bearer(token), ...(body ? { payload: body } : {}) });

  const world: BotWorld = {
    app,
    platforms,
    api,
    async reset() {
      await world.settle();
      await database.reset();
      emulator.reset();
      emulator.faults.clear();
      emulator.kick.setWebhookUrl(webhookUrl);
      // Past every cache's lifetime (channel directory 60 s, tokens 30 s, config 5 s).
      platforms.clock.advance(10 * 60_000);
    },
    async streamer(account) {
      const user = await signUp(app);
      const start = (await api('GET', '/api/kick/oauth', user.token)).json<{
        url: string;
        verifier: string;
      }>();
      const back = await consent(start.url, account ? { account: String(account) } : {});
      const tokens = (
        await api('POST', '/api/kick/token', user.token, {
          code: back.searchParams.get('code'),
          state: back.searchParams.get('state'),
          verifier: start.verifier,
        })
      ).json<{ access_token: string; refresh_token: string; expires_in: number; scope: string }>();
      const profile = (
        await app.inject({
          method: 'GET',
          url: '/api/kick/users',
          headers: bearer(tokens.access_token),
        })
      ).json<{ data: Array<{ user_id: number; name: string }> }>().data[0]!;
      const saved = await api('POST', '/api/user/connections/kick', user.token, {
        username: profile.name,
        providerId: String(profile.user_id),
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        expiresIn: tokens.expires_in,
        scope: tokens.scope,
      });
      expect(saved.statusCode).toBe(200);
      const subscribed = await api('GET', `/api/events/subscribe/${user.user.id}`, user.token);
      expect(subscribed.statusCode).toBe(200);
      return {
        token: user.token,
        userId: user.user.id,
        email: user.email,
        password: user.password,
      };
    },
    connectSpotify: (token) => connectSpotify(app, token),
    async chat(username, content, options = {}) {
      return emulator.kick.sendChat({
        broadcasterUserId: STREAMER,
        username,
        content,
        ...options,
      });
    },
    async settle() {
      // A reply is delivered back as a webhook too: go round until nothing moves.
      for (let round = 0; round < 4; round++) {
        await emulator.whenIdle();
        await app.services.bus.drain();
        await app.bot.idle();
      }
    },
    botLines(broadcasterUserId = STREAMER) {
      return emulator.kick.chatLog(broadcasterUserId).filter((m) => m.fromApp);
    },
    async status(token) {
      const response = await api('GET', '/api/bot/status', token);
      expect(response.statusCode).toBe(200);
      return response.json<BotStatus>();
    },
    async close() {
      await app.close();
      await platforms.close();
    },
  };
  return world;
}
