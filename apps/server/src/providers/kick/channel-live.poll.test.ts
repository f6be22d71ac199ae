import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../platform/clock';
import { PollerService } from '../../platform/pollers/poller-service';
import { ManualTimers } from '../../platform/pollers/timers';
import type { ChannelLive } from './channel-live';
import { KICK_POLL, kickChannelLiveResource } from './channel-live.poll';

const T0 = Date.UTC(2026, 10, 21, 20);
const MINUTE = 60_000;
const live: ChannelLive = {
  kind: 'live',
  viewers: 10,
  startedAt: null,
  title: null,
  category: null,
};

describe('Kick channel polling policy', () => {
  it('polls every 30 s while live, every 5 minutes offline, and keeps a set interval within 20-60 s', () => {
    const resource = kickChannelLiveResource({ channelsLive: vi.fn() });
    const ctx = { now: T0, previous: undefined, sameSince: T0 };
    expect(resource.nextDelay(live, ctx)).toBe(30_000);
    expect(resource.nextDelay({ kind: 'offline', title: null, category: null }, ctx)).toBe(300_000);
    expect(resource.nextDelay({ kind: 'missing' }, ctx)).toBe(KICK_POLL.offlineMs);
    expect(resource.batchSize).toBe(50);
    const fast = kickChannelLiveResource({ channelsLive: vi.fn() }, { liveIntervalMs: 5_000 });
    expect(fast.nextDelay(live, ctx)).toBe(20_000);
  });

  it('polls 1,000 live channels with 40 calls a minute, one app token, and logs an odd entry once', async () => {
    const clock = new FakeClock(T0);
    const timers = new ManualTimers(clock);
    const sizes: number[] = [];
    const api = {
      channelsLive: async (_token: string, ids: number[]) => {
        sizes.push(ids.length);
        return new Map<number, ChannelLive>(
          ids.map((id) => [id, id === 7 ? { kind: 'unknown', detail: 'stream: bad' } : live]),
        );
      },
    };
    const warn = vi.fn();
    const service = new PollerService({ clock, timers, log: { warn, error: vi.fn() } });
    const tokens = { get: vi.fn(async () => 'app-token'), refresh: vi.fn(async () => 'app-token') };
    const poller = service.register(kickChannelLiveResource(api), tokens);
    for (let id = 1; id <= 1_000; id++) poller.demand(String(id), 'channel live');
    await timers.advance(10 * MINUTE);
    sizes.length = 0;
    await timers.advance(10 * MINUTE);
    expect(sizes.length / 10).toBeLessThanOrEqual(40);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(50);
    expect(poller.current('7')!.value).toEqual({ kind: 'unknown', detail: 'stream: bad' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(tokens.refresh).not.toHaveBeenCalled();
    await service.stop();
  });
});
