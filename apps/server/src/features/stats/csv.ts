import type { StatsRecap, StatsStream } from '@kyo/contracts';

/**
 * RFC 4180 fields. A text that a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe: titles and names come from Kick and are data, never formulas (OWASP CSV
 * injection).
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (fields: Array<string | number | boolean | null>) => fields.map(csvField).join(',');

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
    'subs',
    'renewals',
    'gifted_subs',
    'kicks',
    'emotes',
    'commands',
    'bot_messages',
    'moderation_actions',
    'sample',
  ];
  const rows = streams.map((s) =>
    line([
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
    ]),
  );
  return [line(head), ...rows].join('\r\n') + '\r\n';
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
    'subs',
    'gifted_subs',
    'kicks',
  ];
  const rows = minutes.at.map((at, i) =>
    line([
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
    ]),
  );
  return [line(head), ...rows].join('\r\n') + '\r\n';
}
