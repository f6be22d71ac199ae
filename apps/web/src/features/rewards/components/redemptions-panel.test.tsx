import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Me, Redemption } from '@kyo/contracts';
import { authStore } from '../../../lib/auth-store';
import { RedemptionsPanel } from './redemptions-panel';

const redemption = (patch: Partial<Redemption>): Redemption => ({
  id: 'r1',
  rewardId: null,
  kickRewardId: 'k1',
  rewardTitle: 'Hydrate',
  cost: 500,
  viewer: 'pixel_pat',
  input: '',
  redeemedAt: '2026-11-27T08:00:00.000Z',
  state: 'rejected',
  kickStatus: 'rejected',
  outcome: null,
  actions: [],
  decidedBy: 'kyo_walker',
  decidedAt: '2026-11-27T08:01:00.000Z',
  ...patch,
});

beforeEach(() => {
  authStore.setState({ token: 'token', user: { id: 'me', username: 'streamer_me' } as Me });
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(
        JSON.stringify({
          redemptions: [
            redemption({ id: 'new' }),
            // Stored before the decider was kept apart: its outcome named them too.
            redemption({ id: 'old', viewer: 'sub_sam', outcome: 'Rejected by kyo_walker' }),
          ],
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
});
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

describe('the redemptions log', () => {
  it('says who rejected a redemption once ("Rejected by X by X" before)', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <RedemptionsPanel />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findAllByText('by kyo_walker')).toHaveLength(2);
    expect(screen.queryByText(/Rejected by kyo_walker/)).toBeNull();
  });
});
