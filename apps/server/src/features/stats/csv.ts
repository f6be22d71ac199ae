import { toCsv, type StatsRecap, type StatsStream } from '@kyo/contracts';

/** The stats' CSV exports, written by the one CSV writer (contracts/csv.ts). */

export function streamsCsv(streams: StatsStream[]): string {
  const head = [
    'started_at',
    'ended_at',
    'title',
    'category',
    'duration_seconds',
    'peak_viewers',
    'average_viewers',
    'chatters',
    'messages',
    'follows',
    // numbersOf's definitions: subs are new and renewed (subs_renewed of them), gifts apart.
    'subs',
    'subs_renewed',
    'gifted_subs',
    'kicks',
    'emotes',
    'commands',
    'bot_messages',
    'moderation_actions',
    'sample',
  ];
  const rows = streams.map((s) => [
    s.startedAt,
    s.endedAt,
    s.title,
    s.category,
    s.durationSeconds,
    s.peakViewers,
    s.averageViewers,
    s.chatters,
    s.messages,
    s.follows,
    s.subs,
    s.renewals,
    s.giftedSubs,
    s.kicks,
    s.emotes,
    s.commands,
    s.botMessages,
    s.modActions,
    s.sample,
  ]);
  return toCsv(head, rows);
}

export function minutesCsv(minutes: StatsRecap['minutes'], startedAt: number): string {
  const head = [
    'minute_utc',
    'offset_minutes',
    'category',
    'viewers',
    'messages',
    'chatters',
    'follows',
    // New and renewed, as the streams' subs (recap-minutes.ts).
    'subs',
    'gifted_subs',
    'kicks',
  ];
  const rows = minutes.at.map((at, i) => [
    new Date(at).toISOString(),
    Math.round((at - Math.floor(startedAt / 60_000) * 60_000) / 60_000),
    minutes.category[i] ?? null,
    minutes.viewers[i] ?? null,
    minutes.messages[i]!,
    minutes.chatters[i]!,
    minutes.follows[i]!,
    minutes.subs[i]!,
    minutes.giftedSubs[i]!,
    minutes.kicks[i]!,
  ]);
  return toCsv(head, rows);
}
