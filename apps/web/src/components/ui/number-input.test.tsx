import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../app/i18n';
import { NumberInput } from './number-input';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function spin() {
  return screen.getByRole('spinbutton');
}

function handle() {
  return screen.getByTestId('number-drag-handle');
}

describe('NumberInput', () => {
  it('clamps a typed value to max when the field is left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberInput label="Volume" defaultValue={50} min={0} max={100} onChange={onChange} />);
    await user.clear(spin());
    await user.type(spin(), '500');
    expect(spin()).toHaveValue('500');
    await user.tab();
    expect(spin()).toHaveValue('100');
    expect(onChange).toHaveBeenLastCalledWith(100);
  });

  it('clamps a typed value to min on Enter', async () => {
    const user = userEvent.setup();
    render(<NumberInput label="Delay" defaultValue={5} min={1} max={60} />);
    await user.clear(spin());
    await user.type(spin(), '-3{Enter}');
    expect(spin()).toHaveValue('1');
    expect(spin()).toHaveAttribute('aria-valuenow', '1');
  });

  it('goes back to the last value when the text is not a number', async () => {
    const user = userEvent.setup();
    render(<NumberInput label="Delay" defaultValue={5} />);
    await user.clear(spin());
    await user.type(spin(), 'abc');
    await user.tab();
    expect(spin()).toHaveValue('5');
  });

  it('steps with the arrow keys and stops at the bounds', async () => {
    const user = userEvent.setup();
    render(<NumberInput label="Size" defaultValue={1} step={0.5} min={0} max={2} />);
    await user.click(spin());
    await user.keyboard('{ArrowUp}');
    expect(spin()).toHaveValue('1.5');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(spin()).toHaveValue('2');
    await user.keyboard('{Home}');
    expect(spin()).toHaveValue('0');
  });

  it('steps with the − and + buttons', async () => {
    const user = userEvent.setup();
    render(<NumberInput label="Count" defaultValue={3} />);
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(spin()).toHaveValue('4');
  });

  it('adds 2.5 when the handle is dragged 10 px right with step 0.5', () => {
    const onChange = vi.fn();
    render(<NumberInput label="Speed" defaultValue={1} step={0.5} onChange={onChange} />);
    fireEvent.pointerDown(handle(), { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(window, { clientX: 110, pointerId: 1 });
    expect(spin()).toHaveValue('3.5');
    fireEvent.pointerUp(window, { clientX: 110, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith(3.5);
  });

  it('follows the pointer both ways during a drag, one step per 2 px, within min and max', () => {
    render(<NumberInput label="Opacity" defaultValue={5} min={0} max={10} />);
    fireEvent.pointerDown(handle(), { button: 0, clientX: 200 });
    fireEvent.pointerMove(window, { clientX: 204 });
    expect(spin()).toHaveValue('7');
    fireEvent.pointerMove(window, { clientX: 193 });
    expect(spin()).toHaveValue('2');
    fireEvent.pointerMove(window, { clientX: 0 });
    expect(spin()).toHaveValue('0');
    fireEvent.pointerMove(window, { clientX: 400 });
    expect(spin()).toHaveValue('10');
    fireEvent.pointerUp(window);
    fireEvent.pointerMove(window, { clientX: 100 });
    expect(spin()).toHaveValue('10');
  });

  it('ignores drags while disabled', () => {
    render(<NumberInput label="Locked" defaultValue={5} disabled />);
    fireEvent.pointerDown(handle(), { button: 0, clientX: 0 });
    fireEvent.pointerMove(window, { clientX: 50 });
    expect(spin()).toHaveValue('5');
  });

  it('explains the drag in a tooltip on hover', async () => {
    const user = userEvent.setup();
    render(<NumberInput label="Size" />);
    await user.hover(handle());
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Drag left or right to change the value, or use the arrow keys',
    );
    expect(spin()).toHaveAccessibleDescription(/Drag left or right/);
  });

  it('explains the drag in Turkish when the language is tr', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('tr'));
    render(<NumberInput label="Boyut" />);
    await user.hover(handle());
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Değeri değiştirmek için sola veya sağa sürükleyin ya da ok tuşlarını kullanın',
    );
    expect(screen.getByRole('button', { name: 'Artır' })).toBeInTheDocument();
  });

  it('shows and reads decimals with a comma in Turkish', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('tr'));
    const onChange = vi.fn();
    render(<NumberInput label="Süre" defaultValue={2.5} step={0.5} onChange={onChange} />);
    expect(spin()).toHaveValue('2,5');
    await user.clear(spin());
    await user.type(spin(), '3,75{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(3.75);
    expect(spin()).toHaveValue('3,75');
  });
});
