import type { FastifyInstance } from 'fastify';
import { shoutoutEndpoints, shoutoutsApi } from '@kyo/contracts';
import type { ApiAreaRoutes } from '../../platform/http/api-area';
import { route } from '../../platform/http/route';
import type { RateLimiter } from '../../platform/rate-limit';
import { refusalError, ShoutoutRefused, type ShoutoutService } from './shoutouts.service';

/** Each account may ask Kick about channels at most this often (shoutouts from the page and API). */
const SENDS_PER_MINUTE = 20;

async function send(
  service: ShoutoutService,
  limiter: RateLimiter,
  ownerId: string,
  userId: string,
  channel: string,
  source: 'dashboard' | 'api',
  by: string,
) {
  limiter.hit('shoutouts:send', userId, { limit: SENDS_PER_MINUTE, windowMs: 60_000 });
  try {
    return await service.shout(ownerId, channel, source, by);
  } catch (error) {
    if (error instanceof ShoutoutRefused) throw refusalError(error);
    throw error;
  }
}

/** /live's Shoutouts card (contracts: shoutoutEndpoints): the owner and the channel's moderators. */
export function shoutoutRoutes(
  app: FastifyInstance,
  service: ShoutoutService,
  limiter: RateLimiter,
  nameOf: (userId: string) => Promise<string>,
): void {
  const e = shoutoutEndpoints;
  route(app, e.settings, { channel: true }).handle(({ ownerId }) => service.settings(ownerId));
  route(app, e.saveSettings, { channel: true }).handle(({ ownerId, body }) =>
    service.saveSettings(ownerId, body),
  );
  route(app, e.list, { channel: true }).handle(async ({ ownerId }) => ({
    shoutouts: await service.recent(ownerId),
  }));
  route(app, e.send, { channel: true }).handle(async ({ ownerId, auth, body }) =>
    send(
      service,
      limiter,
      ownerId,
      auth.userId,
      body.channel,
      'dashboard',
      await nameOf(auth.userId),
    ),
  );
}

/** The shoutouts' part of /api/v1 (docs/api.md): scopes shoutouts:read and shoutouts:write. */
export function shoutoutsArea(
  service: ShoutoutService,
  nameOf: (userId: string) => Promise<string>,
): ApiAreaRoutes {
  const r = shoutoutsApi.routes;
  return {
    area: 'shoutouts',
    register(app, limiter) {
      route(app, r.list, { channel: true }).handle(async ({ ownerId }) => ({
        shoutouts: await service.recent(ownerId),
      }));
      route(app, r.send, { channel: true }).handle(async ({ ownerId, auth, body }) =>
        send(
          service,
          limiter,
          ownerId,
          auth.userId,
          body.channel,
          'api',
          await nameOf(auth.userId),
        ),
      );
    },
  };
}
