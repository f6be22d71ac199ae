import type { SubscriptionState } from '@kyo/contracts';
import { badRequest } from '../../platform/http/http-error';
import type { KickApi } from '../../providers/kick/kick-api';
import { toHttpError } from '../../providers/provider-http-errors';

/** The Kick events the bot and the widgets need (kick.md §7), all version 1. */
export const REQUIRED_EVENTS = [
  'chat.message.sent',
  'channel.followed',
  'channel.subscription.new',
  'channel.subscription.renewal',
  'channel.subscription.gifts',
  'livestream.status.updated',
  'livestream.metadata.updated',
  'kicks.gifted',
  'moderation.banned',
] as const;

export interface KickChannelAccess {
  /** The Kick broadcaster id of the user's connected channel, or null when Kick is not connected. */
  broadcasterOf(userId: string): Promise<string | null>;
  /** A valid Kick access token of the user (refreshed if needed), or null. */
  tokenOf(userId: string): Promise<string | null>;
}

/**
 * Makes sure the connected channel's event subscriptions exist (Kick delivers nothing without
 * them, and it silently drops subscriptions whose endpoint fails for a day: kick.md §5, §6.2), and
 * reports each one's state.
 */
export class KickSubscriptionsService {
  constructor(
    private readonly api: KickApi | undefined,
    private readonly access: KickChannelAccess,
  ) {}

  async ensure(
    userId: string,
  ): Promise<{ broadcasterUserId: string; subscriptions: SubscriptionState[] }> {
    const broadcaster = await this.access.broadcasterOf(userId);
    const token = broadcaster ? await this.access.tokenOf(userId) : null;
    if (!broadcaster || !token || !this.api)
      throw badRequest('Connect your Kick account first.', 'userId');
    const broadcasterId = Number(broadcaster);
    try {
      const existing = await this.api.subscriptions(token, broadcasterId);
      const byEvent = new Map(existing.filter((s) => s.version === 1).map((s) => [s.event, s]));
      const missing = REQUIRED_EVENTS.filter((event) => !byEvent.has(event));
      const created = missing.length
        ? await this.api.subscribe(
            token,
            broadcasterId,
            missing.map((name) => ({ name, version: 1 })),
          )
        : [];
      const createdByEvent = new Map(created.map((c) => [c.name, c]));
      const subscriptions: SubscriptionState[] = REQUIRED_EVENTS.map((event) => {
        const found = byEvent.get(event);
        if (found)
          return { event, version: 1, status: 'active', subscriptionId: found.id, error: null };
        const made = createdByEvent.get(event);
        if (made?.subscription_id && !made.error) {
          return {
            event,
            version: 1,
            status: 'active',
            subscriptionId: made.subscription_id,
            error: null,
          };
        }
        return {
          event,
          version: 1,
          status: made?.error ? 'error' : 'missing',
          subscriptionId: null,
          error: made?.error ?? null,
        };
      });
      return { broadcasterUserId: broadcaster, subscriptions };
    } catch (error) {
      return toHttpError(error);
    }
  }
}
