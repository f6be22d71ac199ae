import type { ChatPart, WidgetEvent } from '../events';

/**
 * The emote streak, as pure functions (zod-free: the overlay, the builder's preview and the server
 * fold events with the same code). A streak grows while chat lines carry exactly one distinct emote,
 * the same one (text around it ignored); lines without an emote neither grow nor end it; a line
 * whose one emote is another emote takes over (a new streak starts); lines with several different
 * emotes are ignored. It ends after `gapSeconds` without growing.
 */

export interface EmoteStreakRules {
  /** 'chatters': each viewer counts once per streak; 'messages': every line counts. */
  countMode: 'chatters' | 'messages';
  gapSeconds: number;
  milestones: readonly number[];
}

export interface EmoteStreakState {
  emote: { id: string; name: string } | null;
  count: number;
  /** Grows by one per streak, so an overlay can tell a new streak of the same emote. */
  streakId: number;
  startedAt: number;
  /** The last line that grew (or, from a counted chatter, kept) the streak. */
  lastAt: number;
  /** Lower-cased names that counted in this streak (at most MAX_CHATTERS kept). */
  chatters: string[];
  /** The last milestone reached in this streak, and when. */
  milestone: number | null;
  milestoneAt: number | null;
  /** The longest streak seen, for the builder. */
  best: { emote: { id: string; name: string }; count: number } | null;
}

/**
 * Past this many chatters a streak stops remembering names (each new line then counts): the list
 * is copied per line and saved every second, so it stays short; a streak of 100 distinct chatters
 * is already a moment.
 */
export const MAX_CHATTERS = 100;

export const initialEmoteStreak = (): EmoteStreakState => ({
  emote: null,
  count: 0,
  streakId: 0,
  startedAt: 0,
  lastAt: 0,
  chatters: [],
  milestone: null,
  milestoneAt: null,
  best: null,
});

/**
 * The one distinct emote of a line, null when it has none, 'many' when it has several different
 * ones. Stops at the second distinct emote: a line of hundreds of emotes costs no more than two.
 */
export function soleEmote(
  parts: readonly ChatPart[],
): { id: string; name: string } | null | 'many' {
  let found: { id: string; name: string } | null = null;
  for (const part of parts) {
    if (part.kind !== 'emote') continue;
    if (found === null) found = { id: part.id, name: part.name };
    else if (found.id !== part.id) return 'many';
  }
  return found;
}

/** True while the streak runs at `now` (not yet past its gap). */
export function streakRunning(state: EmoteStreakState, rules: EmoteStreakRules, now: number) {
  return state.emote !== null && now - state.lastAt <= rules.gapSeconds * 1000;
}

export function reduceEmoteStreak(
  state: EmoteStreakState,
  event: WidgetEvent,
  rules: EmoteStreakRules,
): EmoteStreakState {
  if (event.kind !== 'chat.message') return state;
  const emote = soleEmote(event.parts);
  if (emote === null || emote === 'many') return state;
  const chatter = event.username.toLowerCase();
  const continues = streakRunning(state, rules, event.at) && state.emote?.id === emote.id;
  if (!continues) {
    return withBest({
      ...state,
      emote,
      count: 1,
      streakId: state.streakId + 1,
      startedAt: event.at,
      lastAt: event.at,
      chatters: [chatter],
      milestone: null,
      milestoneAt: null,
    });
  }
  const repeat = rules.countMode === 'chatters' && state.chatters.includes(chatter);
  if (repeat) return { ...state, lastAt: Math.max(state.lastAt, event.at) };
  const count = state.count + 1;
  const reached = rules.milestones.includes(count);
  return withBest({
    ...state,
    count,
    lastAt: Math.max(state.lastAt, event.at),
    chatters:
      rules.countMode === 'chatters' && state.chatters.length < MAX_CHATTERS
        ? [...state.chatters, chatter]
        : state.chatters,
    milestone: reached ? count : state.milestone,
    milestoneAt: reached ? event.at : state.milestoneAt,
  });
}

function withBest(state: EmoteStreakState): EmoteStreakState {
  if (!state.emote || (state.best && state.best.count >= state.count)) return state;
  return { ...state, best: { emote: state.emote, count: state.count } };
}
