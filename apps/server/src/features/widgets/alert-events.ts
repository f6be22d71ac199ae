import { alertTtsSchema, type WidgetEvent } from '@kyo/contracts';

/**
 * A filter for viewers' messages on alerts, given by the moderation feature's manifest through
 * the widgets' `setAlertHooks` (its banned words and links): the text to show, changed or not, or null to
 * leave the message out (the alert still shows). It runs before the message is spoken.
 */
export type AlertMessageFilter = (
  ownerId: string,
  message: string,
) => string | null | Promise<string | null>;

export interface AlertEventHooks {
  filterMessage?: AlertMessageFilter;
  /** Adds the speech token to an event whose message may be spoken (the TTS feature). */
  withSpeech?: (ownerId: string, event: WidgetEvent) => WidgetEvent;
}

/** Whether an event carries a viewer's message that hooks must see first. */
export const carriesMessage = (event: WidgetEvent): boolean =>
  event.kind === 'kicks' && typeof event.message === 'string' && event.message !== '';

/**
 * The event as alerts get it: its message through the filter, then a speech token. Synchronous
 * unless the filter answers a promise.
 */
export function prepareAlertEvent(
  hooks: AlertEventHooks,
  ownerId: string,
  event: WidgetEvent,
): WidgetEvent | Promise<WidgetEvent> {
  if (!carriesMessage(event) || event.kind !== 'kicks') return event;
  const finish = (message: string | null): WidgetEvent => {
    const { message: _dropped, ...rest } = event;
    const filtered: WidgetEvent = message ? { ...rest, message } : rest;
    return hooks.withSpeech ? hooks.withSpeech(ownerId, filtered) : filtered;
  };
  const filtered = hooks.filterMessage
    ? hooks.filterMessage(ownerId, event.message!)
    : event.message!;
  return filtered instanceof Promise ? filtered.then(finish, () => finish(null)) : finish(filtered);
}

/** What a test Kicks gift says when the generator picked no message. */
const TEST_MESSAGE = 'Thanks for the stream, this one is for you!';

/**
 * A builder's test Kicks gift on a widget that speaks: with a message and an amount at its
 * speaking minimum, so the test button lets the streamer hear text-to-speech (on the displays and
 * in the preview, which get the same event and speech token). Other events as they are.
 */
export function speakingTest(settings: Record<string, unknown>, event: WidgetEvent): WidgetEvent {
  if (event.kind !== 'kicks') return event;
  const tts = alertTtsSchema.safeParse(settings.tts ?? {});
  if (!tts.success || !tts.data.enabled) return event;
  return {
    ...event,
    message: event.message?.trim() ? event.message : TEST_MESSAGE,
    amount: Math.max(event.amount, tts.data.minAmount),
  };
}
