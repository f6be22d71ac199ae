import type { KickEvent, WidgetEvent } from '@kyo/contracts';

/** Every topic on the event bus and its message type. */
export interface AppEvents extends Record<string, unknown> {
  /** A verified Kick webhook event (deduplicated by message id). */
  'kick.event': KickEvent;
  /** An event for one widget only (the builder's test buttons). */
  'widget.event': { widgetId: string; event: WidgetEvent; test: boolean };
}
