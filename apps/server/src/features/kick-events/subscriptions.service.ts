import type { SubscriptionState } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { HttpError, badRequest } from '../../platform/http/http-error';
import type { KickApi } from '../../providers/kick/kick-api';
import { toHttpError } from '../../providers/provider-http-errors';
import type { KickEventsRepo } from './kick-events.repo';

/** The Kick events the bot, the widgets and the rewards need (docs/platforms/kick.md §7), all version 1. */
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
  // Channel points: what Kyo's rewards do (features/rewards).
  'channel.reward.redemption.updated',
] as const;

/** How often the watchdog re-checks a channel's subscriptions. */
export const WATCHDOG_INTERVAL_MS = 10 * 60_000;
const WATCHDOG_BATCH = 50;

export interface KickChannelAccess {
  /** The Kick broadcaster id of the user's connected channel, or null when Kick is not connected. */
  broadcasterOf(userId: string): Promise<string | null>;
  /** A valid Kick access token of the user (refreshed if needed), or null. */
  tokenOf(userId: string): Promise<string | null>;
}

export interface SubscriptionsReport {
  subscriptions: SubscriptionState[];
  checkedAt: string | null;
}

/**
 * Makes sure the connected channel's event subscriptions exist (Kick delivers nothing without
 * them, and it silently drops subscriptions whose endpoint fails for a day: docs/platforms/kick.md §5, §6.2),
 * reports each one's state and remembers it, so the status page and the watchdog know.
 */
export class KickSubscriptionsService {
  constructor(
    private readonly api: KickApi | undefined,
    private readonly access: KickChannelAccess,
    private readonly repo: KickEventsRepo,
    private readonly clock: Clock,
  ) {}

  async ensure(
    userId: string,
  ): Promise<{ broadcasterUserId: string; subscriptions: SubscriptionState[] }> {
    try {
      const result = await this.check(userId);
      await this.repo.saveSubscriptions(userId, result.subscriptions, new Date(this.clock.now()));
      return result;
    } catch (error) {
      const message = error instanceof HttpError ? error.message : 'Checking failed';
      await this.repo.saveSubscriptions(
        userId,
        REQUIRED_EVENTS.map((event) => ({
          event,
          version: 1,
          status: 'error',
          subscriptionId: null,
          error: message,
        })),
        new Date(this.clock.now()),
      );
      throw error;
    }
  }

  /** The last known state, as stored by the last check (none yet: every event missing). */
  async report(userId: string): Promise<SubscriptionsReport> {
    const rows = await this.repo.subscriptionsOf(userId);
    const byEvent = new Map(rows.map((r) => [r.event, r]));
    const subscriptions = REQUIRED_EVENTS.map((event): SubscriptionState => {
      const row = byEvent.get(event);
      return row
        ? {
            event,
            version: row.version,
            status: row.status,
            subscriptionId: row.subscriptionId,
            error: row.error,
          }
        : { event, version: 1, status: 'missing', subscriptionId: null, error: null };
    });
    const checked = rows.map((r) => r.checkedAt.getTime());
    return {
      subscriptions,
      checkedAt: checked.length ? new Date(Math.min(...checked)).toISOString() : null,
    };
  }

  /**
   * The watchdog: re-checks (and resubscribes) every channel checked more than an interval ago.
   * A channel whose check fails keeps an error state the status page shows; the next run retries.
   */
  async recheckDue(): Promise<{ checked: number; failed: number }> {
    const due = await this.repo.usersCheckedBefore(
      new Date(this.clock.now() - WATCHDOG_INTERVAL_MS + 1),
      WATCHDOG_BATCH,
    );
    let failed = 0;
    for (const userId of due) {
      try {
        await this.ensure(userId);
      } catch {
        failed++;
      }
    }
    return { checked: due.length, failed };
  }

  private async check(
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
