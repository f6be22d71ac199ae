import { apiShoutoutEventOf, type WidgetEvent, type Shoutout } from '@kyo/contracts';
import { defineFeature } from '../../platform/features/feature';
import type { FeatureContext } from '../../feature-context';
import type { ChatCommand } from '../../platform/features/chat-commands';
import { lookupChannel } from './kick-lookup';
import { shoutoutChatCommands } from './shoutouts.commands';
import { ShoutoutsRepo } from './shoutouts.repo';
import { shoutoutRoutes, shoutoutsArea } from './shoutouts.routes';
import { ShoutoutService } from './shoutouts.service';

declare module '../../platform/features/feature' {
  interface Services {
    shoutouts: ShoutoutsHandle;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shoutouts' handle (tests reach a node's service through it). */
    shoutouts: ShoutoutsHandle;
  }
}

export interface ShoutoutsHandle {
  service: ShoutoutService;
  commands: ChatCommand[];
  /** A chat line (the auto list): started, not awaited. */
  onChat(ownerId: string, chatter: string | null): void;
  nameOf(userId: string): Promise<string>;
  /** Resolves when every auto-list shoutout started so far has finished (tests). */
  idle(): Promise<void>;
}

async function channelOf(ctx: FeatureContext, ownerId: string) {
  const kick = await ctx.accounts.kickChannelOfUser(ownerId);
  if (kick)
    return { id: ownerId, username: kick.username, broadcaster_user_id: kick.broadcasterUserId };
  return { id: ownerId, username: null, broadcaster_user_id: null };
}

/** The Shoutout widget's card for a shoutout. */
export function shoutoutCard(shoutout: Shoutout): WidgetEvent {
  const t = shoutout.target;
  return {
    kind: 'shoutout',
    slug: t.slug,
    avatarUrl: t.avatarUrl,
    bannerUrl: t.bannerUrl,
    category: t.category,
    title: t.title,
    live: t.live,
    url: t.url,
    ref: `shoutout:${shoutout.id}`,
    at: Date.parse(shoutout.at),
  };
}

/**
 * Shoutouts (docs/shoutouts-markers.md): `!so @channel` from moderators, the page and the API;
 * the Shoutout widget's card; the auto list on a listed channel's first line of a stream.
 */
export const shoutoutsFeature = defineFeature({
  name: 'shoutouts',
  needs: ['bot', 'realtime'],
  register(ctx, use) {
    const bot = use('bot');
    const realtime = use('realtime');
    const log = ctx.app.log.child({ feature: 'shoutouts' });
    const pending = new Set<Promise<unknown>>();
    const track = (run: Promise<unknown>) => {
      const tracked = run.finally(() => pending.delete(tracked));
      pending.add(tracked);
    };
    const kick = ctx.config.providers.kick;
    const service = new ShoutoutService({
      repo: new ShoutoutsRepo(ctx.db),
      clock: ctx.clock,
      lookup: (ownerId, slug) =>
        lookupChannel(
          {
            apiUrl: kick?.apiUrl ?? null,
            http: ctx.providers.http,
            withToken: (owner, call) => ctx.connections.withAccessToken(owner, 'kick', call),
            kickStatus: (owner) => ctx.accounts.kickStatus(owner),
          },
          ownerId,
          slug,
        ),
      announce(ownerId, shoutout) {
        // Every node's Shoutout displays of the owner (the realtime cluster channel).
        realtime.publishToUser(ownerId, shoutoutCard(shoutout));
        void channelOf(ctx, ownerId)
          .then((channel) => ctx.bus.publish('api.event', apiShoutoutEventOf(shoutout, channel)))
          .catch((error: unknown) => log.warn({ err: error }, 'shoutouts: the API event failed'));
      },
      say(ownerId, key, line) {
        track(
          ctx.accounts
            .languageOf(ownerId)
            .then((language) => bot.say(ownerId, key, line(language)))
            .catch((error: unknown) => log.warn({ err: error }, 'shoutouts: a line failed')),
        );
      },
    });
    const nameOf = (userId: string) => ctx.accounts.nameOf(userId);
    shoutoutRoutes(ctx.app, service, ctx.limiter, nameOf);
    const handle: ShoutoutsHandle = {
      nameOf,
      service,
      commands: shoutoutChatCommands({
        service,
        languageOf: (ownerId) => ctx.accounts.languageOf(ownerId),
      }),
      async idle() {
        while (pending.size > 0) await Promise.all(pending);
      },
      onChat(ownerId, chatter) {
        track(
          service
            .onChat(ownerId, chatter)
            .catch((error: unknown) =>
              log.error({ err: error }, 'shoutouts: the auto list failed'),
            ),
        );
      },
    };
    ctx.app.decorate('shoutouts', handle);
    return handle;
  },
  // A chatter's line: the auto list (kept in memory per channel, read again every 30 s).
  stage: {
    kinds: ['chat'],
    consumer: (shoutouts) => ({
      onEvent: (event) => {
        if (event.kind === 'chat') shoutouts.onChat(event.ownerId, event.sender.name);
      },
    }),
  },
  commands: (shoutouts) => ({ commands: shoutouts.commands }),
  api: (shoutouts) => shoutoutsArea(shoutouts.service, (userId) => shoutouts.nameOf(userId)),
  events: { publishes: ['api.event'] },
  shared: {
    database: [
      'shoutout_cooldowns (user_id, target): one conditional upsert claims a target until its cooldown ends, on any node',
      'shoutout_auto_claims (user_id, stream_key, target): the auto list shouts a channel out once per stream',
    ],
  },
});
