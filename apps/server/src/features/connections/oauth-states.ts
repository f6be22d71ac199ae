/**
 * An OAuth flow's `state`: bound to the signed-in user and the provider, usable once, for ten
 * minutes, stored hashed; Kick's PKCE verifier is kept sealed with it, on the server.
 */
import type { Clock } from '../../platform/clock';
import { sha256 } from '../../platform/crypto';
import { badRequest } from '../../platform/http/http-error';
import { randomToken } from '../../platform/ids';
import type { ConnectionsRepo, ProviderId } from './connections.repo';
import type { TokenVault } from './token-vault';

const STATE_TTL_MS = 10 * 60_000;

export class OAuthStates {
  constructor(private readonly deps: { repo: ConnectionsRepo; vault: TokenVault; clock: Clock }) {}

  async create(userId: string, provider: ProviderId, verifier?: string): Promise<string> {
    const state = randomToken(24);
    const now = this.deps.clock.now();
    await this.deps.repo.createState({
      stateHash: sha256(state),
      userId,
      provider,
      codeVerifierEnc: verifier
        ? this.deps.vault.seal(userId, provider, 'verifier', verifier)
        : null,
      expiresAt: new Date(now + STATE_TTL_MS),
      createdAt: new Date(now),
    });
    return state;
  }

  /** Uses the state up (a 400 when it expired or was used); answers its row. */
  async use(userId: string, provider: ProviderId, state: string) {
    const row = await this.deps.repo.consumeState(
      sha256(state),
      userId,
      provider,
      new Date(this.deps.clock.now()),
    );
    if (!row)
      throw badRequest(
        'This connection attempt expired or was already used. Start connecting again.',
        'state',
      );
    return row;
  }
}
