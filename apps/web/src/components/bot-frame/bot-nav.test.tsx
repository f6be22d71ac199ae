import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BotNav } from './bot-nav';

const OWNER = '0190f5a0-0000-7000-8000-00000000000b';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <BotNav /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('the bot navigation', () => {
  it('keeps eight tabs, the viewer games under one, with their own row on a game page', () => {
    renderAt(`/bot/polls?owner=${OWNER}`);
    const main = screen.getByRole('navigation', { name: 'Chat bot' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Commands',
      'Timed Messages',
      'Chat Alerts',
      'Moderation',
      'Song requests',
      'Games',
      'Channel Points',
      'Status',
    ]);
    expect(within(main).getByRole('link', { name: 'Games' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const games = screen.getByRole('navigation', { name: 'Viewer games' });
    const links = within(games).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Giveaways',
      'Polls',
      'Counters',
      'Quotes',
      'Points',
      'Store',
    ]);
    expect(within(games).getByRole('link', { name: 'Polls' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Every link stays on the channel shown.
    for (const link of [...within(main).getAllByRole('link'), ...links])
      expect(link.getAttribute('href')).toContain(`?owner=${OWNER}`);
  });

  it('shows no games row elsewhere, and marks only the page’s own tab', () => {
    renderAt('/bot/moderation');
    expect(screen.queryByRole('navigation', { name: 'Viewer games' })).not.toBeInTheDocument();
    const main = screen.getByRole('navigation', { name: 'Chat bot' });
    expect(within(main).getByRole('link', { name: 'Moderation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(main).getByRole('link', { name: 'Games' })).not.toHaveAttribute('aria-current');
  });
});
