import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Toaster, toast } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  run(() => toast.dismiss());
  finishClosing();
  vi.useRealTimers();
});

function renderToaster() {
  render(<Toaster />);
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** sonner hands new toasts to its list on the next tick. */
function run<T>(action: () => T): T {
  let result!: T;
  act(() => {
    result = action();
  });
  advance(0);
  return result;
}

/**
 * Closing goes through two animation frames in sonner, then a 200 ms exit animation; each step
 * is scheduled by a render of the previous one, so time moves on in several small acts.
 */
function finishClosing() {
  for (let step = 0; step < 6; step++) advance(50);
}

describe('toast', () => {
  it('shows a success toast with its type title and message', () => {
    renderToaster();
    run(() => toast.success('Command saved'));
    expect(screen.getByText('Command saved')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('closes a toast by itself after the default 5000 ms', () => {
    renderToaster();
    run(() => toast.info('Heads up'));
    advance(4990);
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    advance(10);
    finishClosing();
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });

  it('honours a custom timeout', () => {
    renderToaster();
    run(() => toast.warning('Slow down', { timeout: 1000 }));
    advance(990);
    expect(screen.getByText('Slow down')).toBeInTheDocument();
    advance(10);
    finishClosing();
    expect(screen.queryByText('Slow down')).not.toBeInTheDocument();
  });

  it('keeps a toast with timeout 0 until it is closed', () => {
    renderToaster();
    const id = run(() => toast.error('Failed to connect kick', { timeout: 0 }));
    advance(60_000);
    expect(screen.getByText('Failed to connect kick')).toBeInTheDocument();
    run(() => toast.dismiss(id));
    finishClosing();
    expect(screen.queryByText('Failed to connect kick')).not.toBeInTheDocument();
  });

  it('closes when its close button is pressed', () => {
    renderToaster();
    run(() => toast.success('Closable', { timeout: 0 }));
    run(() => screen.getByRole('button', { name: 'Close notification' }).click());
    finishClosing();
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('returns a distinct id per toast and stacks several of them', () => {
    renderToaster();
    const ids = run(() => [
      toast.success('One'),
      toast.error('Two'),
      toast.warning('Three'),
      toast.info('Four'),
    ]);
    expect(new Set(ids).size).toBe(4);
    for (const text of ['One', 'Two', 'Three', 'Four']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(document.querySelectorAll('[data-toast-type]')).toHaveLength(4);
  });
});
