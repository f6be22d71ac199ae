import { startEmulatorServer, type EmulatorServer } from '@kyo/emulator';
import { consent } from '@kyo/emulator/testing';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { FakeClock } from '../src/platform/clock';
import { testConfig } from './app';
import { bearer } from './factories';

export { consent };

export const APP_URL = 'http://localhost:3000';
export const TEST_CLIENTS = {
  kick: { clientId: 'kyo-test-kick', clientSecret: 'kyo-test-kick-secret' },
  spotify: { clientId: 'kyo-test-spotify', clientSecret: 'kyo-test-spotify-secret' },
  discord: { clientId: 'kyo-test-discord', clientSecret: 'kyo-test-discord-secret' },
};

export interface EmulatedPlatforms {
  server: EmulatorServer;
  clock: FakeClock;
  /** App configuration pointing every provider at this emulator, as production points at the real ones. */
  config(env?: Record<string, string>): ReturnType<typeof testConfig>;
  close(): Promise<void>;
}

/**
 * A standalone emulator on a free port, sharing one clock with the app, with OAuth clients whose
 * redirect URIs are the app's (`APP_URL`). The app talks to it over real HTTP.
 */
export async function startPlatforms(
  options: {
    appUrl?: string;
    kickWebhookUrl?: string;
    clock?: FakeClock;
    /** Live viewer counts move on their own (off by default: tests assert exact counts). */
    viewerWalk?: boolean;
    /** Chat crowds and sample streams on real timers (default); false: the test ticks them. */
    crowdTimers?: boolean;
  } = {},
): Promise<EmulatedPlatforms> {
  const appUrl = options.appUrl ?? APP_URL;
  const clock = options.clock ?? new FakeClock(Date.UTC(2026, 10, 21, 12));
  const server = await startEmulatorServer({
    now: () => clock.now(),
    viewerWalk: options.viewerWalk ?? false,
    ...(options.crowdTimers === false ? { crowdTimers: false } : {}),
    ...(options.kickWebhookUrl ? { kickWebhookUrl: options.kickWebhookUrl } : {}),
    clients: {
      kick: [
        {
          ...TEST_CLIENTS.kick,
          redirectUris: [`${appUrl}/auth/kick/redirect`, `${appUrl}/api/points-portal/callback`],
          name: 'Kyo',
          ...(options.kickWebhookUrl ? { webhookUrl: options.kickWebhookUrl } : {}),
        },
      ],
      spotify: [{ ...TEST_CLIENTS.spotify, redirectUris: [`${appUrl}/auth/spotify`], name: 'Kyo' }],
      discord: [{ ...TEST_CLIENTS.discord, redirectUris: [`${appUrl}/auth/discord`], name: 'Kyo' }],
    },
  });
  const urls = server.emulator.urls;
  return {
    server,
    clock,
    config: (env = {}) =>
      testConfig({
        PUBLIC_URL: appUrl,
        KICK_CLIENT_ID: TEST_CLIENTS.kick.clientId,
        KICK_CLIENT_SECRET: TEST_CLIENTS.kick.clientSecret,
        KICK_AUTH_URL: urls.kickAuth,
        KICK_API_URL: urls.kickApi,
        SPOTIFY_CLIENT_ID: TEST_CLIENTS.spotify.clientId,
        SPOTIFY_CLIENT_SECRET: TEST_CLIENTS.spotify.clientSecret,
        SPOTIFY_ACCOUNTS_URL: urls.spotifyAccounts,
        SPOTIFY_API_URL: urls.spotifyApi,
        DISCORD_CLIENT_ID: TEST_CLIENTS.discord.clientId,
        DISCORD_CLIENT_SECRET: TEST_CLIENTS.discord.clientSecret,
        DISCORD_URL: urls.discord,
        PROVIDER_TIMEOUT_MS: '800',
        ...env,
      }),
    close: () => server.close(),
  };
}

/** Connects the emulator's Spotify account to the streamer signed in with `token` (the dashboard's steps). */
export async function connectSpotify(app: FastifyInstance, token: string): Promise<void> {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const start = (await call('GET', '/api/spotify/oauth')).json<{ url: string }>();
  const back = await consent(start.url);
  const query = `code=${back.searchParams.get('code')}&state=${back.searchParams.get('state')}`;
  const tokens = (await call('POST', `/api/spotify/token?${query}`)).json<{
    access_token: string;
    refresh_token: string;
    expires_in: number;
    scope: string;
  }>();
  const saved = await call('POST', '/api/user/connections/spotify', {
    providerId: 'kyo_demo_spotify',
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresIn: tokens.expires_in,
    scope: tokens.scope,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
