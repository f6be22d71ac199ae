import type { WidgetEvent } from '../events';

type GiveawayEvent = Extract<WidgetEvent, { kind: 'giveaway' }>;
export type GiveawayWinner = GiveawayEvent['winners'][number];

/** What a Giveaway widget shows (zod-free): the current giveaway, its entries and winners. */
export interface GiveawayState {
  id: string | null;
  title: string;
  status: GiveawayEvent['status'];
  command: string | null;
  keyword: string | null;
  entries: number;
  /** The last entrants' names (the draw animation shuffles through them). */
  recent: string[];
  winners: GiveawayWinner[];
  version: number;
  at: number;
}

/** Names kept for the draw animation. */
export const RECENT_ENTRANTS = 20;

export const initialGiveaway = (): GiveawayState => ({
  id: null,
  title: '',
  status: 'ended',
  command: null,
  keyword: null,
  entries: 0,
  recent: [],
  winners: [],
  version: 0,
  at: 0,
});

/**
 * The giveaway as its last change says; an older copy of the same giveaway (a lower version)
 * changes nothing, and a new giveaway replaces the one shown once it is newer.
 */
export function reduceGiveaway(state: GiveawayState, event: WidgetEvent): GiveawayState {
  if (event.kind !== 'giveaway') return state;
  const same = state.id === event.id;
  if (same && event.version <= state.version) return state;
  if (!same && state.id !== null && event.at < state.at) return state;
  const recent = same ? state.recent : [];
  return {
    id: event.id,
    title: event.title,
    status: event.status,
    command: event.command,
    keyword: event.keyword,
    entries: event.entries,
    recent: event.entrant
      ? [...recent.filter((name) => name !== event.entrant), event.entrant].slice(-RECENT_ENTRANTS)
      : recent,
    winners: event.winners,
    version: event.version,
    at: event.at,
  };
}

/** How to enter, as the widget says it: `!join`, `"pizza"`, or both. */
export function howToEnter(state: Pick<GiveawayState, 'command' | 'keyword'>): string[] {
  return [
    ...(state.command ? [`!${state.command}`] : []),
    ...(state.keyword ? [state.keyword] : []),
  ];
}

/** How long names shuffle before a newly drawn winner is shown (the draw animation). */
export const DRAW_SHUFFLE_MS = 2_400;
/** A winner drawn longer ago than this when a display first sees it (a reload) shows at once. */
export const DRAW_FRESH_MS = 8_000;

/**
 * Until when (server ms) the draw of `winner` shuffles on a display that first saw it at
 * `seenAt`, or null when its winner shows at once: no animation, fewer than two names to shuffle,
 * or a draw seen long after it happened. While it shuffles no name is the winner: the widget says
 * a draw is on, and names the winner (and the time to claim) only once it settled.
 */
export function drawShufflesUntil(
  winner: Pick<GiveawayWinner, 'drawnAt'>,
  seenAt: number,
  options: { animate: boolean; names: number },
): number | null {
  if (!options.animate || options.names < 2 || seenAt - winner.drawnAt >= DRAW_FRESH_MS)
    return null;
  return Math.max(seenAt, winner.drawnAt) + DRAW_SHUFFLE_MS;
}

/** The newest draw at `now`: still shuffling (no winner named yet) or settled. */
export function drawPhase(shufflesUntil: number | null, now: number): 'shuffling' | 'settled' {
  return shufflesUntil !== null && now < shufflesUntil ? 'shuffling' : 'settled';
}
