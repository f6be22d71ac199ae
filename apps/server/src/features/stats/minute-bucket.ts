/** What one node counted for one channel in one minute since its last flush. */
export interface MinuteBucket {
  /** Minute index: ms since epoch / 60,000 (UTC; no time zone or DST is involved). */
  minute: number;
  category: string | null;
  peak: number;
  peakAt: number | null;
  viewerSum: number;
  viewerReadings: number;
  /** The last time a reading saw the stream live in this minute (ms), or 0. */
  liveAt: number;
  messages: number;
  emotes: number;
  commands: number;
  follows: number;
  subs: number;
  renewals: number;
  giftedSubs: number;
  kicks: number;
  botMessages: number;
  modActions: number;
  redemptions: number;
  /** Chatters this node saw first in this minute (each is sent once per node and minute). */
  newChatters: string[];
  /** Lines per chatter, uses per emote and command: `kind \n key` → delta. */
  tops: Map<string, TopDelta>;
}

export type TopKind = 'chatter' | 'emote' | 'command';

export interface TopDelta {
  kind: TopKind;
  key: string;
  name: string;
  count: number;
}

export const SUMMED = [
  'viewerSum',
  'viewerReadings',
  'messages',
  'emotes',
  'commands',
  'follows',
  'subs',
  'renewals',
  'giftedSubs',
  'kicks',
  'botMessages',
  'modActions',
  'redemptions',
] as const satisfies ReadonlyArray<keyof MinuteBucket>;

export function emptyBucket(minute: number, category: string | null): MinuteBucket {
  return {
    minute,
    category,
    peak: 0,
    peakAt: null,
    viewerSum: 0,
    viewerReadings: 0,
    liveAt: 0,
    messages: 0,
    emotes: 0,
    commands: 0,
    follows: 0,
    subs: 0,
    renewals: 0,
    giftedSubs: 0,
    kicks: 0,
    botMessages: 0,
    modActions: 0,
    redemptions: 0,
    newChatters: [],
    tops: new Map(),
  };
}

export function addTop(bucket: MinuteBucket, kind: TopKind, key: string, name: string, by = 1) {
  const id = `${kind}\n${key}`;
  const top = bucket.tops.get(id);
  if (top) {
    top.count += by;
    top.name = name;
  } else bucket.tops.set(id, { kind, key, name, count: by });
}

/** Adds `from` into `into` (a failed flush's counts go back for the next one). */
export function mergeBucket(into: MinuteBucket, from: MinuteBucket): void {
  for (const key of SUMMED) into[key] += from[key];
  if (from.peak > into.peak) {
    into.peak = from.peak;
    into.peakAt = from.peakAt;
  }
  into.liveAt = Math.max(into.liveAt, from.liveAt);
  into.category ??= from.category;
  into.newChatters.push(...from.newChatters);
  for (const top of from.tops.values()) addTop(into, top.kind, top.key, top.name, top.count);
}
