/**
 * Accounts: sign-up and sign-in, the account's own settings, password changes, export and
 * deletion. Its sessions are sessions.ts's, the links it mails email-links.ts's.
 */
import type { AccountExport, Language, Me, PublicUser, UserConnections } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { isUniqueViolation, pgErrorOf } from '../../platform/db/errors';
import { badRequest, conflict, notFound, unauthorized } from '../../platform/http/http-error';
import { uuidv7 } from '../../platform/ids';
import type { Mailer } from '../../platform/mail';
import type { AccessTokens } from './access-tokens';
import type { AccountsRepo, UserRow } from './accounts.repo';
import { EmailLinks } from './email-links';
import { burnPasswordCheck, checkPasswordPolicy, hashPassword, verifyPassword } from './password';
import { Sessions, type IssuedSession } from './sessions';

export type { IssuedSession } from './sessions';

export interface AccountsServiceDeps {
  repo: AccountsRepo;
  tokens: AccessTokens;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  /** The user's connections (app.ts hands them over: the connections service owns them). */
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

export class AccountsService {
  private readonly sessions: Sessions;
  private readonly links: EmailLinks;

  constructor(private readonly deps: AccountsServiceDeps) {
    this.sessions = new Sessions({
      repo: deps.repo,
      tokens: deps.tokens,
      clock: deps.clock,
      toMe: (user) => this.toMe(user),
      ...(deps.onSessionsEnded ? { onSessionsEnded: deps.onSessionsEnded } : {}),
    });
    this.links = new EmailLinks({
      repo: deps.repo,
      mailer: deps.mailer,
      clock: deps.clock,
      publicUrl: deps.publicUrl,
      onMailError: deps.onMailError,
    });
  }

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

  async register(
    input: { email: string; password: string; username: string; language?: Language },
    userAgent?: string,
  ): Promise<IssuedSession> {
    checkPasswordPolicy(input.password, 'password', input);
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
    await this.links.sendVerification(user);
    return this.sessions.open(user, userAgent);
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
    return this.sessions.open(user, userAgent);
  }

  /** Resolves a bearer token to a live session, or throws 401. */
  authenticate(token: string | undefined): Promise<{ userId: string; sessionId: string }> {
    return this.sessions.authenticate(token);
  }

  /** Rotates the refresh credential (one presented twice ends its session). */
  refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    return this.sessions.refresh(refreshToken);
  }

  /** Revokes the session named by the access token, else by the refresh credential. */
  logout(accessToken: string | undefined, refreshToken: string | undefined): Promise<void> {
    return this.sessions.logout(accessToken, refreshToken);
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

  resendVerification(userId: string): Promise<void> {
    return this.links.resendVerification(userId);
  }

  verifyEmail(token: string): Promise<void> {
    return this.links.verifyEmail(token);
  }

  /** A reset link is mailed after the answer, if the address has an account (email-links.ts). */
  forgotPasswordLater(email: string): void {
    this.links.forgotPasswordLater(email);
  }

  /** Resolves when the work started after an answer (password-reset mails) is done. */
  idle(): Promise<void> {
    return this.links.idle();
  }

  forgotPassword(email: string): Promise<void> {
    return this.links.forgotPassword(email);
  }

  /** Sets a new password from a reset link; every session of the user ends. */
  async resetPassword(token: string, password: string): Promise<void> {
    const now = this.now();
    // Check the new password before using up the link, so a rejected password can be retried.
    const user = await this.links.redeemReset(token, now, (owner) =>
      checkPasswordPolicy(password, 'password', owner),
    );
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
    checkPasswordPolicy(next, 'next', user);
    const now = this.now();
    await this.deps.repo.setPassword(user.id, await hashPassword(next), now);
    await this.deps.repo.revokeUserSessions(user.id, 'password_changed', now, auth.sessionId);
    this.deps.onSessionsEnded?.({ userId: user.id, exceptSessionId: auth.sessionId });
    const tokens = this.deps.apiTokens;
    const revoked = options.revokeApiTokens && tokens ? await tokens.revokeAll(user.id) : 0;
    return { kept: (await tokens?.countValid(user.id)) ?? 0, revoked };
  }
}
