import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Dialog } from './dialog';
import { installFakeLayout } from './jsdom-layout.test-helper';

installFakeLayout();

function DeleteDialog({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete command</Button>
      <Dialog
        open={open}
        onClose={close}
        title="Delete !discord?"
        description="The command stops answering in chat."
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger" onClick={close}>
              Delete
            </Button>
          </>
        }
      />
    </>
  );
}

describe('Dialog', () => {
  it('opens as a named modal dialog with its description', async () => {
    const user = userEvent.setup();
    render(<DeleteDialog />);
    await user.click(screen.getByRole('button', { name: 'Delete command' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete !discord?' });
    expect(dialog).toHaveAccessibleDescription('The command stops answering in chat.');
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<DeleteDialog onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Delete command' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<DeleteDialog />);
    await user.click(screen.getByRole('button', { name: 'Delete command' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with the × button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<DeleteDialog onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Delete command' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
