import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { userEndpoints } from '@kyo/contracts';
import { HttpError } from '../../platform/http/http-error';
import { route } from '../../platform/http/route';
import type { RateLimiter } from '../../platform/rate-limit';
import type { AccountsService, IssuedSession } from './accounts.service';
import { SESSION_TTL_MS } from './sessions';

export const REFRESH_COOKIE = 'kyo_refresh';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface AccountsRouteDeps {
  service: AccountsService;
  limiter: RateLimiter;
  secureCookies: boolean;
}

/** The header the web app sends with every API call; a cross-site form or image cannot set it. */
export const CLIENT_HEADER = 'x-kyo-client';

/**
 * The refresh and logout endpoints act on the refresh cookie alone, so a page of another site
 * must not reach them with it: they take a JSON body or the client header (neither can a plain
 * cross-site form send), and a browser's `Origin`, when sent, must be this very host.
 */
function assertSameOriginClient(request: FastifyRequest): void {
  const type = request.headers['content-type'] ?? '';
  const fromClient =
    request.headers[CLIENT_HEADER] !== undefined || type.startsWith('application/json');
  if (!fromClient)
    throw new HttpError(403, 'cross_site_request', 'Send this request from the Kyo app.');
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let same = false;
  try {
    // Through URL both sides, so a default port (":80") compares equal to none.
    same = new URL(origin).host === new URL(`http://${request.host}`).host;
  } catch {
    same = false;
  }
  if (!same) throw new HttpError(403, 'cross_site_request', 'Send this request from the Kyo app.');
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

export function accountsRoutes(
  app: FastifyInstance,
  { service, limiter, secureCookies }: AccountsRouteDeps,
): void {
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookies,
    // Only the refresh and logout endpoints ever see it.
    path: '/api/user',
  };
  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, cookieOptions);
  const answer = (reply: FastifyReply, session: IssuedSession) => {
    setRefreshCookie(reply, session.refreshToken);
    return { token: session.token, user: session.user };
  };

  route(app, userEndpoints.register).handle(async ({ body, request, reply }) => {
    await limiter.hitShared('register:ip', request.ip, { limit: 10, windowMs: HOUR });
    return answer(reply, await service.register(body, request.headers['user-agent']));
  });

  route(app, userEndpoints.login).handle(async ({ body, request, reply }) => {
    await limiter.hitShared('login:ip', request.ip, { limit: 30, windowMs: 10 * MINUTE });
    await limiter.hitShared('login:account', body.email, { limit: 10, windowMs: 10 * MINUTE });
    const session = await service.login(body.email, body.password, request.headers['user-agent']);
    await limiter.resetShared('login:account', body.email);
    return answer(reply, session);
  });

  route(app, userEndpoints.refresh).handle(async ({ request, reply }) => {
    assertSameOriginClient(request);
    try {
      return answer(reply, await service.refresh(request.cookies[REFRESH_COOKIE]));
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
  });

  route(app, userEndpoints.logout).handle(async ({ request, reply }) => {
    assertSameOriginClient(request);
    await service.logout(bearer(request), request.cookies[REFRESH_COOKIE]);
    clearRefreshCookie(reply);
  });

  route(app, userEndpoints.me).handle(async ({ auth }) => service.me(auth.userId));

  route(app, userEndpoints.exportAccount).handle(async ({ auth, reply }) => {
    limiter.hit('export:account', auth.userId, { limit: 10, windowMs: HOUR });
    void reply.header(
      'content-disposition',
      `attachment; filename="kyo-account-${auth.userId.slice(0, 8)}.json"`,
    );
    return service.exportAccount(auth.userId);
  });

  route(app, userEndpoints.deleteAccount).handle(async ({ auth, body, reply }) => {
    limiter.hit('delete:account', auth.userId, { limit: 5, windowMs: HOUR });
    await service.deleteAccount(auth.userId, body.password);
    clearRefreshCookie(reply);
    return { message: 'Your account was deleted.' };
  });

  route(app, userEndpoints.updateSettings).handle(async ({ auth, body }) =>
    service.setLanguage(auth.userId, body.language),
  );

  route(app, userEndpoints.verifyEmail).handle(async ({ body, request }) => {
    await limiter.hitShared('verify:ip', request.ip, { limit: 30, windowMs: 10 * MINUTE });
    await service.verifyEmail(body.token);
    return { message: 'Your e-mail is verified.' };
  });

  route(app, userEndpoints.resendVerification).handle(async ({ auth }) => {
    limiter.hit('resend:account', auth.userId, { limit: 5, windowMs: HOUR });
    await service.resendVerification(auth.userId);
    return { message: 'We sent you a new verification link.' };
  });

  route(app, userEndpoints.forgotPassword).handle(async ({ body, request }) => {
    await limiter.hitShared('forgot:ip', request.ip, { limit: 10, windowMs: HOUR });
    await limiter.hitShared('forgot:account', body.email, { limit: 3, windowMs: HOUR });
    service.forgotPasswordLater(body.email);
    return {
      message: 'If an account exists for this address, we sent it a link to reset the password.',
    };
  });

  route(app, userEndpoints.resetPassword).handle(async ({ body, request }) => {
    await limiter.hitShared('reset:ip', request.ip, { limit: 30, windowMs: 10 * MINUTE });
    await service.resetPassword(body.token, body.password);
    return { message: 'Your password was changed. Sign in with the new one.' };
  });

  route(app, userEndpoints.changePassword).handle(async ({ auth, body }) => {
    const apiTokens = await service.changePassword(auth, body.current, body.next, {
      revokeApiTokens: body.revokeApiTokens,
    });
    return { message: passwordChangedMessage(apiTokens), apiTokens };
  });

  route(app, userEndpoints.publicProfile).handle(async ({ params }) =>
    service.publicProfile(params.id),
  );
}

/** What a password change did, API tokens included (they stay unless asked: docs/api.md). */
function passwordChangedMessage({ kept, revoked }: { kept: number; revoked: number }): string {
  const done = 'Your password was changed. Your other sessions were signed out';
  if (revoked > 0) return `${done} and your API tokens revoked (${revoked}).`;
  if (kept === 0) return `${done}.`;
  const still = kept === 1 ? 'Your API token still works' : `Your ${kept} API tokens still work`;
  return `${done}. ${still}: revoke them in Settings → API if someone else may have had your password.`;
}
