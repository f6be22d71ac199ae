import { describe, expect, it } from 'vitest';
import { spokenText, withoutLinks } from './speech';
import { ALERT_KINDS, alertKindOf } from './alert-kinds';

const rules = { maxChars: 40, skipLinks: true, skipEmotes: true };

describe('what text-to-speech says', () => {
  it('drops emotes and links, folds spaces and control characters', () => {
    expect(
      spokenText(
        'gg [emote:37226:KEKW] see https://x.io/a and kick.com/luna\u0000 ok\n\nbye',
        rules,
      ),
    ).toBe('gg see and ok bye');
  });

  it('reads emotes by name and keeps links when told to', () => {
    expect(
      spokenText('hi [emote:1:PogU] www.a.gg', { ...rules, skipEmotes: false, skipLinks: false }),
    ).toBe('hi PogU www.a.gg');
  });

  it('takes the links out of a text to show, and answers nothing when only a link was said', () => {
    expect(withoutLinks('see https://x.io/a or shop.mysite.store now')).toBe('see or now');
    expect(withoutLinks('  kick.com/other ')).toBe('');
    expect(withoutLinks('no link, version 1.2 here')).toBe('no link, version 1.2 here');
  });

  it('cuts at the cap without splitting a surrogate pair', () => {
    const text = spokenText('😀'.repeat(50), { ...rules, maxChars: 10 });
    expect(Array.from(text)).toHaveLength(10);
    expect(text).toBe('😀'.repeat(10));
  });
});

describe('alert kinds', () => {
  it('tells a resub from a new sub and reads a Kicks gift with its speech token', () => {
    const kinds = ['subscription', 'resubscription', 'gifted', 'kicks'] as const;
    expect(
      alertKindOf(kinds, { kind: 'subscription', name: 'a', months: 3, renewal: true, at: 0 })
        ?.definition.kind,
    ).toBe('resubscription');
    const kicks = {
      kind: 'kicks' as const,
      name: 'b',
      amount: 500,
      message: 'hey',
      speech: 'p.s',
      at: 0,
    };
    expect(alertKindOf(kinds, kicks)?.values).toEqual({ name: 'b', amount: 500, message: 'hey' });
    expect(ALERT_KINDS.kicks.speech?.(kicks)).toEqual({ token: 'p.s', amount: 500 });
    expect(alertKindOf(['follow'], kicks)).toBeNull();
  });
});
