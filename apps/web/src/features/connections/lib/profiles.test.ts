import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@kyo/contracts';
import { authStore } from '../../../lib/auth-store';
import { fetchKickProfile, loadProfile } from './profiles';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const user = {
  id: 'u1',
  connections: { kick: { accessToken: 'old' }, spotify: null, discord: null },
} as unknown as Me;

describe('provider profiles', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    authStore.setState({ token: 't', user, kickData: { user_id: 1, name: 'kyo' } });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    authStore.clear();
  });

  it('maps the Kick users answer to user_id and name', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { data: [{ user_id: 1001, name: 'kyo_demo' }], message: 'OK' }),
    );
    await expect(fetchKickProfile('tok')).resolves.toEqual({ user_id: 1001, name: 'kyo_demo' });
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('authorization')).toBe(
      'Bearer tok',
    );
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'provider_unauthorized', message: 'no' }))
      .mockResolvedValueOnce(
        json(200, { access_token: 'new', refresh_token: 'r2', expires_in: 60, scope: '' }),
      )
      .mockResolvedValueOnce(
        json(200, { data: [{ user_id: 1001, name: 'kyo_demo' }], message: 'OK' }),
      );
    const profile = await loadProfile(
      'kick',
      { accessToken: 'old', refreshToken: 'r1' },
      fetchKickProfile,
    );
    expect(profile).toEqual({ user_id: 1001, name: 'kyo_demo' });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/kick/refresh');
    expect(new Headers(fetchMock.mock.calls[2]![1]!.headers).get('authorization')).toBe(
      'Bearer new',
    );
  });

  it('marks Kick as needing a reconnect (not gone) when the refresh answers 419', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'provider_unauthorized', message: 'no' }))
      .mockResolvedValueOnce(json(419, { error: 'kick_grant_dead', message: 'expired' }));
    expect(
      await loadProfile('kick', { accessToken: 'old', refreshToken: 'r1' }, fetchKickProfile),
    ).toBeNull();
    expect(authStore.getState().kickData).toBeNull();
    expect(authStore.getState().user?.connections.kick).toMatchObject({
      status: 'needs_reconnect',
      reconnectReason: 'revoked',
    });
    expect(authStore.getState().token).toBe('t');
  });

  it('marks Kick as needing a reconnect when the retry fails again', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { message: 'no' }))
      .mockResolvedValueOnce(
        json(200, { access_token: 'new', refresh_token: 'r2', expires_in: 60, scope: '' }),
      )
      .mockResolvedValueOnce(json(401, { message: 'still no' }));
    expect(
      await loadProfile('kick', { accessToken: 'old', refreshToken: 'r1' }, fetchKickProfile),
    ).toBeNull();
    expect(authStore.getState().kickData).toBeNull();
  });

  it('keeps the connection when the platform is only down', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { error: 'provider_unavailable', message: 'down' }));
    await expect(
      loadProfile('kick', { accessToken: 'old', refreshToken: 'r1' }, fetchKickProfile),
    ).rejects.toThrow('down');
    expect(authStore.getState().kickData).toEqual({ user_id: 1, name: 'kyo' });
  });
});
