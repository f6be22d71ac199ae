import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toggle } from './toggle';

describe('Toggle', () => {
  it('is a switch with aria-checked, named by its label', () => {
    render(<Toggle label="Bot enabled" defaultChecked />);
    const toggle = screen.getByRole('switch', { name: 'Bot enabled' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('toggles with a click on the switch or on its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Toggle label="Follower alerts" onChange={onChange} />);
    await user.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText('Follower alerts'));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles with Space and with Enter', async () => {
    const user = userEvent.setup();
    render(<Toggle label="Sound" />);
    const toggle = screen.getByRole('switch');
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('does not submit the surrounding form on Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Toggle label="Sound" />
        <button type="submit">Save</button>
      </form>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays put when disabled', async () => {
    const user = userEvent.setup();
    render(<Toggle label="Locked" disabled />);
    await user.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  it('follows a controlled checked value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Toggle label="Controlled" checked onChange={onChange} />);
    await user.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });
});
