import type { AccountExport, Language, Me, PublicUser, UserConnections } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { sha256 } from '../../platform/crypto';
import { isUniqueViolation, pgErrorOf } from '../../platform/db/errors';
import { badRequest, conflict, notFound, unauthorized } from '../../platform/http/http-error';
import { randomToken, uuidv7 } from '../../platform/ids';
import type { Mailer } from '../../platform/mail';
import type { AccessTokens } from './access-tokens';
import type { AccountsRepo, UserRow } from './accounts.repo';
import { resetMail, verificationMail } from './accounts.mails';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from './password';

const HOUR = 60 * 60 * 1000;
export const VERIFY_LINK_TTL_MS = 24 * HOUR;
export const RESET_LINK_TTL_MS = 1 * HOUR;
export const SESSION_TTL_MS = 30 * 24 * HOUR;

export interface AccountsServiceDeps {
  repo: AccountsRepo;
  tokens: AccessTokens;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  /** The user's connections, composed in by the app layer (the connections feature owns them). */
  connectionsOf: (userId: string) => Promise<UserConnections>;
  kickUsernameOf: (userId: string) => Promise<string | null>;
  /** Mail failures must not fail the request; they are logged. */
  onMailError: (error: unknown) => void;
  /**
   * Before an account is deleted: disconnect its platforms (revoking tokens there), note what must
   * be closed. The function it answers runs once the rows are gone.
   */
  beforeDelete?: (userId: string) => Promise<() => void>;
  /** Every row of the user's, by table, without secrets (the app layer walks the schema). */
  exportRows?: (userId: string) => Promise<Record<string, Array<Record<string, unknown>>>>;
  /**
   * The account's personal access tokens (the public API's): a password change says how many still
   * work, and revokes them when asked.
   */
  apiTokens?: {
    countValid(userId: string): Promise<number>;
    revokeAll(userId: string): Promise<number>;
  };
  /** Sessions ended: their open dashboard sockets must close (the realtime feature). */
  onSessionsEnded?: (ended: {
    userId: string;
    sessionId?: string;
    exceptSessionId?: string;
  }) => void;
}

export interface IssuedSession {
  token: string;
  refreshToken: string;
  user: Me;
}

export class AccountsService {
  private readonly background = new Set<Promise<void>>();

  constructor(private readonly deps: AccountsServiceDeps) {}

  private now(): Date {
    return new Date(this.deps.clock.now());
  }

  async toMe(user: UserRow): Promise<Me> {
    return {
      id: user.id,
      email: user.email,
      username: user.username,
      emailVerified: user.emailVerifiedAt !== null,
      language: user.language as Language,
      createdAt: user.createdAt.toISOString(),
      connections: await this.deps.connectionsOf(user.id),
    };
  }

  private checkPasswordPolicy(
    password: string,
    field: string,
    user?: { email: string; username: string },
  ): void {
    if (isCommonPassword(password)) {
      throw badRequest('This password is too common. Choose one that is harder to guess.', field);
    }
    const lower = password.toLowerCase();
    if (user && (lower === user.email || lower === user.username.toLowerCase())) {
      throw badRequest('The password must not be your e-mail or username.', field);
    }
  }

  async register(
    input: { email: string; password: string; username: string; language?: Language },
    userAgent?: string,
  ): Promise<IssuedSession> {
    this.checkPasswordPolicy(input.password, 'password', input);
    if (await this.deps.repo.findUserByEmail(input.email)) {
      throw conflict('An account with this e-mail already exists.', 'email');
    }
    if (await this.deps.repo.usernameTaken(input.username)) {
      throw conflict('This username is taken.', 'username');
    }
    const now = this.now();
    let user: UserRow;
    try {
      user = await this.deps.repo.insertUser({
        id: uuidv7(now.getTime()),
        email: input.email,
        username: input.username,
        passwordHash: await hashPassword(input.password),
        language: input.language ?? 'en',
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      // Two sign-ups raced past the checks above: the unique indexes decide.
      if (isUniqueViolation(error)) {
        const byEmail = pgErrorOf(error)?.constraint === 'users_email_unique';
        throw byEmail
          ? conflict('An account with this e-mail already exists.', 'email')
          : conflict('This username is taken.', 'username');
      }
      throw error;
    }
    await this.sendVerification(user);
    return this.openSession(user, userAgent);
  }

  /** The same answer, in the same time, whether the e-mail or the password was wrong. */
  async login(email: string, password: string, userAgent?: string): Promise<IssuedSession> {
    const user = await this.deps.repo.findUserByEmail(email);
    if (!user) {
      await burnPasswordCheck(password);
      throw unauthorized('Incorrect e-mail or password');
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw unauthorized('Incorrect e-mail or password');
    }
    return this.openSession(user, userAgent);
  }

  private async openSession(user: UserRow, userAgent?: string): Promise<IssuedSession> {
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
      user: await this.toMe(user),
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
      user: await this.toMe(user),
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

  /**
   * Deletes the account for good, after its password: the platforms are disconnected first (their
   * tokens revoked there), then every row of the user's goes with the user (cascade), and every
   * session and open dashboard ends.
   */
  async deleteAccount(userId: string, password: string): Promise<void> {
    const user = await this.deps.repo.findUserById(userId);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.passwordHash, password)))
      throw badRequest('Your password is not correct.', 'password');
    const afterwards = await this.deps.beforeDelete?.(userId);
    await this.deps.repo.deleteUser(userId);
    afterwards?.();
    this.deps.onSessionsEnded?.({ userId });
  }

  /** Everything kept about the account, as JSON: the account itself and its rows by table. */
  async exportAccount(userId: string): Promise<AccountExport> {
    const user = await this.deps.repo.findUserById(userId);
    if (!user) throw unauthorized();
    const data = (await this.deps.exportRows?.(userId)) ?? {};
    const { users: accountRows = [], ...rest } = data;
    return {
      exportedAt: this.now().toISOString(),
      account: accountRows[0] ?? { id: user.id },
      data: rest,
    };
  }

  /** The account's language: its mails, the bot's default texts and the server's messages. */
  async setLanguage(userId: string, language: Language): Promise<Me> {
    const user = await this.deps.repo.setLanguage(userId, language, this.now());
    if (!user) throw unauthorized();
    return this.toMe(user);
  }

  async me(userId: string): Promise<Me> {
    const user = await this.deps.repo.findUserById(userId);
    if (!user) throw unauthorized();
    return this.toMe(user);
  }

  async publicProfile(id: string): Promise<PublicUser> {
    const user = await this.deps.repo.findUserById(id);
    if (!user) throw notFound('No such user');
    return {
      id: user.id,
      username: user.username,
      createdAt: user.createdAt.toISOString(),
      kickUsername: await this.deps.kickUsernameOf(user.id),
    };
  }

  private async issueLink(
    user: UserRow,
    purpose: 'verify_email' | 'reset_password',
    ttlMs: number,
  ): Promise<string> {
    const now = this.now();
    await this.deps.repo.invalidateEmailTokens(user.id, purpose, now);
    const token = randomToken();
    await this.deps.repo.createEmailToken({
      id: uuidv7(now.getTime()),
      userId: user.id,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + ttlMs),
      createdAt: now,
    });
    return token;
  }

  private send(message: Parameters<Mailer['send']>[0]): void {
    this.deps.mailer.send(message).catch(this.deps.onMailError);
  }

  private async sendVerification(user: UserRow): Promise<void> {
    const token = await this.issueLink(user, 'verify_email', VERIFY_LINK_TTL_MS);
    const link = `${this.deps.publicUrl}/verify-email?token=${token}`;
    this.send(verificationMail(user.language as Language, user.email, user.username, link));
  }

  async resendVerification(userId: string): Promise<void> {
    const user = await this.deps.repo.findUserById(userId);
    if (!user) throw unauthorized();
    if (user.emailVerifiedAt) throw conflict('Your e-mail is already verified.');
    await this.sendVerification(user);
  }

  async verifyEmail(token: string): Promise<void> {
    const now = this.now();
    const userId = await this.deps.repo.consumeEmailToken(sha256(token), 'verify_email', now);
    if (!userId)
      throw badRequest('This verification link is invalid, expired or already used.', 'token');
    await this.deps.repo.markEmailVerified(userId, now);
  }

  /**
   * Answers the same, in the same time, whether or not the address has an account: the caller
   * answers first and runs this afterwards (`forgotPasswordLater`), so neither the lookup nor the
   * link nor the mail is timed by the requester.
   */
  forgotPasswordLater(email: string): void {
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.forgotPassword(email))
      .catch((error: unknown) => this.deps.onMailError(error))
      .finally(() => this.background.delete(work));
    this.background.add(work);
  }

  /** Resolves when the work started after an answer (password-reset mails) is done. */
  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.all([...this.background]);
  }

  async forgotPassword(email: string): Promise<void> {
    const user = await this.deps.repo.findUserByEmail(email);
    if (!user) return;
    const token = await this.issueLink(user, 'reset_password', RESET_LINK_TTL_MS);
    const link = `${this.deps.publicUrl}/reset-password?token=${token}`;
    this.send(resetMail(user.language as Language, user.email, user.username, link));
  }

  /** Sets a new password from a reset link; every session of the user ends. */
  async resetPassword(token: string, password: string): Promise<void> {
    const now = this.now();
    const tokenHash = sha256(token);
    const invalid = () =>
      badRequest('This reset link is invalid, expired or already used.', 'token');
    // Check the new password before using up the link, so a rejected password can be retried.
    const userId = await this.deps.repo.peekEmailToken(tokenHash, 'reset_password', now);
    const user = userId ? await this.deps.repo.findUserById(userId) : undefined;
    if (!user) throw invalid();
    this.checkPasswordPolicy(password, 'password', user);
    if (!(await this.deps.repo.consumeEmailToken(tokenHash, 'reset_password', now)))
      throw invalid();
    await this.deps.repo.setPassword(user.id, await hashPassword(password), now);
    await this.deps.repo.revokeUserSessions(user.id, 'password_reset', now);
    this.deps.onSessionsEnded?.({ userId: user.id });
    // Receiving the link proves the address.
    await this.deps.repo.markEmailVerified(user.id, now);
  }

  /**
   * Changes the password; the user's other sessions end, this one stays. Personal access tokens
   * stay too unless `revokeApiTokens` (as on GitHub, a token is a credential of its own): the
   * answer says how many still work and how many were revoked.
   */
  async changePassword(
    auth: { userId: string; sessionId: string },
    current: string,
    next: string,
    options: { revokeApiTokens?: boolean } = {},
  ): Promise<{ kept: number; revoked: number }> {
    const user = await this.deps.repo.findUserById(auth.userId);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.passwordHash, current))) {
      throw badRequest('Your current password is not correct.', 'current');
    }
    if (current === next)
      throw badRequest('Choose a password different from the current one.', 'next');
    this.checkPasswordPolicy(next, 'next', user);
    const now = this.now();
    await this.deps.repo.setPassword(user.id, await hashPassword(next), now);
    await this.deps.repo.revokeUserSessions(user.id, 'password_changed', now, auth.sessionId);
    this.deps.onSessionsEnded?.({ userId: user.id, exceptSessionId: auth.sessionId });
    const tokens = this.deps.apiTokens;
    const revoked = options.revokeApiTokens && tokens ? await tokens.revokeAll(user.id) : 0;
    return { kept: (await tokens?.countValid(user.id)) ?? 0, revoked };
  }
}
