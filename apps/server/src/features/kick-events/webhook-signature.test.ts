import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock';
import { KEY_REFETCH_INTERVAL_MS, KickPublicKey } from './public-key';
import {
  freshnessOf,
  parseWebhookTimestamp,
  publicKeyFromPem,
  verifyKickSignature,
} from './webhook-signature';

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const kick = keyPair();
const other = keyPair();

const messageId = '01JTESTMESSAGE0000000000000';
const timestamp = '2026-11-21T12:00:00Z';
const body = '{"content":"!hello","sender":{"username":"pixel_pat"}}';
const signWith = (privateKey: string, payload = `${messageId}.${timestamp}.${body}`) =>
  sign('RSA-SHA256', Buffer.from(payload), privateKey).toString('base64');
const input = (signature: string, overrides: Partial<{ rawBody: Buffer }> = {}) => ({
  messageId,
  timestamp,
  rawBody: Buffer.from(body),
  signature,
  ...overrides,
});

describe('webhook signature', () => {
  const key = publicKeyFromPem(kick.publicKey);

  it('accepts a signature Kick made over message id, timestamp and raw body', () => {
    expect(verifyKickSignature(key, input(signWith(kick.privateKey)))).toBe(true);
  });

  it('rejects a forged signature and a tampered body', () => {
    const good = signWith(kick.privateKey);
    expect(verifyKickSignature(key, input(`${good.slice(0, -8)}AAAAAAA=`))).toBe(false);
    expect(verifyKickSignature(key, input('not base64 at all!'))).toBe(false);
    expect(verifyKickSignature(key, input(''))).toBe(false);
    expect(
      verifyKickSignature(key, input(good, { rawBody: Buffer.from(body.replace('!hello', '!x')) })),
    ).toBe(false);
  });

  it('rejects a signature made with another key', () => {
    expect(verifyKickSignature(key, input(signWith(other.privateKey)))).toBe(false);
  });

  it('rejects a signature over the body alone (the HMAC-style mistake)', () => {
    expect(verifyKickSignature(key, input(signWith(kick.privateKey, body)))).toBe(false);
  });
});

describe('webhook timestamp window', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('accepts a timestamp within five minutes in the past and one minute ahead', () => {
    expect(freshnessOf('2026-11-21T11:55:30Z', now)).toBe('fresh');
    expect(freshnessOf('2026-11-21T12:00:59Z', now)).toBe('fresh');
    expect(freshnessOf('2026-11-21T13:00:00+01:00', now)).toBe('fresh');
  });

  it('rejects a stale timestamp', () => {
    expect(freshnessOf('2026-11-21T11:54:59Z', now)).toBe('stale');
  });

  it('rejects a timestamp from the future', () => {
    expect(freshnessOf('2026-11-21T12:01:30Z', now)).toBe('future');
  });

  it('normalises the doubled date Kick sometimes sends, for the age check only', () => {
    expect(parseWebhookTimestamp('2026-11-21T2026-11-21T11:59:00Z')).toBe(
      Date.parse('2026-11-21T11:59:00Z'),
    );
    expect(freshnessOf('2026-11-21T2026-11-21T11:59:00Z', now)).toBe('fresh');
  });

  it('reads fractional seconds and rejects what is not a date-time', () => {
    expect(parseWebhookTimestamp('2026-11-21T11:59:00.123456789Z')).toBe(
      Date.parse('2026-11-21T11:59:00.123Z'),
    );
    expect(freshnessOf('yesterday', now)).toBe('malformed');
    expect(freshnessOf('2026-11-21', now)).toBe('malformed');
    expect(freshnessOf('2026-13-45T99:00:00Z', now)).toBe('malformed');
  });
});

describe('Kick public key cache', () => {
  it('fetches the key once and serves it from memory', async () => {
    let fetches = 0;
    const cache = new KickPublicKey(async () => {
      fetches++;
      return kick.publicKey;
    }, new FakeClock());
    const [a, b] = await Promise.all([cache.current(), cache.current()]);
    expect(a).toBe(b);
    await cache.current();
    expect(fetches).toBe(1);
  });

  it('refetches once after a failure and answers the new key when Kick rotated it', async () => {
    const clock = new FakeClock();
    let pem = kick.publicKey;
    const cache = new KickPublicKey(async () => pem, clock);
    const old = await cache.current();
    pem = other.publicKey;
    clock.advance(KEY_REFETCH_INTERVAL_MS);
    const rotated = await cache.refetch();
    expect(rotated).not.toBeNull();
    expect(rotated).not.toBe(old);
    expect(verifyKickSignature(rotated!, input(signWith(other.privateKey)))).toBe(true);
  });

  it('does not refetch more than once a minute, and answers null when the key did not change', async () => {
    const clock = new FakeClock();
    let fetches = 0;
    const cache = new KickPublicKey(async () => {
      fetches++;
      return kick.publicKey;
    }, clock);
    await cache.current();
    expect(await cache.refetch()).toBeNull();
    expect(fetches).toBe(1);
    clock.advance(KEY_REFETCH_INTERVAL_MS);
    expect(await cache.refetch()).toBeNull();
    expect(fetches).toBe(2);
  });
});
