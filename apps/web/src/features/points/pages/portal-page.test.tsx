import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { PortalPage as Portal } from '@kyo/contracts';
import { renderWithProviders, route, stubApi } from '../../../test/bot-page.test-helper';
import PortalPage from './portal-page';

afterEach(() => vi.unstubAllGlobals());

const ITEM = '0193a000-0000-7000-8000-000000000001';
const page = (viewer: Portal['viewer']): Portal => ({
  channel: 'kyo_demo',
  currencyName: 'coins',
  leaderboard: [
    { rank: 1, name: 'pixel_pat', balance: 900 },
    { rank: 2, name: 'luna_plays', balance: 500 },
  ],
  items: [{ id: ITEM, name: 'Shoutout', price: 200, stock: 3, inputPrompt: 'Your message' }],
  viewer,
});
const open = () =>
  renderWithProviders(
    <Routes>
      <Route path="/points/:channel" element={<PortalPage />} />
    </Routes>,
    { path: '/points/kyo_demo' },
  );

describe('the viewer portal', () => {
  it('shows the leaderboard and the store, and asks to sign in before buying', async () => {
    const calls = stubApi(
      route('GET', '/api/points-portal/kyo_demo', page(null)),
      route('POST', '/api/points-portal/kyo_demo/sign-in', { url: 'http://kick.test/authorize' }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    open();
    expect(await screen.findByText('pixel_pat')).toBeVisible();
    expect(screen.getByText('200 coins · 3 left')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Buy Shoutout' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Kick' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://kick.test/authorize'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
      'POST /api/points-portal/kyo_demo/sign-in',
    );
  });

  it('buys with the item’s text, the same purchase id on a retry', async () => {
    const viewer = { name: 'luna_plays', balance: 500, rank: 2 };
    let tries = 0;
    const calls = stubApi(route('GET', '/api/points-portal/kyo_demo', page(viewer)), (call) =>
      call.method === 'POST' && call.path === '/api/points-portal/kyo_demo/buy'
        ? ++tries === 1
          ? { status: 500, body: { error: 'internal', message: 'boom' } }
          : { body: { status: 'done', reason: null, viewer: { ...viewer, balance: 300 } } }
        : undefined,
    );
    open();
    expect(await screen.findByTestId('portal-viewer')).toHaveTextContent(
      'luna_plays: 500 coins · rank 2',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Buy Shoutout' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Shoutout' }));
    expect(await screen.findByText('You bought Shoutout.')).toBeVisible();
    const buys = calls.filter((c) => c.path.endsWith('/buy'));
    expect(buys).toHaveLength(2);
    expect(buys[0]!.body).toMatchObject({ item: ITEM, input: 'hello' });
    expect((buys[1]!.body as { purchaseId: string }).purchaseId).toBe(
      (buys[0]!.body as { purchaseId: string }).purchaseId,
    );
  });

  it('says 404 when the channel has no points', async () => {
    stubApi(route('GET', '/api/points-portal/kyo_demo', { error: 'not_found', message: 'x' }, 404));
    open();
    expect(await screen.findByText('This channel has no points page')).toBeVisible();
  });
});
