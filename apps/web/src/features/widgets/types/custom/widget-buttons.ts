/**
 * The Fields' `button`s, pressed in the builder: StreamElements sends the widget
 * `onEventReceived` with `listener: 'event:test'` and `event: { listener: 'widget-button', field,
 * value }`. The form and the builder's preview are siblings, so the press goes through this small
 * page-wide channel; only previews (never a display) listen.
 */
type Press = { field: string; value: string };
const listeners = new Set<(press: Press) => void>();

export const widgetButtons = {
  press(press: Press): void {
    for (const listener of listeners) listener(press);
  },
  listen(listener: (press: Press) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
