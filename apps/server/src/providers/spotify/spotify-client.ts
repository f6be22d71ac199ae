import { z } from 'zod';
import type { SpotifyConfig } from '../../platform/config';
import { form, parseJson, providerRequest, type ProviderHttpOptions, type TokenSet } from '../http';
import { type NowPlaying, parseNowPlaying } from './now-playing';

const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  expires_in: z.coerce.number().int().nonnegative().optional(),
  scope: z.string().optional(),
});

export const spotifyMeSchema = z.object({
  id: z.string(),
  display_name: z.string().nullable().optional(),
  images: z
    .array(z.object({ url: z.string() }))
    .optional()
    .default([]),
});
export type SpotifyMe = z.infer<typeof spotifyMeSchema>;

const imageSchema = z.object({
  url: z.string(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
});
export const currentlyPlayingSchema = z.object({
  is_playing: z.boolean(),
  progress_ms: z.number().nullable().optional(),
  timestamp: z.number().optional(),
  currently_playing_type: z.string().optional(),
  item: z
    .object({
      id: z.string().nullable().optional(),
      name: z.string(),
      duration_ms: z.number(),
      artists: z
        .array(z.object({ name: z.string() }))
        .optional()
        .default([]),
      album: z.object({ name: z.string(), images: z.array(imageSchema).default([]) }).optional(),
      external_urls: z.object({ spotify: z.string().optional() }).optional(),
    })
    .nullable()
    .optional(),
});
export type CurrentlyPlaying = z.infer<typeof currentlyPlayingSchema>;

/** Spotify accounts (token, Basic client auth) and Web API (/v1/me, currently playing). */
export class SpotifyClient {
  constructor(
    private readonly config: SpotifyConfig,
    private readonly http: ProviderHttpOptions,
  ) {}

  authorizeUrl(state: string): string {
    const url = new URL(`${this.config.accountsUrl}/authorize`);
    url.search = new URLSearchParams({
      client_id: this.config.clientId,
      response_type: 'code',
      redirect_uri: this.config.redirectUri,
      state,
      scope: this.config.scopes,
    }).toString();
    return url.toString();
  }

  private async token(
    fields: Record<string, string>,
    retries: number,
  ): Promise<TokenSet & { refreshToken: string | null }> {
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString(
      'base64',
    );
    const response = await providerRequest(
      'spotify',
      `${this.config.accountsUrl}/api/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form(fields),
      },
      { ...this.http, retries },
    );
    const token = await parseJson('spotify', response, tokenSchema);
    return {
      accessToken: token.access_token,
      refreshToken: token.refresh_token ?? null,
      // docs/platforms/spotify.md A3: 3600 s; the seed's default when absent.
      expiresIn: token.expires_in ?? 3600,
      scope: token.scope ?? '',
    };
  }

  exchangeCode(code: string) {
    return this.token(
      { grant_type: 'authorization_code', code, redirect_uri: this.config.redirectUri },
      0,
    );
  }

  /** A refresh "might" return a new refresh token (docs/platforms/spotify.md A3); callers keep the old one otherwise. */
  refresh(refreshToken: string) {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 2);
  }

  async me(token: string): Promise<SpotifyMe> {
    const response = await providerRequest(
      'spotify',
      `${this.config.apiUrl}/v1/me`,
      { headers: { authorization: `Bearer ${token}` } },
      { retries: 2, ...this.http },
    );
    return parseJson('spotify', response, spotifyMeSchema);
  }

  /**
   * What the user plays now, as one typed value covering every answer (track, episode, ad, local
   * file, paused, 204 nothing, unknown). Episodes are asked for (`additional_types`), or Spotify
   * hides them behind `item: null`. No retries: a poller retries on its own clock. HTTP failures
   * throw a `ProviderError` (`rate_limited` with `retryAfterMs` and, for a spent quota, `reason`
   * `QUOTA_EXCEEDED`; `unavailable`, `timeout`, `network`, `unauthorized`, `forbidden`); a body
   * we cannot read is `unknown`, never a throw.
   */
  async nowPlaying(token: string, options: { signal?: AbortSignal } = {}): Promise<NowPlaying> {
    const response = await providerRequest(
      'spotify',
      `${this.config.apiUrl}/v1/me/player/currently-playing?additional_types=track,episode`,
      {
        headers: { authorization: `Bearer ${token}` },
        ...(options.signal ? { signal: options.signal } : {}),
      },
      { ...this.http, retries: 0 },
    );
    // 204 (and the odd empty 200): nothing plays, no device, or a private session (A6).
    const text = response.status === 204 ? '' : await response.text().catch(() => '');
    if (text.trim() === '') return { kind: 'nothing' };
    try {
      return parseNowPlaying(JSON.parse(text) as unknown);
    } catch {
      return { kind: 'unknown', reason: 'malformed', detail: 'the answer is not JSON' };
    }
  }

  /** null when nothing plays (Spotify answers 204 with an empty body). */
  async currentlyPlaying(token: string): Promise<CurrentlyPlaying | null> {
    const response = await providerRequest(
      'spotify',
      `${this.config.apiUrl}/v1/me/player/currently-playing`,
      { headers: { authorization: `Bearer ${token}` } },
      { retries: 1, ...this.http },
    );
    if (response.status === 204) return null;
    return parseJson('spotify', response, currentlyPlayingSchema);
  }
}
