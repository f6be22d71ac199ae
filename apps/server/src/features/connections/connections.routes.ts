import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Me } from '@kyo/contracts';
import {
  connectionEndpoints,
  discordEndpoints,
  kickEndpoints,
  spotifyEndpoints,
} from '@kyo/contracts';
import { unauthorized } from '../../platform/http/http-error';
import { route } from '../../platform/http/route';
import type { RateLimiter } from '../../platform/rate-limit';
import type { OAuthService } from './oauth.service';

export interface ConnectionsRouteDeps {
  oauth: OAuthService;
  limiter: RateLimiter;
  /** The signed-in user with their connections (composed from the accounts feature). */
  meOf: (userId: string) => Promise<Me>;
  providers: Array<{
    provider: 'kick' | 'spotify' | 'discord';
    configured: boolean;
    emulated: boolean;
  }>;
  emulatorUrl: string | null;
}

const providerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer '))
    throw unauthorized('Send the platform token as a Bearer token');
  return header.slice(7).trim();
};

export function connectionsRoutes(app: FastifyInstance, deps: ConnectionsRouteDeps): void {
  const { oauth, limiter, meOf } = deps;
  const MINUTE = 60_000;

  route(app, connectionEndpoints.providers).handle(async () => ({
    providers: deps.providers,
    emulatorUrl: deps.emulatorUrl,
  }));

  route(app, kickEndpoints.oauth).handle(async ({ auth }) => {
    limiter.hit('oauth:start', auth.userId, { limit: 30, windowMs: 10 * MINUTE });
    return oauth.startKick(auth.userId);
  });
  route(app, kickEndpoints.token).handle(async ({ auth, body }) =>
    oauth.exchangeKick(auth.userId, body.code, body.state, body.verifier),
  );
  route(app, kickEndpoints.refresh).handle(async ({ auth, body }) =>
    oauth.refresh(auth.userId, 'kick', body.refresh_token),
  );
  route(app, kickEndpoints.logout).handle(async ({ query }) => {
    await oauth.revokeKickToken(query.token);
  });
  route(app, kickEndpoints.users).handle(async ({ request }) => {
    limiter.hit('proxy:kick', request.ip, { limit: 120, windowMs: MINUTE });
    return oauth.kickUsers(providerToken(request));
  });

  route(app, spotifyEndpoints.oauth).handle(async ({ auth }) => {
    limiter.hit('oauth:start', auth.userId, { limit: 30, windowMs: 10 * MINUTE });
    return oauth.startSpotify(auth.userId);
  });
  route(app, spotifyEndpoints.token).handle(async ({ auth, query }) =>
    oauth.exchangeSpotify(auth.userId, query.code, query.state),
  );
  route(app, spotifyEndpoints.refresh).handle(async ({ auth, body }) =>
    oauth.refresh(auth.userId, 'spotify', body.refresh_token),
  );
  route(app, spotifyEndpoints.me).handle(async ({ request }) => {
    limiter.hit('proxy:spotify', request.ip, { limit: 120, windowMs: MINUTE });
    return oauth.spotifyMe(providerToken(request));
  });

  route(app, discordEndpoints.oauth).handle(async ({ auth }) => {
    limiter.hit('oauth:start', auth.userId, { limit: 30, windowMs: 10 * MINUTE });
    return oauth.startDiscord(auth.userId);
  });
  route(app, discordEndpoints.test).handle(async ({ auth }) => {
    limiter.hit('discord:test', auth.userId, { limit: 10, windowMs: MINUTE });
    const me = await meOf(auth.userId);
    await oauth.sendDiscordTest(auth.userId, me.connections.kick?.username ?? me.username);
    return { message: 'Test message sent to Discord.' };
  });

  route(app, connectionEndpoints.saveKick).handle(async ({ auth, body }) => {
    await oauth.saveKick(auth.userId, body);
    return meOf(auth.userId);
  });
  route(app, connectionEndpoints.saveSpotify).handle(async ({ auth, body }) => {
    await oauth.saveSpotify(auth.userId, body);
    return meOf(auth.userId);
  });
  route(app, connectionEndpoints.saveDiscord).handle(async ({ auth, body }) => {
    await oauth.connectDiscord(auth.userId, body.code, body.state);
    return meOf(auth.userId);
  });
  route(app, connectionEndpoints.remove).handle(async ({ auth, params }) => {
    await oauth.disconnect(auth.userId, params.provider);
    return meOf(auth.userId);
  });
}
