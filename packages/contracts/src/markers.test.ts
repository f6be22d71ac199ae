import { describe, expect, it } from 'vitest';
import { chapterTime, markerTitle, vodChapters } from './marker-chapters';
import { kickSlugSchema } from './shoutouts';

describe('VOD chapters', () => {
  it('starts at 00:00, orders the markers, and writes hours from an hour on', () => {
    expect(
      vodChapters(
        [
          { offsetSeconds: 3725, title: 'Boss down' },
          { offsetSeconds: 600, title: 'Chat  went   wild' },
        ],
        'en',
      ),
    ).toBe('00:00 Start\n10:00 Chat went wild\n1:02:05 Boss down');
  });

  it('drops a chapter within 10 s of the one before it; one in the first 10 s names the start', () => {
    expect(
      vodChapters(
        [
          { offsetSeconds: 4, title: 'Hello chat' },
          { offsetSeconds: 60, title: 'First' },
          { offsetSeconds: 65, title: 'Too close' },
        ],
        'en',
      ),
    ).toBe('00:00 Hello chat\n01:00 First');
  });

  it('writes the first chapter and found moments in the channel’s language', () => {
    expect(vodChapters([], 'tr')).toBe('00:00 Başlangıç');
    expect(markerTitle({ kind: 'gifts', title: '', value: 12 }, 'es')).toBe('12 subs regaladas');
    expect(markerTitle({ kind: 'chat', title: '', value: 96 }, 'en')).toBe(
      'Chat burst (96 lines a minute)',
    );
    expect(markerTitle({ kind: 'manual', title: 'GG', value: null }, 'pt')).toBe('GG');
    expect(chapterTime(59.9)).toBe('00:59');
  });
});

describe('Kick channel names', () => {
  it('takes @name, a kick.com link or a name, lower case', () => {
    expect(kickSlugSchema.parse('@Nova_Speedruns')).toBe('nova_speedruns');
    expect(kickSlugSchema.parse('https://kick.com/chef_kai/videos')).toBe('chef_kai');
    expect(kickSlugSchema.safeParse('@').success).toBe(false);
    expect(kickSlugSchema.safeParse('no spaces').success).toBe(false);
    expect(kickSlugSchema.safeParse('x'.repeat(26)).success).toBe(false);
  });
});
