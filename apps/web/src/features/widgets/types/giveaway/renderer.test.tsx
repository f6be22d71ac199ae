import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  DRAW_SHUFFLE_MS as SHUFFLE_MS,
  giveawaySettingsSchema,
  type GiveawaySettings,
  type GiveawayState,
} from '@kyo/contracts';
import { GiveawayRenderer } from './renderer';

const NOW = Date.UTC(2026, 10, 21, 20);
const settings = (overrides: Partial<GiveawaySettings> = {}) =>
  giveawaySettingsSchema.parse(overrides);
const state = (overrides: Partial<GiveawayState> = {}): GiveawayState => ({
  id: 'g1',
  title: 'Steam key',
  status: 'open',
  command: 'join',
  keyword: 'pizza',
  entries: 42,
  recent: ['amy', 'bob', 'cem'],
  winners: [],
  version: 3,
  at: NOW,
  ...overrides,
});
const winner = (overrides: object = {}) => ({
  seq: 1,
  name: 'bob',
  status: 'pending' as const,
  drawnAt: NOW,
  confirmBy: NOW + 30_000,
  ...overrides,
});

describe('giveaway renderer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the prize, how to enter and the entries', () => {
    render(<GiveawayRenderer settings={settings()} feed={[]} state={state()} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Steam key');
    expect(status).toHaveTextContent('Type !join / pizza to enter');
    expect(status).toHaveTextContent('42entries');
  });

  it('shuffles the entrants’ names, then lands on the winner with their time to claim', () => {
    render(
      <GiveawayRenderer
        settings={settings()}
        feed={[]}
        state={state({ status: 'closed', winners: [winner()] })}
      />,
    );
    expect(document.querySelector('.kyo-gw-shuffling')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(SHUFFLE_MS + 200);
    });
    expect(document.querySelector('.kyo-gw-shuffling')).toBeNull();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Winnerbob');
    expect(status).toHaveTextContent(/Say something in chat to claim it · 2[78]s/);
  });

  it('names no winner while the names shuffle, only once the draw settled', () => {
    const open = state({ status: 'closed', recent: ['amy', 'bob', 'cem', 'dan'] });
    const { rerender } = render(<GiveawayRenderer settings={settings()} feed={[]} state={open} />);
    // A draw arrives on a display that is already open: from its very first frame and at every
    // step of the shuffle, the widget says a draw is on and names nobody the winner.
    rerender(
      <GiveawayRenderer
        settings={settings()}
        feed={[]}
        state={{ ...open, winners: [winner({ name: 'bob' })], version: 4 }}
      />,
    );
    const status = screen.getByRole('status');
    for (let elapsed = 0; elapsed < SHUFFLE_MS; elapsed += 90) {
      expect(status).toHaveTextContent('Drawing…');
      expect(status).not.toHaveTextContent('Winner');
      expect(status).not.toHaveTextContent('Say something in chat');
      expect(document.querySelector('.kyo-gw-landed')).toBeNull();
      expect(document.querySelector('.kyo-gw-shuffling')).toHaveAttribute('aria-hidden', 'true');
      act(() => {
        vi.advanceTimersByTime(90);
      });
    }
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(status).not.toHaveTextContent('Drawing…');
    expect(status).toHaveTextContent('Winnerbob');
    expect(document.querySelector('.kyo-gw-landed')).toHaveTextContent('bob');
    // The time to claim counts from now on the very frame the winner lands (30 s − 2.6 s).
    expect(status).toHaveTextContent(/claim it · 28s/);
  });

  it('shows a winner drawn before a reload at once, and who claimed or did not answer', () => {
    const { rerender } = render(
      <GiveawayRenderer
        settings={settings()}
        feed={[]}
        state={state({ winners: [winner({ drawnAt: NOW - 60_000, status: 'timed_out' })] })}
      />,
    );
    expect(document.querySelector('.kyo-gw-shuffling')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('No answer');
    rerender(
      <GiveawayRenderer
        settings={settings({ drawAnimation: 'none', claimedText: '¡Ganó!' })}
        feed={[]}
        state={state({
          status: 'ended',
          winners: [
            winner({ drawnAt: NOW - 60_000, status: 'timed_out' }),
            winner({ seq: 2, name: 'cem', status: 'confirmed' }),
          ],
        })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('cem¡Ganó!');
  });

  it('hides an ended giveaway when asked, and shows nothing before the first', () => {
    const { container, rerender } = render(
      <GiveawayRenderer
        settings={settings({ whenEnded: 'hide' })}
        feed={[]}
        state={state({ status: 'ended' })}
      />,
    );
    expect(container.textContent).toBe('');
    rerender(<GiveawayRenderer settings={settings()} feed={[]} state={state({ id: null })} />);
    expect(container.textContent).toBe('');
  });

  it('draws names as text, never as markup', () => {
    render(
      <GiveawayRenderer
        settings={settings({ drawAnimation: 'none' })}
        feed={[]}
        state={state({ winners: [winner({ name: '<img src=x onerror=alert(1)>' })] })}
      />,
    );
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
