import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { botStatus } from '../components/bot-frame/bot-status.fixture';
import { authStore } from '../lib/auth-store';
import { queryClient } from '../lib/query-client';
import { makeMe } from '../test/me';
import { DefaultLayout } from './layouts/default-layout';
import { routeTable } from './route-table';
import { buildRoutes } from './router';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The frame's two calls answer; every page's own data is a 404 (its error state is enough). */
function stubApi() {
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname;
    if (path === '/api/bot/status') return json(botStatus());
    if (path === '/api/user/moderators') return json({ moderators: [], channels: [] });
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
}

let scroll: MockInstance;
beforeEach(() => {
  // The router's scroll restoration scrolls on every navigation; jsdom has no scrolling.
  scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  authStore.setState({ token: 'token', user: makeMe() });
  stubApi();
});
afterEach(() => {
  authStore.clear();
  queryClient.clear();
  vi.unstubAllGlobals();
  scroll.mockRestore();
});

const children = (route: RouteObject | undefined) => route?.children ?? [];

describe('the bot layout', () => {
  it('holds every /bot page, whichever feature owns it, and no other page', () => {
    const [root] = buildRoutes();
    const defaultLayout = children(root).find((route) => route.Component === DefaultLayout);
    // The bot layout is the one pathless route inside the default layout.
    const inner = children(defaultLayout).filter((route) => !route.path);
    expect(inner).toHaveLength(1);
    const framed = children(inner[0]).map((route) => route.path);
    expect(framed).toEqual(
      routeTable.filter((page) => page.path.startsWith('/bot')).map((page) => page.path),
    );
    for (const path of ['/bot', '/bot/rewards', '/bot/song-requests', '/bot/giveaways'])
      expect(framed).toContain(path);
    expect(framed).toContain('/bot/moderation');
  });

  it('shows the points store in the games’ row, its own pill current, not the points page’s', async () => {
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/bot/points/store'] });
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Points store' }, { timeout: 10_000 }),
    ).toBeVisible();
    const row = screen.getByRole('navigation', { name: /games/i });
    expect(within(row).getByRole('link', { name: 'Store' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(row).getByRole('link', { name: 'Points' })).not.toHaveAttribute('aria-current');
  });

  it(
    'draws the frame once and keeps it while the user moves between the features’ bot pages',
    { timeout: 20_000 },
    async () => {
      const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/bot/rewards'] });
      render(<RouterProvider router={router} />);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Channel points' },
          { timeout: 10_000 },
        ),
      ).toBeVisible();
      const strip = screen.getByRole('region', { name: 'Chat bot status' });
      expect(screen.getAllByRole('navigation', { name: 'Chat bot' })).toHaveLength(1);

      for (const [path, title] of [
        ['/bot/giveaways', 'Giveaways'],
        ['/bot/song-requests', 'Song requests'],
        ['/bot/moderation', 'Moderation'],
      ] as const) {
        await act(() => router.navigate(path));
        expect(
          await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
        ).toBeVisible();
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        // The same strip, not a new one: the frame stayed, only the page below it changed.
        expect(screen.getByRole('region', { name: 'Chat bot status' })).toBe(strip);
        expect(screen.getAllByRole('navigation', { name: 'Chat bot' })).toHaveLength(1);
      }
    },
  );
});
