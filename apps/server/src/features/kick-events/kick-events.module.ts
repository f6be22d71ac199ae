import type { ChannelEvent } from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import { TtlCache } from '../../platform/ttl-cache';
import type { KickApi } from '../../providers/kick/kick-api';
import { KickEventsRepo } from './kick-events.repo';
import { kickEventsRoutes } from './kick-events.routes';
import { DEDUPE_RETENTION_MS, MessageDedupe } from './message-dedupe';
import { KickPublicKey } from './public-key';
import {
  type KickChannelAccess,
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

export interface KickEventsModuleDeps {
  kickApi?: KickApi;
  /** The Kyo user whose connected Kick channel a broadcaster is (the connections feature). */
  channelOfBroadcaster(
    broadcasterUserId: number,
  ): Promise<{ userId: string; username: string } | null>;
  access: KickChannelAccess;
  /** Whether `actorId` may manage the channel of `ownerId` (its owner or their moderators). */
  canManage(actorId: string, ownerId: string): Promise<boolean>;
  /**
   * Where a verified event goes: the chat pipeline (app layer, chat-pipeline.ts), whose first
   * stage is moderation. Without it, straight onto the bus as 'kick.event'.
   */
  publish?(event: ChannelEvent): void;
}

/** What other features get (composed in app.ts) and what tests drive by hand. */
export interface KickEventsHandle {
  /** The last known subscription states of a user's channel, with when they were checked. */
  subscriptionsOf(userId: string): Promise<SubscriptionsReport>;
  /** The watchdog's run: re-check and resubscribe channels not checked for an interval. */
  recheckSubscriptions(): Promise<{ checked: number; failed: number }>;
  /** Forgets webhook message ids older than a day and an hour (`DEDUPE_RETENTION_MS`). */
  pruneMessageIds(): Promise<number>;
  ingestStats(): WebhookIngest['stats'];
}

declare module 'fastify' {
  interface FastifyInstance {
    kickEvents: KickEventsHandle;
  }
}

/**
 * Kick events in: the signed webhook (verified, deduplicated, handed to the chat pipeline, which
 * screens chat lines and publishes on the bus as 'kick.event' for the consumers) and the event subscriptions that make Kick send them,
 * kept alive by a watchdog.
 */
export async function registerKickEvents(
  ctx: FeatureContext,
  deps: KickEventsModuleDeps,
): Promise<KickEventsHandle> {
  const repo = new KickEventsRepo(ctx.db);
  const api = deps.kickApi;
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
    ownerOf: (id) => owners.get(id, () => deps.channelOfBroadcaster(id)),
    publicKey: api ? new KickPublicKey(() => api.publicKey(), ctx.clock) : null,
    dedupe,
    clock: ctx.clock,
    publish: (event) => (deps.publish ? deps.publish(event) : ctx.bus.publish('kick.event', event)),
    onInvalid: (payload) => ctx.bus.publish('kick.invalid', payload),
    log: ctx.app.log,
  });
  webhookRoutes(ctx.app, ingest);

  const subscriptions = new KickSubscriptionsService(api, deps.access, repo, ctx.clock);
  kickEventsRoutes(ctx.app, {
    subscriptions,
    canManage: (actor, owner) => deps.canManage(actor, owner),
  });

  const handle: KickEventsHandle = {
    subscriptionsOf: (userId) => subscriptions.report(userId),
    recheckSubscriptions: () => subscriptions.recheckDue(),
    pruneMessageIds: () => repo.pruneMessages(new Date(ctx.clock.now() - DEDUPE_RETENTION_MS)),
    ingestStats: () => ({ ...ingest.stats }),
  };
  if (ctx.backgroundJobs) {
    ctx.scheduler.every(
      'kick-subscriptions-watchdog',
      WATCHDOG_INTERVAL_MS,
      async () => {
        const result = await handle.recheckSubscriptions();
        if (result.failed > 0)
          ctx.app.log.warn(result, 'some Kick subscriptions could not be checked');
      },
      ctx.onJobError,
      { oneNode: true },
    );
    ctx.scheduler.every(
      'kick-webhook-dedupe-prune',
      60 * 60_000,
      async () => void (await handle.pruneMessageIds()),
      ctx.onJobError,
      { oneNode: true },
    );
  }
  ctx.app.decorate('kickEvents', handle);
  return handle;
}
