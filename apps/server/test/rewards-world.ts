import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SEED, type RedeemedView } from '@kyo/emulator';
import {
  REALTIME_PATH,
  type Redemption,
  type Reward,
  type RewardInput,
  type Widget,
} from '@kyo/contracts';
import type { AppDeps } from '../src/app';
import { TestSocket } from './test-socket';
import { buildTestApp } from './app';
import type { TestDatabase } from './db';
import { consent, startPlatforms, type EmulatedPlatforms } from './emulator';
import { bearer, signUp } from './factories';

export const STREAMER = SEED.kick.streamer.userId;

/**
 * Channel points end to end: the emulator on a port, the app listening on another (real signed
 * webhooks), one FakeClock. `kickCalls` lists the app's calls to Kick's rewards API.
 */
export interface RewardsWorld {
  app: FastifyInstance;
  url: string;
  platforms: EmulatedPlatforms;
  kickCalls: string[];
  streamer(options?: {
    account?: number;
    scopes?: string;
  }): Promise<{ token: string; userId: string }>;
  api(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    body?: object,
  ): Promise<LightMyRequestResponse>;
  createReward(token: string, input: RewardInput): Promise<Reward>;
  redeem(rewardKickId: string, username: string, input?: string): RedeemedView;
  redemptions(token: string, filter?: string): Promise<Redemption[]>;
  /** A widget of the streamer's with a browser source connected (optionally reporting OBS). */
  display(
    token: string,
    type: string,
    obs?: { level: number; scenes?: string[] },
  ): Promise<{ widget: Widget; socket: TestSocket }>;
  settle(): Promise<void>;
  botLines(): string[];
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startRewardsWorld(
  database: TestDatabase,
  options: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {},
): Promise<RewardsWorld> {
  const platforms = await startPlatforms();
  const kickCalls: string[] = [];
  const counting: typeof fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/channels/rewards'))
      kickCalls.push(
        `${init?.method ?? 'GET'} ${new URL(url).pathname.replace(/.*\/channels/, '')}`,
      );
    return fetch(input, init);
  };
  const app = await buildTestApp(database, {
    config: platforms.config({
      BOT_CHAT_RATE_PER_SECOND: '1000',
      BOT_CHAT_BURST: '1000',
      ...options.env,
    }),
    clock: platforms.clock,
    fetch: counting,
    ...options.deps,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const emulator = platforms.server.emulator;
  const webhookUrl = `${url}/api/kick/webhook`;
  emulator.kick.setWebhookUrl(webhookUrl);
  const sockets: TestSocket[] = [];

  const api: RewardsWorld['api'] = (method, path, token, body) =>
    app.inject({ method, url: path, headers: bearer(token), ...(body ? { payload: body } : {}) });

  const world: RewardsWorld = {
    app,
    url,
    platforms,
    kickCalls,
    api,
    async streamer(opts = {}) {
      const user = await signUp(app);
      const start = (await api('GET', '/api/kick/oauth', user.token)).json<{
        url: string;
        verifier: string;
      }>();
      const authorize = new URL(start.url);
      if (opts.scopes) authorize.searchParams.set('scope', opts.scopes);
      const back = await consent(
        authorize.toString(),
        opts.account ? { account: String(opts.account) } : {},
      );
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
      expect(saved.statusCode, saved.body).toBe(200);
      const subscribed = await api('GET', `/api/events/subscribe/${user.user.id}`, user.token);
      expect(subscribed.statusCode, subscribed.body).toBe(200);
      return { token: user.token, userId: user.user.id };
    },
    async createReward(token, input) {
      const response = await api('POST', '/api/rewards', token, input);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Reward>();
    },
    redeem(rewardId, username, input = '') {
      return emulator.rewards.redeem({ broadcasterUserId: STREAMER, rewardId, username, input });
    },
    async redemptions(token, filter = 'all') {
      const response = await api('GET', `/api/rewards/redemptions?filter=${filter}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ redemptions: Redemption[] }>().redemptions;
    },
    async display(token, type, obs) {
      const created = await api('POST', '/api/widgets', token, { type, settings: {} });
      expect(created.statusCode, created.body).toBe(201);
      const widget = created.json<Widget>();
      const socket = await TestSocket.open(`${url.replace('http', 'ws')}${REALTIME_PATH}`);
      sockets.push(socket);
      socket.send({ type: 'hello', role: 'overlay', key: widget.key });
      await socket.next('snapshot');
      if (obs) {
        socket.send({ type: 'obs', level: obs.level, scenes: obs.scenes ?? [] });
        // The report is handled in order with the next message: a pong round trip settles it.
        socket.send({ type: 'pong', t: 0 });
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      return { widget, socket };
    },
    async settle() {
      for (let round = 0; round < 4; round++) {
        await emulator.whenIdle();
        await app.services.bus.drain();
        await app.rewards.idle();
        await app.bot.idle();
      }
    },
    botLines() {
      return emulator.kick
        .chatLog(STREAMER)
        .filter((m) => m.fromApp)
        .map((m) => m.content);
    },
    async reset() {
      await world.settle();
      for (const socket of sockets.splice(0)) socket.close();
      await database.reset();
      emulator.reset();
      emulator.faults.clear();
      emulator.kick.setWebhookUrl(webhookUrl);
      kickCalls.length = 0;
      platforms.clock.advance(10 * 60_000);
    },
    async close() {
      for (const socket of sockets.splice(0)) socket.close();
      await app.close();
      await platforms.close();
    },
  };
  return world;
}
