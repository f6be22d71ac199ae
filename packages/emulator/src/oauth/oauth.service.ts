import type { Provider } from '../options';
import { verifyPkce } from '../crypto/pkce';
import { randomToken, uuid } from '../shared/ids';
import { DAY, MINUTE, SECOND } from '../shared/time';
import type { Store } from '../state/store';
import type {
  OAuthCode,
  OAuthGrant,
  OAuthState,
  OAuthToken,
  TokenLifetimes,
} from '../state/state.types';

/** Authorization codes are single-use and short-lived (10 minutes, RFC 6749 §4.1.2). */
const CODE_TTL_MS = 10 * MINUTE;
/** Dead tokens are kept a while (the control page shows them), then dropped. */
const KEEP_DEAD_MS = 7 * DAY;

export interface OAuthFailure {
  error: 'invalid_grant' | 'invalid_request';
  description: string;
}

export interface IssuedTokens {
  grant: OAuthGrant;
  access: OAuthToken;
  refresh: OAuthToken | null;
  code?: OAuthCode;
}

export type TokenCheck =
  | { ok: true; token: OAuthToken; grant: OAuthGrant }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' | 'revoked' };

export interface NewCode {
  clientId: string;
  userId: string;
  scopes: string[];
  redirectUri: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  webhookTarget?: { guild_id: string; channel_id: string };
}

export function isFailure(value: unknown): value is OAuthFailure {
  return typeof value === 'object' && value !== null && 'error' in value;
}

const fail = (description: string): OAuthFailure => ({ error: 'invalid_grant', description });

/** Codes, grants and tokens of one provider. The three providers differ only in policy. */
export class OAuthService {
  constructor(
    private readonly store: Store,
    readonly provider: Provider,
    private readonly now: () => number,
  ) {}

  private get s(): OAuthState {
    return this.store.state.oauth[this.provider];
  }

  get lifetimes(): TokenLifetimes {
    return this.s.lifetimes;
  }

  setLifetimes(patch: Partial<TokenLifetimes>): TokenLifetimes {
    Object.assign(this.s.lifetimes, patch);
    this.store.changed();
    return this.s.lifetimes;
  }

  createCode(input: NewCode): string {
    const code = randomToken(24);
    this.s.codes.push({
      code,
      client_id: input.clientId,
      user_id: input.userId,
      scopes: input.scopes,
      redirect_uri: input.redirectUri,
      code_challenge: input.codeChallenge ?? null,
      code_challenge_method: input.codeChallengeMethod ?? null,
      expires_at: this.now() + CODE_TTL_MS,
      used_at: null,
      grant_id: null,
      webhook_target: input.webhookTarget ?? null,
    });
    this.store.changed();
    return code;
  }

  exchangeCode(input: {
    clientId: string;
    code: string | undefined;
    redirectUri: string | undefined;
    codeVerifier: string | undefined;
    requirePkce: boolean;
  }): IssuedTokens | OAuthFailure {
    const code = this.s.codes.find((c) => c.code === input.code && c.client_id === input.clientId);
    if (!code) return fail('Invalid authorization code');
    if (code.used_at !== null) {
      // A replayed code means it leaked: revoke what it issued (RFC 6749 §4.1.2).
      if (code.grant_id) this.revokeGrant(code.grant_id);
      return fail('Authorization code already used');
    }
    if (code.expires_at <= this.now()) return fail('Authorization code expired');
    if (input.redirectUri !== code.redirect_uri) return fail('Invalid redirect URI');
    if (code.code_challenge) {
      const method = code.code_challenge_method ?? 'S256';
      if (!verifyPkce(input.codeVerifier, code.code_challenge, method)) {
        return fail('code_verifier does not match the code_challenge');
      }
    } else if (input.requirePkce) {
      return fail('code_verifier required');
    }
    code.used_at = this.now();
    const grant: OAuthGrant = {
      id: uuid(),
      client_id: code.client_id,
      user_id: code.user_id,
      scopes: code.scopes,
      created_at: this.now(),
      revoked_at: null,
      webhook_id: null,
    };
    code.grant_id = grant.id;
    this.s.grants.push(grant);
    const issued = this.issue(grant, true);
    return { ...issued, code };
  }

  refresh(input: {
    clientId: string;
    refreshToken: string | undefined;
  }): IssuedTokens | OAuthFailure {
    const check = this.check(input.refreshToken, 'refresh');
    if (!check.ok)
      return fail(`Refresh token ${check.reason === 'unknown' ? 'invalid' : check.reason}`);
    if (check.token.client_id !== input.clientId) return fail('Refresh token invalid');
    const { rotateRefreshTokens, reuseRefreshTokens } = this.lifetimes;
    if (rotateRefreshTokens && !reuseRefreshTokens) check.token.revoked_at = this.now();
    return this.issue(check.grant, rotateRefreshTokens);
  }

  clientCredentials(clientId: string): IssuedTokens {
    const grant: OAuthGrant = {
      id: uuid(),
      client_id: clientId,
      user_id: null,
      scopes: [],
      created_at: this.now(),
      revoked_at: null,
      webhook_id: null,
    };
    this.s.grants.push(grant);
    return this.issue(grant, false);
  }

  /** Resolves a presented token: the reason matters (Spotify says "expired" vs "invalid"). */
  check(value: string | undefined, kind: OAuthToken['kind'] = 'access'): TokenCheck {
    if (!value) return { ok: false, reason: 'missing' };
    const token = this.s.tokens[value];
    if (!token || token.kind !== kind) return { ok: false, reason: 'unknown' };
    const grant = this.s.grants.find((g) => g.id === token.grant_id);
    if (!grant || token.revoked_at !== null || grant.revoked_at !== null) {
      return { ok: false, reason: 'revoked' };
    }
    if (token.expires_at !== null && token.expires_at <= this.now()) {
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, token, grant };
  }

  /**
   * Revokes one token. A refresh token (or any token when `wholeGrant`, Discord's rule in
   * docs/platforms/discord.md B1) takes the whole authorization with it. Unknown tokens are ignored
   * (RFC 7009 §2.2).
   */
  revokeToken(value: string, options: { wholeGrant: boolean }): OAuthToken | undefined {
    const token = this.s.tokens[value];
    if (!token) return undefined;
    if (options.wholeGrant || token.kind === 'refresh') this.revokeGrant(token.grant_id);
    else token.revoked_at ??= this.now();
    this.store.changed();
    return token;
  }

  revokeGrant(grantId: string): OAuthGrant | undefined {
    const grant = this.s.grants.find((g) => g.id === grantId);
    if (!grant) return undefined;
    grant.revoked_at ??= this.now();
    for (const token of Object.values(this.s.tokens)) {
      if (token.grant_id === grantId) token.revoked_at ??= this.now();
    }
    this.store.changed();
    return grant;
  }

  /** Makes matching live tokens expire now (control API: test the app's refresh path). */
  expire(kind: OAuthToken['kind'], filter: { grantId?: string; token?: string }): number {
    let count = 0;
    for (const token of Object.values(this.s.tokens)) {
      if (token.kind !== kind || token.revoked_at !== null) continue;
      if (filter.grantId && token.grant_id !== filter.grantId) continue;
      if (filter.token && token.token !== filter.token) continue;
      if (token.expires_at !== null && token.expires_at <= this.now()) continue;
      token.expires_at = this.now() - SECOND;
      count++;
    }
    this.store.changed();
    return count;
  }

  grants(): OAuthGrant[] {
    return this.s.grants;
  }

  tokensOf(grantId: string): OAuthToken[] {
    return Object.values(this.s.tokens).filter((t) => t.grant_id === grantId);
  }

  private issue(grant: OAuthGrant, withRefresh: boolean): IssuedTokens {
    this.prune();
    const now = this.now();
    const { accessTokenSeconds, appTokenSeconds, refreshTokenSeconds } = this.lifetimes;
    const ttl = grant.user_id === null ? appTokenSeconds : accessTokenSeconds;
    const access = this.addToken(grant, 'access', now + ttl * SECOND);
    const refresh = withRefresh
      ? this.addToken(
          grant,
          'refresh',
          refreshTokenSeconds === null ? null : now + refreshTokenSeconds * SECOND,
        )
      : null;
    this.store.changed();
    return { grant, access, refresh };
  }

  private addToken(
    grant: OAuthGrant,
    kind: OAuthToken['kind'],
    expiresAt: number | null,
  ): OAuthToken {
    const token: OAuthToken = {
      token: randomToken(32),
      kind,
      grant_id: grant.id,
      client_id: grant.client_id,
      user_id: grant.user_id,
      scopes: grant.scopes,
      issued_at: this.now(),
      expires_at: expiresAt,
      revoked_at: null,
    };
    this.s.tokens[token.token] = token;
    return token;
  }

  private prune(): void {
    const cutoff = this.now() - KEEP_DEAD_MS;
    for (const [value, token] of Object.entries(this.s.tokens)) {
      const deadSince = token.revoked_at ?? token.expires_at;
      if (deadSince !== null && deadSince < cutoff) delete this.s.tokens[value];
    }
    this.s.codes = this.s.codes.filter((c) => c.expires_at > cutoff);
  }
}
