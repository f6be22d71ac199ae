import type { KeyObject } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import { publicKeyFromPem } from './webhook-signature';

/** A refetch after a failed verification at most this often: forged requests must not hammer Kick. */
export const KEY_REFETCH_INTERVAL_MS = 60_000;

/**
 * Kick's webhook public key (GET /public/v1/public-key, docs/platforms/kick.md §4.6), fetched once and cached.
 * When a signature does not verify, the key may have rotated: `refetch()` fetches it again, at
 * most once a minute, and answers the new key only if it changed.
 */
export class KickPublicKey {
  private key: { pem: string; object: KeyObject } | undefined;
  private loading: Promise<KeyObject> | undefined;
  private lastFetchAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly fetchPem: () => Promise<string>,
    private readonly clock: Clock,
  ) {}

  async current(): Promise<KeyObject> {
    if (this.key) return this.key.object;
    return this.load();
  }

  async refetch(): Promise<KeyObject | null> {
    if (this.loading) {
      const before = this.key?.pem;
      const object = await this.loading;
      return this.key?.pem !== before ? object : null;
    }
    if (this.clock.now() - this.lastFetchAt < KEY_REFETCH_INTERVAL_MS) return null;
    const before = this.key?.pem;
    const object = await this.load();
    return this.key?.pem !== before ? object : null;
  }

  private load(): Promise<KeyObject> {
    this.loading ??= (async () => {
      try {
        this.lastFetchAt = this.clock.now();
        const pem = await this.fetchPem();
        if (this.key?.pem !== pem) this.key = { pem, object: publicKeyFromPem(pem) };
        return this.key.object;
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }
}
