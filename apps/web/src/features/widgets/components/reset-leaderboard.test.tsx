import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ResetLeaderboard } from './reset-leaderboard';

function renderReset(kind?: 'leaderboard' | 'goal') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ResetLeaderboard widgetId="0190f5a0-0000-7000-8000-0000000000a1" kind={kind} />
    </QueryClientProvider>,
  );
}

describe('the reset button of a stateful widget', () => {
  it('speaks of the leaderboard by default', async () => {
    renderReset();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset leaderboard' }));
    expect(await screen.findByRole('dialog', { name: 'Reset this leaderboard?' })).toBeVisible();
  });

  it('speaks of the goal on a goal', async () => {
    renderReset('goal');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset this goal?' });
    expect(dialog).toHaveTextContent('The bar starts again from its start value.');
  });
});
