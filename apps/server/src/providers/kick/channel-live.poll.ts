import type { PollResource } from '../../platform/pollers/poll-types';
import { pollErrorFrom } from '../poll-errors';
import { type ChannelLive, KICK_CHANNELS_PER_CALL } from './channel-live';
import type { KickApi } from './kick-api';

/**
 * The polling policy for Kick channels (docs/platforms/kick.md §4.3): every 30 s while live (Kick
 * refreshes the count about once a minute, so faster is pointless), every 5 minutes while
 * offline (webhooks get lost, docs/platforms/kick.md §6.2), 50 channels per call with the app token.
 */
export const KICK_POLL = {
  liveMs: 30_000,
  offlineMs: 5 * 60_000,
  unknownMs: 60_000,
  /** Keys due this soon ride along in a batch call, which keeps batches full and aligned. */
  batchWindowMs: 10_000,
} as const;

export interface KickChannelLiveOptions {
  /** Every key uses the app token by default (`app`); per-user tokens give one key per call. */
  tokenKeyOf?: (broadcasterUserId: string) => string;
  /** 20–60 s (docs/platforms/kick.md §4.3). */
  liveIntervalMs?: number;
}

/** Keys are Kick broadcaster user ids as decimal strings. */
export function kickChannelLiveResource(
  api: Pick<KickApi, 'channelsLive'>,
  options: KickChannelLiveOptions = {},
): PollResource<ChannelLive> {
  const liveMs = Math.min(60_000, Math.max(20_000, options.liveIntervalMs ?? KICK_POLL.liveMs));
  return {
    name: 'kick.channel-live',
    batchSize: KICK_CHANNELS_PER_CALL,
    batchWindowMs: KICK_POLL.batchWindowMs,
    maxConcurrent: 4,
    backoff: { baseMs: 10_000, maxMs: 60_000 },
    // Kick sends no Retry-After (docs/platforms/kick.md §3): wait a live interval, then back off.
    rateLimitedMs: 30_000,
    quotaPauseMs: 15 * 60_000,
    parkedRecheckMs: 60_000,
    tokenKey: options.tokenKeyOf ?? (() => 'app'),
    async fetch(keys, token, ctx) {
      let answer: Map<number, ChannelLive>;
      try {
        answer = await api.channelsLive(token, keys.map(Number), { signal: ctx.signal });
      } catch (error) {
        throw pollErrorFrom(error);
      }
      const result = new Map<string, ChannelLive>();
      for (const key of keys) {
        const live = answer.get(Number(key)) ?? { kind: 'missing' as const };
        if (live.kind === 'unknown') {
          ctx.warnOnce(
            'unknown-entry',
            { broadcasterUserId: key, detail: live.detail },
            'Kick answered a channel in a shape we do not know; showing it as unknown',
          );
        }
        result.set(key, live);
      }
      return result;
    },
    nextDelay: (value) =>
      value.kind === 'live'
        ? liveMs
        : value.kind === 'unknown'
          ? KICK_POLL.unknownMs
          : KICK_POLL.offlineMs,
  };
}
