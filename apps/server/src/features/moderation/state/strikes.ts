/**
 * What moderation must remember about viewers, and what several nodes share through Redis
 * (platform/redis/redis-moderation.ts) when `REDIS_URL` is set: a viewer's second hit counts
 * wherever it lands. Every shared call has this node's memory behind it, used while Redis is away.
 */

/** One flood or copy-paste line for the shared windows. */
export interface WindowEntry {
  kind: 'flood' | 'copy';
  ownerId: string;
  /** Flood: the viewer; copy-paste: the folded line. */
  key: string;
  /** Copy-paste: the viewer (counted once per window); flood: the message id. */
  member: string;
  at: number;
  windowMs: number;
}

export interface StrikeResult {
  /** The viewer's strikes within the decay window, this one included when it counted. */
  count: number;
  /** False when the last counted strike is younger than the burst window (only deleted). */
  counted: boolean;
}

/** The Redis side (implemented in platform/redis). */
export interface SharedModeration {
  /** `now` is the node's clock, as for LocalStrikes (so both follow one rule). */
  strike(
    ownerId: string,
    viewer: string,
    now: number,
    decayMs: number,
    burstMs: number,
  ): Promise<StrikeResult>;
  clearStrikes(ownerId: string, viewer: string): Promise<void>;
  grantPermit(ownerId: string, viewer: string, until: number, ms: number): Promise<void>;
  /** Consumes the viewer's permit; true when there was one still valid at `now`. */
  takePermit(ownerId: string, viewer: string, now: number): Promise<boolean>;
  /** Adds lines to the shared windows and answers each window's count, in one round trip. */
  windows(entries: readonly WindowEntry[]): Promise<number[]>;
  /**
   * Claims `name` of the channel until `now + ms` (the channel's warning pace: `warned`; a raid's
   * one notice: `raid:<its line>`): true for the one caller, on any node, until then.
   */
  claim(ownerId: string, name: string, now: number, ms: number): Promise<boolean>;
}

/**
 * Hits by one viewer within this long of their last counted strike only delete the line: they
 * could not have read the warning yet, and a burst of lines must not walk them up the whole
 * ladder (or cost Kick a timeout call per line) in a second.
 */
export const BURST_MS = 5_000;

const MAX_VIEWERS = 100_000;

/** Strikes in this node's memory: the only copy on one node, the fallback with Redis. */
export class LocalStrikes {
  private readonly strikes = new Map<string, { count: number; last: number; counted: number }>();

  strike(
    ownerId: string,
    viewer: string,
    now: number,
    decayMs: number,
    burstMs: number,
  ): StrikeResult {
    const key = `${ownerId}\n${viewer}`;
    const previous = this.strikes.get(key);
    const alive = previous && now - previous.last <= decayMs ? previous : undefined;
    if (alive && now - alive.counted < burstMs) {
      alive.last = now;
      return { count: alive.count, counted: false };
    }
    const next = { count: (alive?.count ?? 0) + 1, last: now, counted: now };
    this.strikes.delete(key);
    this.strikes.set(key, next);
    if (this.strikes.size > MAX_VIEWERS) this.strikes.delete(this.strikes.keys().next().value!);
    return { count: next.count, counted: true };
  }

  /** The strikes a viewer has now (for a dry run's "would have"). */
  peek(ownerId: string, viewer: string, now: number, decayMs: number): number {
    const previous = this.strikes.get(`${ownerId}\n${viewer}`);
    return previous && now - previous.last <= decayMs ? previous.count : 0;
  }

  clear(ownerId: string, viewer: string): void {
    this.strikes.delete(`${ownerId}\n${viewer}`);
  }

  sweep(now: number, maxDecayMs: number): void {
    for (const [key, entry] of this.strikes)
      if (now - entry.last > maxDecayMs) this.strikes.delete(key);
  }
}

/** Claims in this node's memory: the only ones on one node, the fallback with Redis. */
export class LocalClaims {
  private readonly until = new Map<string, number>();

  claim(ownerId: string, name: string, now: number, ms: number): boolean {
    const key = `${ownerId}\n${name}`;
    const held = this.until.get(key);
    if (held !== undefined && held > now) return false;
    this.until.set(key, now + ms);
    if (this.until.size > MAX_VIEWERS) this.until.delete(this.until.keys().next().value!);
    return true;
  }

  sweep(now: number): void {
    for (const [key, until] of this.until) if (until <= now) this.until.delete(key);
  }
}

/** `!permit @user`: one link within the next minutes, per viewer (by lower-case name). */
export class LocalPermits {
  private readonly permits = new Map<string, number>();

  grant(ownerId: string, viewer: string, until: number): void {
    this.permits.set(`${ownerId}\n${viewer}`, until);
    if (this.permits.size > MAX_VIEWERS) this.permits.delete(this.permits.keys().next().value!);
  }

  /** Whether this node knows of a permit (without using it). */
  has(ownerId: string, viewer: string, now: number): boolean {
    const until = this.permits.get(`${ownerId}\n${viewer}`);
    return until !== undefined && until > now;
  }

  take(ownerId: string, viewer: string, now: number): boolean {
    const key = `${ownerId}\n${viewer}`;
    const until = this.permits.get(key);
    this.permits.delete(key);
    return until !== undefined && until > now;
  }

  forget(ownerId: string, viewer: string): void {
    this.permits.delete(`${ownerId}\n${viewer}`);
  }

  sweep(now: number): void {
    for (const [key, until] of this.permits) if (until <= now) this.permits.delete(key);
  }
}
