import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Timer } from '@kyo/contracts';
import { installFakeLayout } from '../../../../components/ui/jsdom-layout.test-helper';
import { renderWithProviders } from '../../../../test/bot-page.test-helper';
import { TimersTable } from './timers-table';

installFakeLayout();

const timer = (name: string, liveOnly: boolean): Timer => ({
  id: `0190a0b2-0000-7000-8000-00000000000${liveOnly ? 1 : 2}`,
  name,
  messages: ['Follow {channel}!'],
  intervalMinutes: 10,
  minChatLines: 0,
  liveOnly,
  enabled: true,
  nextRunAt: new Date(Date.now() + 60_000).toISOString(),
  lastSentAt: null,
  createdAt: '2026-05-01T10:00:00Z',
  updatedAt: '2026-05-01T10:00:00Z',
});

const nextOf = (name: string) =>
  screen.getByText(name).closest('tr')!.querySelectorAll('td')[5]!.textContent;

describe('TimersTable', () => {
  const table = (live: boolean | null) => (
    <TimersTable
      timers={[timer('Socials', true), timer('Rules', false)]}
      live={live}
      onToggle={vi.fn()}
      onEdit={vi.fn()}
      onDelete={vi.fn()}
    />
  );

  it('says a live-only timer waits for the stream while the channel is offline', () => {
    renderWithProviders(table(false));
    expect(nextOf('Socials')).toBe('Waits for the stream');
    expect(nextOf('Rules')).toMatch(/in 1 min|in 60 sec/);
  });

  it('shows when a live-only timer posts next while live, or while the state is not known', () => {
    const { unmount } = renderWithProviders(table(true));
    expect(nextOf('Socials')).toMatch(/in 1 min|in 60 sec/);
    unmount();
    renderWithProviders(table(null));
    expect(nextOf('Socials')).toMatch(/in 1 min|in 60 sec/);
  });
});
