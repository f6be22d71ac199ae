import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a speech token vouches for: this owner's event carried this message (after the message
 * filter), with this amount. A display can have only the messages of real events spoken, never
 * any text it likes, and only on its owner's widgets.
 */
export interface SpeechClaim {
  ownerId: string;
  message: string;
  amount: number;
  /** Until when (ms) the token is good: replayed alerts are spoken within this time. */
  expiresAt: number;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

export class SpeechTokens {
  constructor(private readonly key: Buffer) {}

  sign(claim: SpeechClaim): string {
    const payload = b64(
      Buffer.from(
        JSON.stringify({ o: claim.ownerId, m: claim.message, a: claim.amount, x: claim.expiresAt }),
      ),
    );
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claim, or null for a token that was not signed here, is malformed or expired. */
  verify(token: string, now: number): SpeechClaim | null {
    const [payload, mac] = token.split('.');
    if (!payload || !mac) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      const { o, m, a, x } = raw;
      if (typeof o !== 'string' || typeof m !== 'string' || typeof a !== 'number') return null;
      if (typeof x !== 'number' || x < now) return null;
      return { ownerId: o, message: m, amount: a, expiresAt: x };
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return b64(createHmac('sha256', this.key).update(payload).digest().subarray(0, 18));
  }
}
