/**
 * The links Kyo mails to an account: a verification link (24 h) and a password-reset link (1 h),
 * each stored hashed, used once, an older one of the same purpose void. A reset is asked for
 * without telling whether the address has an account: the work runs after the answer.
 */
import type { Language } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { sha256 } from '../../platform/crypto';
import { badRequest, conflict, unauthorized } from '../../platform/http/http-error';
import { randomToken, uuidv7 } from '../../platform/ids';
import type { Mailer } from '../../platform/mail';
import type { AccountsRepo, UserRow } from './accounts.repo';
import { resetMail, verificationMail } from './accounts.mails';

const HOUR = 60 * 60 * 1000;
export const VERIFY_LINK_TTL_MS = 24 * HOUR;
export const RESET_LINK_TTL_MS = 1 * HOUR;

export interface EmailLinksDeps {
  repo: AccountsRepo;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  /** Mail failures must not fail the request; they are logged. */
  onMailError: (error: unknown) => void;
}

export class EmailLinks {
  private readonly background = new Set<Promise<void>>();

  constructor(private readonly deps: EmailLinksDeps) {}

  private now(): Date {
    return new Date(this.deps.clock.now());
  }

  async sendVerification(user: UserRow): Promise<void> {
    const token = await this.issue(user, 'verify_email', VERIFY_LINK_TTL_MS);
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
    const token = await this.issue(user, 'reset_password', RESET_LINK_TTL_MS);
    const link = `${this.deps.publicUrl}/reset-password?token=${token}`;
    this.send(resetMail(user.language as Language, user.email, user.username, link));
  }

  /**
   * Uses up a reset link and answers its account. `check` (the new password's policy) runs
   * before the link is used up, so a rejected password can be retried with the same link.
   */
  async redeemReset(token: string, now: Date, check: (user: UserRow) => void): Promise<UserRow> {
    const tokenHash = sha256(token);
    const invalid = () =>
      badRequest('This reset link is invalid, expired or already used.', 'token');
    const userId = await this.deps.repo.peekEmailToken(tokenHash, 'reset_password', now);
    const user = userId ? await this.deps.repo.findUserById(userId) : undefined;
    if (!user) throw invalid();
    check(user);
    if (!(await this.deps.repo.consumeEmailToken(tokenHash, 'reset_password', now)))
      throw invalid();
    return user;
  }

  private async issue(
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
}
