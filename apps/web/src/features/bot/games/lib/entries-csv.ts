import type { GiveawayEntry } from '@kyo/contracts';

/**
 * A cell as a spreadsheet must read it: quoted when it holds a comma, quote or line break, and a
 * leading `=`, `+`, `-`, `@` (or tab, return) defused with `'`, so a viewer's name can never run
 * as a formula in the streamer's spreadsheet (CSV injection).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The entries as CSV (header first), one line per entry in entry order. */
export function entriesCsv(entries: readonly GiveawayEntry[]): string {
  const header = ['viewer_id', 'viewer', 'tickets', 'sub_months', 'entered_by', 'entered_at'];
  const lines = entries.map((e) =>
    [e.viewerId, e.viewerName, e.tickets, e.subMonths, e.source, e.enteredAt]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
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
