import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('has a label, a hint and a character counter', async () => {
    const user = userEvent.setup();
    render(<Textarea label="Response" hint="Shown in chat" maxLength={500} />);
    const area = screen.getByLabelText('Response');
    expect(area).toHaveAccessibleDescription('Shown in chat');
    await user.type(area, 'Welcome, $user');
    expect(screen.getByText('14/500')).toBeInTheDocument();
  });

  it('shows an error instead of the hint', () => {
    render(<Textarea label="Response" hint="Shown in chat" error="A response is required" />);
    const area = screen.getByLabelText('Response');
    expect(area).toHaveAccessibleDescription('A response is required');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Shown in chat')).not.toBeInTheDocument();
  });
});
