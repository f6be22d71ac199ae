import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAuthPopup, PopupBlockedError, PopupClosedError } from './popup';

function fakeWindow(
  popup: { closed: boolean; location: { href: string }; close: () => void } | null,
) {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const of = (type: string) => listeners.get(type) ?? listeners.set(type, new Set()).get(type)!;
  const win = {
    screenX: 0,
    screenY: 0,
    outerWidth: 1500,
    outerHeight: 1000,
    location: { origin: 'http://localhost:3000' },
    open: vi.fn((_url: string, _name: string, _features: string) => popup),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
    addEventListener: (type: string, fn: (event: unknown) => void) => of(type).add(fn),
    removeEventListener: (type: string, fn: (event: unknown) => void) => of(type).delete(fn),
    post: (data: unknown, origin = 'http://localhost:3000') =>
      of('message').forEach((fn) => fn({ data, origin })),
    dispatch: (type: string, detail: unknown) => of(type).forEach((fn) => fn({ type, detail })),
  };
  return win;
}

describe('authorization popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a 500x700 popup and reads the code when its address comes back to our origin', async () => {
    const popup = {
      closed: false,
      location: { href: 'http://localhost:3000/emulator/kick/id/oauth/authorize' },
      close: vi.fn(),
    };
    const win = fakeWindow(popup);
    const result = openAuthPopup('http://provider/authorize', 'kick', win as unknown as Window);
    expect(win.open.mock.calls[0]![2]).toContain('width=500,height=700');
    await vi.advanceTimersByTimeAsync(500);
    popup.location.href = 'http://localhost:3000/auth/kick/redirect?code=abc&state=xyz';
    await vi.advanceTimersByTimeAsync(499);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ code: 'abc', state: 'xyz', error: null });
    expect(popup.close).toHaveBeenCalled();
  });

  it('keeps polling while the popup is on the provider origin (reading it throws)', async () => {
    const popup = {
      closed: false,
      get location(): { href: string } {
        throw new DOMException('cross-origin', 'SecurityError');
      },
      close: vi.fn(),
    };
    const win = fakeWindow(popup);
    const result = openAuthPopup(
      'https://id.kick.com/oauth/authorize',
      'kick',
      win as unknown as Window,
    );
    let rejected = false;
    const closed = expect(result).rejects.toBeInstanceOf(PopupClosedError);
    void result.catch(() => (rejected = true));
    await vi.advanceTimersByTimeAsync(2000);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    // One poll of grace for a report still on its way.
    expect(rejected).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    await closed;
  });

  it('still takes the report of a callback page that closed itself before the next poll', async () => {
    const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const win = fakeWindow(popup);
    const result = openAuthPopup('http://provider/authorize', 'spotify', win as unknown as Window);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    win.post({ type: 'authComplete', provider: 'spotify', code: 'late', state: 's', error: null });
    await expect(result).resolves.toMatchObject({ code: 'late' });
  });

  it("resolves on the callback page's authComplete event on this window", async () => {
    const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const win = fakeWindow(popup);
    const result = openAuthPopup('http://provider/authorize', 'spotify', win as unknown as Window);
    win.dispatch('authComplete', { type: 'authComplete', provider: 'kick', code: 'x' });
    win.dispatch('authComplete', {
      type: 'authComplete',
      provider: 'spotify',
      code: 'now',
      state: 's',
      error: null,
    });
    await expect(result).resolves.toEqual({ code: 'now', state: 's', error: null });
  });

  it("resolves on the callback page's authComplete message from our origin only", async () => {
    const popup = { closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const win = fakeWindow(popup);
    const result = openAuthPopup('http://provider/authorize', 'spotify', win as unknown as Window);
    win.post(
      { type: 'authComplete', provider: 'spotify', code: 'evil', state: 's', error: null },
      'https://evil.example',
    );
    win.post({ type: 'authComplete', provider: 'spotify', code: 'good', state: 's', error: null });
    await expect(result).resolves.toMatchObject({ code: 'good' });
  });

  it('fails clearly when the browser blocks the popup', async () => {
    const win = fakeWindow(null);
    await expect(
      openAuthPopup('http://provider/authorize', 'kick', win as unknown as Window),
    ).rejects.toBeInstanceOf(PopupBlockedError);
  });
});
