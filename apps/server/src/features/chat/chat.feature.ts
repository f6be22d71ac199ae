import { defineFeature } from '../../platform/features/feature';
import { ChannelRateLimiter } from '../../platform/token-bucket';
import { RedisTokenBucket } from '../../platform/redis/redis-token-bucket';
import type { ChatPort, ChatSendListener } from '../../ports';
import { ChannelDirectory } from './channels';
import { ChatSender } from './chat-sender';
import { OutboxRepo } from './outbox.repo';
import { OwnLines } from './own-lines';
import { SelfMessages } from './self-messages';

declare module '../../platform/features/feature' {
  interface Services {
    chat: ChatPort;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat feature (tests drive its housekeeping by hand). */
    chat: ChatPort;
  }
}

const DAY = 86_400_000;
/** A send still pending this long was cut off by a stop: it is failed, its channel told. */
const INTERRUPTED_MS = 5 * 60_000;

/**
 * Posting in Kick chat, for every feature that speaks (docs/bot.md, "Sending"): each message goes
 * through the outbox under its idempotency key (a second attempt for the same action stops there),
 * split to Kick's 500 characters, paced per channel (one pace shared by every node), retried on
 * 429/5xx, and recognised when Kick delivers it back (never answered, never counted as a chatter).
 */
export const chatFeature = defineFeature({
  name: 'chat',
  needs: [],
  register(ctx) {
    const { clock, config } = ctx;
    const outbox = new OutboxRepo(ctx.db);
    const self = new SelfMessages(config.KICK_CHAT_SENDER);
    const listeners: ChatSendListener[] = [];
    const channels = new ChannelDirectory(ctx.accounts, clock);
    const sender = new ChatSender({
      outbox,
      kickApi: ctx.providers.kick?.api,
      links: ctx.accounts,
      senderType: config.KICK_CHAT_SENDER,
      limiter: new ChannelRateLimiter(
        config.BOT_CHAT_RATE_PER_SECOND,
        config.BOT_CHAT_BURST,
        undefined,
        ctx.redis ? new RedisTokenBucket(ctx.redis.client) : undefined,
        (error) =>
          ctx.app.log.warn({ err: error }, 'bot pacing: Redis unavailable, pacing on this node'),
      ),
      clock,
      self,
      listeners,
      onBackgroundError: (error) =>
        ctx.app.log.warn({ err: error }, 'bot bookkeeping write failed'),
      alone: !ctx.clusterChannel,
    });
    const own = new OwnLines({
      self,
      written: (userId, content) => sender.written(userId, content),
      consumeEcho: (userId, content, since, now) => outbox.consumeEcho(userId, content, since, now),
      clock,
    });
    const chat: ChatPort = {
      send: (message) => sender.send(message),
      deliver: (message) => sender.deliver(message),
      channelOf: (ownerId) => channels.ofUser(ownerId),
      own: {
        inMemory: (line) => own.inMemory(line),
        check: (line) => own.check(line),
        fromOutbox: (line) => own.fromOutbox(line),
        needsOutboxCheck: (line) => self.needsOutboxCheck(line),
        idle: () => own.idle(),
      },
      recent: (userId, limit) => outbox.recent(userId, limit),
      listen: (listener) => void listeners.push(listener),
      idle: async () => {
        await sender.idle();
        await own.idle();
      },
      async housekeeping() {
        const now = clock.now();
        for (const row of await outbox.failInterrupted(new Date(now - INTERRUPTED_MS)))
          for (const listener of listeners)
            await listener.failed?.(row.userId, 1, row.error ?? 'A message was interrupted');
        await outbox.prune(new Date(now - 7 * DAY));
      },
    };
    ctx.app.decorate('chat', chat);
    return chat;
  },
  jobs: [
    {
      name: 'chat-housekeeping',
      everyMs: 5 * 60_000,
      scope: 'one-node',
      run: (chat) => chat.housekeeping(),
    },
  ],
  shared: {
    redis: [
      "kyo:tb:chat:<broadcaster> (a token bucket): the bot's chat pace per channel, one for every node",
    ],
    database: [
      'bot_outbox_key_unique: a message is posted once per idempotency key, whichever node tries',
      "bot_outbox.echoed_at: the bot's echo is recognised once, whichever node hears it",
    ],
  },
});
