import { defineFeature } from '../../platform/features/feature';
import { RedisCooldowns } from '../../platform/redis/redis-cooldowns';
import {
  COUNTS_FLUSH_MS,
  HOUSEKEEPING_MS,
  registerGames,
  TICK_MS,
  type GamesHandle,
} from './games.module';

declare module '../../platform/features/feature' {
  interface Services {
    games: GamesHandle;
  }
}

/**
 * The viewer games (docs/bot.md): counters (`!deaths +`), quotes, giveaways with a fair, recorded
 * draw, and chat polls; they speak through the bot and show on the Counter, Giveaway and Poll
 * widgets.
 */
export const gamesFeature = defineFeature({
  name: 'games',
  needs: ['bot', 'live-stats', 'widget-states'],
  register(ctx, use) {
    const bot = use('bot');
    const live = use('live-stats');
    const games = registerGames(ctx, {
      // Queued in the bot's channel queue, not waited for: a slow Kick never holds up a page.
      say: async (userId, key, text) => void bot.say(userId, key, text, 'game'),
      followOf: (userId, viewerId) => bot.followOf(userId, viewerId),
      commandTaken: (userId, name) => bot.commandTaken(userId, name),
      categoryOf: async (userId) => {
        const channel = await ctx.accounts.kickChannelOfUser(userId);
        if (!channel) return null;
        return (await live.channel(userId, channel.broadcasterUserId, 60_000))?.category ?? null;
      },
      languageOf: (userId) => ctx.accounts.languageOf(userId),
      accountName: (userId) => ctx.accounts.nameOf(userId),
      ...(ctx.deps.gamesRandom ? { random: ctx.deps.gamesRandom } : {}),
      ...(ctx.redis ? { sharedCooldowns: new RedisCooldowns(ctx.redis.client) } : {}),
    });
    // Not polled: their values are sent again to an overlay that connects.
    use('widget-states').provideLive('games', { replay: (ownerId) => games.replay(ownerId) });
    return games;
  },
  // Every line counts for "messages this stream" (a giveaway's rule may ask it later): no switch.
  stage: {
    kinds: ['chat', 'stream', 'ban'],
    consumer: (games) => ({ onEvent: (event) => games.onKickEvent(event) }),
  },
  commands: (games) => ({
    // A counter's name (`!deaths +`) and `!quote`, `!vote`: the games' own triggers.
    dynamic: (line) =>
      line.eventId
        ? games.chat.command({
            ownerId: line.ownerId,
            eventId: line.eventId,
            trigger: line.trigger,
            args: line.args,
            rest: line.rest,
            sender: line.sender,
          })
        : Promise.resolve(undefined),
    counter: (ownerId, name) => games.chat.counterValue(ownerId, name),
    listed: (ownerId) => games.chat.listed(ownerId),
    // A giveaway's keyword typed by the whole chat is entering, not a copy-paste raid.
    entryLine: (ownerId, text) => games.isEntryKeyword(ownerId, text),
  }),
  jobs: [
    {
      name: 'games-ticks',
      everyMs: TICK_MS,
      scope: 'one-node',
      run: (games) => games.tick(),
    },
    {
      name: 'games-chat-counts',
      everyMs: COUNTS_FLUSH_MS,
      scope: 'every-node',
      decidedBy: 'each node adds the messages it counted (additive upserts)',
      run: (games) => games.flushCounts(),
    },
    {
      name: 'games-housekeeping',
      everyMs: HOUSEKEEPING_MS,
      scope: 'one-node',
      run: (games) => games.housekeeping(),
    },
  ],
  shared: {
    redis: ['kyo:games (pub/sub): a game’s change reaches every node’s overlays and caches'],
    database: [
      'game_counter_ops: a counter change is made once per key (the chat line, the redemption)',
      'game_giveaway_entries and draws: one entry per viewer, each draw a compare-and-set on draw_count',
      'game_poll_votes: one vote per viewer',
    ],
  },
});
