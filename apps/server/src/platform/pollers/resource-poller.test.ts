import { describe, expect, it } from 'vitest';
import type { PollerView } from './poll-types';
import { HOUR, MINUTE, type Reading, SECOND, T0, pollerWorld } from './pollers.test-helper';

describe('pollers: demand', () => {
  it('makes no call while nothing wants a key, polls at its interval while wanted, stops when unwatched', async () => {
    const { timers, platform, poller } = pollerWorld();
    await timers.advance(HOUR);
    expect(platform.calls).toHaveLength(0);

    const start = timers.nextAt() ?? T0 + HOUR;
    poller.demand('a', 'overlay:1');
    await timers.advance(35 * SECOND);
    expect(platform.callTimes().map((t) => t - (start - T0))).toEqual([0, 10_000, 20_000, 30_000]);
    expect(poller.current('a')).toMatchObject({ status: 'ok', value: { n: 0 } });

    poller.release('a', 'overlay:1');
    expect(poller.current('a')!.status).toBe('idle');
    await timers.advance(HOUR);
    expect(platform.calls).toHaveLength(4);
    expect(poller.health().pollers[0]).toMatchObject({ status: 'idle', nextPollAt: null });
    expect(timers.pending).toBe(0);
  });

  it('forgets keys nothing wanted for a while, listeners with them, and starts afresh after', async () => {
    const { timers, platform, poller } = pollerWorld();
    const heard: number[] = [];
    poller.subscribe('a', (view) => view.value && heard.push(view.value.n));
    poller.demand('a', 'overlay:1');
    poller.demand('b', 'overlay:2');
    await timers.advance(5 * SECOND);
    poller.release('a', 'overlay:1');
    await timers.advance(30 * MINUTE);
    // Idle for half an hour: kept; 'b' is still wanted: kept whatever its age.
    expect(poller.forgetIdle(HOUR)).toEqual([]);
    await timers.advance(HOUR);
    expect(poller.forgetIdle(HOUR)).toEqual(['a']);
    expect(poller.current('a')).toBeUndefined();
    expect(poller.health().pollers.map((p) => p.key)).toEqual(['b']);
    // Wanted again: polled at once as a new key; the old listener is gone.
    const before = platform.callTimes('a').length;
    platform.readings.set('a', { n: 7 });
    poller.demand('a', 'overlay:3');
    await timers.advance(0);
    expect(platform.callTimes('a')).toHaveLength(before + 1);
    expect(poller.current('a')!.value).toEqual({ n: 7 });
    expect(heard).not.toContain(7);
  });

  it('lets a demand with an expiry lapse by itself ("asked in the last 5 minutes")', async () => {
    const { timers, platform, poller } = pollerWorld();
    poller.demand('a', 'bot:{viewers}', { until: T0 + 55 * SECOND });
    await timers.advance(HOUR);
    expect(platform.callTimes()).toEqual([0, 10_000, 20_000, 30_000, 40_000, 50_000]);
    expect(poller.current('a')!.status).toBe('idle');
    // Renewing before it lapses keeps it going.
    poller.demand('a', 'bot:{viewers}', { until: T0 + HOUR + 25 * SECOND });
    poller.demand('a', 'bot:{viewers}', { until: T0 + HOUR + 45 * SECOND });
    await timers.advance(HOUR);
    expect(platform.calls).toHaveLength(6 + 5);
  });

  it('keeps running while any of several reasons holds, and ignores an expiry already past', async () => {
    const { timers, platform, poller } = pollerWorld();
    poller.demand('a', 'stale', { until: T0 - 1 });
    await timers.advance(MINUTE);
    expect(platform.calls).toHaveLength(0);
    poller.demand('a', 'overlay:1');
    poller.demand('a', 'channel live', { until: T0 + MINUTE + 15 * SECOND });
    await timers.advance(30 * SECOND);
    poller.release('a', 'overlay:1');
    await timers.advance(MINUTE);
    expect(platform.callTimes('a').map((t) => t - MINUTE)).toEqual([0, 10_000, 20_000, 30_000]);
  });

  it('polls at once when a push says the value changed, but not for an unwanted key nor twice a second', async () => {
    const { timers, platform, poller } = pollerWorld();
    poller.pollSoon('a');
    await timers.advance(5 * SECOND);
    expect(platform.calls).toHaveLength(0);
    poller.demand('a', 'overlay:1');
    await timers.advance(3 * SECOND);
    poller.pollSoon('a');
    poller.pollSoon('a');
    await timers.advance(0);
    expect(platform.callTimes()).toEqual([5_000, 8_000]);
    // The next poll follows the interval from the early one; no second call within a second.
    await timers.advance(9 * SECOND);
    expect(platform.callTimes()).toEqual([5_000, 8_000]);
    await timers.advance(SECOND);
    expect(platform.callTimes()).toEqual([5_000, 8_000, 18_000]);
  });

  it('polls at once for a read that finds the answer too old', async () => {
    const { timers, platform, poller } = pollerWorld();
    poller.demand('a', 'overlay:1');
    await timers.advance(3 * SECOND);
    const read = poller.read('a', {
      reason: 'bot:song',
      holdMs: MINUTE,
      maxAgeMs: SECOND,
      waitMs: 5 * SECOND,
    });
    await timers.advance(0);
    expect((await read).fetchedAt).toBe(T0 + 3_000);
    expect(platform.callTimes()).toEqual([0, 3_000]);
  });

  it('resumes the old schedule when demand comes back soon, instead of polling early', async () => {
    const { timers, platform, poller } = pollerWorld();
    poller.demand('a', 'overlay:1');
    await timers.advance(2 * SECOND);
    poller.release('a', 'overlay:1');
    await timers.advance(SECOND);
    poller.demand('a', 'overlay:2'); // an OBS source reconnecting
    await timers.advance(20 * SECOND);
    expect(platform.callTimes()).toEqual([0, 10_000, 20_000]);
  });
});

describe('pollers: one shared answer', () => {
  it('makes one call per interval for all consumers and tells each of them every change', async () => {
    const { timers, platform, poller } = pollerWorld();
    const seenBy: Record<string, Array<PollerView<Reading>>> = { widget: [], bot: [] };
    poller.subscribe('a', (view) => seenBy.widget!.push(view));
    poller.subscribe('a', (view) => seenBy.bot!.push(view));
    poller.demand('a', 'overlay:1');
    poller.demand('a', 'bot:{viewers}', { until: T0 + HOUR });
    poller.demand('a', 'discord live card');
    await timers.advance(25 * SECOND);
    expect(platform.calls).toHaveLength(3);
    platform.readings.set('a', { n: 7 });
    await timers.advance(10 * SECOND);
    for (const views of Object.values(seenBy)) {
      // First answer, then only the change (the same answer twice is not news).
      expect(views.map((v) => v.value?.n)).toEqual([0, 7]);
      expect(views[1]).toEqual({
        resource: 'test.resource',
        key: 'a',
        status: 'ok',
        value: { n: 7 },
        fetchedAt: T0 + 30 * SECOND,
      });
    }
  });

  it('keeps a listener that throws from stopping the poller or the other listeners', async () => {
    const { timers, platform, poller, log } = pollerWorld();
    const values: number[] = [];
    poller.subscribe('a', () => {
      throw new Error('widget bug');
    });
    poller.subscribe('a', (view) => values.push(view.value!.n));
    poller.demand('a', 'overlay:1');
    await timers.advance(5 * SECOND);
    platform.readings.set('a', { n: 1 });
    await timers.advance(10 * SECOND);
    expect(values).toEqual([0, 1]);
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'poller listener failed');
  });

  it('reads at once when fresh, else waits for the next answer, and holds the poller for a while', async () => {
    const { timers, platform, poller } = pollerWorld();
    const options = {
      reason: 'bot:{song}',
      holdMs: MINUTE,
      maxAgeMs: 15 * SECOND,
      waitMs: 5 * SECOND,
    };
    const first = poller.read('a', options);
    await timers.runDue();
    expect(await first).toMatchObject({ status: 'ok', value: { n: 0 }, fetchedAt: T0 });
    await timers.advance(12 * SECOND); // polled again at 10 s
    platform.readings.set('a', { n: 3 });
    expect((await poller.read('a', options)).value).toEqual({ n: 0 }); // 2 s old: at once
    await timers.advance(MINUTE + 15 * SECOND);
    expect(poller.current('a')!.status).toBe('idle'); // the hold lapsed 60 s after the last read
    const stale = poller.read('a', options);
    await timers.runDue();
    expect(await stale).toMatchObject({ value: { n: 3 } });
  });
});

describe('pollers: adaptive intervals', () => {
  it('waits what the resource derives from each answer', async () => {
    const { timers, platform, poller } = pollerWorld();
    platform.readings.set('a', { n: 1, intervalMs: 5 * SECOND });
    poller.demand('a', 'overlay:1');
    await timers.advance(12 * SECOND);
    platform.readings.set('a', { n: 2, intervalMs: 20 * SECOND }); // e.g. paused
    await timers.advance(50 * SECOND);
    expect(platform.callTimes()).toEqual([0, 5_000, 10_000, 15_000, 35_000, 55_000]);
  });

  it('never polls faster than once a second, whatever the resource asks', async () => {
    const { timers, platform, poller } = pollerWorld({ nextDelay: () => 0 });
    poller.demand('a', 'overlay:1');
    await timers.advance(5 * SECOND);
    expect(platform.callTimes()).toEqual([0, 1_000, 2_000, 3_000, 4_000, 5_000]);
  });
});

describe('pollers: batching', () => {
  it('asks for up to batchSize keys per call; keys due soon ride along and stay aligned', async () => {
    const { timers, platform, poller } = pollerWorld({ batchSize: 50, batchWindowMs: 8 * SECOND });
    for (let i = 0; i < 120; i++) poller.demand(`c${i}`, 'overlay');
    await timers.runDue();
    expect(platform.calls.map((c) => c.keys.length)).toEqual([50, 50, 20]);
    await timers.advance(3 * SECOND);
    poller.demand('late', 'overlay'); // due now; 49 keys due at 10 s ride along
    await timers.runDue();
    expect(platform.calls.at(-1)!.keys).toHaveLength(50);
    expect(platform.calls.at(-1)!.keys[0]).toBe('late');
    platform.calls.length = 0;
    await timers.advance(HOUR);
    // 121 keys every 10 s: 3 calls per round, never more.
    expect(platform.calls.length).toBeLessThanOrEqual(3 * 360 + 3);
    expect(new Set(platform.calls.flatMap((c) => c.keys)).size).toBe(121);
    expect(Math.max(...platform.calls.map((c) => c.keys.length))).toBeLessThanOrEqual(50);
  });

  it('never mixes keys of different tokens in one call', async () => {
    const { timers, platform, poller } = pollerWorld({
      batchSize: 50,
      tokenKey: (key) => key.split(':')[0]!,
    });
    for (const key of ['u1:a', 'u2:b', 'u1:c', 'u2:d']) poller.demand(key, 'overlay');
    await timers.runDue();
    expect(platform.calls.map((c) => [c.token, c.keys])).toEqual([
      ['u1#1', ['u1:a', 'u1:c']],
      ['u2#1', ['u2:b', 'u2:d']],
    ]);
  });

  it('keeps at most maxConcurrent calls in flight; the rest go as calls finish', async () => {
    const { timers, platform, poller, service } = pollerWorld({ maxConcurrent: 2 });
    platform.hold();
    for (const key of ['a', 'b', 'c', 'd', 'e']) poller.demand(key, 'overlay');
    await timers.runDue();
    expect(platform.calls.map((c) => c.keys[0])).toEqual(['a', 'b']);
    platform.release();
    await timers.runDue();
    expect(platform.calls.map((c) => c.keys[0])).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(poller.health().pollers.every((p) => p.status === 'ok')).toBe(true);
    await service.stop();
  });
});

describe('pollers: health and shutdown', () => {
  it('reports last success, last error, next poll and calls in the last hour', async () => {
    const { timers, platform, poller } = pollerWorld();
    poller.demand('a', 'overlay:1');
    await timers.advance(30 * SECOND);
    platform.failNext(new Error('socket hang up'));
    await timers.advance(10 * SECOND);
    const { resource, pollers } = poller.health();
    expect(resource).toMatchObject({
      resource: 'test.resource',
      pollers: 1,
      active: 1,
      callsLastHour: 5,
      pausedUntil: null,
    });
    expect(pollers[0]).toEqual({
      resource: 'test.resource',
      key: 'a',
      status: 'retrying',
      demand: [{ reason: 'overlay:1', until: null }],
      subscribers: 0,
      lastSuccessAt: T0 + 30 * SECOND,
      lastErrorAt: T0 + 40 * SECOND,
      lastError: 'unavailable: socket hang up',
      nextPollAt: T0 + 40 * SECOND + 750,
      callsLastHour: 5,
      consecutiveFailures: 1,
    });
    await timers.advance(HOUR);
    expect(poller.health().resource.callsLastHour).toBeLessThanOrEqual(361);
  });

  it('stops cleanly: the call in flight is aborted and awaited, nothing stays scheduled', async () => {
    const { timers, platform, poller, service } = pollerWorld();
    poller.demand('a', 'overlay:1');
    poller.demand('b', 'overlay:1');
    await timers.advance(10 * SECOND);
    platform.hold();
    await timers.advance(10 * SECOND); // calls at 0, 10 s and 20 s (held)
    expect(platform.calls).toHaveLength(6);
    await service.stop();
    expect(timers.pending).toBe(0);
    expect(poller.current('a')!.status).toBe('stopped');
    poller.demand('c', 'overlay:1');
    await timers.advance(HOUR);
    expect(platform.calls).toHaveLength(6);
    await service.stop(); // idempotent
  });
});
