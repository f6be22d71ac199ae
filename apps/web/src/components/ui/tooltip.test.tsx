import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('appears on hover and on keyboard focus, and describes its trigger', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Copies the overlay URL">
        <button type="button">Copy</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('Copies the overlay URL');
    await user.hover(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copies the overlay URL');
    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Help">
        <button type="button">?</button>
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
