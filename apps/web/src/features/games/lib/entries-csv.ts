import { toCsv, type GiveawayEntry } from '@kyo/contracts';

/** The entries as CSV (header first), one line per entry in entry order. */
export function entriesCsv(entries: readonly GiveawayEntry[]): string {
  const header = ['viewer_id', 'viewer', 'tickets', 'sub_months', 'entered_by', 'entered_at'];
  return toCsv(
    header,
    entries.map((e) => [e.viewerId, e.viewerName, e.tickets, e.subMonths, e.source, e.enteredAt]),
  );
}

/** A file name for a giveaway's entries: its prize, safe for every file system. */
export function entriesFileName(title: string, date: string): string {
  const safe = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 40);
  return `giveaway-${safe || 'entries'}-${date.slice(0, 10)}.csv`;
}
