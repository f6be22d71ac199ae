/* eslint-disable @typescript-eslint/no-explicit-any -- parsed JSON bodies are read freely and checked with expect */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRESET_TRACKS } from '../state/seed';
import {
  REDIRECT,
  type TestEmulator,
  bearer,
  consent,
  form,
  json,
  startTestEmulator,
} from '../test/harness';

let emu: TestEmulator;
let token: string;
beforeAll(async () => {
  emu = await startTestEmulator();
  // These tests move the clock by hours; token expiry is tested elsewhere.
  emu.emulator.tokens.setLifetimes({ provider: 'spotify', accessTokenSeconds: 30 * 86_400 });
  const query = new URLSearchParams({
    client_id: 'kyo-spotify',
    response_type: 'code',
    redirect_uri: REDIRECT.spotify,
    scope: 'user-read-currently-playing',
    state: 's',
  });
  const code = (await consent(`${emu.url}/spotify/accounts/authorize?${query}`)).searchParams.get(
    'code',
  )!;
  const init = form({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT.spotify });
  const response = await fetch(`${emu.url}/spotify/accounts/api/token`, {
    ...init,
    headers: {
      ...init.headers,
      authorization: `Basic ${Buffer.from('kyo-spotify:spotify-secret').toString('base64')}`,
    },
  });
  token = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(() => emu.close());
beforeEach(() => emu.emulator.reset({ keepConnections: true }));

const byType = (type: string) => PRESET_TRACKS.find((t) => (t.type ?? 'track') === type)!;
const local = PRESET_TRACKS.find((t) => t.is_local)!;

async function current(query = ''): Promise<{ status: number; body: any }> {
  const response = await fetch(
    `${emu.url}/spotify/api/v1/me/player/currently-playing${query}`,
    bearer(token),
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe('Spotify play queue', () => {
  it('plays the queue in order on its own: each item ends and the next starts, then it loops', async () => {
    const spotify = emu.emulator.spotify;
    spotify.play({ trackId: PRESET_TRACKS[0]!.id });
    const seen: string[] = [];
    // Walk the whole queue once, reading only at item boundaries plus one second.
    for (const item of PRESET_TRACKS) {
      seen.push(spotify.playback()!.trackId);
      emu.clock.advance(item.duration_ms);
    }
    expect(seen).toEqual(PRESET_TRACKS.map((t) => t.id));
    expect(spotify.playback()!.trackId).toBe(PRESET_TRACKS[0]!.id); // looped
    // Read after a long time unobserved: the same place as stepping through.
    emu.clock.advance(PRESET_TRACKS[0]!.duration_ms + 1_000);
    expect(spotify.playback()).toMatchObject({ trackId: PRESET_TRACKS[1]!.id, progressMs: 1_000 });
  });

  it('answers an ad as currently_playing_type "ad" with item null, progress running', async () => {
    const ad = byType('ad');
    emu.emulator.spotify.play({ trackId: ad.id, positionMs: 2_000 });
    emu.clock.advance(3_000);
    const { status, body } = await current('?additional_types=track,episode');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      currently_playing_type: 'ad',
      item: null,
      is_playing: true,
      progress_ms: 5_000,
      actions: { disallows: { skipping_next: true, seeking: true } },
    });
  });

  it('gives the episode only to a caller that asks for episodes, as Spotify does', async () => {
    const episode = byType('episode');
    emu.emulator.spotify.play({ trackId: episode.id });
    const plain = await current();
    expect(plain.body).toMatchObject({ currently_playing_type: 'episode', item: null });
    const asked = await current('?additional_types=track,episode');
    expect(asked.body).toMatchObject({
      currently_playing_type: 'episode',
      item: {
        type: 'episode',
        id: episode.id,
        name: episode.name,
        duration_ms: episode.duration_ms,
        show: { name: 'Kyo Talks', type: 'show' },
      },
    });
    expect(asked.body.item.images.map((i: { width: number }) => i.width)).toEqual([640, 300, 64]);
    // The repeated form of the parameter works too.
    const repeated = await current('?additional_types=track&additional_types=episode');
    expect(repeated.body.item?.type).toBe('episode');
  });

  it('answers a local file with is_local, no ids and no album art', async () => {
    emu.emulator.spotify.play({ trackId: local.id });
    const { body } = await current();
    expect(body).toMatchObject({
      currently_playing_type: 'track',
      item: {
        is_local: true,
        id: null,
        name: local.name,
        album: { name: local.album, images: [], id: null },
        artists: [{ name: 'Kyo Demo', id: null }],
        external_urls: {},
      },
    });
    expect(body.item.uri).toMatch(/^spotify:local:Kyo\+Demo:My\+Recordings:/);
  });

  it('pauses, resumes, skips, and answers 204 once stopped', async () => {
    const spotify = emu.emulator.spotify;
    spotify.play({ trackId: PRESET_TRACKS[0]!.id });
    emu.clock.advance(10_000);
    spotify.pause();
    emu.clock.advance(60_000);
    expect((await current()).body).toMatchObject({ is_playing: false, progress_ms: 10_000 });
    spotify.resume();
    emu.clock.advance(1_000);
    expect((await current()).body).toMatchObject({ is_playing: true, progress_ms: 11_000 });
    expect(spotify.next()).toMatchObject({ trackId: PRESET_TRACKS[1]!.id, progressMs: 0 });
    // A paused item never ends on its own.
    spotify.pause();
    emu.clock.advance(30 * 60_000); // (less than the token's hour)
    expect(spotify.playback()).toMatchObject({ trackId: PRESET_TRACKS[1]!.id, isPlaying: false });
    spotify.stop();
    const stopped = await current();
    expect(stopped).toEqual({ status: 204, body: null });
  });

  it('adds episodes, ads and local files through the control API, and validates them', async () => {
    const add = (body: unknown) => fetch(`${emu.url}/control/spotify/tracks`, json('POST', body));
    const episode = await add({
      type: 'episode',
      name: 'Bonus',
      show: 'Night Shift',
      durationMs: 60_000,
    });
    expect(episode.status).toBe(201);
    const created = (await episode.json()) as { id: string };
    const ad = await add({ type: 'ad', durationMs: 15_000 });
    expect(ad.status).toBe(201);
    const file = await add({
      name: 'Voice memo',
      artists: ['Me'],
      album: 'Phone',
      isLocal: true,
      durationMs: 5_000,
    });
    expect(file.status).toBe(201);

    const noShow = await add({ type: 'episode', name: 'x', durationMs: 60_000 });
    expect(noShow.status).toBe(400);
    expect(await noShow.json()).toMatchObject({ field: 'show' });
    const localAd = await add({ type: 'ad', isLocal: true, durationMs: 15_000 });
    expect(await localAd.json()).toMatchObject({ field: 'isLocal' });
    const noArtists = await add({ name: 'x', artists: [], album: 'y', durationMs: 5_000 });
    expect(await noArtists.json()).toMatchObject({ field: 'artists' });

    const played = await fetch(
      `${emu.url}/control/spotify/play`,
      json('POST', { trackId: created.id }),
    );
    expect(await played.json()).toMatchObject({
      playback: { type: 'episode', show: 'Night Shift', isLocal: false, artists: [] },
    });
  });
});
