import { channelToWidgetEvent, type ChannelEvent, type WidgetEvent } from '@kyo/contracts';
import type { OverlayGateway as WidgetsRealtime } from '../../ports';
import type { WidgetStates } from './widget-states';
import { prepareAlertEvent, type AlertEventHooks } from './alert-events';

const MAX_CHANNELS = 10_000;

export interface WidgetEventRouterDeps {
  realtime: WidgetsRealtime;
  states: Pick<WidgetStates, 'onEvent'>;
  /** The message filter and text-to-speech (moderation and tts give them: setAlertHooks). */
  alerts?: AlertEventHooks;
  onError?: (error: unknown) => void;
}

/**
 * Routes events from the bus to overlays: a channel event goes (as a widget event) to every
 * connected widget of the channel's owner that shows its kind, and into the owner's widget
 * states; a 'widget.event' to its widget. Nothing here reads the database on the way.
 */
export class WidgetEventRouter {
  private readonly lastChatters = new Map<string, string>();
  /** Per owner: events waiting behind one whose message filter answered later (kept in order). */
  private readonly waiting = new Map<string, Promise<void>>();

  constructor(private readonly deps: WidgetEventRouterDeps) {}

  onKickEvent(channelEvent: ChannelEvent): void {
    const event = channelToWidgetEvent(channelEvent);
    if (!event) return;
    const ownerId = channelEvent.ownerId;
    const prepared = prepareAlertEvent(this.deps.alerts ?? {}, ownerId, event);
    const behind = this.waiting.get(ownerId);
    if (!behind && !(prepared instanceof Promise)) return this.publish(ownerId, prepared);
    const next = (behind ?? Promise.resolve())
      .then(() => prepared)
      .then((ready) => this.publish(ownerId, ready))
      .catch((error: unknown) => this.deps.onError?.(error))
      .finally(() => {
        if (this.waiting.get(ownerId) === next) this.waiting.delete(ownerId);
      });
    this.waiting.set(ownerId, next);
  }

  private publish(ownerId: string, event: WidgetEvent): void {
    this.deliver(ownerId, event);
    // In the same step as the delivery: a snapshot taken after it has the event in its state.
    this.deps.states.onEvent(ownerId, event);
  }

  /** A line already shown was removed (moderation): chat overlays and their states drop it. */
  onChatDeleted(ownerId: string, messageId: string): void {
    const event: WidgetEvent = { kind: 'chat.delete', id: messageId, at: Date.now() };
    this.deliver(ownerId, event);
    this.deps.states.onEvent(ownerId, event);
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
