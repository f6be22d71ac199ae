import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './tooltip';

/**
 * Tab onto `target` from the field just before it. Not from the page's start: the files of a
 * worker share one document (isolate: false), and a tabbable element another file left in it
 * would take the first Tab (the likely cause of this test's one failure, in a full run).
 */
async function tabTo(user: ReturnType<typeof userEvent.setup>, target: HTMLElement) {
  await user.click(screen.getByRole('textbox', { name: 'Before' }));
  await user.tab();
  expect(target).toHaveFocus();
}

describe('Tooltip', () => {
  it('appears on hover and on keyboard focus, and describes its trigger', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Before" />
        <Tooltip content="Copies the overlay URL">
          <button type="button">Copy</button>
        </Tooltip>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('Copies the overlay URL');
    await user.hover(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copies the overlay URL');
    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await tabTo(user, button);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Before" />
        <Tooltip content="Help">
          <button type="button">?</button>
        </Tooltip>
      </>,
    );
    await tabTo(user, screen.getByRole('button', { name: '?' }));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
