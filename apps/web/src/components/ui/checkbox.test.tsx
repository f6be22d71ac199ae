import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles with a click on the box or the label, and with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Subscribers only" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Subscribers only' });
    await user.click(box);
    expect(box).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByText('Subscribers only'));
    expect(box).toHaveAttribute('aria-checked', 'false');
    await user.keyboard(' ');
    expect(box).toHaveAttribute('aria-checked', 'true');
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('shows the mixed state', () => {
    render(<Checkbox aria-label="Select all" indeterminate />);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  });

  it('ignores clicks when disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Locked" disabled />);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-checked', 'false');
  });
});
