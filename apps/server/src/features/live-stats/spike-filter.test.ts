import { describe, expect, it } from 'vitest';
import {
  type SpikeFilterState,
  emptySpikeState,
  filterViewerSample,
  isSuspect,
} from './spike-filter';

/** Runs counts through the filter: what is shown after each, and what gets stored. */
function run(counts: number[], start: SpikeFilterState = emptySpikeState()) {
  let state = start;
  const shown: Array<number | null> = [];
  const stored: number[] = [];
  counts.forEach((viewers, i) => {
    const decision = filterViewerSample(state, { viewers, at: i * 30_000 });
    state = decision.state;
    shown.push(decision.shown);
    stored.push(...decision.accepted.map((s) => s.viewers));
  });
  return { shown, stored, state };
}

describe('viewer spike filter', () => {
  it('hides a single sample that drops to 1 or 0 while live (Kick #391)', () => {
    expect(run([650, 680, 1, 690, 700]).shown).toEqual([650, 680, 680, 690, 700]);
    expect(run([650, 680, 1, 690]).stored).toEqual([650, 680, 690]);
    expect(run([12, 14, 0, 13]).shown).toEqual([12, 14, 14, 13]);
  });

  it('hides a single sample below 20 % of a median of at least 20', () => {
    expect(run([500, 520, 510, 90, 505]).shown).toEqual([500, 520, 510, 510, 505]);
    // 20 % or more is a normal move.
    expect(run([500, 520, 510, 102]).shown).toEqual([500, 520, 510, 102]);
  });

  it('shows a real drop on the second low sample, and stores both', () => {
    const { shown, stored } = run([650, 680, 700, 40, 35, 38]);
    expect(shown).toEqual([650, 680, 700, 700, 35, 38]);
    expect(stored).toEqual([650, 680, 700, 40, 35, 38]);
    expect(run([600, 610, 1, 1, 2]).shown).toEqual([600, 610, 610, 1, 2]);
  });

  it('leaves small streams alone: no ratio rule below a median of 20', () => {
    expect(run([10, 12, 2, 11]).shown).toEqual([10, 12, 2, 11]);
    expect(run([3, 2, 1, 2]).shown).toEqual([3, 2, 2, 2]); // 1 with a median of 2 is held once
    expect(run([1, 1, 0, 1]).shown).toEqual([1, 1, 0, 1]);
  });

  it('accepts anything as the first sample of a stream, and 0 at the start', () => {
    expect(run([0, 5, 9]).shown).toEqual([0, 5, 9]);
    expect(run([1]).shown).toEqual([1]);
  });

  it('goes on from the samples stored before a restart', () => {
    const { shown } = run([1, 720], emptySpikeState([700, 710, 705, 690]));
    expect(shown).toEqual([690, 720]);
  });

  it('judges against the median, so one earlier outlier does not make normal samples suspect', () => {
    expect(isSuspect([600, 5_000, 610], 590)).toBe(false);
    expect(isSuspect([600, 5_000, 610], 100)).toBe(true);
    expect(isSuspect([], 0)).toBe(false);
  });
});
