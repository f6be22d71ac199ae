/**
 * Sign-in sessions: one opened per sign-in (an access token, short-lived, and a refresh
 * credential that rotates on each use), a bearer token resolved to its live session, a refresh
 * credential presented twice ending its session (it leaked), and a sign-out.
 */
import type { Me } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { sha256 } from '../../platform/crypto';
import { unauthorized } from '../../platform/http/http-error';
import { randomToken, uuidv7 } from '../../platform/ids';
import type { AccessTokens } from './access-tokens';
import type { AccountsRepo, UserRow } from './accounts.repo';

const HOUR = 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * HOUR;

export interface IssuedSession {
  token: string;
  refreshToken: string;
  user: Me;
}

export interface SessionsDeps {
  repo: AccountsRepo;
  tokens: AccessTokens;
  clock: Clock;
  /** The account as its owner sees it. */
  toMe(user: UserRow): Promise<Me>;
  /** Sessions ended: their open dashboard sockets must close (the realtime feature). */
  onSessionsEnded?: (ended: { userId: string; sessionId?: string }) => void;
}

export class Sessions {
  constructor(private readonly deps: SessionsDeps) {}

  private now(): Date {
    return new Date(this.deps.clock.now());
  }

  async open(user: UserRow, userAgent?: string): Promise<IssuedSession> {
    const now = this.now();
    const sessionId = uuidv7(now.getTime());
    const refreshToken = randomToken();
    await this.deps.repo.createSession(
      {
        id: sessionId,
        userId: user.id,
        userAgent: userAgent?.slice(0, 300) ?? null,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      },
      sha256(refreshToken),
    );
    return {
      token: await this.deps.tokens.sign({ userId: user.id, sessionId }),
      refreshToken,
      user: await this.deps.toMe(user),
    };
  }

  /** Resolves a bearer token to a live session, or throws 401. */
  async authenticate(token: string | undefined): Promise<{ userId: string; sessionId: string }> {
    if (!token) throw unauthorized();
    const claims = await this.deps.tokens.verify(token);
    if (!claims) throw unauthorized('Your session has expired. Sign in again.');
    const session = await this.deps.repo.findSession(claims.sessionId);
    if (
      !session ||
      session.userId !== claims.userId ||
      session.revokedAt ||
      session.expiresAt.getTime() <= this.deps.clock.now()
    ) {
      throw unauthorized('Your session has ended. Sign in again.');
    }
    return claims;
  }

  /**
   * Rotates the refresh credential. Presenting one that was already rotated means it leaked (or
   * was replayed): the whole session is revoked.
   */
  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken || refreshToken.length > 200) throw unauthorized('No session to refresh');
    const now = this.now();
    const stored = await this.deps.repo.findRefreshToken(sha256(refreshToken));
    if (!stored) throw unauthorized('No session to refresh');
    const session = await this.deps.repo.findSession(stored.sessionId);
    if (!session || session.revokedAt || session.expiresAt <= now)
      throw unauthorized('Your session has ended. Sign in again.');
    const next = randomToken();
    const rotated =
      stored.rotatedAt === null &&
      (await this.deps.repo.rotateRefreshToken(
        session.id,
        stored.tokenHash,
        sha256(next),
        now,
        new Date(now.getTime() + SESSION_TTL_MS),
      ));
    if (!rotated) {
      await this.deps.repo.revokeSession(session.id, 'refresh_reuse', now);
      this.deps.onSessionsEnded?.({ userId: session.userId, sessionId: session.id });
      throw unauthorized('This session was signed out for your safety. Sign in again.');
    }
    const user = await this.deps.repo.findUserById(session.userId);
    if (!user) throw unauthorized();
    return {
      token: await this.deps.tokens.sign({ userId: user.id, sessionId: session.id }),
      refreshToken: next,
      user: await this.deps.toMe(user),
    };
  }

  /** Revokes the session named by the access token, else by the refresh credential. */
  async logout(accessToken: string | undefined, refreshToken: string | undefined): Promise<void> {
    const now = this.now();
    const claims = accessToken ? await this.deps.tokens.verify(accessToken) : undefined;
    if (claims) {
      await this.deps.repo.revokeSession(claims.sessionId, 'logout', now);
      this.deps.onSessionsEnded?.({ userId: claims.userId, sessionId: claims.sessionId });
      return;
    }
    if (refreshToken && refreshToken.length <= 200) {
      const stored = await this.deps.repo.findRefreshToken(sha256(refreshToken));
      if (!stored) return;
      await this.deps.repo.revokeSession(stored.sessionId, 'logout', now);
      const session = await this.deps.repo.findSession(stored.sessionId);
      if (session) this.deps.onSessionsEnded?.({ userId: session.userId, sessionId: session.id });
    }
  }
}
