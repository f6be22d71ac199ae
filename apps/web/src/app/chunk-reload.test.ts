import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, installChunkReload } from './chunk-reload';

function world(pendingPath: string | null = null) {
  const target = new EventTarget();
  const store = new Map<string, string>();
  let now = 1_000_000;
  const reload = vi.fn();
  installChunkReload(
    {},
    {
      target: target as unknown as Window,
      storage: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
      },
      reload,
      now: () => now,
      pendingPath: () => pendingPath,
    },
  );
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { reload, fail, advance: (ms: number) => (now += ms) };
}

describe('reloading for a chunk of an older build', () => {
  it('reloads once when a chunk fails to load, and holds back the error', () => {
    const { reload, fail } = world();
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith(null);
  });

  it('reloads at the page a click was going to when that page’s chunk failed', () => {
    const { reload, fail } = world('/profile/widgets?channel=x');
    fail();
    expect(reload).toHaveBeenCalledWith('/profile/widgets?channel=x');
  });

  it('does not loop: a second failure soon after the reload lets the error show', () => {
    const { reload, fail, advance } = world();
    fail();
    advance(2_000);
    expect(fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deploy', () => {
    const { reload, fail, advance } = world();
    fail();
    advance(CHUNK_RELOAD_GUARD_MS + 1);
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
