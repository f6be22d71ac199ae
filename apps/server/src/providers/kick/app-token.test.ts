import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../platform/clock';
import { PollError } from '../../platform/pollers/poll-types';
import { ProviderError } from '../http';
import { KickAppTokens } from './app-token';

describe('KickAppTokens', () => {
  it('fetches once for many callers, renews before expiry, and renews at once when forced', async () => {
    const clock = new FakeClock();
    let n = 0;
    const fetchToken = vi.fn(async () => ({
      accessToken: `app-${++n}`,
      refreshToken: null,
      expiresIn: 3_600,
      scope: '',
    }));
    const tokens = new KickAppTokens(fetchToken, clock);
    expect(await Promise.all([tokens.get(), tokens.get(), tokens.get()])).toEqual([
      'app-1',
      'app-1',
      'app-1',
    ]);
    clock.advance(49 * 60_000);
    expect(await tokens.get()).toBe('app-1');
    clock.advance(2 * 60_000); // less than 10 minutes left
    expect(await tokens.get()).toBe('app-2');
    expect(await tokens.refresh()).toBe('app-3');
    expect(fetchToken).toHaveBeenCalledTimes(3);
  });

  it('maps failures to poll errors, and a refused app credential never asks anyone to reconnect', async () => {
    const clock = new FakeClock();
    const failing = (error: ProviderError) => new KickAppTokens(() => Promise.reject(error), clock);
    await expect(
      failing(new ProviderError('kick', 'unavailable', 'down', 503)).get(),
    ).rejects.toMatchObject({ kind: 'unavailable' });
    const refused = failing(new ProviderError('kick', 'invalid_grant', 'bad client', 400));
    const error = await refused.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PollError);
    expect(error).toMatchObject({ kind: 'rejected' });
  });
});
