import { defineFeature } from '../../platform/features/feature';
import { statsArea } from './stats.area';
import { registerStats, STATS_FLUSH_MS, type StatsHandle } from './stats.module';

declare module '../../platform/features/feature' {
  interface Services {
    stats: StatsHandle;
  }
}

/** Each redemption counts once, in the outcome it ends in (announced once per state it settles in). */
const COUNTED_REDEMPTIONS = new Set(['accepted', 'rejected', 'done', 'failed', 'external']);

/**
 * Stream stats (docs/stats.md): every live stream per minute (chat, chatters, follows, subs,
 * gifts, Kicks, viewers, the bot's messages, moderation and redemptions), its recap and the API.
 */
export const statsFeature = defineFeature({
  name: 'stats',
  needs: ['live-stats', 'chat'],
  register(ctx, use) {
    const live = use('live-stats');
    const chat = use('chat');
    const samples = ctx.emulator?.samples ?? ctx.deps.samples;
    const stats = registerStats(ctx, {
      // Chat in a channel no stream is known for: the live poller is asked, then keeps it polled.
      watchChannel: (userId, broadcaster, maxAgeMs) =>
        void live
          .channel(userId, broadcaster, maxAgeMs)
          .catch((error: unknown) =>
            ctx.app.log.warn({ err: error, userId }, 'stats: asking for the channel'),
          ),
      // The bot's echo is not the streamer's chat line (KICK_CHAT_SENDER=user).
      botLine: (line) => chat.own.check(line),
      ...(samples ? { sampleOf: (broadcaster: number) => samples.playback(broadcaster) } : {}),
    });
    live.onReading((reading) => stats.reading(reading));
    chat.listen({ sent: (channel, messageId, at) => stats.botSent(channel, messageId, at) });
    ctx.bus.subscribe('reward.redemption', async (event) => {
      if (!COUNTED_REDEMPTIONS.has(event.state)) return;
      const channel = await ctx.accounts.kickChannelOfUser(event.ownerId).catch(() => null);
      if (channel) stats.redemption(event.ownerId, channel.broadcasterUserId, event.at);
    });
    return stats;
  },
  // Every channel's stream is recorded (decision 020): no channel switch, only the kinds it counts.
  stage: {
    kinds: ['chat', 'follow', 'subscription', 'gift', 'kicks', 'stream', 'metadata'],
    consumer: (stats) => ({ onEvent: (event) => stats.onKickEvent(event) }),
  },
  api: (stats) =>
    statsArea({
      list: (owner, query) => stats.service.list(owner, query),
      trends: (owner, days) => stats.service.trends(owner, days),
      recap: (owner, id) => stats.service.recap(owner, id),
    }),
  events: {
    publishes: ['stream.recap'],
    consumes: ['moderation.action', 'reward.redemption'],
  },
  jobs: [
    {
      name: 'stats-flush',
      everyMs: STATS_FLUSH_MS,
      scope: 'every-node',
      decidedBy:
        'each node adds its own counts to the minute rows (additive upserts); the stream a channel is in is claimed in the database',
      run: (stats) => stats.flush(),
    },
    {
      name: 'stats-prune',
      everyMs: 3_600_000,
      scope: 'one-node',
      run: (stats) => stats.prune(),
    },
  ],
  shared: {
    redis: [
      'kyo:stats (pub/sub): a stream that ended asks every node to flush its counts before the recap',
    ],
  },
});
