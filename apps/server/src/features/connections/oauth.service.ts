import type { TokenResponse } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { badRequest, HttpError } from '../../platform/http/http-error';
import type { DiscordClient } from '../../providers/discord/discord-client';
import type { TokenSet } from '../../providers/http';
import type { KickApi } from '../../providers/kick/kick-api';
import type { KickOAuth } from '../../providers/kick/kick-oauth';
import { createPkcePair } from '../../providers/pkce';
import { toHttpError } from '../../providers/provider-http-errors';
import type { SpotifyClient } from '../../providers/spotify/spotify-client';
import type { ConnectionsRepo, ProviderId } from './connections.repo';
import { grantDead } from './connection-tokens';
import type { ConnectionsService } from './connections.service';
import { DiscordConnect } from './discord-connect';
import { OAuthStates } from './oauth-states';
import type { TokenVault } from './token-vault';

export interface OAuthDeps {
  repo: ConnectionsRepo;
  connections: ConnectionsService;
  vault: TokenVault;
  clock: Clock;
  kick?: { oauth: KickOAuth; api: KickApi };
  spotify?: SpotifyClient;
  discord?: DiscordClient;
}

const notConfigured = (name: string) =>
  new HttpError(
    503,
    'provider_not_configured',
    `${name} is not configured on this server. Ask the administrator to set its client id and secret.`,
  );

const toTokenResponse = (tokens: TokenSet): TokenResponse => ({
  access_token: tokens.accessToken,
  refresh_token: tokens.refreshToken ?? '',
  expires_in: tokens.expiresIn,
  scope: tokens.scope,
  token_type: 'Bearer',
});

/**
 * The OAuth flows: a `state` bound to the signed-in user and usable once; for Kick the PKCE
 * verifier stays on the server. A posted connection is never trusted: its token is checked
 * against the platform's profile endpoint and the account id the platform reports is stored.
 * The state is oauth-states.ts's; Discord's flow discord-connect.ts's.
 */
export class OAuthService {
  private readonly states: OAuthStates;
  private readonly discordConnect: DiscordConnect;

  constructor(private readonly deps: OAuthDeps) {
    this.states = new OAuthStates(deps);
    this.discordConnect = new DiscordConnect({
      client: () => this.discord(),
      states: this.states,
      connections: deps.connections,
      clock: deps.clock,
    });
  }

  private kick() {
    if (!this.deps.kick) throw notConfigured('Kick');
    return this.deps.kick;
  }
  private spotify() {
    if (!this.deps.spotify) throw notConfigured('Spotify');
    return this.deps.spotify;
  }
  private discord() {
    if (!this.deps.discord) throw notConfigured('Discord');
    return this.deps.discord;
  }

  async startKick(userId: string) {
    const { oauth } = this.kick();
    const { verifier, challenge } = createPkcePair();
    const state = await this.states.create(userId, 'kick', verifier);
    return { url: oauth.authorizeUrl(state, challenge), verifier, state };
  }

  async exchangeKick(
    userId: string,
    code: string,
    state: string,
    postedVerifier?: string,
  ): Promise<TokenResponse> {
    const { oauth } = this.kick();
    const row = await this.states.use(userId, 'kick', state);
    const verifier = row.codeVerifierEnc
      ? this.deps.vault.open(userId, 'kick', 'verifier', row.codeVerifierEnc)
      : '';
    if (postedVerifier && postedVerifier !== verifier)
      throw badRequest('The PKCE verifier does not match this connection attempt.', 'verifier');
    try {
      return toTokenResponse(await oauth.exchangeCode(code, verifier));
    } catch (error) {
      return toHttpError(error, { field: 'code' });
    }
  }

  async saveKick(
    userId: string,
    body: {
      username: string;
      providerId: string;
      accessToken: string;
      refreshToken: string;
      expiresIn: number;
      scope: string;
    },
  ) {
    const { api } = this.kick();
    let profile;
    try {
      profile = await api.me(body.accessToken);
    } catch (error) {
      return toHttpError(error, { field: 'accessToken' });
    }
    if (String(profile.user_id) !== body.providerId) {
      throw badRequest(
        'This Kick token belongs to another account than the one posted.',
        'providerId',
      );
    }
    await this.deps.connections.save({
      userId,
      provider: 'kick',
      accountId: String(profile.user_id),
      username: profile.name,
      profilePicture: profile.profile_picture ?? null,
      tokens: {
        accessToken: body.accessToken,
        refreshToken: body.refreshToken,
        expiresIn: body.expiresIn,
        scope: body.scope,
      },
    });
  }

  /**
   * Refresh for the client. The server is the keeper of the tokens (it refreshes them itself), so
   * the stored connection is refreshed and its current tokens returned; the posted refresh token
   * is used only when nothing is stored yet (between code exchange and saving).
   */
  async refresh(
    userId: string,
    provider: 'kick' | 'spotify',
    postedRefreshToken: string,
  ): Promise<TokenResponse> {
    const row = await this.deps.connections.find(userId, provider);
    if (row) {
      if (row.status === 'needs_reconnect') throw grantDead(provider);
      try {
        const fresh = await this.deps.connections.refresh(row);
        return {
          access_token: this.deps.connections.openSecret(fresh, 'access') ?? '',
          refresh_token: this.deps.connections.openSecret(fresh, 'refresh') ?? '',
          expires_in: Math.max(
            0,
            Math.round((fresh.expiresAt.getTime() - this.deps.clock.now()) / 1000),
          ),
          scope: fresh.scope,
          token_type: 'Bearer',
        };
      } catch (error) {
        return toHttpError(error);
      }
    }
    try {
      const tokens =
        provider === 'kick'
          ? await this.kick().oauth.refresh(postedRefreshToken)
          : await this.spotify().refresh(postedRefreshToken);
      return toTokenResponse({
        ...tokens,
        refreshToken: tokens.refreshToken ?? postedRefreshToken,
      });
    } catch (error) {
      if (
        error instanceof Error &&
        'kind' in error &&
        (error.kind === 'invalid_grant' ||
          error.kind === 'bad_request' ||
          error.kind === 'unauthorized')
      ) {
        throw grantDead(provider);
      }
      return toHttpError(error);
    }
  }

  async revokeKickToken(token: string): Promise<void> {
    try {
      await this.kick().oauth.revoke(token, 'access_token');
    } catch (error) {
      toHttpError(error);
    }
  }

  async kickUsers(providerToken: string) {
    try {
      const users = await this.kick().api.users(providerToken);
      return {
        data: users.map((u) => ({
          user_id: u.user_id,
          name: u.name,
          ...(u.profile_picture ? { profile_picture: u.profile_picture } : {}),
        })),
        message: 'OK',
      };
    } catch (error) {
      if (error instanceof Error && 'kind' in error && error.kind === 'unauthorized') {
        throw new HttpError(401, 'provider_unauthorized', 'Kick did not accept this token');
      }
      return toHttpError(error);
    }
  }

  async startSpotify(userId: string) {
    const state = await this.states.create(userId, 'spotify');
    return { url: this.spotify().authorizeUrl(state), state };
  }

  async exchangeSpotify(userId: string, code: string, state: string): Promise<TokenResponse> {
    const client = this.spotify();
    await this.states.use(userId, 'spotify', state);
    try {
      return toTokenResponse(await client.exchangeCode(code));
    } catch (error) {
      return toHttpError(error, { field: 'code' });
    }
  }

  async spotifyMe(providerToken: string) {
    try {
      const me = await this.spotify().me(providerToken);
      return { id: me.id, display_name: me.display_name ?? null, images: me.images };
    } catch (error) {
      if (error instanceof Error && 'kind' in error && error.kind === 'unauthorized') {
        throw new HttpError(401, 'provider_unauthorized', 'Spotify did not accept this token');
      }
      return toHttpError(error);
    }
  }

  async saveSpotify(
    userId: string,
    body: {
      providerId?: string;
      accessToken: string;
      refreshToken: string;
      expiresIn: number;
      scope: string;
    },
  ) {
    let me;
    try {
      me = await this.spotify().me(body.accessToken);
    } catch (error) {
      return toHttpError(error, { field: 'accessToken' });
    }
    if (body.providerId && body.providerId !== me.id) {
      throw badRequest(
        'This Spotify token belongs to another account than the one posted.',
        'providerId',
      );
    }
    await this.deps.connections.save({
      userId,
      provider: 'spotify',
      accountId: me.id,
      username: me.display_name ?? me.id,
      profilePicture: me.images[0]?.url ?? null,
      tokens: {
        accessToken: body.accessToken,
        refreshToken: body.refreshToken,
        expiresIn: body.expiresIn,
        scope: body.scope,
      },
    });
  }

  startDiscord(userId: string) {
    return this.discordConnect.start(userId);
  }

  /** Exchanges the code on the server (client secret, webhook token) and saves the connection. */
  connectDiscord(userId: string, code: string, state: string) {
    return this.discordConnect.connect(userId, code, state);
  }

  /** Removes a connection and cleans up at the platform (best effort: a dead token is fine). */
  async disconnect(userId: string, provider: ProviderId): Promise<void> {
    const row = await this.deps.connections.remove(userId, provider);
    if (!row) return;
    try {
      if (provider === 'kick' && this.deps.kick) {
        // The refresh token first: revoking it ends the whole grant at Kick.
        const refresh = this.deps.connections.openSecret(row, 'refresh');
        if (refresh) await this.deps.kick.oauth.revoke(refresh, 'refresh_token');
        const token = this.deps.connections.openSecret(row, 'access');
        if (token) await this.deps.kick.oauth.revoke(token, 'access_token');
      }
      if (provider === 'discord' && this.deps.discord && row.webhookId) {
        const token = this.deps.connections.openSecret(row, 'webhook');
        if (token) await this.deps.discord.deleteWebhook(row.webhookId, token);
      }
    } catch {
      // The connection is gone on our side; the platform's copy expires on its own.
    }
  }

  sendDiscordTest(userId: string, username: string): Promise<void> {
    return this.discordConnect.sendTest(userId, username);
  }
}
