import { describe, expect, it } from 'vitest';
import { AFTER_END_MS, recapRefetchMs } from './use-stats';

describe('a recap page asking again', () => {
  it('keeps asking a little after the stream it saw live ended, for its last counts', () => {
    const watch = { endedSeenAt: null };
    const sample = { live: true, sample: true };
    expect(recapRefetchMs(sample, watch, 1_000)).toBe(3_000);
    // Ended: the last seconds' counts are still being written by the nodes.
    expect(recapRefetchMs({ ...sample, live: false }, watch, 4_000)).toBe(3_000);
    expect(recapRefetchMs({ ...sample, live: false }, watch, 4_000 + AFTER_END_MS - 1)).toBe(3_000);
    expect(recapRefetchMs({ ...sample, live: false }, watch, 4_000 + AFTER_END_MS)).toBe(false);
    // A real stream: every 20 s live, every 5 s just after its end.
    const real = { endedSeenAt: null };
    expect(recapRefetchMs({ live: true, sample: false }, real, 0)).toBe(20_000);
    expect(recapRefetchMs({ live: false, sample: false }, real, 10)).toBe(5_000);
  });

  it('does not ask again for a stream that had ended before the page opened', () => {
    expect(recapRefetchMs({ live: false, sample: false }, { endedSeenAt: null }, 0)).toBe(false);
    expect(recapRefetchMs(undefined, { endedSeenAt: null }, 0)).toBe(false);
  });
});
