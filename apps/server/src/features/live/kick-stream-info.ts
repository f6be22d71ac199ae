import { HttpError } from '../../platform/http/http-error';
import { ProviderError } from '../../providers/http';
import { toHttpError } from '../../providers/provider-http-errors';
import type { KickStreamInfoApi } from '../../providers/kick/kick-stream-info-api';

export const WRITE_SCOPE = 'channel:write';

export const MISSING_SCOPE =
  'Kick has not let Kyo change your stream info yet: reconnect Kick to allow it (channel:write).';
export const NEEDS_RECONNECT =
  'Kick needs a reconnect: Kyo cannot reach your stream info until you connect Kick again.';
export const NOT_CONNECTED = 'Connect Kick to change your stream info.';

/** How the channel's Kick connection stands. */
export interface LiveKickAccess {
  /** Calls Kick with the owner's token (one forced refresh on a 401); null: no usable grant. */
  withToken<T>(ownerId: string, call: (token: string) => Promise<T>): Promise<{ value: T } | null>;
  kickStatus(ownerId: string): Promise<'connected' | 'needs_reconnect' | 'missing'>;
  /** The scopes the stored grant has (null when Kyo never learnt them). */
  grantedScopes(ownerId: string): Promise<string[] | null>;
  /** The owner's Kick broadcaster id, null when Kick is not connected. */
  broadcasterOf(ownerId: string): Promise<number | null>;
}

/**
 * Kick's side of the stream info: each call with the owner's token, each failure said plainly
 * (409 for a missing connection or scope with the reconnect note, 400 with Kick's words for a
 * refusal, 429/503 when Kick is busy or down after the provider's retries).
 */
export class KickStreamInfo {
  constructor(
    private readonly api: KickStreamInfoApi | undefined,
    private readonly access: LiveKickAccess,
  ) {}

  async call<T>(
    ownerId: string,
    run: (api: KickStreamInfoApi, token: string, broadcasterUserId: number) => Promise<T>,
    options: { write?: boolean } = {},
  ): Promise<T> {
    const api = this.api;
    if (!api)
      throw new HttpError(409, 'kick_not_connected', 'Kick is not configured on this server.');
    const broadcaster = await this.access.broadcasterOf(ownerId);
    if (broadcaster === null) throw new HttpError(409, 'kick_not_connected', NOT_CONNECTED);
    if (options.write) {
      const scopes = await this.access.grantedScopes(ownerId);
      if (scopes && !scopes.includes(WRITE_SCOPE))
        throw new HttpError(409, 'kick_missing_scope', MISSING_SCOPE);
    }
    let answer: { value: T } | null;
    try {
      answer = await this.access.withToken(ownerId, (token) => run(api, token, broadcaster));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.kind === 'forbidden') throw new HttpError(409, 'kick_missing_scope', MISSING_SCOPE);
      if (error.kind === 'bad_request' || error.kind === 'not_found')
        throw new HttpError(400, 'kick_refused', `Kick refused it: ${error.message}`);
      return toHttpError(error);
    }
    if (answer) return answer.value;
    const status = await this.access.kickStatus(ownerId);
    throw status === 'needs_reconnect'
      ? new HttpError(409, 'kick_needs_reconnect', NEEDS_RECONNECT)
      : new HttpError(409, 'kick_not_connected', NOT_CONNECTED);
  }
}
