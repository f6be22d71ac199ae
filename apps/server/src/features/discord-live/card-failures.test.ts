import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../providers/http';
import { decide, MAX_ATTEMPTS, NO_ANSWER } from './card-failures';

const error = (
  kind: ConstructorParameters<typeof ProviderError>[1],
  message = 'x',
  wait?: number,
) => new ProviderError('discord', kind, message, undefined, wait);

describe('what a failed Discord call leads to', () => {
  it('tells a deleted webhook from a deleted message', () => {
    expect(decide(error('not_found', 'Unknown Webhook'), 1, true)).toEqual({
      kind: 'webhook_gone',
    });
    expect(decide(error('unauthorized'), 1, false)).toEqual({ kind: 'webhook_gone' });
    expect(decide(error('not_found', 'Unknown Message'), 1, false)).toEqual({
      kind: 'message_gone',
    });
  });

  it('waits out Retry-After, then gives up after the last try', () => {
    expect(decide(error('rate_limited', 'x', 7_500), 1, true)).toMatchObject({
      kind: 'retry',
      afterMs: 7_500,
    });
    expect(decide(error('rate_limited'), 2, true)).toMatchObject({ kind: 'retry', afterMs: 1_000 });
    expect(decide(error('rate_limited', 'x', 3_600_000), 1, true)).toMatchObject({ kind: 'fail' });
    expect(decide(error('rate_limited', 'x', 1_000), MAX_ATTEMPTS, true)).toEqual({
      kind: 'fail',
      reason: `Discord kept rate limiting the webhook (${MAX_ATTEMPTS} tries)`,
    });
  });

  it('backs off on 5xx, and never repeats a post whose answer did not come', () => {
    expect(decide(error('unavailable'), 1, true)).toMatchObject({ kind: 'retry', afterMs: 5_000 });
    expect(decide(error('unavailable'), 3, true)).toMatchObject({ kind: 'retry', afterMs: 20_000 });
    expect(decide(error('timeout'), 1, true)).toEqual({ kind: 'fail', reason: NO_ANSWER });
    expect(decide(error('timeout'), 1, false)).toMatchObject({ kind: 'retry' });
    expect(decide(error('bad_request', 'Invalid Form Body'), 1, true)).toEqual({
      kind: 'fail',
      reason: 'Discord refused the card: Invalid Form Body',
    });
  });

  it('rethrows what is not a platform failure', () => {
    expect(() => decide(new Error('db down'), 1, true)).toThrow('db down');
  });
});
