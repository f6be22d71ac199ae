import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ProviderCard, type ProviderCardProps } from './provider-card';

const card = (props: Partial<ProviderCardProps>) =>
  render(
    <MemoryRouter>
      <ProviderCard
        provider="kick"
        state="connected"
        account={{ name: 'luna_live' }}
        busy={null}
        onConnect={vi.fn()}
        onDisconnect={vi.fn()}
        {...props}
      />
    </MemoryRouter>,
  );

describe('the Kick connection card', () => {
  it('asks a working connection without a new scope to reconnect, saying what for', () => {
    card({ missingScopes: ['kicks:read'] });
    expect(screen.getByText('New permissions')).toBeInTheDocument();
    const notice = screen.getByTestId('missing-scopes-kick');
    expect(notice).toHaveTextContent('Reconnect Kick to allow new permissions');
    expect(notice).toHaveTextContent('your Kicks leaderboard for !topkicks (kicks:read)');
    expect(notice).toHaveTextContent('Everything else keeps working');
    // The card's own button reconnects; the notice adds no second one.
    expect(screen.getAllByRole('button', { name: 'Reconnect' })).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names a scope it has no words for as it is, and says nothing when none is missing', () => {
    const { unmount } = card({ missingScopes: ['channel:rewards:read'] });
    expect(screen.getByTestId('missing-scopes-kick')).toHaveTextContent('channel:rewards:read');
    unmount();
    card({ missingScopes: [] });
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.queryByTestId('missing-scopes-kick')).toBeNull();
  });

  it('shows a dead connection’s problem rather than the new scopes', () => {
    card({ state: 'needs_reconnect', problem: 'revoked', missingScopes: ['kicks:read'] });
    expect(screen.getByTestId('kick-problem')).toBeInTheDocument();
    expect(screen.queryByTestId('missing-scopes-kick')).toBeNull();
  });
});
