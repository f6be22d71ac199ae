import { LIMIT_REACHED, KICK_REWARD_LIMIT } from '@kyo/contracts';
import { HttpError } from '../../platform/http/http-error';
import { ProviderError } from '../../providers/http';
import { toHttpError } from '../../providers/provider-http-errors';
import type { KickReward, KickRewardsApi } from '../../providers/kick/kick-rewards-api';

export const WRITE_SCOPE = 'channel:rewards:write';
export const READ_SCOPE = 'channel:rewards:read';

/** How the channel's Kick connection stands for rewards. */
export interface KickRewardsAccess {
  /** Calls Kick with the owner's token (one forced refresh on a 401); null: no usable grant. */
  withToken<T>(ownerId: string, call: (token: string) => Promise<T>): Promise<{ value: T } | null>;
  /** Why there is no usable grant. */
  kickStatus(ownerId: string): Promise<'connected' | 'needs_reconnect' | 'missing'>;
  /** The scopes the stored grant has (null when Kyo never learnt them). */
  grantedScopes(ownerId: string): Promise<string[] | null>;
}

export type KickRewardsReading =
  | { kick: 'ok'; rewards: KickReward[] }
  | {
      kick: 'not_connected' | 'needs_reconnect' | 'missing_scope' | 'unavailable';
      message: string;
    };

const MISSING_SCOPE =
  'Kick has not let Kyo manage channel points yet: reconnect Kick to allow it (channel:rewards:read, channel:rewards:write).';

/** Kick's side of the rewards: each call with the owner's token, each failure said plainly. */
export class KickRewardsGateway {
  constructor(
    private readonly api: KickRewardsApi | undefined,
    private readonly access: KickRewardsAccess,
  ) {}

  /** The channel's rewards on Kick, or why they cannot be read now. */
  async read(ownerId: string): Promise<KickRewardsReading> {
    const scopes = await this.access.grantedScopes(ownerId);
    if (scopes && !scopes.includes(READ_SCOPE) && !scopes.includes(WRITE_SCOPE))
      return { kick: 'missing_scope', message: MISSING_SCOPE };
    try {
      const rewards = await this.call(ownerId, (api, token) => api.list(token));
      return { kick: 'ok', rewards };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const kick =
        error.code === 'kick_not_connected'
          ? 'not_connected'
          : error.code === 'kick_needs_reconnect'
            ? 'needs_reconnect'
            : error.code === 'kick_missing_scope'
              ? 'missing_scope'
              : 'unavailable';
      return { kick, message: error.message };
    }
  }

  /**
   * One call to Kick's rewards API. Failures become the HttpError the user sees: 409 for a
   * missing connection or scope, 409 limit_reached at Kick's 15, 404 `gone` for a reward Kick no
   * longer has, 400 with Kick's words for a refusal, 503/429 when Kick is down or busy.
   */
  async call<T>(
    ownerId: string,
    run: (api: KickRewardsApi, token: string) => Promise<T>,
    options: { write?: boolean } = {},
  ): Promise<T> {
    const api = this.api;
    if (!api)
      throw new HttpError(409, 'kick_not_connected', 'Kick is not configured on this server.');
    if (options.write) {
      const scopes = await this.access.grantedScopes(ownerId);
      if (scopes && !scopes.includes(WRITE_SCOPE))
        throw new HttpError(409, 'kick_missing_scope', MISSING_SCOPE);
    }
    let answer: { value: T } | null;
    try {
      answer = await this.access.withToken(ownerId, (token) => run(api, token));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.kind === 'forbidden') throw new HttpError(409, 'kick_missing_scope', MISSING_SCOPE);
      if (error.kind === 'not_found')
        throw new HttpError(404, 'gone', 'Kick no longer has this reward.');
      if (error.kind === 'bad_request' && /at most|maximum|limit/i.test(error.message))
        throw new HttpError(
          409,
          LIMIT_REACHED,
          `Kick allows ${KICK_REWARD_LIMIT} rewards a channel, paused and disabled ones included. Delete one to add another.`,
        );
      if (error.kind === 'bad_request')
        throw new HttpError(400, 'kick_refused', `Kick refused it: ${error.message}`);
      return toHttpError(error);
    }
    if (answer) return answer.value;
    const status = await this.access.kickStatus(ownerId);
    throw status === 'needs_reconnect'
      ? new HttpError(
          409,
          'kick_needs_reconnect',
          'Kick needs a reconnect: Kyo cannot reach your channel points until you connect Kick again.',
        )
      : new HttpError(409, 'kick_not_connected', 'Connect Kick to use channel points.');
  }
}
