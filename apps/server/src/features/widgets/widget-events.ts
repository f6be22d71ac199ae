import type { KickEvent, WidgetEvent } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import type { AccountLinks } from '../../feature-context';
import { kickToWidgetEvent } from './kick-to-widget-event';
import type { OverlayGateway as WidgetsRealtime } from '../../ports';

/** How long a broadcaster → user lookup is trusted (a miss: shorter, a channel may connect). */
const OWNER_TTL_MS = 60_000;
const NO_OWNER_TTL_MS = 10_000;
const MAX_CACHED_OWNERS = 10_000;

export interface WidgetEventRouterDeps {
  realtime: WidgetsRealtime;
  links: Pick<AccountLinks, 'kickChannelOfBroadcaster'>;
  clock: Clock;
}

/**
 * Routes events from the bus to overlays: a Kick event goes (as a widget event) to every
 * connected widget of the channel's owner that shows its kind; a 'widget.event' to its widget.
 * Nothing here reads the database on the way, except a broadcaster's owner once a minute.
 */
export class WidgetEventRouter {
  private readonly owners = new Map<number, { userId: string | null; until: number }>();
  private readonly lastChatters = new Map<string, string>();

  constructor(private readonly deps: WidgetEventRouterDeps) {}

  async onKickEvent(kickEvent: KickEvent): Promise<void> {
    const event = kickToWidgetEvent(kickEvent);
    if (!event) return;
    const cached = this.owners.get(kickEvent.broadcasterUserId);
    const userId =
      cached && cached.until > this.deps.clock.now()
        ? cached.userId
        : await this.lookUpOwner(kickEvent.broadcasterUserId);
    if (userId) this.deliver(userId, event);
  }

  onWidgetEvent({
    widgetId,
    event,
    test,
  }: {
    widgetId: string;
    event: WidgetEvent;
    test: boolean;
  }) {
    this.deps.realtime.publishToWidget(widgetId, event, test);
  }

  /** The last chatter the user's chat overlays were sent. */
  lastChatterOf(userId: string): string | undefined {
    return this.lastChatters.get(userId);
  }

  private deliver(userId: string, event: WidgetEvent): void {
    if (event.kind === 'chat.message') {
      this.lastChatters.delete(userId);
      this.lastChatters.set(userId, event.username);
      if (this.lastChatters.size > MAX_CACHED_OWNERS) {
        this.lastChatters.delete(this.lastChatters.keys().next().value!);
      }
    }
    this.deps.realtime.publishToUser(userId, event);
  }

  private async lookUpOwner(broadcasterUserId: number): Promise<string | null> {
    const channel = await this.deps.links.kickChannelOfBroadcaster(broadcasterUserId);
    const userId = channel?.userId ?? null;
    if (this.owners.size >= MAX_CACHED_OWNERS) this.owners.clear();
    this.owners.set(broadcasterUserId, {
      userId,
      until: this.deps.clock.now() + (userId ? OWNER_TTL_MS : NO_OWNER_TTL_MS),
    });
    return userId;
  }
}
