import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { pollSettingsSchema, type PollSettings, type PollState } from '@kyo/contracts';
import { PollRenderer } from './renderer';

const NOW = Date.UTC(2026, 10, 21, 20);
const settings = (overrides: Partial<PollSettings> = {}) => pollSettingsSchema.parse(overrides);
const state = (overrides: Partial<PollState> = {}): PollState => ({
  id: 'p1',
  question: 'Which map?',
  options: [
    { label: 'Dust', votes: 2 },
    { label: 'Mirage', votes: 1 },
  ],
  total: 3,
  status: 'open',
  endsAt: NOW + 65_000,
  version: 4,
  at: NOW,
  ...overrides,
});

describe('poll renderer', () => {
  it('shows each option’s votes and share as a bar, the time left and how to vote', () => {
    render(<PollRenderer settings={settings()} feed={[]} state={state()} now={() => NOW} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Which map?1:05');
    expect(status).toHaveTextContent('1Dust2 votes67%');
    expect(status).toHaveTextContent('2Mirage1 vote33%');
    expect(status).toHaveTextContent('Type 1–2 or !vote 1 in chat');
    const bars = [...document.querySelectorAll<HTMLElement>('.kyo-pl-bar')];
    expect(bars.map((bar) => bar.style.width)).toEqual(['67%', '33%']);
    expect(document.querySelector('[data-leading="true"]')).toHaveTextContent('Dust');
  });

  it('reads the time left on the server’s clock', () => {
    render(
      <PollRenderer
        settings={settings()}
        feed={[]}
        state={state()}
        now={() => NOW - 5_000}
        serverOffsetMs={5_000}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('1:05');
  });

  it('says the result is final once it ends, or hides when asked', () => {
    const { container, rerender } = render(
      <PollRenderer
        settings={settings({ showVotes: false, endedText: 'Sonuç' })}
        feed={[]}
        state={state({ status: 'ended' })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Which map?Sonuç1Dust67%');
    rerender(
      <PollRenderer
        settings={settings({ whenEnded: 'hide' })}
        feed={[]}
        state={state({ status: 'ended' })}
      />,
    );
    expect(container.textContent).toBe('');
  });
});
