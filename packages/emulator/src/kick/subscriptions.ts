import type { EmulatorContext } from '../context';
import { ulid } from '../shared/ids';
import type { KickEventSubscription } from '../state/state.types';
import { KICK_EVENTS } from './catalog';

export interface SubscriptionResult {
  name: string;
  version: number;
  subscription_id: string | null;
  error: string | null;
}

export function listSubscriptions(
  ctx: EmulatorContext,
  filter: { appId?: string; broadcasterUserId?: number },
): KickEventSubscription[] {
  return ctx.store.state.kick.subscriptions.filter(
    (s) =>
      (filter.appId === undefined || s.app_id === filter.appId) &&
      (filter.broadcasterUserId === undefined ||
        s.broadcaster_user_id === filter.broadcasterUserId),
  );
}

/**
 * Subscribes an app to events of one channel; each event gets its own result and error (docs/platforms/kick.md §5).
 * Subscribing twice returns the existing subscription, so an app re-checking its subscriptions
 * (twir does every ~23 h) does not receive every event twice.
 */
export function createSubscriptions(
  ctx: EmulatorContext,
  appId: string,
  broadcasterUserId: number,
  events: { name: string; version: number }[],
): SubscriptionResult[] {
  const subscriptions = ctx.store.state.kick.subscriptions;
  const results = events.map(({ name, version }): SubscriptionResult => {
    if (!(KICK_EVENTS as readonly string[]).includes(name)) {
      return { name, version, subscription_id: null, error: 'event not found' };
    }
    if (version !== 1)
      return { name, version, subscription_id: null, error: 'event version not found' };
    const existing = subscriptions.find(
      (s) => s.app_id === appId && s.broadcaster_user_id === broadcasterUserId && s.event === name,
    );
    if (existing) return { name, version, subscription_id: existing.id, error: null };
    const now = ctx.now();
    const subscription: KickEventSubscription = {
      id: ulid(now),
      app_id: appId,
      broadcaster_user_id: broadcasterUserId,
      event: name,
      version,
      method: 'webhook',
      created_at: now,
      updated_at: now,
    };
    subscriptions.push(subscription);
    return { name, version, subscription_id: subscription.id, error: null };
  });
  ctx.store.changed();
  return results;
}

export function deleteSubscriptions(ctx: EmulatorContext, ids: string[], appId?: string): number {
  const kick = ctx.store.state.kick;
  const before = kick.subscriptions.length;
  kick.subscriptions = kick.subscriptions.filter(
    (s) => !(ids.includes(s.id) && (appId === undefined || s.app_id === appId)),
  );
  ctx.store.changed();
  return before - kick.subscriptions.length;
}
