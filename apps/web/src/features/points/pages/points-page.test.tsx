import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_POINTS_GAMES, DEFAULT_POINTS_SETTINGS } from '@kyo/contracts';
import { renderWithProviders, route, stubApi } from '../../../test/bot-page.test-helper';
import PointsPage from './points-page';

afterEach(() => vi.unstubAllGlobals());

const viewers = {
  total: 1,
  viewers: [{ username: 'pixel_pat', balance: 1200, rank: 1, lastSeenAt: null }],
};

describe('the points page', () => {
  it('saves the switch and rules, saying that only chatters earn', async () => {
    const calls = stubApi(
      route('GET', /^\/api\/points\/settings/, DEFAULT_POINTS_SETTINGS),
      route('GET', /^\/api\/points\/viewers/, viewers),
      route('GET', /^\/api\/points\/games/, DEFAULT_POINTS_GAMES),
      route('GET', /^\/api\/points\/predictions/, { current: null, recent: [] }),
      route('PUT', /^\/api\/points\/settings/, { ...DEFAULT_POINTS_SETTINGS, enabled: true }),
    );
    renderWithProviders(<PointsPage />);
    expect(
      await screen.findByText(/Kick shares no viewer list, so only chatters earn/),
    ).toBeVisible();
    expect(await screen.findByText('pixel_pat')).toBeVisible();
    await userEvent.click(screen.getByRole('switch', { name: 'Points' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ enabled: true });
  });

  it('shows the refused rows of a bad CSV and sends nothing', async () => {
    const calls = stubApi(
      route('GET', /^\/api\/points\/settings/, DEFAULT_POINTS_SETTINGS),
      route('GET', /^\/api\/points\/viewers/, viewers),
      route('GET', /^\/api\/points\/games/, DEFAULT_POINTS_GAMES),
      route('GET', /^\/api\/points\/predictions/, { current: null, recent: [] }),
    );
    renderWithProviders(<PointsPage />);
    const input = (await screen.findByText('Import CSV')).querySelector('input')!;
    const file = new File(['username,points\nalice,-3\n'], 'points.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Line 2: Points must be a whole number from 0',
    );
    expect(calls.some((c) => c.path.startsWith('/api/points/import'))).toBe(false);
  });
});
