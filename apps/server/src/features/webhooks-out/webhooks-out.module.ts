import { WEBHOOK_RESPONSE_MAX_BYTES, WEBHOOK_TIMEOUT_MS, type ApiChannel } from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import { deriveKey } from '../../platform/crypto';
import { DeliveriesRepo } from './deliveries.repo';
import { Dispatcher, type Poster } from './dispatcher';
import { EndpointsRepo, type EndpointRow } from './endpoints.repo';
import { Intake } from './intake';
import { systemResolver, type Resolver } from './ssrf-guard';
import { postWebhook } from './webhook-http';
import { webhooksRoutes } from './webhooks.routes';
import { toEndpoint, WebhooksService } from './webhooks.service';
import type { WebhookEndpoint } from '@kyo/contracts';

export interface WebhooksOutDeps {
  /** The app's secret (the webhook secrets are encrypted with a key derived from it). */
  appSecret: string;
  channelOf(ownerId: string): Promise<ApiChannel>;
  /** An endpoint was switched off after a day of failures: tell its streamer. */
  notifySwitchedOff(userId: string, endpoint: WebhookEndpoint): void;
  /** Tests: how names resolve (default: the system's DNS). */
  resolve?: Resolver;
  /** Tests: stands in for the HTTP POST. */
  post?: Poster;
}

export interface WebhooksOutHandle {
  /** Sends what is due now (the scheduler does it every second; tests call it). */
  tick(): Promise<void>;
  /** Resolves when event intake and sends in flight are done. */
  idle(): Promise<void>;
  prune(): Promise<void>;
  /** Whether an event of this type may make a delivery for the channel (Intake.mayWant). */
  mayWant(ownerId: string, type: string): boolean;
  /** A channel as the API's events name it. */
  channelOf(ownerId: string): Promise<ApiChannel>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooksOut: WebhooksOutHandle;
  }
}

export const TICK_MS = 1_000;
const KEEP_LOG_MS = 7 * 86_400_000;

/** Outgoing webhooks (docs/api.md): endpoints, intake of the API's events, signed delivery. */
export function registerWebhooksOut(ctx: FeatureContext, deps: WebhooksOutDeps): WebhooksOutHandle {
  const { app, clock } = ctx;
  const endpoints = new EndpointsRepo(ctx.db);
  const deliveries = new DeliveriesRepo(ctx.db);
  const key = deriveKey(deps.appSecret, 'webhook-secrets');
  const post: Poster =
    deps.post ??
    ((url, headers, body) =>
      postWebhook(
        url,
        headers,
        body,
        {
          allowPrivate: ctx.config.WEBHOOKS_ALLOW_PRIVATE,
          resolve: deps.resolve ?? systemResolver,
          timeoutMs: WEBHOOK_TIMEOUT_MS,
          maxBytes: WEBHOOK_RESPONSE_MAX_BYTES,
        },
        () => clock.now(),
      ));
  const dispatcher = new Dispatcher({
    deliveries,
    endpoints,
    clock,
    post,
    secretOf: (row: EndpointRow) => service.secretOf(row),
    onSwitchedOff: (row) => {
      changed(row.userId);
      deps.notifySwitchedOff(row.userId, toEndpoint(row));
    },
    onError: (error) => app.log.error({ err: error }, 'webhooks: a delivery round failed'),
  });
  const intake = new Intake({ endpoints, deliveries, clock, written: () => dispatcher.kick() });
  // Several nodes: a change to a user's endpoints reaches every node's intake at once.
  const channel = ctx.clusterChannel?.('webhooks');
  void channel?.listen(
    (message) => {
      const userId = (message as { userId?: unknown }).userId;
      if (typeof userId === 'string') intake.forget(userId);
    },
    () => intake.forgetAll(),
  );
  const changed = (userId: string) => {
    intake.forget(userId);
    channel?.publish({ userId });
  };
  // The dispatcher asks the service for secrets only once it sends, after this line has run.
  const service: WebhooksService = new WebhooksService({
    endpoints,
    deliveries,
    dispatcher,
    clock,
    key,
    channelOf: (ownerId) => deps.channelOf(ownerId),
    changed,
  });
  webhooksRoutes(app, { service, limiter: ctx.limiter });

  const stop = ctx.bus.subscribe('api.event', (event) => intake.onEvent(event));
  const handle: WebhooksOutHandle = {
    tick: () => dispatcher.tick(),
    idle: async () => {
      await intake.idle();
      await dispatcher.idle();
    },
    prune: () => deliveries.prune(new Date(clock.now() - KEEP_LOG_MS)),
    mayWant: (ownerId, type) => intake.mayWant(ownerId, type),
    channelOf: (ownerId) => deps.channelOf(ownerId),
  };
  app.addHook('onClose', async () => {
    stop();
    await intake.idle().catch(() => undefined);
    await dispatcher.stop();
    await channel?.close();
  });
  app.decorate('webhooksOut', handle);
  return handle;
}
