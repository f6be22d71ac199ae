import type { WidgetEvent } from '../events';

/**
 * The live viewer count as pure functions (zod-free). The server polls Kick for the channel
 * (a glitch sample of 0 or 1 while live is held back on the server), and sends `viewers` events;
 * this folds them into what the overlay shows.
 */
export interface LiveViewerState {
  live: boolean;
  /** The count to show; null before the first reading. */
  viewers: number | null;
  /** The count before the last change, for the trend arrow. */
  previous: number | null;
  /** Of this stream (after a stream: of the last one). */
  peak: number | null;
  average: number | null;
  startedAt: number | null;
  /** Server time of the reading. */
  at: number;
  /** False while the platform does not answer: the last good count stays. */
  fresh: boolean;
}

export const initialLiveViewer = (): LiveViewerState => ({
  live: false,
  viewers: null,
  previous: null,
  peak: null,
  average: null,
  startedAt: null,
  at: 0,
  fresh: false,
});

export function reduceLiveViewer(state: LiveViewerState, event: WidgetEvent): LiveViewerState {
  if (event.kind !== 'viewers') return state;
  const viewers = event.viewers ?? state.viewers;
  return {
    live: event.live,
    viewers,
    previous: viewers !== state.viewers ? state.viewers : state.previous,
    peak: event.peak ?? state.peak,
    average: event.average ?? state.average,
    startedAt: event.startedAt ?? (event.live ? state.startedAt : null),
    at: event.at,
    fresh: event.fresh ?? true,
  };
}

/** Up, down or flat against the count before. */
export function trendOf(state: LiveViewerState): 'up' | 'down' | 'flat' {
  if (state.viewers === null || state.previous === null) return 'flat';
  return state.viewers > state.previous ? 'up' : state.viewers < state.previous ? 'down' : 'flat';
}

/** `{count}`, `{peak}` and `{average}` in a label. */
export function viewerLabel(
  template: string,
  values: { count: string; peak: string; average: string },
): string {
  return template.replace(
    /\{(count|peak|average)\}/g,
    (_, key: 'count' | 'peak' | 'average') => values[key],
  );
}
