import {
  DEFAULT_DISCORD_CARD_SETTINGS,
  type ChannelEvent,
  type ChannelEventKind,
  type Language,
} from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import type { DiscordClient } from '../../providers/discord/discord-client';
import { sendTestCard } from './card-test';
import { DiscordCardRepo } from './discord-card.repo';
import { discordCardRoutes } from './discord-card.routes';
import type { CardReading, CardStreamStats, Webhook } from './card-content';
import { DiscordCardService, type DiscordCardDeps } from './discord-card.service';

/** What the card reacts to: live and offline, and the follows and subs its recap counts. */
const CARD_EVENTS: ReadonlySet<ChannelEventKind> = new Set([
  'stream',
  'follow',
  'subscription',
  'gift',
]);

/** How often due card work is looked for (posts are made at once; this drives edits and recaps). */
export const CARD_TICK_MS = 10_000;

export interface DiscordLiveDeps {
  discord?: DiscordClient;
  webhookOf: (userId: string) => Promise<Webhook | null>;
  webhookDeleted: (userId: string, webhookId: string) => Promise<void>;
  /** The user's Kick channel name (its slug), or null when Kick is not connected. */
  channelName: (userId: string) => Promise<string | null>;
  reading: (userId: string) => Promise<CardReading | null>;
  /** The stats' stream a live event belongs to (the card follows their decision). */
  statsStream: DiscordCardDeps['statsStream'];
  /** The recap's numbers: the stats of the card's stream, by its id. */
  streamStats: (userId: string, statsStreamId: string | null) => Promise<CardStreamStats | null>;
  languageOf: (userId: string) => Promise<Language>;
}

export interface DiscordLiveHandle {
  /** Its consumer of 'kick.event' (stream and metadata changes move the card). */
  onKickEvent(event: ChannelEvent): Promise<void> | void;
  /** Does the card work that is due now (the scheduler does it every 10 s on one node). */
  tick(): Promise<number>;
  /** Resolves when the card work started by events has finished. */
  idle(): Promise<void>;
  statusOf: DiscordCardService['statusOf'];
}

declare module 'fastify' {
  interface FastifyInstance {
    discordLive: DiscordLiveHandle;
  }
}

/** The Discord go-live card (docs/discord.md): settings, test post, and the card's lifecycle. */
export function registerDiscordLive(ctx: FeatureContext, deps: DiscordLiveDeps): DiscordLiveHandle {
  const log = ctx.app.log.child({ feature: 'discord-live' });
  const repo = new DiscordCardRepo(ctx.db);
  const service = new DiscordCardService({
    repo,
    clock: ctx.clock,
    log,
    graceMs: ctx.config.DISCORD_CARD_GRACE_SECONDS * 1000,
    ...(deps.discord ? { discord: deps.discord } : {}),
    webhookOf: deps.webhookOf,
    webhookDeleted: deps.webhookDeleted,
    reading: deps.reading,
    statsStream: deps.statsStream,
    streamStats: deps.streamStats,
    languageOf: deps.languageOf,
  });

  /** Work started by events (the webhook answers fast; the post follows). */
  const running = new Set<Promise<void>>();
  // A consumer in the chat pipeline (discord-live.feature.ts).
  const onKickEvent = (event: ChannelEvent) => {
    // Chat is most of the traffic and means nothing to the card: it costs one set lookup.
    if (!CARD_EVENTS.has(event.kind)) return;
    const work = service
      .onEvent(event)
      .catch((error: unknown) => log.error({ err: error }, 'discord card: handling an event'))
      .finally(() => running.delete(work));
    running.add(work);
    return work;
  };
  // Connecting Discord is asking for stream notifications: the card goes on, pinging nobody, unless
  // the streamer already chose (a reconnect keeps a card they switched off).
  const unsubscribeConnected = ctx.bus.subscribe('connection.connected', (event) => {
    if (event.provider !== 'discord') return;
    const work = repo
      .saveSettingsIfNone(
        event.userId,
        { ...DEFAULT_DISCORD_CARD_SETTINGS, enabled: true, mention: 'none', roleId: null },
        new Date(ctx.clock.now()),
      )
      .catch((error: unknown) => log.error({ err: error }, 'discord card: turning it on'))
      .finally(() => running.delete(work));
    running.add(work);
    return work;
  });
  const idle = async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };

  discordCardRoutes(ctx.app, {
    repo,
    service,
    limiter: ctx.limiter,
    now: () => ctx.clock.now(),
    graceSeconds: ctx.config.DISCORD_CARD_GRACE_SECONDS,
    sendTest: (userId, settings) =>
      sendTestCard(
        {
          clock: ctx.clock,
          ...(deps.discord ? { discord: deps.discord } : {}),
          webhookOf: deps.webhookOf,
          webhookDeleted: deps.webhookDeleted,
          channelName: deps.channelName,
          reading: deps.reading,
          languageOf: deps.languageOf,
        },
        userId,
        settings,
      ),
  });

  ctx.app.addHook('onClose', async () => {
    unsubscribeConnected();
    await idle();
  });

  const handle: DiscordLiveHandle = {
    onKickEvent,
    tick: () => service.tick(),
    idle,
    statusOf: (userId) => service.statusOf(userId),
  };
  ctx.app.decorate('discordLive', handle);
  return handle;
}
