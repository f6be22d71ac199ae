import type { Clock } from '../../platform/clock';
import { PollError, type TokenSource } from '../../platform/pollers/poll-types';
import type { TokenSet } from '../http';
import { pollErrorFrom } from '../poll-errors';

/** An app token is asked for again this long before it expires. */
const MARGIN_MS = 10 * 60_000;

/**
 * Kick's app access token (client credentials) as a poller's token source: fetched on first
 * use, renewed before it expires, renewed at once after a 401; one request at a time however
 * many pollers ask. There is no refresh token and so no dead grant: a refusal of the app's own
 * credentials is a `rejected` poll error.
 */
export class KickAppTokens implements TokenSource {
  private token: { value: string; expiresAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly fetchToken: () => Promise<TokenSet>,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<string | null> {
    if (this.token && this.token.expiresAt - MARGIN_MS > this.clock.now()) return this.token.value;
    return this.renew();
  }

  async refresh(): Promise<string | null> {
    this.token = null;
    return this.renew();
  }

  private renew(): Promise<string> {
    this.pending ??= this.fetchToken()
      .then((set) => {
        this.token = { value: set.accessToken, expiresAt: this.clock.now() + set.expiresIn * 1000 };
        return set.accessToken;
      })
      .catch((error: unknown) => {
        const mapped = pollErrorFrom(error);
        // The app's own credentials have no grant to die: never ask a user to reconnect.
        if (mapped instanceof PollError && mapped.kind === 'grant_dead')
          throw new PollError('rejected', mapped.message);
        throw mapped;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }
}
