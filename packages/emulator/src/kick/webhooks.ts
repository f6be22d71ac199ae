import type { EmulatorBase } from '../base-context';
import { signWebhook } from '../crypto/signing';
import { ulid } from '../shared/ids';
import { rfc3339 } from '../shared/time';
import type { DeliveryKind, KickDelivery, KickEventSubscription } from '../state/state.types';
import type { KickEventName } from './catalog';

function describeError(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'timed out';
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}

/**
 * Delivers Kick events to the subscribed apps' webhook URLs (docs/platforms/kick.md §6): signed with the
 * emulator's RSA key, one POST per subscription, recorded whatever happens. Deliveries run
 * after the call that caused them, in order, and a receiver that is down only fails its delivery.
 */
export class KickWebhooks {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: EmulatorBase) {}

  /** Where an app's events go: control override, the app's own URL, then the default. */
  urlFor(appId: string): string | null {
    const client = this.ctx.config.clients.kick.find((c) => c.clientId === appId);
    return (
      this.ctx.store.state.kick.webhookUrlOverride ??
      client?.webhookUrl ??
      this.ctx.config.kickWebhookUrl ??
      null
    );
  }

  /** Sends one event to every subscription for this broadcaster and event name. */
  emit(
    broadcasterUserId: number,
    event: KickEventName,
    payload: object,
    options: { duplicate?: boolean } = {},
  ): KickDelivery[] {
    const body = JSON.stringify(payload);
    const subscriptions = this.ctx.store.state.kick.subscriptions.filter(
      (s) => s.broadcaster_user_id === broadcasterUserId && s.event === event,
    );
    const deliveries: KickDelivery[] = [];
    for (const subscription of subscriptions) {
      const messageId = ulid(this.ctx.now());
      deliveries.push(this.enqueue(subscription, messageId, body, 'original'));
      if (options.duplicate)
        deliveries.push(this.enqueue(subscription, messageId, body, 'duplicate'));
    }
    return deliveries;
  }

  /**
   * Kick's retry of a past delivery: the same message id and body, signed with the time of this
   * attempt (each attempt's timestamp is its own, docs/platforms/kick.md §6.2).
   */
  redeliver(messageId: string): KickDelivery | undefined {
    const past = this.ctx.store.state.kick.deliveries.findLast((d) => d.message_id === messageId);
    if (!past) return undefined;
    const subscription: KickEventSubscription = {
      id: past.subscription_id,
      app_id: past.app_id,
      broadcaster_user_id: past.broadcaster_user_id,
      event: past.event,
      version: past.version,
      method: 'webhook',
      created_at: past.created_at,
      updated_at: past.created_at,
    };
    return this.enqueue(subscription, past.message_id, past.body, 'redelivery');
  }

  /** Resolves once every delivery queued so far (and any queued meanwhile) has finished. */
  async whenIdle(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue);
  }

  private enqueue(
    subscription: KickEventSubscription,
    messageId: string,
    body: string,
    kind: DeliveryKind,
  ): KickDelivery {
    const kick = this.ctx.store.state.kick;
    const delivery: KickDelivery = {
      id: kick.nextDeliveryId++,
      message_id: messageId,
      subscription_id: subscription.id,
      app_id: subscription.app_id,
      event: subscription.event,
      version: subscription.version,
      broadcaster_user_id: subscription.broadcaster_user_id,
      kind,
      url: this.urlFor(subscription.app_id),
      body,
      created_at: this.ctx.now(),
      timestamp: null,
      state: 'pending',
      status_code: null,
      duration_ms: null,
      error: null,
    };
    kick.deliveries.push(delivery);
    this.ctx.store.changed();
    this.queue = this.queue.then(() => this.send(delivery)).catch(() => undefined);
    return delivery;
  }

  private async send(delivery: KickDelivery): Promise<void> {
    const started = performance.now();
    try {
      if (!delivery.url) throw new Error('no webhook URL configured for this app');
      const timestamp = rfc3339(this.ctx.now());
      delivery.timestamp = timestamp;
      const { privateKeyPem } = this.ctx.store.state.kick.keyPair;
      const response = await this.ctx.fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Kick-Webhooks (Kyo emulator)',
          'Kick-Event-Message-Id': delivery.message_id,
          'Kick-Event-Subscription-Id': delivery.subscription_id,
          'Kick-Event-Signature': signWebhook(
            privateKeyPem,
            delivery.message_id,
            timestamp,
            delivery.body,
          ),
          'Kick-Event-Message-Timestamp': timestamp,
          'Kick-Event-Type': delivery.event,
          'Kick-Event-Version': String(delivery.version),
        },
        body: delivery.body,
        signal: AbortSignal.timeout(this.ctx.config.webhookTimeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      delivery.status_code = response.status;
      delivery.state = response.ok ? 'delivered' : 'failed';
      if (!response.ok) delivery.error = `receiver answered ${response.status}`;
    } catch (error) {
      delivery.state = 'failed';
      delivery.error = describeError(error);
    }
    delivery.duration_ms = Math.round(performance.now() - started);
    this.ctx.store.changed();
  }
}
