import type { WidgetEvent } from '../events';

/**
 * A test button's counter carries this id: it stands for whichever counter the widget shows
 * (real counters have uuids). The giveaway and poll test events use it too.
 */
export const TEST_GAME_ID = 'test';

/** What a Counter widget shows: the last value of its counter the server sent (zod-free). */
export interface CounterState {
  id: string | null;
  name: string | null;
  label: string;
  /** Null before the counter's first value arrived. */
  value: number | null;
  version: number;
  at: number;
}

export const initialCounter = (): CounterState => ({
  id: null,
  name: null,
  label: '',
  value: null,
  version: 0,
  at: 0,
});

/**
 * Takes the counter the widget is set to. A copy older than what it shows (a lower version of
 * the same counter, relayed late by another node) changes nothing; a counter made again under
 * the name (a new id) replaces the old one.
 */
export function reduceCounter(
  state: CounterState,
  event: WidgetEvent,
  settings: { counter: string },
): CounterState {
  if (event.kind !== 'counter') return state;
  if (event.name !== settings.counter && event.id !== TEST_GAME_ID) return state;
  if (state.id === event.id && event.version <= state.version) return state;
  return {
    id: event.id,
    name: event.id === TEST_GAME_ID ? settings.counter : event.name,
    label: event.label,
    value: event.value,
    version: event.version,
    at: event.at,
  };
}

/** The label to show: the widget's own, else the counter's, else its name. */
export function counterLabel(
  state: CounterState,
  settings: { label: string; counter: string },
): string {
  return settings.label || state.label || settings.counter;
}
