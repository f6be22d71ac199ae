/**
 * Kick's viewer count sometimes drops to 1 (or 0) for one sample in the middle of a stream of
 * hundreds (KickDevDocs issue #391), and a widget or `{viewers}` must not show that. Rule
 * (docs/platforms/kick.md §4.3): a sample is suspect when it is 0 or 1 while the recent median is
 * above 1, or below 20 % of a recent median of at least 20. A suspect sample is held back, not
 * shown and not stored; if the next sample is suspect too the drop is real (a raid left, the
 * stream broke) and both are accepted; if not, the held one was a glitch and is dropped. So a
 * drop is never reported on the strength of a single sample, and costs one interval of delay.
 */

export interface ViewerSample {
  viewers: number;
  /** Epoch ms. */
  at: number;
}

export interface SpikeFilterState {
  /** The last accepted counts, oldest first (at most `WINDOW`). */
  recent: number[];
  /** A sample held back because it looked like a glitch. */
  suspect: ViewerSample | null;
}

export interface SpikeDecision {
  state: SpikeFilterState;
  /** Samples to store, oldest first (none while one is held back). */
  accepted: ViewerSample[];
  /** The count to show now; null when nothing has been accepted yet. */
  shown: number | null;
}

const WINDOW = 3;
const RATIO = 0.2;
const RATIO_FLOOR = 20;

export const emptySpikeState = (recent: number[] = []): SpikeFilterState => ({
  recent: recent.slice(-WINDOW),
  suspect: null,
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function isSuspect(recent: number[], viewers: number): boolean {
  if (recent.length === 0) return false;
  const m = median(recent);
  if (viewers <= 1 && m > 1) return true;
  return m >= RATIO_FLOOR && viewers < RATIO * m;
}

export function filterViewerSample(state: SpikeFilterState, sample: ViewerSample): SpikeDecision {
  const last = state.recent.at(-1) ?? null;
  if (isSuspect(state.recent, sample.viewers)) {
    if (!state.suspect) return { state: { ...state, suspect: sample }, accepted: [], shown: last };
    // Two low samples in a row: the drop is real.
    const accepted = [state.suspect, sample];
    return {
      state: emptySpikeState([...state.recent, ...accepted.map((s) => s.viewers)]),
      accepted,
      shown: sample.viewers,
    };
  }
  // A normal sample: one held back before it was a glitch, and is dropped.
  return {
    state: emptySpikeState([...state.recent, sample.viewers]),
    accepted: [sample],
    shown: sample.viewers,
  };
}
