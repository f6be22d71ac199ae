import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Toaster, toast, toasterReady } from './toast';

afterEach(async () => {
  await run(() => toast.dismiss());
  finishClosing();
  vi.useRealTimers();
});

/**
 * The Toaster loads sonner lazily and toasts show once it has mounted. React shows the loaded
 * component when the act() that rendered it ends, so the load is awaited inside that act().
 */
async function renderToaster() {
  await act(async () => {
    render(<Toaster />);
    await import('./toast-sonner');
  });
  await toasterReady();
  vi.useFakeTimers();
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** A toast call reaches sonner a microtask later; sonner hands it to its list on the next tick. */
async function run<T>(action: () => T): Promise<T> {
  let result!: T;
  await act(async () => {
    result = action();
    await toasterReady();
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
  it('shows a success toast with its type title and message', async () => {
    await renderToaster();
    await run(() => toast.success('Command saved'));
    expect(screen.getByText('Command saved')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('closes a toast by itself after the default 5000 ms', async () => {
    await renderToaster();
    await run(() => toast.info('Heads up'));
    advance(4990);
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    advance(10);
    finishClosing();
    expect(screen.queryByText('Heads up')).not.toBeInTheDocument();
  });

  it('honours a custom timeout', async () => {
    await renderToaster();
    await run(() => toast.warning('Slow down', { timeout: 1000 }));
    advance(990);
    expect(screen.getByText('Slow down')).toBeInTheDocument();
    advance(10);
    finishClosing();
    expect(screen.queryByText('Slow down')).not.toBeInTheDocument();
  });

  it('keeps a toast with timeout 0 until it is closed', async () => {
    await renderToaster();
    const id = await run(() => toast.error('Failed to connect kick', { timeout: 0 }));
    advance(60_000);
    expect(screen.getByText('Failed to connect kick')).toBeInTheDocument();
    await run(() => toast.dismiss(id));
    finishClosing();
    expect(screen.queryByText('Failed to connect kick')).not.toBeInTheDocument();
  });

  it('closes when its close button is pressed', async () => {
    await renderToaster();
    await run(() => toast.success('Closable', { timeout: 0 }));
    await run(() => screen.getByRole('button', { name: 'Close notification' }).click());
    finishClosing();
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });

  it('returns a distinct id per toast and stacks several of them', async () => {
    await renderToaster();
    const ids = await run(() => [
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

  // Last: it loads the modules afresh.
  it('keeps a toast asked for while the Toaster was loading, and shows it once it has', async () => {
    vi.resetModules();
    const early = await import('./toast');
    early.toast.info('Saved before the toasts loaded');
    await act(async () => {
      render(<early.Toaster />);
      await import('./toast-sonner');
    });
    expect(await screen.findByText('Saved before the toasts loaded')).toBeInTheDocument();
    vi.useFakeTimers();
  });
});
