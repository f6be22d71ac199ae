import { defineFeature } from '../../platform/features/feature';
import { CARD_TICK_MS, registerDiscordLive, type DiscordLiveHandle } from './discord-live.module';

declare module '../../platform/features/feature' {
  interface Services {
    'discord-live': DiscordLiveHandle & RecapMomentsPoint;
  }
}

/** Where a later feature (markers) gives the recap its stream's moments as chapter lines. */
export interface RecapMomentsPoint {
  provideRecapMoments(moments: (userId: string, statsStreamId: string) => Promise<string[]>): void;
}

/**
 * The Discord go-live card (docs/discord.md): posted through the streamer's webhook when the
 * stream starts, edited as it goes, and turned into a recap with the stream stats' numbers.
 */
export const discordLiveFeature = defineFeature({
  name: 'discord-live',
  needs: ['live-stats', 'stats'],
  register(ctx, use) {
    const live = use('live-stats');
    const stats = use('stats');
    const { connections, accounts } = ctx;
    let recapMoments: ((userId: string, statsStreamId: string) => Promise<string[]>) | undefined;
    const handle = registerDiscordLive(ctx, {
      ...(ctx.providers.discord ? { discord: ctx.providers.discord } : {}),
      webhookOf: async (userId) => {
        const row = await connections.find(userId, 'discord');
        if (!row || row.status !== 'connected' || !row.webhookId) return null;
        const token = connections.openSecret(row, 'webhook');
        return token ? { id: row.webhookId, token } : null;
      },
      webhookDeleted: async (userId, webhookId) => {
        const row = await connections.find(userId, 'discord');
        if (row?.webhookId === webhookId && row.status === 'connected')
          await connections.markNeedsReconnect(row, 'revoked', 'The Discord webhook was deleted');
      },
      channelName: async (userId) => (await accounts.kickChannelOfUser(userId))?.username ?? null,
      reading: async (userId) => {
        const channel = await accounts.kickChannelOfUser(userId);
        if (!channel) return null;
        const reading = await live.channel(userId, channel.broadcasterUserId, 30_000);
        return reading
          ? {
              live: reading.live,
              title: reading.title,
              category: reading.category,
              viewers: reading.viewers,
              thumbnail: reading.thumbnail ?? null,
              startedAt: reading.startedAt,
            }
          : null;
      },
      // The stats decide which stream a live event is (the card resumes only that one).
      statsStream: (event) =>
        stats.streamFor({
          ownerId: event.ownerId,
          broadcasterUserId: event.broadcasterUserId,
          startedAt: event.startedAt,
          at: event.at,
          title: event.title,
          category: null,
        }),
      // The recap's numbers are the stats of the card's stream, read by its id (its page's
      // numbers); the viewer samples when the card knows no stats stream.
      streamStats: async (userId, statsStreamId) => {
        const n = statsStreamId ? await stats.recapOf(userId, statsStreamId) : null;
        if (!n) return live.streamStats(userId);
        return {
          durationSeconds: n.durationSeconds,
          peak: n.peakViewers,
          average: n.averageViewers,
          follows: n.follows,
          subs: n.subs,
          gifts: n.giftedSubs,
          chatters: n.chatters,
          messages: n.messages,
          kicks: n.kicks,
          moments:
            recapMoments && statsStreamId
              ? await recapMoments(userId, statsStreamId).catch((): string[] => [])
              : [],
        };
      },
      languageOf: (userId) => accounts.languageOf(userId),
    });
    return Object.assign(handle, {
      provideRecapMoments: (moments: typeof recapMoments) => void (recapMoments = moments),
    });
  },
  stage: { consumer: (card) => ({ onEvent: (event) => card.onKickEvent(event) }) },
  jobs: [
    {
      name: 'discord-cards',
      everyMs: CARD_TICK_MS,
      scope: 'one-node',
      run: async (card) => void (await card.tick()),
    },
  ],
  shared: {
    database: [
      'discord_cards: one card per stream; each post, edit and recap is claimed on its row before Discord is called',
    ],
  },
});
