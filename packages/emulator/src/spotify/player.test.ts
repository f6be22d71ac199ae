/* eslint-disable @typescript-eslint/no-explicit-any -- parsed JSON bodies are read freely and checked with expect */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRESET_CATALOG, PRESET_TRACKS } from '../state/seed';
import {
  REDIRECT,
  type TestEmulator,
  bearer,
  consent,
  form,
  startTestEmulator,
} from '../test/harness';

let emu: TestEmulator;

async function tokenWith(scope: string): Promise<string> {
  const query = new URLSearchParams({
    client_id: 'kyo-spotify',
    response_type: 'code',
    redirect_uri: REDIRECT.spotify,
    scope,
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
  return ((await response.json()) as { access_token: string }).access_token;
}

let full: string;
let readOnly: string;
beforeAll(async () => {
  emu = await startTestEmulator();
  emu.emulator.tokens.setLifetimes({ provider: 'spotify', accessTokenSeconds: 30 * 86_400 });
  full = await tokenWith(
    'user-read-currently-playing user-read-playback-state user-modify-playback-state',
  );
  readOnly = await tokenWith('user-read-currently-playing');
});
afterAll(() => emu.close());
beforeEach(() => emu.emulator.reset({ keepConnections: true }));

const api = (path: string, token = full, init: RequestInit = {}) =>
  fetch(`${emu.url}/spotify/api${path}`, { ...init, ...bearer(token) });
const post = (path: string, token = full) => api(path, token, { method: 'POST' });
const playinwitme = PRESET_CATALOG[0]!;

describe('Spotify search and tracks', () => {
  it('finds tracks by words of title or artist, ignoring case and accents', async () => {
    const body: any = await (await api('/v1/search?q=playinwitme&type=track&limit=5')).json();
    expect(body.tracks.items.map((t: { name: string }) => t.name)).toEqual(['Playinwitme']);
    expect(body.tracks.items[0]).toMatchObject({
      id: playinwitme.id,
      uri: `spotify:track:${playinwitme.id}`,
      duration_ms: 193_000,
      artists: [{ name: 'KYLE' }, { name: 'Kehlani' }],
    });
    const turkish: any = await (
      await api(`/v1/search?q=${encodeURIComponent('gulpembe isik')}&type=track`)
    ).json();
    expect(turkish.tracks.items.map((t: { name: string }) => t.name)).toEqual(['Gülpembe']);
    const none: any = await (await api('/v1/search?q=zzzz&type=track')).json();
    expect(none.tracks).toMatchObject({ items: [], total: 0 });
  });

  it('answers 400 without a query or type, 401 without a token', async () => {
    expect((await api('/v1/search?type=track')).status).toBe(400);
    expect((await api('/v1/search?q=neon')).status).toBe(400);
    expect((await fetch(`${emu.url}/spotify/api/v1/search?q=neon&type=track`)).status).toBe(401);
  });

  it('gives a track by id, 404 for an unknown one and 400 for a malformed id', async () => {
    const track: any = await (await api(`/v1/tracks/${playinwitme.id}`)).json();
    expect(track.name).toBe('Playinwitme');
    expect((await api('/v1/tracks/0000000000000000000000')).status).toBe(404);
    expect((await api('/v1/tracks/nope')).status).toBe(400);
  });
});

describe('Spotify player queue', () => {
  it('plays an added track when the current one ends, then goes on with the play queue', async () => {
    const spotify = emu.emulator.spotify;
    spotify.play({ trackId: PRESET_TRACKS[0]!.id });
    const added = await post(`/v1/me/player/queue?uri=spotify:track:${playinwitme.id}`);
    expect(added.status).toBe(204);
    const queue: any = await (await api('/v1/me/player/queue')).json();
    expect(queue.currently_playing.name).toBe('Neon Skyline');
    expect(queue.queue[0].name).toBe('Playinwitme');
    expect(queue.queue[1].name).toBe('Lo-Fi Rain');

    emu.clock.advance(PRESET_TRACKS[0]!.duration_ms + 1_000);
    expect(spotify.playback()!.name).toBe('Playinwitme');
    emu.clock.advance(playinwitme.duration_ms);
    expect(spotify.playback()!.name).toBe('Lo-Fi Rain');
  });

  it('skips to the added track with next, and the control jumps to the last 20 seconds', async () => {
    const spotify = emu.emulator.spotify;
    spotify.play({ trackId: PRESET_TRACKS[0]!.id });
    const ending = spotify.ending();
    expect(ending.durationMs - ending.progressMs).toBe(20_000);
    await post(`/v1/me/player/queue?uri=spotify:track:${playinwitme.id}`);
    expect((await post('/v1/me/player/next')).status).toBe(204);
    expect(spotify.playback()!.name).toBe('Playinwitme');
    expect(spotify.upNext()[0]!.name).toBe('Lo-Fi Rain');
  });

  it('answers as Spotify without a device, without Premium, or without the scope', async () => {
    const uri = `/v1/me/player/queue?uri=spotify:track:${playinwitme.id}`;
    const noDevice = await post(uri);
    expect(noDevice.status).toBe(404);
    expect((await noDevice.json()).error.reason).toBe('NO_ACTIVE_DEVICE');
    emu.emulator.spotify.play({ trackId: PRESET_TRACKS[0]!.id });
    emu.emulator.spotify.setProduct({ product: 'free' });
    const free = await post(uri);
    expect(free.status).toBe(403);
    expect((await free.json()).error.reason).toBe('PREMIUM_REQUIRED');
    emu.emulator.spotify.setProduct({ product: 'premium' });
    const scope = await post(uri, readOnly);
    expect(scope.status).toBe(403);
    expect((await scope.json()).error.message).toBe('Insufficient client scope');
    expect(
      (await post('/v1/me/player/queue?uri=spotify:episode:512ojhOuo1ktJprKbVcKyQ')).status,
    ).toBe(400);
    expect((await post(uri)).status).toBe(204);
  });
});
