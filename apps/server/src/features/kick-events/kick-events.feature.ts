import { defineFeature } from '../../platform/features/feature';
import { TtlCache } from '../../platform/ttl-cache';
import { KickEventsRepo } from './kick-events.repo';
import { kickEventsRoutes } from './kick-events.routes';
import { DEDUPE_RETENTION_MS, MessageDedupe } from './message-dedupe';
import { KickPublicKey } from './public-key';
import {
  KickSubscriptionsService,
  type SubscriptionsReport,
  WATCHDOG_INTERVAL_MS,
} from './subscriptions.service';
import { WebhookIngest } from './webhook-ingest';
import { webhookRoutes } from './webhook.routes';

/** How long a channel's owner is trusted; a miss shorter, as a channel may connect any moment. */
const OWNER_TTL_MS = 60_000;
const NO_OWNER_TTL_MS = 5_000;

/** How long a webhook waits for others to share its dedupe insert (bench/bot/README.md). */
const DEDUPE_LINGER_MS = 2;

/** What other features get and what tests drive by hand. */
export interface KickEventsHandle {
  /** The last known subscription states of a user's channel, with when they were checked. */
  subscriptionsOf(userId: string): Promise<SubscriptionsReport>;
  /** The watchdog's run: re-check and resubscribe channels not checked for an interval. */
  recheckSubscriptions(): Promise<{ checked: number; failed: number }>;
  /** Forgets webhook message ids older than a day and an hour (`DEDUPE_RETENTION_MS`). */
  pruneMessageIds(): Promise<number>;
  ingestStats(): WebhookIngest['stats'];
  /**
   * How many events each stage of the chat pipeline was handed on this node (what the stages'
   * kinds and switches spared shows here: tests, the benchmark).
   */
  pipelineHanded(): Record<string, number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    kickEvents: KickEventsHandle;
  }
}

declare module '../../platform/features/feature' {
  interface Services {
    'kick-events': KickEventsHandle;
  }
}

/**
 * Kick events in: the signed webhook (verified, deduplicated, handed to the chat pipeline, which
 * screens chat lines and publishes on the bus as 'kick.event' for the consumers) and the event
 * subscriptions that make Kick send them, kept alive by a watchdog.
 */
export const kickEventsFeature = defineFeature({
  name: 'kick-events',
  needs: [],
  async register(ctx) {
    const repo = new KickEventsRepo(ctx.db);
    const api = ctx.providers.kick?.api;
    // Every webhook asks whose channel it is; the answer changes only when someone (dis)connects.
    const owners = new TtlCache<number, { userId: string; username: string } | null>(
      ctx.clock,
      (owner) => (owner ? OWNER_TTL_MS : NO_OWNER_TTL_MS),
    );
    // Whose channel a broadcaster is changes when a Kick connection is made or removed: every
    // node forgets what it had cached at once (the others hear it on the cluster channel).
    const cluster = ctx.clusterChannel?.('channel-owners');
    const forgetOwners = (event: { provider: string }) => {
      if (event.provider !== 'kick') return;
      owners.clear();
      cluster?.publish({ kind: 'owners-changed' });
    };
    const stopOwners = [
      ctx.bus.subscribe('connection.connected', forgetOwners),
      ctx.bus.subscribe('connection.removed', forgetOwners),
    ];
    if (cluster) {
      await cluster.listen(
        () => owners.clear(),
        () => owners.clear(),
      );
    }
    ctx.app.addHook('onClose', async () => {
      stopOwners.forEach((stop) => stop());
      await cluster?.close();
    });
    // One node alone (no Redis) decides duplicates from memory and writes the ids behind.
    const dedupe = new MessageDedupe(repo, {
      lingerMs: DEDUPE_LINGER_MS,
      alone: !ctx.clusterChannel,
    });
    await dedupe.load(ctx.clock.now());
    ctx.app.addHook('onClose', () => dedupe.idle());
    const ingest = new WebhookIngest({
      ownerOf: (id) =>
        owners.get(id, async () => {
          const channel = await ctx.accounts.kickChannelOfBroadcaster(id);
          return channel ? { userId: channel.userId, username: channel.username } : null;
        }),
      publicKey: api ? new KickPublicKey(() => api.publicKey(), ctx.clock) : null,
      dedupe,
      clock: ctx.clock,
      // Every verified event enters the chat pipeline (sealed once every feature is registered).
      publish: (event) => ctx.pipeline.enter(event),
      onInvalid: (payload) => ctx.bus.publish('kick.invalid', payload),
      log: ctx.app.log,
    });
    webhookRoutes(ctx.app, ingest);

    const subscriptions = new KickSubscriptionsService(
      api,
      {
        broadcasterOf: async (userId) =>
          (await ctx.connections.find(userId, 'kick'))?.providerAccountId ?? null,
        tokenOf: (userId) => ctx.connections.accessToken(userId, 'kick'),
      },
      repo,
      ctx.clock,
    );
    kickEventsRoutes(ctx.app, { subscriptions });

    const handle: KickEventsHandle = {
      subscriptionsOf: (userId) => subscriptions.report(userId),
      recheckSubscriptions: () => subscriptions.recheckDue(),
      pruneMessageIds: () => repo.pruneMessages(new Date(ctx.clock.now() - DEDUPE_RETENTION_MS)),
      ingestStats: () => ({ ...ingest.stats }),
      pipelineHanded: () => ctx.pipeline.handed(),
    };
    ctx.app.decorate('kickEvents', handle);
    return handle;
  },
  jobs: [
    {
      name: 'kick-subscriptions-watchdog',
      everyMs: WATCHDOG_INTERVAL_MS,
      scope: 'one-node',
      async run(handle, ctx) {
        const result = await handle.recheckSubscriptions();
        if (result.failed > 0)
          ctx.app.log.warn(result, 'some Kick subscriptions could not be checked');
      },
    },
    {
      name: 'kick-webhook-dedupe-prune',
      everyMs: 60 * 60_000,
      scope: 'one-node',
      run: async (handle) => void (await handle.pruneMessageIds()),
    },
  ],
  shared: {
    redis: [
      'kyo:channel-owners (pub/sub): a Kick connection made or removed; every node forgets whose channel each broadcaster is',
    ],
    database: [
      'kick_webhook_messages primary key: a webhook message id is handled once, whichever node it reaches (several nodes ask the table, group-committed)',
    ],
  },
});
