import { z } from 'zod';
import {
  actorName,
  formatMessage,
  widgetEventSchema,
  type ChannelEvent,
  type Language,
} from '@kyo/contracts';
import { defineFeature } from '../../platform/features/feature';
import type { ChatCommand } from '../../platform/features/chat-commands';
import type { FeatureContext } from '../../feature-context';
import { subathonChatCommands } from './subathon.commands';
import { SubathonRepo } from './subathon.repo';
import { subathonArea, subathonRoutes } from './subathon.routes';
import { SubathonService, widgetEventOf } from './subathon.service';

/** How often running timers are checked for their end (the end line comes within this). */
export const SUBATHON_TICK_MS = 1_000;

declare module '../../platform/features/feature' {
  interface Services {
    subathon: SubathonHandle;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The subathon's handle (tests reach a node's timer through it). */
    subathon: SubathonHandle;
  }
}

export interface SubathonHandle {
  service: SubathonService;
  commands: ChatCommand[];
  onKickEvent(event: ChannelEvent): Promise<void>;
  languageOf(ownerId: string): Promise<Language>;
  nameOf(userId: string): Promise<string>;
}

const heardSchema = z.object({ ownerId: z.string(), event: widgetEventSchema });

async function channelOf(ctx: FeatureContext, ownerId: string) {
  const kick = await ctx.accounts.kickChannelOfUser(ownerId);
  if (kick)
    return { id: ownerId, username: kick.username, broadcaster_user_id: kick.broadcasterUserId };
  return { id: ownerId, username: null, broadcaster_user_id: null };
}

/**
 * The subathon timer (docs/subathon.md): follows, subs, gifted subs, Kicks, channel-point
 * rewards and store purchases push its end, as the channel's rules say; the streamer and the
 * moderators start, pause, resume, add and subtract on /live, by chat and through the API.
 */
export const subathonFeature = defineFeature({
  name: 'subathon',
  needs: ['bot', 'widget-states'],
  register(ctx, use) {
    const bot = use('bot');
    const cluster = ctx.clusterChannel?.('subathon');
    const service = new SubathonService({
      repo: new SubathonRepo(ctx.db),
      clock: ctx.clock,
      publishWidget(ownerId, event) {
        ctx.bus.publish('live.event', { ownerId, event });
        cluster?.publish({ ownerId, event });
      },
      publishApi: (event) => ctx.bus.publish('api.event', event),
      channelOf: (ownerId) => channelOf(ctx, ownerId),
      say(ownerId, key, template, values) {
        void ctx.accounts
          .languageOf(ownerId)
          .then((language) => bot.say(ownerId, key, formatMessage(template, values, language)))
          .catch((error: unknown) => ctx.app.log.warn({ err: error }, 'subathon: a line failed'));
      },
    });
    // Another node's change reaches this node's overlays.
    void cluster
      ?.listen(
        (raw) => {
          const heard = heardSchema.safeParse(raw);
          if (heard.success) ctx.bus.publish('live.event', heard.data);
        },
        () => undefined,
      )
      .catch((error: unknown) => ctx.app.log.warn({ err: error }, 'subathon: listen failed'));
    use('widget-states').provideLive('subathon', {
      async replay(ownerId) {
        const state = await service.state(ownerId);
        if (state.version === 0) return;
        ctx.bus.publish('live.event', { ownerId, event: widgetEventOf(state, null) });
      },
    });
    subathonRoutes(ctx.app, service, (userId) => ctx.accounts.nameOf(userId));

    const failed = (error: unknown) =>
      ctx.app.log.error({ err: error }, 'subathon: adding an event failed');
    // Kyo's channel-point rewards (accepted or done: once per redemption) and store purchases.
    const stops = [
      ctx.bus.subscribe('reward.redemption', (r) => {
        if (r.state !== 'accepted' && r.state !== 'done') return;
        void service
          .onEvent(
            r.ownerId,
            { kind: 'reward', title: r.reward.title },
            `redemption:${r.redemptionId}`,
            r.viewer.name,
            r.at,
          )
          .catch(failed);
      }),
      ctx.bus.subscribe('points.purchase', (p) => {
        if (p.status !== 'done') return;
        void service
          .onEvent(
            p.ownerId,
            { kind: 'store', item: p.item.name },
            `purchase:${p.purchaseId}`,
            p.viewer.name,
            p.at,
          )
          .catch(failed);
      }),
    ];
    ctx.app.addHook('onClose', async () => stops.forEach((stop) => stop()));

    const handle: SubathonHandle = {
      service,
      commands: subathonChatCommands({
        service,
        languageOf: (ownerId) => ctx.accounts.languageOf(ownerId),
      }),
      languageOf: (ownerId) => ctx.accounts.languageOf(ownerId),
      nameOf: (userId) => ctx.accounts.nameOf(userId),
      async onKickEvent(event) {
        switch (event.kind) {
          case 'follow':
            if (event.follower.id === null) return;
            return service.onEvent(
              event.ownerId,
              { kind: 'follow' },
              // Once per follower and run: unfollowing and following again adds nothing.
              `follow:${(await service.runId(event.ownerId)) ?? 'none'}:${event.follower.id}`,
              actorName(event.follower),
              event.at,
            );
          case 'subscription':
            return service.onEvent(
              event.ownerId,
              { kind: 'sub', renewal: event.renewal },
              `sub:${event.id}`,
              actorName(event.subscriber),
              event.at,
            );
          case 'gift':
            return service.onEvent(
              event.ownerId,
              { kind: 'gift', count: event.giftees.length },
              `gift:${event.id}`,
              actorName(event.gifter),
              event.at,
            );
          case 'kicks':
            return service.onEvent(
              event.ownerId,
              { kind: 'kicks', amount: event.amount },
              `kicks:${event.id}`,
              actorName(event.sender),
              event.at,
            );
          default:
            return;
        }
      },
    };
    ctx.app.decorate('subathon', handle);
    return handle;
  },
  stage: {
    kinds: ['follow', 'subscription', 'gift', 'kicks'],
    consumer: (subathon) => ({ onEvent: (event) => subathon.onKickEvent(event) }),
  },
  commands: (subathon) => ({ commands: subathon.commands }),
  api: (subathon) => subathonArea(subathon.service, (userId) => subathon.nameOf(userId)),
  events: {
    publishes: ['live.event', 'api.event'],
    consumes: ['reward.redemption', 'points.purchase'],
  },
  jobs: [
    {
      name: 'subathon-end',
      everyMs: SUBATHON_TICK_MS,
      scope: 'one-node',
      run: async (subathon) => void (await subathon.service.expire()),
    },
  ],
  shared: {
    redis: ['kyo:subathon (pub/sub): a timer’s change reaches every node’s overlays'],
    database: [
      'subathons: each change one transaction on the channel’s locked row (version + 1); the end a conditional UPDATE (status running, ends_at passed)',
      'subathon_adds: primary key (user_id, key): each event, redemption, purchase or chat line adds once',
    ],
  },
});
