import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('ties the label, the hint and the error to the input', () => {
    const { rerender } = render(<TextInput label="E-mail" hint="We never share it" />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAccessibleDescription('We never share it');
    rerender(<TextInput label="E-mail" hint="We never share it" error="Enter a valid e-mail" />);
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('follows a form reset with its character counter', async () => {
    const user = userEvent.setup();
    function Form() {
      const { register, reset } = useForm({ defaultValues: { password: '' } });
      return (
        <form>
          <TextInput label="Password" maxLength={128} {...register('password')} />
          <button type="button" onClick={() => reset()}>
            Clear
          </button>
        </form>
      );
    }
    render(<Form />);
    await user.type(screen.getByLabelText('Password'), 'a-secret-of-22-letters');
    expect(screen.getByText('22/128')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByText('0/128')).toBeInTheDocument();
  });

  it('inserts the fixed characters of a mask while typing', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Phone" mask="(###) ###-####" />);
    const input = screen.getByLabelText('Phone');
    await user.type(input, '5551234567');
    expect(input).toHaveValue('(555) 123-4567');
  });

  it('refuses characters that do not fit the mask', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Plate" mask="AA-####" />);
    const input = screen.getByLabelText('Plate');
    await user.type(input, '1ab2c345678');
    expect(input).toHaveValue('ab-2345');
  });

  it('shapes a pasted value with the mask', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Phone" mask="(###) ###-####" />);
    const input = screen.getByLabelText('Phone');
    await user.click(input);
    await user.paste('+90 555.123.4567 ext');
    expect(input).toHaveValue('(905) 551-2345');
    await user.clear(input);
    await user.paste('555 123 4567');
    expect(input).toHaveValue('(555) 123-4567');
  });

  it('lets backspace delete through the fixed characters', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Phone" mask="(###) ###-####" />);
    const input = screen.getByLabelText('Phone');
    await user.type(input, '1234');
    expect(input).toHaveValue('(123) 4');
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('(123');
  });

  it('shows and hides a password', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Password" type="password" defaultValue="hunter2" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('empties the field with the clear button and tells onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextInput label="Search" clearable defaultValue="kick" onChange={onChange} />);
    const input = screen.getByLabelText('Search');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('clears a controlled field through its onChange', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('streamer');
      return (
        <TextInput
          label="Name"
          clearable
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('counts characters against the maximum and stops at it', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Title" maxLength={10} />);
    await user.type(screen.getByLabelText('Title'), 'Hello');
    expect(screen.getByText('5/10')).toBeInTheDocument();
    expect(screen.getByText('5 of 10 characters used')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), ' world and more');
    expect(screen.getByLabelText('Title')).toHaveValue('Hello worl');
    expect(screen.getByText('10/10')).toBeInTheDocument();
  });

  it("works with react-hook-form's register(), masks included", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm({
        defaultValues: { username: 'kyo', phone: '' },
      });
      return (
        <form onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <TextInput label="Username" maxLength={20} {...register('username')} />
          <TextInput label="Phone" mask="(###) ###-####" {...register('phone')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.getByLabelText('Username')).toHaveValue('kyo');
    expect(screen.getByText('3/20')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), '_tv');
    await user.type(screen.getByLabelText('Phone'), '5551234567');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith(
      { username: 'kyo_tv', phone: '(555) 123-4567' },
      expect.anything(),
    );
  });
});
