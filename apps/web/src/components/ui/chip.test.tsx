import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chip } from './chip';

describe('Chip', () => {
  it('shows its label in the chosen colour', () => {
    render(<Chip variant="success">Live</Chip>);
    expect(screen.getByText('Live').parentElement).toHaveClass('text-emerald-300');
  });

  it('has a remove button named after the chip', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<Chip onRemove={onRemove}>moderator</Chip>);
    await user.click(screen.getByRole('button', { name: 'Remove moderator' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('has no button when it cannot be removed', () => {
    render(<Chip>static</Chip>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
