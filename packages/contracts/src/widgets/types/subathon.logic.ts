import type { WidgetEvent } from '../events';

type SubathonEvent = Extract<WidgetEvent, { kind: 'subathon' }>;

/** What a Subathon timer widget shows (zod-free): the timer's last state the server sent. */
export interface SubathonWidgetState {
  status: SubathonEvent['status'];
  /** Running: the absolute end (server ms). */
  endsAt: number | null;
  /** Paused: what is left. */
  remainingMs: number;
  capAt: number | null;
  version: number;
  /** The last add and when (server ms) it came: the widget shows "+5:00" for a moment. */
  added: (NonNullable<SubathonEvent['added']> & { at: number }) | null;
  at: number;
}

export const initialSubathon = (): SubathonWidgetState => ({
  status: 'idle',
  endsAt: null,
  remainingMs: 0,
  capAt: null,
  version: 0,
  added: null,
  at: 0,
});

/**
 * The timer as its newest change says: a copy older than what is shown (a lower version, relayed
 * late by another node) changes nothing. A change without an add keeps the last add shown.
 */
export function reduceSubathon(
  state: SubathonWidgetState,
  event: WidgetEvent,
): SubathonWidgetState {
  if (event.kind !== 'subathon') return state;
  if (event.version <= state.version) return state;
  return {
    status: event.status,
    endsAt: event.endsAt,
    remainingMs: event.remainingMs,
    capAt: event.capAt,
    version: event.version,
    added: event.added ? { ...event.added, at: event.at } : state.added,
    at: event.at,
  };
}

/** Milliseconds left at server time `now`: a running timer counts to its end, a paused one holds. */
export function subathonLeft(state: SubathonWidgetState, now: number): number {
  if (state.status === 'running' && state.endsAt !== null) return Math.max(0, state.endsAt - now);
  if (state.status === 'paused') return Math.max(0, state.remainingMs);
  return 0;
}

/** How long "+5:00" stays on the widget after an add. */
export const SUBATHON_ADDED_MS = 4_000;

/** `h:mm:ss` (`0:04:05`, `27:00:00`); negative times read 0. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** `+5:00`, `-1:02:03`: an add as the widget and chat show it. */
export function formatAdded(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const total = Math.abs(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${sign}${h}:${String(m).padStart(2, '0')}:${s}` : `${sign}${m}:${s}`;
}
