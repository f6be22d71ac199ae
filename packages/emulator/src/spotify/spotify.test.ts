/* eslint-disable @typescript-eslint/no-explicit-any -- parsed JSON bodies are read freely and checked with expect */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s256Challenge } from '../crypto/pkce';
import { PRESET_TRACKS } from '../state/seed';
import {
  REDIRECT,
  type TestEmulator,
  bearer,
  consent,
  form,
  newVerifier,
  startTestEmulator,
} from '../test/harness';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

const basic = `Basic ${Buffer.from('kyo-spotify:spotify-secret').toString('base64')}`;
const SCOPES = 'user-read-currently-playing user-read-playback-state';

function authorizeUrl(extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    client_id: 'kyo-spotify',
    response_type: 'code',
    redirect_uri: REDIRECT.spotify,
    scope: SCOPES,
    state: 's1',
    ...extra,
  });
  return `${emu.url}/spotify/accounts/authorize?${query}`;
}

async function token(fields: Record<string, string>, auth = basic) {
  const init = form(fields);
  const response = await fetch(`${emu.url}/spotify/accounts/api/token`, {
    ...init,
    headers: { ...init.headers, ...(auth ? { authorization: auth } : {}) },
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

async function login() {
  const code = (await consent(authorizeUrl())).searchParams.get('code')!;
  return (await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT.spotify }))
    .body;
}

describe('Spotify accounts', () => {
  it('exchanges a code with Basic client auth for an hour-long token and a refresh token', async () => {
    const tokens = await login();
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: SCOPES,
      refresh_token: expect.any(String),
    });
  });

  it('supports the PKCE flow without a client secret', async () => {
    const verifier = newVerifier();
    const location = await consent(
      authorizeUrl({ code_challenge: s256Challenge(verifier), code_challenge_method: 'S256' }),
    );
    const code = location.searchParams.get('code')!;
    const wrong = await token(
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT.spotify,
        client_id: 'kyo-spotify',
        code_verifier: newVerifier(),
      },
      '',
    );
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const right = await token(
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT.spotify,
        client_id: 'kyo-spotify',
        code_verifier: verifier,
      },
      '',
    );
    expect(right.status).toBe(200);
  });

  it('refreshes without returning a new refresh token by default; the old one keeps working', async () => {
    const tokens = await login();
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeUndefined();
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status,
    ).toBe(200);
  });

  it('rejects a bad Basic secret with 401 invalid_client', async () => {
    const bad = await token(
      { grant_type: 'refresh_token', refresh_token: 'x' },
      `Basic ${Buffer.from('kyo-spotify:nope').toString('base64')}`,
    );
    expect(bad).toEqual({
      status: 401,
      body: { error: 'invalid_client', error_description: 'Invalid client' },
    });
  });

  it('shows an error page for an unregistered redirect URI and redirects access_denied on cancel', async () => {
    const page = await fetch(authorizeUrl({ redirect_uri: 'http://127.0.0.1:9999/cb' }));
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('INVALID_CLIENT: Invalid redirect URI');
    const denied = await consent(authorizeUrl(), {}, 'deny');
    expect(Object.fromEntries(denied.searchParams)).toEqual({
      error: 'access_denied',
      state: 's1',
    });
  });
});

describe('Spotify API', () => {
  it('returns the current user', async () => {
    const { access_token } = await login();
    const me = (await (
      await fetch(`${emu.url}/spotify/api/v1/me`, bearer(access_token))
    ).json()) as Record<string, unknown>;
    expect(me).toMatchObject({
      id: 'kyo_demo_spotify',
      display_name: 'Kyo Demo',
      type: 'user',
      uri: 'spotify:user:kyo_demo_spotify',
    });
  });

  it('answers 204 with an empty body when nothing plays, then 200 after a song change, with progress advancing', async () => {
    const { access_token } = await login();
    const current = () =>
      fetch(`${emu.url}/spotify/api/v1/me/player/currently-playing`, bearer(access_token));
    const idle = await current();
    expect(idle.status).toBe(204);
    expect(await idle.text()).toBe('');

    const track = PRESET_TRACKS[1]!;
    emu.emulator.spotify.play({ trackId: track.id, positionMs: 10_000 });
    emu.clock.advance(5_000);
    const playing = (await (await current()).json()) as Record<string, any>;
    expect(playing).toMatchObject({
      is_playing: true,
      progress_ms: 15_000,
      currently_playing_type: 'track',
      item: {
        name: track.name,
        duration_ms: track.duration_ms,
        artists: [{ name: 'Kettle & Cloud' }, { name: 'Mira Sun' }],
      },
    });
    expect(playing.item.album.images.map((i: { width: number }) => i.width)).toEqual([
      640, 300, 64,
    ]);

    emu.emulator.spotify.pause();
    emu.clock.advance(60_000);
    expect(await (await current()).json()).toMatchObject({
      is_playing: false,
      progress_ms: 15_000,
    });

    emu.emulator.spotify.resume();
    emu.clock.advance(track.duration_ms); // past the end: the next preset starts
    expect(((await (await current()).json()) as Record<string, any>).item.name).toBe(
      PRESET_TRACKS[2]!.name,
    );

    emu.emulator.spotify.stop();
    expect((await current()).status).toBe(204);
  });

  it('returns the player with its device, and 204 without playback', async () => {
    const { access_token } = await login();
    emu.emulator.spotify.play({ trackId: PRESET_TRACKS[0]!.id });
    const player = (await (
      await fetch(`${emu.url}/spotify/api/v1/me/player`, bearer(access_token))
    ).json()) as Record<string, any>;
    expect(player).toMatchObject({
      device: { is_active: true, name: 'Kyo Demo PC' },
      shuffle_state: false,
      repeat_state: 'off',
      is_playing: true,
    });
    emu.emulator.spotify.stop();
    expect((await fetch(`${emu.url}/spotify/api/v1/me/player`, bearer(access_token))).status).toBe(
      204,
    );
  });

  it('answers {"error":{"status":401,…}} for an expired token and 403 without the scope', async () => {
    const tokens = await login();
    emu.emulator.tokens.expire({ provider: 'spotify', kind: 'access', token: tokens.access_token });
    const expired = await fetch(`${emu.url}/spotify/api/v1/me`, bearer(tokens.access_token));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      error: { status: 401, message: 'The access token expired' },
    });

    const code = (await consent(authorizeUrl({ scope: 'user-read-private' }))).searchParams.get(
      'code',
    )!;
    const narrow = (
      await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT.spotify })
    ).body;
    const forbidden = await fetch(
      `${emu.url}/spotify/api/v1/me/player/currently-playing`,
      bearer(narrow.access_token),
    );
    expect(await forbidden.json()).toEqual({
      error: { status: 403, message: 'Insufficient client scope' },
    });
  });

  it('issues tokens with the lifetime set through the control API', async () => {
    emu.emulator.tokens.setLifetimes({ provider: 'spotify', accessTokenSeconds: 60 });
    expect((await login()).expires_in).toBe(60);
    emu.emulator.tokens.setLifetimes({ provider: 'spotify', accessTokenSeconds: 3600 });
  });
});
