import { describe, expect, it, vi } from 'vitest';
import { reloadWhenServed } from './reload-when-served';

describe('reloading the display after a renderer failed to load', () => {
  it('waits for the server to answer, backing off, then reloads once', async () => {
    const waits: number[] = [];
    const answers = [false, false, false, true];
    const served = vi.fn(() => Promise.resolve(answers.shift()!));
    const reload = vi.fn();
    await reloadWhenServed({
      reload,
      served,
      wait: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(served).toHaveBeenCalledTimes(4);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes a network error for "not yet", and never waits more than 30 s', async () => {
    const waits: number[] = [];
    let calls = 0;
    const reload = vi.fn();
    await reloadWhenServed({
      reload,
      served: () =>
        ++calls < 9 ? Promise.reject(new TypeError('fetch failed')) : Promise.resolve(true),
      wait: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('runs one wait per page however many renderers failed', async () => {
    let release: () => void = () => undefined;
    const reload = vi.fn();
    const first = reloadWhenServed({
      reload,
      served: () => Promise.resolve(true),
      wait: () => new Promise<void>((resolve) => (release = resolve)),
    });
    await reloadWhenServed({ reload, served: () => Promise.resolve(true) });
    release();
    await first;
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
