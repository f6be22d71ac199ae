import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorInput } from './color-input';

describe('ColorInput', () => {
  it('takes a typed hex colour and shows it in the swatch', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColorInput label="Text colour" defaultValue="#ffffff" onChange={onChange} />);
    const input = screen.getByLabelText('Text colour');
    await user.clear(input);
    await user.type(input, '#FF0066');
    expect(onChange).toHaveBeenLastCalledWith('#ff0066');
    expect(screen.getByLabelText('Pick a colour')).toHaveValue('#ff0066');
  });

  it('expands a short hex when the field is left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColorInput label="Accent" onChange={onChange} />);
    const input = screen.getByLabelText('Accent');
    await user.clear(input);
    await user.type(input, 'abc');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('#aabbcc');
    expect(input).toHaveValue('#aabbcc');
  });

  it('says what is wrong with text that is not a colour', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColorInput label="Accent" onChange={onChange} />);
    const input = screen.getByLabelText('Accent');
    await user.clear(input);
    await user.type(input, 'green');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Enter a hex colour such as #53fc18');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a colour from the system picker', () => {
    const onChange = vi.fn();
    render(<ColorInput label="Accent" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Pick a colour'), { target: { value: '#123456' } });
    expect(onChange).toHaveBeenCalledWith('#123456');
    expect(screen.getByLabelText('Accent')).toHaveValue('#123456');
  });
});
