import {
  TEST_EVENT_TYPE,
  WEBHOOK_ENDPOINTS_MAX,
  type ApiChannel,
  type ApiEventType,
  type WebhookDelivery,
  type WebhookEndpoint,
  type createWebhookSchema,
  type updateWebhookSchema,
} from '@kyo/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { decrypt, encrypt } from '../../platform/crypto';
import { conflict, notFound } from '../../platform/http/http-error';
import { randomToken, uuidv7 } from '../../platform/ids';
import type { DeliveriesRepo, DeliveryRow } from './deliveries.repo';
import type { Dispatcher } from './dispatcher';
import type { EndpointRow, EndpointsRepo } from './endpoints.repo';

const SECRET_PREFIX = 'whsec_';
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as ApiEventType[],
  enabled: row.enabled,
  disabledReason: row.disabledReason === 'failing' ? 'failing' : null,
  disabledAt: iso(row.disabledAt),
  failingSince: iso(row.failingSince),
  secretHint: row.secretHint,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  type: row.eventType as WebhookDelivery['type'],
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  nextAttemptAt: iso(row.nextAttemptAt),
  lastAttemptAt: iso(row.lastAttemptAt),
  responseStatus: row.responseStatus,
  error: row.error,
  durationMs: row.durationMs,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  manual: row.manual,
});

export interface WebhooksServiceDeps {
  endpoints: EndpointsRepo;
  deliveries: DeliveriesRepo;
  dispatcher: Pick<Dispatcher, 'sendNow'>;
  clock: Clock;
  /** The key the secrets are encrypted with (from APP_SECRET). */
  key: Buffer;
  channelOf(ownerId: string): Promise<ApiChannel>;
  /** The user's endpoints changed (the intake's cache, on every node). */
  changed(userId: string): void;
}

/**
 * A streamer's webhooks: endpoints with their events and secret (shown once, kept encrypted to
 * sign), the delivery log, a test delivery and "Send again". Only the channel's owner manages
 * them (a secret leaves Kyo for the owner's tools).
 */
export class WebhooksService {
  constructor(private readonly deps: WebhooksServiceDeps) {}

  secretOf(row: EndpointRow): string {
    return decrypt(this.deps.key, row.secretSealed, `webhook:${row.id}`);
  }

  async list(userId: string): Promise<WebhookEndpoint[]> {
    return (await this.deps.endpoints.listByUser(userId)).map(toEndpoint);
  }

  async create(userId: string, input: z.output<typeof createWebhookSchema>) {
    const now = new Date(this.deps.clock.now());
    const id = uuidv7(now.getTime());
    const { secret, sealed, hint } = this.newSecret(id);
    const row: EndpointRow = {
      id,
      userId,
      url: input.url,
      events: input.events,
      secretSealed: sealed,
      secretHint: hint,
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      failingSince: null,
      createdAt: now,
      updatedAt: now,
    };
    if (!(await this.deps.endpoints.insert(row, WEBHOOK_ENDPOINTS_MAX)))
      throw conflict(
        `You can have at most ${WEBHOOK_ENDPOINTS_MAX} webhooks. Delete one to add another.`,
      );
    this.deps.changed(userId);
    return { endpoint: toEndpoint(row), secret };
  }

  async update(userId: string, id: string, patch: z.output<typeof updateWebhookSchema>) {
    const row = await this.deps.endpoints.update(
      userId,
      id,
      patch,
      new Date(this.deps.clock.now()),
    );
    if (!row) throw notFound('No such webhook.');
    this.deps.changed(userId);
    return toEndpoint(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.deps.endpoints.remove(userId, id))) throw notFound('No such webhook.');
    this.deps.changed(userId);
  }

  async rotateSecret(userId: string, id: string) {
    const { secret, sealed, hint } = this.newSecret(id);
    const row = await this.deps.endpoints.update(
      userId,
      id,
      { secretSealed: sealed, secretHint: hint },
      new Date(this.deps.clock.now()),
    );
    if (!row) throw notFound('No such webhook.');
    this.deps.changed(userId);
    return { endpoint: toEndpoint(row), secret };
  }

  async deliveries(userId: string, id: string, limit: number): Promise<WebhookDelivery[]> {
    await this.owned(userId, id);
    return (await this.deps.deliveries.list(id, limit)).map(toDelivery);
  }

  /** A `kyo.test` event sent now; answers how it went. */
  async test(userId: string, id: string): Promise<WebhookDelivery> {
    await this.owned(userId, id);
    const now = this.deps.clock.now();
    const eventId = `test_${uuidv7(now)}`;
    const body = JSON.stringify({
      id: eventId,
      type: TEST_EVENT_TYPE,
      created_at: new Date(now).toISOString(),
      channel: await this.deps.channelOf(userId),
      data: { message: 'This is a test delivery from Kyo.' },
    });
    return this.sendManual(id, { eventId, eventType: TEST_EVENT_TYPE, body });
  }

  /** "Send again": the same event (id and body) as a new delivery, now. */
  async redeliver(userId: string, id: string, deliveryId: string): Promise<WebhookDelivery> {
    await this.owned(userId, id);
    const original = await this.deps.deliveries.find(id, deliveryId);
    if (!original) throw notFound('No such delivery.');
    return this.sendManual(id, {
      eventId: original.eventId,
      eventType: original.eventType,
      body: original.body,
    });
  }

  private async sendManual(
    endpointId: string,
    event: { eventId: string; eventType: string; body: string },
  ): Promise<WebhookDelivery> {
    const now = this.deps.clock.now();
    // No next attempt time: the dispatcher's rounds never take it; it is sent here, once.
    const [row] = await this.deps.deliveries.insert([
      {
        id: uuidv7(now),
        endpointId,
        ...event,
        status: 'pending',
        nextAttemptAt: null,
        manual: true,
        createdAt: new Date(now),
      },
    ]);
    if (!row) throw notFound('No such webhook.');
    return toDelivery((await this.deps.dispatcher.sendNow(row.id)) ?? row);
  }

  private async owned(userId: string, id: string): Promise<EndpointRow> {
    const row = await this.deps.endpoints.find(userId, id);
    if (!row) throw notFound('No such webhook.');
    return row;
  }

  private newSecret(id: string) {
    const secret = `${SECRET_PREFIX}${randomToken(32)}`;
    return {
      secret,
      sealed: encrypt(this.deps.key, secret, `webhook:${id}`),
      hint: secret.slice(0, SECRET_PREFIX.length + 4),
    };
  }
}
