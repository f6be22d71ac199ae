import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClasses } from './button';

describe('Button', () => {
  it('is a type="button" by default, so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('calls onClick when pressed with the mouse or the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await user.click(screen.getByRole('button'));
    await user.tab();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('blocks clicks and form submission while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button type="submit" loading onClick={onClick}>
          Sign in
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps its label in the layout while loading, so the width does not change', () => {
    const { rerender } = render(<Button>Publish widget</Button>);
    const label = screen.getByText('Publish widget');
    expect(label).not.toHaveClass('opacity-0');
    rerender(<Button loading>Publish widget</Button>);
    // Same element, still rendered (it sizes the button), only transparent under the spinner,
    // which is absolutely positioned and so adds no width.
    expect(screen.getByText('Publish widget')).toBe(label);
    expect(label).toHaveClass('opacity-0');
    const spinner = document.querySelector('svg.animate-spin');
    expect(spinner?.parentElement).toHaveClass('absolute', 'inset-0');
    expect(screen.getByRole('button', { name: 'Publish widget' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('does not react when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await user.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has classes for every variant and size', () => {
    expect(buttonClasses('primary', 'lg')).toContain('bg-brand-500');
    expect(buttonClasses('secondary', 'sm')).toContain('h-8');
    expect(buttonClasses('danger')).toContain('h-10');
  });
});
