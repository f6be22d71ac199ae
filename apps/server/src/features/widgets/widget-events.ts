import type { ChannelEvent, WidgetEvent } from '@kyo/contracts';
import { kickToWidgetEvent } from './kick-to-widget-event';
import type { OverlayGateway as WidgetsRealtime } from '../../ports';

const MAX_CHANNELS = 10_000;

export interface WidgetEventRouterDeps {
  realtime: WidgetsRealtime;
}

/**
 * Routes events from the bus to overlays: a channel event goes (as a widget event) to every
 * connected widget of the channel's owner that shows its kind; a 'widget.event' to its widget.
 * Nothing here reads the database on the way.
 */
export class WidgetEventRouter {
  private readonly lastChatters = new Map<string, string>();

  constructor(private readonly deps: WidgetEventRouterDeps) {}

  onKickEvent(channelEvent: ChannelEvent): void {
    const event = kickToWidgetEvent(channelEvent);
    if (event) this.deliver(channelEvent.ownerId, event);
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
      if (this.lastChatters.size > MAX_CHANNELS) {
        this.lastChatters.delete(this.lastChatters.keys().next().value!);
      }
    }
    this.deps.realtime.publishToUser(userId, event);
  }
}
