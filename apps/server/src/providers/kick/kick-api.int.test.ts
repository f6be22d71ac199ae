import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type EmulatedPlatforms, startPlatforms } from '../../../test/emulator';
import { ProviderError } from '../http';
import { KickApi } from './kick-api';
import { KickOAuth } from './kick-oauth';
import { type ProviderFetch, undiciFetch } from '../transport';

/** The Kick adapter against the emulator over real HTTP: many channels per call, failures typed. */
describe('KickApi.channelsLive', () => {
  let platforms: EmulatedPlatforms;
  let api: KickApi;
  let appToken: string;
  const streamers: number[] = [];
  const calls: string[] = [];

  beforeAll(async () => {
    platforms = await startPlatforms();
    const config = platforms.config().providers.kick!;
    const counting: ProviderFetch = (url, init) => {
      calls.push(url);
      return undiciFetch(url, init);
    };
    api = new KickApi(config.apiUrl, { timeoutMs: 500, fetch: counting });
    appToken = (await new KickOAuth(config, { timeoutMs: 500 }).appToken()).accessToken;
    const kick = platforms.server.emulator.kick;
    for (let i = 0; i < 60; i++) {
      streamers.push(
        kick.createAccount({ username: `batch_streamer_${i}`, kind: 'streamer' }).user_id,
      );
    }
  });
  afterAll(() => platforms.close());
  beforeEach(() => {
    calls.length = 0;
    platforms.server.emulator.faults.clear();
  });

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('the call should fail'),
      (error: unknown) => error as ProviderError,
    );

  it('reads 60 channels in two calls of at most 50 ids with one app token', async () => {
    const kick = platforms.server.emulator.kick;
    kick.goLive({ broadcasterUserId: streamers[3]!, viewerCount: 321 });
    kick.goLive({ broadcasterUserId: streamers[55]!, viewerCount: 12 });
    const result = await api.channelsLive(appToken, [...streamers, 9_999_999]);
    expect(calls).toHaveLength(2);
    expect(
      calls.map((url) => new URL(url).searchParams.getAll('broadcaster_user_id').length),
    ).toEqual([50, 11]);
    expect(result.size).toBe(61);
    expect(result.get(streamers[3]!)).toMatchObject({ kind: 'live', viewers: 321 });
    expect(result.get(streamers[55]!)).toMatchObject({ kind: 'live', viewers: 12 });
    expect(result.get(streamers[0]!)).toMatchObject({ kind: 'offline' });
    expect(result.get(9_999_999)).toEqual({ kind: 'missing' });
    kick.goOffline({ broadcasterUserId: streamers[3]! });
    kick.goOffline({ broadcasterUserId: streamers[55]! });
  });

  it('sees the glitch sample Kick sometimes reports (1 viewer) as it is: filtering is the caller’s job', async () => {
    const kick = platforms.server.emulator.kick;
    kick.goLive({ broadcasterUserId: streamers[0]!, viewerCount: 680 });
    kick.glitchViewers({ broadcasterUserId: streamers[0]!, reads: 1 });
    expect((await api.channelsLive(appToken, [streamers[0]!])).get(streamers[0]!)).toMatchObject({
      viewers: 1,
    });
    expect((await api.channelsLive(appToken, [streamers[0]!])).get(streamers[0]!)).toMatchObject({
      viewers: 680,
    });
    kick.goOffline({ broadcasterUserId: streamers[0]! });
  });

  it('throws rate_limited (Kick sends no Retry-After), unavailable on 5xx, and does not retry', async () => {
    const faults = platforms.server.emulator.faults;
    faults.add({ provider: 'kick', pathContains: '/channels', status: 429, count: 1 });
    const limited = await failure(api.channelsLive(appToken, streamers.slice(0, 2)));
    expect(limited).toBeInstanceOf(ProviderError);
    expect(limited).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterMs: undefined });
    faults.add({ provider: 'kick', pathContains: '/channels', status: 502, count: 1 });
    expect(await failure(api.channelsLive(appToken, streamers.slice(0, 2)))).toMatchObject({
      kind: 'unavailable',
      status: 502,
    });
    expect(calls).toHaveLength(2);
  });

  it('throws unauthorized once the app token is expired early', async () => {
    const config = platforms.config().providers.kick!;
    const token = (await new KickOAuth(config, { timeoutMs: 500 }).appToken()).accessToken;
    platforms.server.emulator.tokens.expire({ provider: 'kick', kind: 'access', token });
    expect(await failure(api.channelsLive(token, streamers.slice(0, 1)))).toMatchObject({
      kind: 'unauthorized',
    });
  });
});
