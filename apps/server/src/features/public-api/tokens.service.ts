import {
  API_TOKEN_PREFIX,
  API_TOKENS_MAX,
  type ApiScope,
  type ApiToken,
  type CreatedApiToken,
  type createApiTokenSchema,
} from '@kyo/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { sha256 } from '../../platform/crypto';
import { conflict, notFound, unauthorized } from '../../platform/http/http-error';
import { randomToken, uuidv7 } from '../../platform/ids';
import type { ApiTokenRow, TokensRepo } from './tokens.repo';

const DAY = 86_400_000;
/** A token's last use is written at most this often. */
const TOUCH_EVERY_MS = 60_000;
/** `kyo_pat_` + 43 base64url characters (256 bits); longer input is not a token. */
const TOKEN_MAX_LENGTH = 100;

export interface TokenGrant {
  tokenId: string;
  userId: string;
  scopes: ApiScope[];
  expiresAt: number | null;
}

export interface TokensServiceDeps {
  repo: TokensRepo;
  clock: Clock;
  /** A token was revoked: its event sockets close on every node. */
  onRevoked(tokenId: string): void;
  onTouchError(error: unknown): void;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  hint: row.hint,
  scopes: row.scopes as ApiScope[],
  createdAt: row.createdAt.toISOString(),
  expiresAt: iso(row.expiresAt),
  lastUsedAt: iso(row.lastUsedAt),
});

/**
 * Personal access tokens: made with a name, scopes and an expiry, shown once, stored as a hash,
 * revocable. Every request reads the token's row, so a revoked or expired token is refused at
 * once on every node (no cache to wait out).
 */
export class TokensService {
  private readonly touches = new Set<Promise<void>>();

  constructor(private readonly deps: TokensServiceDeps) {}

  /** Resolves when the last-use writes started so far are done (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.touches.size > 0) await Promise.all([...this.touches]);
  }

  async create(
    userId: string,
    input: z.output<typeof createApiTokenSchema>,
  ): Promise<CreatedApiToken> {
    const now = this.deps.clock.now();
    const secret = `${API_TOKEN_PREFIX}${randomToken(32)}`;
    const row = {
      id: uuidv7(now),
      userId,
      name: input.name,
      tokenHash: sha256(secret),
      hint: secret.slice(0, API_TOKEN_PREFIX.length + 4),
      scopes: input.scopes,
      expiresAt: input.expiresInDays === null ? null : new Date(now + input.expiresInDays * DAY),
      lastUsedAt: null,
      createdAt: new Date(now),
    };
    if (!(await this.deps.repo.insert(row, API_TOKENS_MAX, new Date(now))))
      throw conflict(`You can have at most ${API_TOKENS_MAX} tokens. Revoke one to make another.`);
    return { token: toApiToken(row), secret };
  }

  async list(userId: string): Promise<ApiToken[]> {
    return (await this.deps.repo.listByUser(userId)).map(toApiToken);
  }

  async revoke(userId: string, id: string): Promise<void> {
    if (!(await this.deps.repo.remove(userId, id))) throw notFound('No such token.');
    this.deps.onRevoked(id);
  }

  /** Revokes every token of the user (their event sockets close on every node): how many. */
  async revokeAll(userId: string): Promise<number> {
    const ids = await this.deps.repo.removeAll(userId);
    for (const id of ids) this.deps.onRevoked(id);
    return ids.length;
  }

  /** How many of the user's tokens still work. */
  countValid(userId: string): Promise<number> {
    return this.deps.repo.countValid(userId, new Date(this.deps.clock.now()));
  }

  /** The token's grant, or a 401 for a malformed, unknown, revoked or expired one. */
  async authenticate(secret: string | undefined): Promise<TokenGrant> {
    if (!secret) throw unauthorized('Send a token: Authorization: Bearer kyo_pat_…');
    if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > TOKEN_MAX_LENGTH)
      throw unauthorized('This is not a Kyo API token.');
    const row = await this.deps.repo.findByHash(sha256(secret));
    if (!row) throw unauthorized('This token is not valid (revoked, or never issued).');
    const now = this.deps.clock.now();
    if (row.expiresAt && row.expiresAt.getTime() <= now)
      throw unauthorized('This token has expired. Make a new one in Settings → API.');
    if (!row.lastUsedAt || row.lastUsedAt.getTime() <= now - TOUCH_EVERY_MS) {
      const touch = this.deps.repo
        .touch(row.id, new Date(now), new Date(now - TOUCH_EVERY_MS))
        .catch((error: unknown) => this.deps.onTouchError(error))
        .finally(() => this.touches.delete(touch));
      this.touches.add(touch);
    }
    return {
      tokenId: row.id,
      userId: row.userId,
      scopes: row.scopes as ApiScope[],
      expiresAt: row.expiresAt?.getTime() ?? null,
    };
  }

  /** Whether the token still exists and has not expired (an open event socket's check). */
  async stillValid(tokenId: string): Promise<boolean> {
    const row = await this.deps.repo.findById(tokenId);
    return Boolean(row && (!row.expiresAt || row.expiresAt.getTime() > this.deps.clock.now()));
  }
}
