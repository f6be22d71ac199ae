/**
 * Token buckets per channel for the bot's messages. Kick publishes no chat limits (docs/platforms/kick.md §3),
 * so the default is cautious: 1 message a second with a burst of 3 (BOT_CHAT_RATE_PER_SECOND,
 * BOT_CHAT_BURST). Real time (not the app clock): it paces actual requests. A caller reserves
 * a slot and waits the answered delay, so concurrent senders queue instead of bursting.
 */
/** Buckets every node shares (Redis, when `REDIS_URL` is set): answers the ms to wait. */
export interface SharedTokenBucket {
  take(key: string, ratePerSecond: number, burst: number): Promise<number>;
}

export class ChannelRateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
    private readonly shared?: SharedTokenBucket,
    private readonly onSharedError: (error: unknown) => void = () => undefined,
  ) {}

  /**
   * Like `reserve`, on the bucket every node shares when there is one (a channel's messages sent
   * by two nodes keep one pace); this node's own bucket while Redis is away.
   */
  async reserveShared(channel: string): Promise<number> {
    if (!this.shared) return this.reserve(channel);
    try {
      return await this.shared.take(`chat:${channel}`, this.ratePerSecond, this.burst);
    } catch (error) {
      this.onSharedError(error);
      return this.reserve(channel);
    }
  }

  /** Takes one token for `channel`; answers how many ms to wait before sending. */
  reserve(channel: string): number {
    const now = this.now();
    const bucket = this.buckets.get(channel) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(
      this.burst,
      bucket.tokens + ((now - bucket.at) / 1000) * this.ratePerSecond,
    );
    bucket.at = now;
    bucket.tokens -= 1;
    this.buckets.set(channel, bucket);
    if (this.buckets.size > 10_000) this.sweep(now);
    return bucket.tokens >= 0 ? 0 : Math.ceil((-bucket.tokens / this.ratePerSecond) * 1000);
  }

  private sweep(now: number): void {
    const full = (this.burst / this.ratePerSecond) * 1000;
    for (const [key, bucket] of this.buckets) if (now - bucket.at > full) this.buckets.delete(key);
  }
}
