import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  PORTAL_CALLBACK_PATH,
  PORTAL_COOKIE,
  PORTAL_SESSION_SECONDS,
  portalEndpoints,
} from '@kyo/contracts';
import { badRequest } from '../../platform/http/http-error';
import { route } from '../../platform/http/route';
import type { RateLimiter } from '../../platform/rate-limit';
import { SIGN_IN_SECONDS, type Portal } from './portal';

/** The sign-in in progress (state and verifier, sealed). */
export const PORTAL_STATE_COOKIE = 'kyo_points_signin';
const COOKIE_PATH = '/api/points-portal';
const MINUTE = 60_000;

const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/**
 * The viewer portal's API (contracts: portalEndpoints), public: the page of a channel, Kick's
 * sign-in (its callback a redirect back to the page), a purchase and sign-out. Reads are limited
 * per address like the other public reads; a purchase per viewer.
 */
export function portalRoutes(
  app: FastifyInstance,
  portal: Portal,
  deps: { limiter: RateLimiter; secureCookies: boolean },
): void {
  const { limiter } = deps;
  const cookie = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.secureCookies,
  };
  const viewerOf = (cookies: Record<string, string | undefined>) =>
    portal.viewerOfCookie(cookies[PORTAL_COOKIE]);

  route(app, portalEndpoints.page).handle(async ({ params, request, reply }) => {
    limiter.hit('points-portal:read', request.ip, { limit: 120, windowMs: MINUTE });
    void reply.header('cache-control', 'no-store');
    return portal.page(params.channel, viewerOf(request.cookies));
  });

  route(app, portalEndpoints.signIn).handle(async ({ params, request, reply }) => {
    limiter.hit('points-portal:sign-in', request.ip, { limit: 20, windowMs: MINUTE });
    const { url, cookie: sealed } = await portal.startSignIn(params.channel);
    void reply.setCookie(PORTAL_STATE_COOKIE, sealed, { ...cookie, maxAge: SIGN_IN_SECONDS });
    return { url };
  });

  // Kick sends the viewer's browser here: a redirect back to the page, never JSON to a person.
  app.get(PORTAL_CALLBACK_PATH, async (request, reply: FastifyReply) => {
    limiter.hit('points-portal:sign-in', request.ip, { limit: 20, windowMs: MINUTE });
    const pending = portal.signInOf(request.cookies[PORTAL_STATE_COOKIE]);
    const query = callbackQuery.safeParse(request.query);
    if (!pending || !query.success)
      throw badRequest('This sign-in expired or was already used. Sign in again.', 'state');
    void reply.clearCookie(PORTAL_STATE_COOKIE, cookie);
    const back = `/points/${encodeURIComponent(pending.channel)}`;
    try {
      const { cookie: sealed } = await portal.finishSignIn(pending, query.data);
      void reply.setCookie(PORTAL_COOKIE, sealed, { ...cookie, maxAge: PORTAL_SESSION_SECONDS });
      return reply.redirect(back, 303);
    } catch (error) {
      request.log.info({ err: error }, 'points portal: a sign-in failed');
      return reply.redirect(`${back}?signin=failed`, 303);
    }
  });

  route(app, portalEndpoints.buy).handle(async ({ params, body, request }) => {
    const viewer = viewerOf(request.cookies);
    limiter.hit('points-portal:buy', viewer ? String(viewer.kickUserId) : request.ip, {
      limit: 30,
      windowMs: MINUTE,
    });
    return portal.buy(params.channel, viewer, body);
  });

  route(app, portalEndpoints.signOut).handle(async ({ reply }) => {
    void reply.clearCookie(PORTAL_COOKIE, cookie);
  });
}
