import { describe, expect, it } from 'vitest';
import { entriesCsv, entriesFileName } from './entries-csv';

describe('giveaway entries as CSV', () => {
  it('writes a header and one line per entry', () => {
    const csv = entriesCsv([
      {
        viewerId: '2001',
        viewerName: 'pixel_pat',
        tickets: 3,
        subMonths: 4,
        source: 'keyword',
        enteredAt: '2026-11-21T12:00:00.000Z',
      },
    ]);
    expect(csv).toBe(
      'viewer_id,viewer,tickets,sub_months,entered_by,entered_at\r\n' +
        '2001,pixel_pat,3,4,keyword,2026-11-21T12:00:00.000Z\r\n',
    );
  });

  it('names the file after the prize', () => {
    expect(entriesFileName('Steam key / 50€!', '2026-11-21T12:00:00Z')).toBe(
      'giveaway-Steam-key-50-2026-11-21.csv',
    );
    expect(entriesFileName('🎁', '2026-11-21')).toBe('giveaway-entries-2026-11-21.csv');
  });
});
