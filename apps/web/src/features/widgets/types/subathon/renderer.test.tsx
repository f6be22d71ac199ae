import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { subathonSettingsSchema } from '@kyo/contracts/widgets/types/subathon';
import type { SubathonWidgetState } from '@kyo/contracts/widgets/types/subathon.logic';
import { SubathonRenderer } from './renderer';

const settings = (overrides: object = {}) => subathonSettingsSchema.parse(overrides);
const T = 1_800_000_000_000;
const state = (overrides: Partial<SubathonWidgetState> = {}): SubathonWidgetState => ({
  status: 'running',
  endsAt: T + 3_723_000,
  remainingMs: 0,
  capAt: null,
  version: 3,
  added: null,
  at: T,
  ...overrides,
});

describe('subathon renderer', () => {
  it('counts down to the server’s end on the server’s clock', () => {
    vi.useFakeTimers();
    try {
      let now = T - 5_000; // this page's clock is 5 s behind the server's
      render(
        <SubathonRenderer
          settings={settings()}
          feed={[]}
          state={state()}
          now={() => now}
          serverOffsetMs={5_000}
        />,
      );
      expect(screen.getByTestId('subathon-time')).toHaveTextContent('1:02:03');
      now += 2_000;
      act(() => void vi.advanceTimersByTime(250));
      expect(screen.getByTestId('subathon-time')).toHaveTextContent('1:02:01');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows “+5:00” and who added it for a moment after an add', () => {
    vi.useFakeTimers();
    try {
      let now = T + 1_000;
      render(
        <SubathonRenderer
          settings={settings()}
          feed={[]}
          state={state({ added: { seconds: 300, source: 'sub', name: 'pixel_pat', at: T } })}
          now={() => now}
        />,
      );
      expect(screen.getByTestId('subathon-added')).toHaveTextContent('+5:00pixel_pat');
      now += 4_000;
      act(() => void vi.advanceTimersByTime(250));
      expect(screen.queryByTestId('subathon-added')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds a paused timer and says so; an idle one waits with its text', () => {
    const { rerender } = render(
      <SubathonRenderer
        settings={settings({ pausedText: 'Pausa' })}
        feed={[]}
        state={state({ status: 'paused', endsAt: null, remainingMs: 600_000 })}
        now={() => T + 9_999_999}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('0:10:00Pausa');
    rerender(<SubathonRenderer settings={settings()} feed={[]} now={() => T} />);
    expect(screen.getByRole('timer')).toHaveTextContent('0:00:00Starting soon');
  });
});
