import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { counterSettingsSchema, type CounterState } from '@kyo/contracts';
import { CounterRenderer } from './renderer';

const settings = (overrides: object = {}) =>
  counterSettingsSchema.parse({ animation: 'none', ...overrides });
const state = (overrides: Partial<CounterState> = {}): CounterState => ({
  id: 'c1',
  name: 'deaths',
  label: 'Deaths',
  value: 1234,
  version: 9,
  at: 1,
  ...overrides,
});

describe('counter renderer', () => {
  it('shows the counter’s label and value', () => {
    render(<CounterRenderer settings={settings()} feed={[]} state={state()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Deaths1,234');
  });

  it('uses its own label when it has one', () => {
    render(<CounterRenderer settings={settings({ label: 'Tode' })} feed={[]} state={state()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Tode1,234');
  });

  it('shows no value for another counter’s state (it was set to a new one) nor before the first', () => {
    const { rerender } = render(
      <CounterRenderer settings={settings({ counter: 'wins' })} feed={[]} state={state()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('wins–');
    rerender(<CounterRenderer settings={settings()} feed={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('deaths–');
  });
});
