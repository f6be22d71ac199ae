import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { pointsLeaderboardSettingsSchema } from '@kyo/contracts/widgets/types/points-leaderboard';
import { makeFeed } from '../../test/factories';
import { PointsLeaderboardRenderer } from './renderer';

const settings = (overrides: object = {}) => pointsLeaderboardSettingsSchema.parse(overrides);
const state = {
  currency: 'coins',
  entries: [
    { rank: 1, name: 'cozy_cactus', balance: 1500 },
    { rank: 1, name: 'pixel_pat', balance: 1500 },
    { rank: 3, name: 'luna', balance: 120 },
  ],
  at: 1,
};
const rows = () => screen.queryAllByRole('listitem').map((row) => row.textContent);

describe('points leaderboard renderer', () => {
  it('shows the server’s board with the currency’s name, ties sharing a rank', () => {
    render(<PointsLeaderboardRenderer settings={settings()} feed={makeFeed([])} state={state} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Top coins');
    expect(rows()).toEqual(['1cozy_cactus1,500 coins', '1pixel_pat1,500 coins', '3luna120 coins']);
  });

  it('keeps to its places, without the currency when asked, and says when nobody has points', () => {
    const { unmount } = render(
      <PointsLeaderboardRenderer
        settings={settings({ topN: 2, showCurrency: false })}
        feed={makeFeed([])}
        state={state}
      />,
    );
    expect(rows()).toEqual(['1cozy_cactus1,500', '1pixel_pat1,500']);
    unmount();
    render(
      <PointsLeaderboardRenderer
        settings={settings()}
        feed={makeFeed([])}
        state={{ currency: 'coins', entries: [], at: 0 }}
      />,
    );
    expect(screen.getByText('No points yet')).toBeVisible();
  });
});
