import { describe, expect, it } from 'vitest';
import { PollError, type PollerStatus } from './poll-types';
import { FakeClock } from '../clock';
import { PollerService } from './poller-service';
import {
  FakePlatform,
  HOUR,
  MINUTE,
  SECOND,
  T0,
  pollerWorld,
  testResource,
} from './pollers.test-helper';
import { ManualTimers } from './timers';

const limited = (retryAfterMs?: number) => new PollError('rate_limited', '429', retryAfterMs);
const down = () => new PollError('unavailable', '503 Service Unavailable');

describe('pollers: rate limits', () => {
  it('honours Retry-After on a 429 for every key of the resource, then carries on', async () => {
    const { timers, platform, poller } = pollerWorld();
    poller.demand('a', 'overlay');
    poller.demand('b', 'overlay');
    await timers.advance(5 * SECOND);
    platform.failNext(limited(45 * SECOND));
    await timers.advance(5 * SECOND); // a's call at 10 s is limited; b's at 10 s goes through
    expect(poller.health().resource).toMatchObject({
      pausedUntil: T0 + 55 * SECOND,
      pauseReason: 'rate_limited',
    });
    expect(poller.current('a')!.status).toBe('rate_limited');
    await timers.advance(60 * SECOND);
    expect(platform.callTimes('a')).toEqual([0, 10_000, 55_000, 65_000]);
    expect(platform.callTimes('b')).toEqual([0, 10_000, 55_000, 65_000]);
    expect(poller.current('a')!.status).toBe('ok');
    expect(poller.health().resource.pausedUntil).toBeNull();
  });

  it('without Retry-After (Kick sends none) waits at least rateLimitedMs, longer as 429s repeat', async () => {
    const { timers, platform, poller } = pollerWorld({
      rateLimitedMs: 5 * SECOND,
      backoff: { baseMs: 4 * SECOND, maxMs: 64 * SECOND },
    });
    poller.demand('a', 'overlay');
    platform.failNext(limited(), limited(), limited());
    await timers.advance(2 * MINUTE);
    // 5 s (floor), then 6 s and 12 s (0.75 of 8 s and 16 s), then back to the 10 s interval.
    expect(platform.callTimes('a').slice(0, 5)).toEqual([0, 5_000, 11_000, 23_000, 33_000]);
  });

  it('pauses the whole resource for a long while when the app quota is spent', async () => {
    const { timers, platform, poller } = pollerWorld();
    poller.demand('a', 'overlay');
    poller.demand('b', 'overlay');
    platform.failNext(new PollError('quota_exceeded', 'QUOTA_EXCEEDED'));
    await timers.runDue();
    expect(poller.current('a')!.status).toBe('quota_exceeded');
    await timers.advance(14 * MINUTE);
    expect(platform.callTimes('a')).toEqual([0]);
    expect(platform.callTimes('b')).toEqual([0]);
    await timers.advance(MINUTE);
    expect(platform.callTimes('a')).toEqual([0, 15 * MINUTE]);
    expect(platform.callTimes('b')).toEqual([0, 15 * MINUTE]);
  });
});

describe('pollers: backoff', () => {
  it('backs off exponentially on 5xx and timeouts, keeps the last good value, and recovers', async () => {
    const { timers, platform, poller } = pollerWorld();
    const statuses: PollerStatus[] = [];
    poller.subscribe('a', (view) => statuses.push(view.status));
    platform.readings.set('a', { n: 5 });
    poller.demand('a', 'overlay');
    await timers.runDue();
    platform.failNext(down(), down(), down(), down(), down(), down(), down());
    await timers.advance(2 * MINUTE);
    // Failures at 10 s, then after 0.75 s, 1.5 s, 3 s, 6 s, 12 s, 12 s (capped at 16 s · 0.75).
    const times = platform.callTimes('a');
    expect(times.slice(0, 8)).toEqual([0, 10_000, 10_750, 12_250, 15_250, 21_250, 33_250, 45_250]);
    expect(times.slice(8, 10)).toEqual([57_250, 67_250]); // recovered: the normal interval again
    expect(statuses).toEqual(['ok', 'retrying', 'ok']);
    expect(poller.current('a')).toMatchObject({ status: 'ok', value: { n: 5 } });
  });

  it('spreads retries with jitter so pollers that failed together do not retry in step', async () => {
    let draw = 0;
    const draws = [0, 1, 0.25];
    const { timers, platform, poller } = pollerWorld({}, { random: () => draws[draw++ % 3]! });
    poller.demand('a', 'overlay');
    platform.failNext(down(), down(), down());
    await timers.advance(20 * SECOND);
    // Ceilings 1 s, 2 s, 4 s: waits of 0.5 s (half), 2 s (all) and 2.5 s (in between).
    expect(platform.callTimes('a').slice(0, 4)).toEqual([0, 500, 2_500, 5_000]);
  });

  it('treats an unexpected error like an outage, and logs each kind of surprise once', async () => {
    const { timers, platform, poller, log, service } = pollerWorld();
    poller.demand('a', 'overlay');
    platform.failNext(new TypeError('fetch failed'), new TypeError('fetch failed'));
    await timers.advance(MINUTE);
    expect(poller.current('a')!.status).toBe('ok');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(service.surprises()).toEqual({ 'test.resource:unexpected:fetch failed': 2 });
  });

  it('does not spin when a resource itself fails (a bug in nextDelay)', async () => {
    const { timers, platform, poller, log } = pollerWorld({
      nextDelay: () => {
        throw new Error('bug');
      },
    });
    poller.demand('a', 'overlay');
    await timers.advance(MINUTE);
    expect(platform.calls.length).toBeLessThanOrEqual(5);
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'poller bug');
  });
});

describe('pollers: tokens', () => {
  it('on a 401 refreshes the token once and retries once', async () => {
    const { timers, platform, poller, tokens } = pollerWorld();
    poller.demand('a', 'overlay');
    await timers.runDue();
    platform.accepted.add('user#2'); // the platform dropped user#1 early
    await timers.advance(10 * SECOND);
    expect(tokens.refreshes).toBe(1);
    expect(platform.calls.slice(1).map((c) => [c.at - T0, c.token])).toEqual([
      [10_000, 'user#1'],
      [10_000, 'user#2'],
    ]);
    expect(poller.current('a')!.status).toBe('ok');
    await timers.advance(10 * SECOND);
    expect(tokens.refreshes).toBe(1);
  });

  it('takes a 401 right after a refresh as a refusal: no second refresh, a slow retry', async () => {
    const { timers, platform, poller, tokens } = pollerWorld();
    platform.accepted.add('nothing works');
    poller.demand('a', 'overlay');
    await timers.runDue();
    expect(tokens.refreshes).toBe(1);
    expect(platform.calls).toHaveLength(2);
    expect(poller.current('a')!.status).toBe('rejected');
    expect(poller.health().pollers[0]!.nextPollAt).toBe(T0 + 16 * SECOND);
  });

  it('makes no platform call without a connection, and looks for one again now and then', async () => {
    const { timers, platform, poller, tokens } = pollerWorld();
    tokens.state = 'missing';
    poller.demand('a', 'overlay');
    await timers.advance(10 * MINUTE);
    expect(platform.calls).toHaveLength(0);
    expect(tokens.gets).toBe(11); // at 0 and every minute: a database read, no platform call
    expect(poller.current('a')!.status).toBe('not_connected');
    tokens.state = 'ok';
    await timers.advance(MINUTE);
    expect(poller.current('a')!.status).toBe('ok');
  });

  it('reports a dead grant once, stays quiet while dead, and resumes at once after reconnecting', async () => {
    const { timers, platform, poller, tokens, grantDead } = pollerWorld();
    poller.demand('a', 'overlay');
    poller.demand('b', 'bot:{song}', { until: T0 + HOUR });
    await timers.runDue();
    platform.accepted.add('user#99'); // the user revoked Kyo on the platform
    tokens.state = 'dead';
    await timers.advance(10 * SECOND);
    expect(grantDead).toEqual([
      { resource: 'test.resource', tokenKey: 'user', keys: ['a'], reason: 'refresh token revoked' },
    ]);
    tokens.state = 'missing'; // the connection now reads "needs reconnect"
    const before = platform.calls.length;
    await timers.advance(30 * MINUTE);
    expect(platform.calls.length).toBe(before);
    expect(poller.current('a')!.status).toBe('grant_dead'); // still says why
    expect(grantDead).toHaveLength(1);

    tokens.state = 'ok'; // reconnected
    tokens.version = 99;
    poller.wake('user');
    await timers.runDue();
    expect(poller.current('a')!.status).toBe('ok');
    expect(poller.current('b')!.status).toBe('ok');
    expect(platform.calls.length).toBeGreaterThan(before);
  });

  it('never presents an expired token in three hours of hour-long tokens (refresh before expiry)', async () => {
    const clock = new FakeClock(T0);
    const timers = new ManualTimers(clock);
    const platform = new FakePlatform(clock);
    // A token source like the connections service: refreshes when less than a minute is left.
    const expiries = new Map([['t0', T0 + HOUR]]);
    let current = 't0';
    const source = {
      get: async () => {
        if (expiries.get(current)! - clock.now() < MINUTE) {
          current = `t${expiries.size}`;
          expiries.set(current, clock.now() + HOUR);
        }
        return current;
      },
      refresh: async (): Promise<string | null> => expect.unreachable('no 401 should happen'),
    };
    const presentedExpired: number[] = [];
    const service = new PollerService({ clock, timers, log: { warn() {}, error() {} } });
    const poller = service.register(
      testResource(platform, {
        nextDelay: () => 5 * SECOND,
        fetch: async (keys, token, ctx) => {
          if (expiries.get(token)! <= clock.now()) presentedExpired.push(clock.now());
          return platform.fetch(keys, token, ctx);
        },
      }),
      source,
    );
    poller.demand('a', 'overlay');
    await timers.advance(3 * HOUR);
    expect(presentedExpired).toEqual([]);
    expect([...expiries.keys()]).toEqual(['t0', 't1', 't2', 't3']);
    expect(platform.calls).toHaveLength(3 * 720 + 1);
    expect(poller.current('a')!.status).toBe('ok');
  });
});
