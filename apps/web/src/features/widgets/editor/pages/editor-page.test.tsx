import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
});
