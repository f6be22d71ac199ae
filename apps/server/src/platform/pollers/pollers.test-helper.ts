import { vi } from 'vitest';
import { FakeClock } from '../clock';
import {
  type FetchContext,
  type GrantDeadEvent,
  PollError,
  type PollResource,
  type TokenSource,
} from './poll-types';
import { PollerService } from './poller-service';
import { ManualTimers } from './timers';

export const T0 = Date.UTC(2026, 10, 21, 12);
export const SECOND = 1_000;
export const MINUTE = 60_000;
export const HOUR = 3_600_000;

/** What the fake platform answers for a key: a number, and the interval the resource derives. */
export interface Reading {
  n: number;
  intervalMs?: number;
}

export interface Call {
  keys: string[];
  token: string;
  at: number;
}

/**
 * A platform in memory: answers each key with its current reading, records every call, and
 * fails the next calls as scripted (`failNext`) or holds them until aborted (`hold`).
 */
export class FakePlatform {
  readonly calls: Call[] = [];
  readonly readings = new Map<string, Reading>();
  /** Tokens the platform accepts (empty: any). */
  readonly accepted = new Set<string>();
  private failures: Error[] = [];
  private holding = false;
  private held: Array<() => void> = [];

  constructor(private readonly clock: FakeClock) {}

  failNext(...errors: Error[]): void {
    this.failures.push(...errors);
  }

  /** Calls from now on hang until `release()` or until the poller aborts them. */
  hold(on = true): void {
    this.holding = on;
  }

  /** Lets held calls answer normally. */
  release(): void {
    this.holding = false;
    const held = this.held;
    this.held = [];
    for (const resume of held) resume();
  }

  callTimes(key?: string): number[] {
    return this.calls.filter((c) => !key || c.keys.includes(key)).map((c) => c.at - T0);
  }

  async fetch(keys: string[], token: string, ctx: FetchContext): Promise<Map<string, Reading>> {
    this.calls.push({ keys, token, at: this.clock.now() });
    if (this.holding) {
      await new Promise<void>((resolve, reject) => {
        this.held.push(resolve);
        ctx.signal.addEventListener('abort', () => reject(new PollError('unavailable', 'aborted')));
      });
    }
    const failure = this.failures.shift();
    if (failure) throw failure;
    if (this.accepted.size && !this.accepted.has(token))
      throw new PollError('unauthorized', 'token refused');
    return new Map(keys.map((k) => [k, { ...(this.readings.get(k) ?? { n: 0 }) }]));
  }
}

/**
 * Tokens per token key, counted. `missing`: no connection (null, as for "needs reconnect");
 * `dead`: the stored token is still handed out but a refresh finds the grant dead.
 */
export class FakeTokens implements TokenSource {
  gets = 0;
  refreshes = 0;
  version = 1;
  state: 'ok' | 'missing' | 'dead' = 'ok';

  async get(tokenKey: string): Promise<string | null> {
    this.gets++;
    return this.state === 'missing' ? null : `${tokenKey}#${this.version}`;
  }

  async refresh(tokenKey: string): Promise<string | null> {
    this.refreshes++;
    if (this.state === 'dead') throw new PollError('grant_dead', 'refresh token revoked');
    if (this.state === 'missing') return null;
    this.version++;
    return `${tokenKey}#${this.version}`;
  }
}

export function testResource(
  platform: FakePlatform,
  overrides: Partial<PollResource<Reading>> = {},
): PollResource<Reading> {
  return {
    name: 'test.resource',
    batchSize: 1,
    batchWindowMs: 0,
    maxConcurrent: 4,
    backoff: { baseMs: 1_000, maxMs: 16_000 },
    rateLimitedMs: 5_000,
    quotaPauseMs: 15 * MINUTE,
    parkedRecheckMs: MINUTE,
    tokenKey: () => 'user',
    fetch: (keys, token, ctx) => platform.fetch(keys, token, ctx),
    nextDelay: (value) => value.intervalMs ?? 10 * SECOND,
    ...overrides,
  };
}

/** A poller service on a fake clock with one registered test resource. */
export function pollerWorld(
  overrides: Partial<PollResource<Reading>> = {},
  options: { random?: () => number } = {},
) {
  const clock = new FakeClock(T0);
  const timers = new ManualTimers(clock);
  const log = { warn: vi.fn(), error: vi.fn() };
  const grantDead: GrantDeadEvent[] = [];
  const service = new PollerService({
    clock,
    timers,
    log,
    // Jitter pinned to the middle: a backoff ceiling c waits exactly 0.75·c.
    random: options.random ?? (() => 0.5),
    onGrantDead: (event) => {
      grantDead.push(event);
    },
  });
  const platform = new FakePlatform(clock);
  const tokens = new FakeTokens();
  const poller = service.register(testResource(platform, overrides), tokens);
  return { clock, timers, log, grantDead, service, platform, tokens, poller };
}
