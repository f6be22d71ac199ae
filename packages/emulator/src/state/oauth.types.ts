/**
 * What the emulator remembers of OAuth, for each of the three providers: grants, codes, tokens
 * and their lifetimes.
 */

/** One user's consent to one app (or an app's client-credentials grant when user_id is null). */
export interface OAuthGrant {
  id: string;
  client_id: string;
  user_id: string | null;
  scopes: string[];
  created_at: number;
  revoked_at: number | null;
  /** Discord `webhook.incoming`: the webhook this authorization created. */
  webhook_id: string | null;
}

export interface OAuthCode {
  code: string;
  client_id: string;
  user_id: string;
  scopes: string[];
  redirect_uri: string;
  code_challenge: string | null;
  code_challenge_method: string | null;
  expires_at: number;
  used_at: number | null;
  /** Set on exchange, so a replayed code can revoke what it issued (RFC 6749 §4.1.2). */
  grant_id: string | null;
  /** Discord `webhook.incoming`: the server and channel picked on the consent page. */
  webhook_target: { guild_id: string; channel_id: string } | null;
}

export interface OAuthToken {
  token: string;
  kind: 'access' | 'refresh';
  grant_id: string;
  client_id: string;
  user_id: string | null;
  scopes: string[];
  issued_at: number;
  expires_at: number | null;
  revoked_at: number | null;
}

export interface TokenLifetimes {
  accessTokenSeconds: number;
  /** null: refresh tokens never expire. */
  refreshTokenSeconds: number | null;
  /** Client-credentials (app) tokens. */
  appTokenSeconds: number;
  /** Whether a refresh returns a new refresh token (Spotify "might" not; docs/platforms/spotify.md A3). */
  rotateRefreshTokens: boolean;
  /** Whether the previous refresh token stays usable after a rotation (Kick PR #291, docs/platforms/kick.md §2.4). */
  reuseRefreshTokens: boolean;
}

export interface OAuthState {
  lifetimes: TokenLifetimes;
  codes: OAuthCode[];
  grants: OAuthGrant[];
  tokens: Record<string, OAuthToken>;
}
