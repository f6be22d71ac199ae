import type { DiscordCardRecap, DiscordCardStream } from '@kyo/contracts';
import type { CardRow } from './discord-card.repo';

/**
 * A stream's numbers for the recap: the stream stats' (its page's numbers), or, for a card that
 * knows no stats stream, the viewer samples alone (the counts absent).
 */
export interface CardStreamStats {
  /** How long the stream ran as the stats count it (a demo sample: its recorded length). */
  durationSeconds?: number;
  peak: number;
  average: number | null;
  follows?: number;
  subs?: number;
  gifts?: number;
  chatters?: number;
  messages?: number;
  kicks?: number;
  /** The stream's markers as chapter lines (the markers feature). */
  moments?: string[];
}

export interface Webhook {
  id: string;
  token: string;
}

/** The streamer's channel as Kick reports it now (null: Kick could not say). */
export interface CardReading {
  live: boolean;
  title: string | null;
  category: string | null;
  viewers: number | null;
  thumbnail: string | null;
  startedAt: number | null;
}

/** The stream as the card stored it. */
export function streamFields(row: CardRow): DiscordCardStream {
  return {
    channel: row.channel,
    title: row.title,
    category: row.category,
    viewers: row.viewers,
    thumbnail: row.thumbnail,
    startedAt: row.startedAt.getTime(),
  };
}

/** What a post or an edit writes back of the stream it showed. */
export const fieldsOf = (stream: DiscordCardStream) => ({
  title: stream.title,
  category: stream.category,
  viewers: stream.viewers,
  thumbnail: stream.thumbnail,
});

/** The stream as the card shows it now: Kick's fresh reading over what was stored. */
export function withReading(row: CardRow, reading: CardReading | null): DiscordCardStream {
  const stored = streamFields(row);
  if (!reading?.live) return stored;
  return {
    ...stored,
    title: reading.title ?? stored.title,
    category: reading.category ?? stored.category,
    viewers: reading.viewers ?? stored.viewers,
    thumbnail: reading.thumbnail ?? stored.thumbnail,
  };
}

/**
 * The recap's numbers. With the card's stats stream they are that stream's numbers as its page
 * shows them, every node's counts written first (stats.recapOf): equal by construction. A card
 * that knows no stats stream (posted before it kept one, or the stats could not say) has the
 * viewer samples and its own counts of follows, subs and gifts.
 */
export function recapOf(
  row: CardRow,
  stats: CardStreamStats | null,
  now: number,
): DiscordCardRecap {
  const endedAt = (row.offlineAt ?? new Date(now)).getTime();
  if (row.statsStreamId && stats?.durationSeconds !== undefined)
    return {
      endedAt,
      durationMs: stats.durationSeconds * 1000,
      peak: stats.peak,
      average: stats.average,
      follows: stats.follows ?? 0,
      subs: stats.subs ?? 0,
      gifts: stats.gifts ?? 0,
      chatters: stats.chatters ?? null,
      messages: stats.messages ?? null,
      kicks: stats.kicks ?? null,
      ...(stats.moments?.length ? { moments: stats.moments } : {}),
    };
  const peaks = [stats?.peak ?? null, row.peakViewers].filter((p) => p !== null);
  return {
    endedAt,
    peak: peaks.length ? Math.max(...peaks) : null,
    average: stats?.average ?? null,
    follows: row.follows,
    subs: row.subs,
    gifts: row.gifts,
  };
}
