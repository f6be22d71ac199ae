import type { WidgetEvent } from '../events';

/**
 * The chat leaderboard, as pure functions (zod-free). The server counts per viewer per window in
 * the database (`tally` says what one event adds) and ranks what it reads back with `rankEntries`;
 * the builder's preview and the test buttons fold events in memory with `foldLeaderboard`.
 */

export const LEADERBOARD_METRICS = ['messages', 'emotes', 'gifts', 'kicks', 'minutes'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];
export const LEADERBOARD_WINDOWS = ['stream', 'day', 'week', 'month', 'all'] as const;
export type LeaderboardWindow = (typeof LEADERBOARD_WINDOWS)[number];

export interface LeaderboardRules {
  metric: LeaderboardMetric;
  window: LeaderboardWindow;
  /** IANA time zone the day, week and month windows roll over in. */
  timeZone: string;
  weekStartsOn: 'monday' | 'sunday';
  topN: number;
  /** Lower-case comparison. */
  excludedNames: readonly string[];
  resetOnStreamStart: boolean;
}

export interface LeaderboardEntry {
  /** Competition ranking: equal values share a rank (1, 2, 2, 4). */
  rank: number;
  name: string;
  color: string | null;
  avatar: string | null;
  value: number;
}

/** What the server keeps per leaderboard widget (its counts are in the database). */
export interface LeaderboardState {
  /** A reset by hand: counting starts again from here. */
  resetAt: number | null;
  /** The channel's current (or last) stream start: the "this stream" window. */
  streamStartedAt: number | null;
  /** The window the entries are from (`periodKey`). */
  period: string;
  entries: LeaderboardEntry[];
}

export const initialLeaderboard = (): LeaderboardState => ({
  resetAt: null,
  streamStartedAt: null,
  period: '',
  entries: [],
});

/** One viewer's counters. */
export interface ViewerCounts {
  messages: number;
  emotes: number;
  gifts: number;
  kicks: number;
  minutes: number;
}

/** What one event adds to one viewer's counters, or null when it ranks nobody. */
export interface Tally {
  /** Lower-cased name: the counter's key. */
  viewer: string;
  name: string;
  color: string | null;
  avatar: string | null;
  add: Omit<ViewerCounts, 'minutes'>;
  /** The minute (ms / 60,000) the viewer chatted in, for active chat minutes. */
  minute: number | null;
}

/** Kick's badge for bot accounts, and the streamer's own. */
const NEVER_RANKED_BADGES = new Set(['bot', 'broadcaster']);

export function tally(event: WidgetEvent): Tally | null {
  switch (event.kind) {
    case 'chat.message': {
      if (event.badges.some((badge) => NEVER_RANKED_BADGES.has(badge.type))) return null;
      let emotes = 0;
      for (const part of event.parts) if (part.kind === 'emote') emotes += 1;
      return {
        viewer: event.username.toLowerCase(),
        name: event.username,
        color: event.color,
        avatar: event.avatar ?? null,
        add: { messages: 1, emotes, gifts: 0, kicks: 0 },
        minute: Math.floor(event.at / 60_000),
      };
    }
    case 'gifted':
      if (event.anonymous || event.count <= 0) return null;
      return {
        viewer: event.name.toLowerCase(),
        name: event.name,
        color: null,
        avatar: null,
        add: { messages: 0, emotes: 0, gifts: event.count, kicks: 0 },
        minute: null,
      };
    case 'kicks':
      if (event.anonymous || event.amount <= 0) return null;
      return {
        viewer: event.name.toLowerCase(),
        name: event.name,
        color: null,
        avatar: null,
        add: { messages: 0, emotes: 0, gifts: 0, kicks: event.amount },
        minute: null,
      };
    default:
      return null;
  }
}

// --- windows ------------------------------------------------------------------------------------

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** True for a time zone this runtime knows (IANA names, and UTC). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface Wall {
  year: number;
  month: number;
  day: number;
  weekday: number;
  /** The wall clock as if it were UTC, ms. */
  asUtc: number;
}

function wallClock(at: number, timeZone: string): Wall {
  const parts: Record<string, string> = {};
  for (const part of formatIn(timeZone).formatToParts(at)) parts[part.type] = part.value;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    year,
    month,
    day,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
    asUtc: Date.UTC(
      year,
      month - 1,
      day,
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

/** The instant the wall-clock date (y, m, d) 00:00 happens in the zone. */
function zonedMidnight(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  // The zone's offset near that instant, checked once more after the first guess (DST).
  let guess = wall - (wallClock(wall, timeZone).asUtc - wall);
  guess = wall - (wallClock(guess, timeZone).asUtc - guess);
  return guess;
}

/** When the window that `at` falls in started (0 for all time; the stream start for a stream). */
export function windowStart(
  rules: Pick<LeaderboardRules, 'window' | 'timeZone' | 'weekStartsOn'>,
  at: number,
  streamStartedAt: number | null,
): number {
  switch (rules.window) {
    case 'all':
      return 0;
    case 'stream':
      return streamStartedAt ?? 0;
    case 'day':
    case 'week':
    case 'month': {
      const wall = wallClock(at, rules.timeZone);
      if (rules.window === 'month') return zonedMidnight(wall.year, wall.month, 1, rules.timeZone);
      if (rules.window === 'day')
        return zonedMidnight(wall.year, wall.month, wall.day, rules.timeZone);
      const first = rules.weekStartsOn === 'monday' ? 1 : 0;
      const back = (wall.weekday - first + 7) % 7;
      const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day - back));
      return zonedMidnight(
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        rules.timeZone,
      );
    }
  }
}

/**
 * The key of the counters a widget reads and adds to at `at`: its window's start, moved forward
 * by a reset by hand or (when asked) by the stream's start. Widgets with equal keys share counters.
 */
export function periodKey(
  rules: Pick<LeaderboardRules, 'window' | 'timeZone' | 'weekStartsOn' | 'resetOnStreamStart'>,
  state: Pick<LeaderboardState, 'resetAt' | 'streamStartedAt'>,
  at: number,
): string {
  let start = windowStart(rules, at, state.streamStartedAt);
  if (state.resetAt !== null && state.resetAt > start) start = state.resetAt;
  if (rules.resetOnStreamStart && state.streamStartedAt !== null && state.streamStartedAt > start)
    start = state.streamStartedAt;
  return `${rules.window}:${start}`;
}

/** A widget's own state changes: a stream start, a ban (entries go at once). */
export function reduceLeaderboard(state: LeaderboardState, event: WidgetEvent): LeaderboardState {
  if (event.kind === 'stream.online') {
    return state.streamStartedAt === event.startedAt
      ? state
      : { ...state, streamStartedAt: event.startedAt };
  }
  if (event.kind === 'chat.clear-user' && event.permanent) {
    const banned = event.username.toLowerCase();
    const entries = state.entries.filter((entry) => entry.name.toLowerCase() !== banned);
    return entries.length === state.entries.length ? state : { ...state, entries: rerank(entries) };
  }
  return state;
}

// --- ranking ------------------------------------------------------------------------------------

export interface CountedViewer extends ViewerCounts {
  name: string;
  color: string | null;
  avatar: string | null;
}

/** Equal values share a rank and are listed by name. */
function rerank(entries: LeaderboardEntry[]): LeaderboardEntry[] {
  let rank = 0;
  return entries.map((entry, index) => {
    if (index === 0 || entries[index - 1]!.value !== entry.value) rank = index + 1;
    return entry.rank === rank ? entry : { ...entry, rank };
  });
}

/** The top N by the metric, excluded names left out, zeroes never listed. */
export function rankEntries(
  viewers: Iterable<CountedViewer>,
  rules: Pick<LeaderboardRules, 'metric' | 'topN' | 'excludedNames'>,
): LeaderboardEntry[] {
  const excluded = new Set(rules.excludedNames.map((name) => name.trim().toLowerCase()));
  const listed: LeaderboardEntry[] = [];
  for (const viewer of viewers) {
    const value = viewer[rules.metric];
    if (value <= 0 || excluded.has(viewer.name.toLowerCase())) continue;
    listed.push({ rank: 0, name: viewer.name, color: viewer.color, avatar: viewer.avatar, value });
  }
  listed.sort(
    (a, b) => b.value - a.value || (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1),
  );
  return rerank(listed.slice(0, rules.topN));
}

/** In-memory counters of one window, for previews and test bursts. */
export interface LocalBoard {
  viewers: Map<string, CountedViewer & { lastMinute: number | null }>;
}

export const emptyBoard = (): LocalBoard => ({ viewers: new Map() });

/** Adds one event to in-memory counters (a ban removes the viewer). Mutates and returns `board`. */
export function foldLeaderboard(board: LocalBoard, event: WidgetEvent): LocalBoard {
  if (event.kind === 'chat.clear-user' && event.permanent) {
    board.viewers.delete(event.username.toLowerCase());
    return board;
  }
  const counted = tally(event);
  if (!counted) return board;
  let viewer = board.viewers.get(counted.viewer);
  if (!viewer) {
    viewer = {
      name: counted.name,
      color: counted.color,
      avatar: counted.avatar,
      messages: 0,
      emotes: 0,
      gifts: 0,
      kicks: 0,
      minutes: 0,
      lastMinute: null,
    };
    board.viewers.set(counted.viewer, viewer);
  }
  viewer.messages += counted.add.messages;
  viewer.emotes += counted.add.emotes;
  viewer.gifts += counted.add.gifts;
  viewer.kicks += counted.add.kicks;
  if (counted.color) viewer.color = counted.color;
  if (counted.avatar) viewer.avatar = counted.avatar;
  if (counted.minute !== null && counted.minute !== viewer.lastMinute) {
    viewer.minutes += 1;
    viewer.lastMinute = counted.minute;
  }
  return board;
}
