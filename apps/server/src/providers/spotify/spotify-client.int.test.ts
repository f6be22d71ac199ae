import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type EmulatedPlatforms, consent, startPlatforms } from '../../../test/emulator';
import { ProviderError } from '../http';
import { SpotifyClient } from './spotify-client';

/** The Spotify adapter against the emulator over real HTTP: every answer of currently-playing. */
describe('SpotifyClient.nowPlaying', () => {
  let platforms: EmulatedPlatforms;
  let client: SpotifyClient;
  let token: string;

  beforeAll(async () => {
    platforms = await startPlatforms();
    const emulator = platforms.server.emulator;
    // The clock moves by hours here; token expiry has its own test below.
    emulator.tokens.setLifetimes({ provider: 'spotify', accessTokenSeconds: 30 * 86_400 });
    client = new SpotifyClient(platforms.config().providers.spotify!, { timeoutMs: 500 });
    const code = (await consent(client.authorizeUrl('s'))).searchParams.get('code')!;
    token = (await client.exchangeCode(code)).accessToken;
  });
  afterAll(() => platforms.close());
  beforeEach(() => platforms.server.emulator.reset({ keepConnections: true }));

  const queue = () => platforms.server.emulator.spotify.tracks();
  const play = (match: (t: ReturnType<typeof queue>[number]) => boolean, positionMs = 0) =>
    platforms.server.emulator.spotify.play({ trackId: queue().find(match)!.id, positionMs });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('the call should fail'),
      (error: unknown) => error as ProviderError,
    );

  it('is nothing on 204, then follows the queue on its own: track, ad, episode, local file', async () => {
    expect(await client.nowPlaying(token)).toEqual({ kind: 'nothing' });
    play((t) => t.name === 'Boss Fight (Phase 2)', 240_000);
    expect(await client.nowPlaying(token)).toMatchObject({
      kind: 'track',
      title: 'Boss Fight (Phase 2)',
      artists: ['Pixel Orchestra'],
      progressMs: 240_000,
      images: [{ width: 640 }, { width: 300 }, { width: 64 }],
    });
    platforms.clock.advance(2_000 + 1_000); // the track ends; the ad has run 1 s
    expect(await client.nowPlaying(token)).toEqual({
      kind: 'ad',
      isPlaying: true,
      progressMs: 1_000,
    });

    play((t) => t.type === 'episode', 60_000);
    expect(await client.nowPlaying(token)).toMatchObject({
      kind: 'episode',
      show: 'Kyo Talks',
      progressMs: 60_000,
      durationMs: 360_000,
      images: [{ width: 640 }, { width: 300 }, { width: 64 }],
    });

    play((t) => t.is_local === true);
    platforms.server.emulator.spotify.pause();
    expect(await client.nowPlaying(token)).toMatchObject({
      kind: 'track',
      isLocal: true,
      isPlaying: false,
      id: null,
      images: [],
      title: 'Bedroom Demo (take 3)',
    });
  });

  it('throws rate_limited with Retry-After, and tells a spent quota apart by its reason', async () => {
    const faults = platforms.server.emulator.faults;
    faults.add({ provider: 'spotify', status: 429, retryAfterSeconds: 7, count: 1 });
    const limited = await failure(client.nowPlaying(token));
    expect(limited).toBeInstanceOf(ProviderError);
    expect(limited).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterMs: 7_000 });
    expect(limited.reason).toBeUndefined();

    faults.add({ provider: 'spotify', status: 429, quotaExceeded: true, count: 1 });
    expect(await failure(client.nowPlaying(token))).toMatchObject({
      kind: 'rate_limited',
      reason: 'QUOTA_EXCEEDED',
    });
  });

  it('throws unavailable on 5xx and timeout when Spotify does not answer, without retrying', async () => {
    const faults = platforms.server.emulator.faults;
    faults.add({ provider: 'spotify', status: 503, count: 1 });
    expect(await failure(client.nowPlaying(token))).toMatchObject({
      kind: 'unavailable',
      status: 503,
    });
    expect(await client.nowPlaying(token)).toEqual({ kind: 'nothing' }); // one call was failed

    faults.add({ provider: 'spotify', pathContains: 'currently-playing', timeout: true, count: 1 });
    expect(await failure(client.nowPlaying(token))).toMatchObject({ kind: 'timeout' });
    faults.release();
  });

  it('stops at once when its caller aborts (a poller shutting down)', async () => {
    const faults = platforms.server.emulator.faults;
    faults.add({ provider: 'spotify', timeout: true, count: 1 });
    const controller = new AbortController();
    const pending = failure(client.nowPlaying(token, { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({
      kind: 'network',
      message: expect.stringMatching(/cancel/),
    });
    faults.release();
  });

  it('throws unauthorized for a token the platform expired early', async () => {
    const code = (await consent(client.authorizeUrl('s2'))).searchParams.get('code')!;
    const fresh = (await client.exchangeCode(code)).accessToken;
    platforms.server.emulator.tokens.expire({ provider: 'spotify', kind: 'access', token: fresh });
    expect(await failure(client.nowPlaying(fresh))).toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
  });
});
