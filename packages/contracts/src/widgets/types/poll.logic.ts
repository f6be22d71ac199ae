import type { WidgetEvent } from '../events';

type PollEvent = Extract<WidgetEvent, { kind: 'poll' }>;

/** What a Poll widget shows (zod-free): the current poll and its tallies. */
export interface PollState {
  id: string | null;
  question: string;
  options: PollEvent['options'];
  total: number;
  status: PollEvent['status'];
  endsAt: number;
  version: number;
  at: number;
}

export const initialPoll = (): PollState => ({
  id: null,
  question: '',
  options: [],
  total: 0,
  status: 'ended',
  endsAt: 0,
  version: 0,
  at: 0,
});

/** The tallies as the last change says; older copies of the same poll change nothing. */
export function reducePoll(state: PollState, event: WidgetEvent): PollState {
  if (event.kind !== 'poll') return state;
  if (state.id === event.id && event.version <= state.version) return state;
  if (state.id !== event.id && state.id !== null && event.at < state.at) return state;
  return {
    id: event.id,
    question: event.question,
    options: event.options,
    total: event.total,
    status: event.status,
    endsAt: event.endsAt,
    version: event.version,
    at: event.at,
  };
}

/** Whole percentages that add up to 100 (largest remainders), 0 each without votes. */
export function percentages(votes: readonly number[]): number[] {
  const total = votes.reduce((sum, v) => sum + v, 0);
  if (total === 0) return votes.map(() => 0);
  const exact = votes.map((v) => (v * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, v) => sum + v, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors;
}
