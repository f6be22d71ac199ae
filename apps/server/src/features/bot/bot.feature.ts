import { defineFeature } from '../../platform/features/feature';
import { RedisChatters } from '../../platform/redis/redis-chatters';
import { RedisCooldowns } from '../../platform/redis/redis-cooldowns';
import { botArea } from './bot.area';
import { ChangeLog } from './changes/change-log';
import { COUNTER_FLUSH_MS, HOUSEKEEPING_MS, registerBot, type BotServices } from './bot.module';
import { TIMER_TICK_MS } from './timers/timer-runner';

declare module '../../platform/features/feature' {
  interface Services {
    bot: BotServices;
  }
}

/**
 * The chat bot (docs/bot.md): commands (its own built-ins, the channel's, and every feature's
 * from the command registry), timed messages, chat alerts and greetings, the status page.
 */
export const botFeature = defineFeature({
  name: 'bot',
  needs: ['chat', 'live-stats', 'kick-events', 'discord-live', 'widget-states', 'realtime'],
  register(ctx, use) {
    const kickEvents = use('kick-events');
    const discordLive = use('discord-live');
    const realtime = use('realtime');
    const redis = ctx.redis;
    // What people change through Kyo in the other features (their channel routes' `changed`):
    // into the same change log as the bot's own changes, with who made it.
    const changeLog = new ChangeLog(ctx.db);
    ctx.bus.subscribe('bot.change', (change) =>
      changeLog
        .record(ctx.db, {
          ownerId: change.ownerId,
          actor: { kind: 'account', userId: change.userId },
          action: change.action,
          subject: change.subject,
          at: new Date(change.at),
        })
        .catch((error: unknown) =>
          ctx.app.log.warn({ err: error, userId: change.ownerId }, 'bot: recording a change'),
        ),
    );
    return registerBot(ctx, {
      chat: use('chat'),
      live: use('live-stats'),
      leaderboards: use('widget-states').states,
      ...(ctx.providers.kick ? { kickApi: ctx.providers.kick.api } : {}),
      subscriptionsOf: (userId) => kickEvents.subscriptionsOf(userId),
      discordCardOf: (userId) => discordLive.statusOf(userId),
      // !scene: a Kyo display in OBS switches it.
      switchScene: (ownerId, scene) => realtime.obs.switchScene(ownerId, scene),
      ...(redis
        ? {
            sharedChatters: new RedisChatters(redis.client),
            sharedCooldowns: new RedisCooldowns(redis.client),
          }
        : {}),
    });
  },
  stage: { consumer: (bot) => ({ onEvent: (event) => bot.onEvent(event) }) },
  api: (bot) => botArea(bot.routes),
  events: { consumes: ['kick.invalid', 'connection.needs_reconnect', 'bot.change'] },
  jobs: [
    {
      name: 'bot-timers',
      everyMs: TIMER_TICK_MS,
      scope: 'one-node',
      run: async (bot) => void (await bot.handle.runTimers()),
    },
    {
      name: 'bot-counters',
      everyMs: COUNTER_FLUSH_MS,
      scope: 'every-node',
      decidedBy:
        'each node adds what it counted to the channel rows (additive updates); follows and chatters by upsert',
      run: (bot) => bot.handle.flushCounters(),
    },
    {
      name: 'bot-housekeeping',
      everyMs: HOUSEKEEPING_MS,
      scope: 'one-node',
      run: (bot) => bot.handle.housekeeping(),
    },
  ],
  shared: {
    redis: [
      'kyo:chatters:<owner> (a sorted set): the active chatters every node saw, for {chatters} and !voteskip',
      'kyo:cd:<key>: the end of a built-in command’s cooldown (the games’ shows too), one for every node',
    ],
    database: [
      'bot_timers.next_run_at: each due time of a timed message is claimed by one compare-and-set, even while two nodes hold the lease',
      'bot_channel_state.last_timer_at: the channel’s 30 s gap between two timer messages, one compare-and-set; it also decides a run out of turn (the live cockpit’s "run now"): one post per gap, whichever node or click',
      'bot_command_user_cooldowns and the command row: a custom command’s cooldowns and {count} are claimed in the database',
    ],
  },
});
