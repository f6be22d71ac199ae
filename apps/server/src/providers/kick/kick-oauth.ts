import { z } from 'zod';
import type { KickConfig } from '../../platform/config';
import { form, parseJson, providerRequest, type ProviderHttpOptions, type TokenSet } from '../http';

// docs/platforms/kick.md §2.3: refresh answers have been seen with a `scopes` array instead of `scope`.
const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  expires_in: z.coerce.number().int().nonnegative(),
  scope: z.string().optional(),
  scopes: z.array(z.string()).optional(),
});

const toTokenSet = (t: z.output<typeof tokenSchema>): TokenSet => ({
  accessToken: t.access_token,
  refreshToken: t.refresh_token ?? null,
  expiresIn: t.expires_in,
  scope: t.scope ?? t.scopes?.join(' ') ?? '',
});

/** Kick's OAuth 2.1 server (id.kick.com): authorization code + PKCE, client secret in the body. */
export class KickOAuth {
  constructor(
    private readonly config: KickConfig,
    private readonly http: ProviderHttpOptions,
  ) {}

  authorizeUrl(state: string, codeChallenge: string): string {
    const url = new URL(`${this.config.authUrl}/oauth/authorize`);
    url.search = new URLSearchParams({
      client_id: this.config.clientId,
      response_type: 'code',
      redirect_uri: this.config.redirectUri,
      state,
      scope: this.config.scopes,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  private async token(fields: Record<string, string>, retries: number): Promise<TokenSet> {
    const response = await providerRequest(
      'kick',
      `${this.config.authUrl}/oauth/token`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form({
          ...fields,
          client_id: this.config.clientId,
          client_secret: this.config.clientSecret,
        }),
      },
      { ...this.http, retries },
    );
    return toTokenSet(await parseJson('kick', response, tokenSchema));
  }

  exchangeCode(code: string, verifier: string): Promise<TokenSet> {
    // A code is single-use: never retry its exchange.
    return this.token(
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.config.redirectUri,
        code_verifier: verifier,
      },
      0,
    );
  }

  refresh(refreshToken: string): Promise<TokenSet> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 2);
  }

  /**
   * An app access token (client credentials, docs/platforms/kick.md §2.3): what a server polling many channels
   * at once uses, since a user token speaks for one account. No refresh token; ask again.
   */
  appToken(): Promise<TokenSet> {
    return this.token({ grant_type: 'client_credentials' }, 2);
  }

  /** docs/platforms/kick.md §2.5: parameters in the query string, `token_hint_type` (sic). */
  async revoke(token: string, hint: 'access_token' | 'refresh_token'): Promise<void> {
    const url = new URL(`${this.config.authUrl}/oauth/revoke`);
    url.search = new URLSearchParams({ token, token_hint_type: hint }).toString();
    await providerRequest(
      'kick',
      url.toString(),
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { ...this.http, retries: 1 },
    );
  }
}
