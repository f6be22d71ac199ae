import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SceneSummary } from '@kyo/contracts';
import { authStore } from '../../../../lib/auth-store';
import { installFakeLayout } from '../../../../components/ui/jsdom-layout.test-helper';
import { fakeApi, renderPage } from '../../test/render-page';
import EditorPage from './editor-page';

installFakeLayout({ width: 1280, height: 800 });

const ME = '0190f5a0-0000-7000-8000-00000000000a';
const LUNA = '0190f5a0-0000-7000-8000-00000000000b';

const scene = (id: string, name: string, ownerId: string): SceneSummary => ({
  id,
  ownerId,
  name,
  width: 1920,
  height: 1080,
  key: `key-${id}`,
  overlayUrl: `http://localhost/scene/key-${id}`,
  rev: 1,
  layerCount: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

beforeEach(() => authStore.setState({ token: 'token' }));
afterEach(() => authStore.clear());

describe('the scene list', { timeout: 20_000 }, () => {
  it('switches to a channel the user moderates: its scenes, and a new scene made there', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/user/moderators': () => [
        200,
        {
          moderators: [],
          channels: [{ id: LUNA, username: 'luna', addedAt: '2026-11-01T10:00:00.000Z' }],
        },
      ],
      'GET /api/scenes': () => [200, { scenes: [scene('a', 'Just chatting', ME)] }],
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderPage(<EditorPage />, '/editor');
    expect(await screen.findByRole('heading', { name: 'Just chatting' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: "luna's scenes" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?channel=${LUNA}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: "luna's scenes" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/scenes').at(-1)?.search).toBe(
        `?owner=${LUNA}`,
      ),
    );
  });

  it('shows no channel switch to a user who moderates no channel', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/user/moderators': () => [200, { moderators: [], channels: [] }],
        'GET /api/scenes': () => [200, { scenes: [] }],
      }).fetch,
    );
    renderPage(<EditorPage />, '/editor');
    expect(await screen.findByRole('heading', { name: 'No scenes yet' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Channel' })).not.toBeInTheDocument();
  });

  it('deletes a scene and makes a new OBS URL, each asked again first, on the owner’s own list', async () => {
    const user = userEvent.setup();
    let scenes = [scene('a', 'Just chatting', ME), scene('b', 'Gaming', ME)];
    const api = fakeApi({
      'GET /api/user/moderators': () => [200, { moderators: [], channels: [] }],
      'GET /api/scenes': () => [200, { scenes }],
      'DELETE /api/scenes/a': () => {
        scenes = scenes.filter((s) => s.id !== 'a');
        return [204, null];
      },
      'POST /api/scenes/b/rotate-key': () => {
        scenes = scenes.map((s) =>
          s.id === 'b' ? { ...s, key: 'key-new', overlayUrl: 'http://localhost/scene/key-new' } : s,
        );
        return [200, { ...scenes[scenes.length - 1], layers: [] }];
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderPage(<EditorPage />, '/editor');
    expect(await screen.findByRole('heading', { name: 'Just chatting' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Just chatting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Just chatting”?' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete scene' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Just chatting' })).not.toBeInTheDocument(),
    );
    expect(api.calls.filter((call) => call.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/scenes/a',
    ]);

    await user.click(screen.getByRole('button', { name: 'New OBS URL for Gaming' }));
    const ask = await screen.findByRole('dialog', { name: 'A new OBS URL for “Gaming”?' });
    await user.click(within(ask).getByRole('button', { name: 'Make a new URL' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'POST').map((c) => c.path)).toEqual([
        '/api/scenes/b/rotate-key',
      ]),
    );
  });

  it('offers neither on a channel the user moderates', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/user/moderators': () => [
        200,
        {
          moderators: [],
          channels: [{ id: LUNA, username: 'luna', addedAt: '2026-11-01T10:00:00.000Z' }],
        },
      ],
      'GET /api/scenes': () => [
        200,
        {
          scenes: api.calls.at(-1)?.search.includes(LUNA)
            ? [scene('c', 'Luna live', LUNA)]
            : [scene('a', 'Just chatting', ME)],
        },
      ],
    });
    vi.stubGlobal('fetch', api.fetch);
    renderPage(<EditorPage />, '/editor');
    expect(await screen.findByRole('button', { name: 'Delete Just chatting' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: "luna's scenes" }));
    expect(await screen.findByRole('heading', { name: 'Luna live' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Luna live' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New OBS URL/ })).not.toBeInTheDocument();
  });
});
