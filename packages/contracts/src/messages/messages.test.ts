import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_TEMPLATES } from '../bot-alerts';
import { formatDuration, recapCardMessage } from '../discord-card';
import { DEFAULT_WARNING, PERMIT_REPLY, RAID_NOTICE, RULE_NAMES } from '../moderation/rules';
import { LANGUAGES } from '../user';
import {
  CATALOGUES,
  MESSAGE_AREAS,
  TURKISH_MESSAGES,
  formatMessage,
  isCatalogued,
  translateMessage,
} from './index';

/** Every English text of the areas: the keys each other language's catalogue must have. */
const ENGLISH = Object.values(MESSAGE_AREAS).flatMap((area) => Object.keys(area));

describe('message translation', () => {
  it('translates exact messages and leaves English as it is', () => {
    expect(translateMessage('This username is taken.', 'tr')).toBe('Bu kullanıcı adı alınmış.');
    expect(translateMessage('This username is taken.', 'en')).toBe('This username is taken.');
  });

  it('fills templates with the values of the English message', () => {
    expect(translateMessage('!hello is already used by !hi', 'tr')).toBe(
      '!hello zaten !hi tarafından kullanılıyor',
    );
    expect(
      translateMessage('You can have at most 200 commands. Delete one to add another.', 'tr'),
    ).toBe('En fazla 200 komut olabilir. Yenisini eklemek için birini sil.');
  });

  it('prefers the most specific template and translates values that are messages', () => {
    expect(translateMessage('Kick is not answering (503): down', 'tr')).toBe(
      'Kick yanıt vermiyor (503): down',
    );
    expect(
      translateMessage(
        'Kick needs a reconnect: access was revoked or has expired. Reconnect it in Settings → Connections.',
        'tr',
      ),
    ).toBe(
      'Kick yeniden bağlanmalı: erişim iptal edilmiş ya da süresi dolmuş. Ayarlar → Bağlantılar’dan yeniden bağla.',
    );
  });

  it('keeps an unknown message in English', () => {
    expect(translateMessage('Something nobody wrote down', 'tr')).toBe(
      'Something nobody wrote down',
    );
    expect(isCatalogued('Something nobody wrote down')).toBe(false);
  });

  it('keeps every {placeholder} of a key in its Turkish text, and has no empty text', () => {
    for (const [english, turkish] of Object.entries(TURKISH_MESSAGES)) {
      expect(turkish.trim(), english).not.toBe('');
      expect(placeholders(turkish), english).toEqual(placeholders(english));
    }
  });

  it('has each English text in one area only, all of them in the merged table', () => {
    const seen = new Map<string, string>();
    for (const [area, table] of Object.entries(MESSAGE_AREAS))
      for (const english of Object.keys(table)) {
        expect(seen.get(english), `${english} (in ${area})`).toBeUndefined();
        seen.set(english, area);
      }
    expect(Object.keys(TURKISH_MESSAGES).length).toBe(seen.size);
  });

  it('translates the values of the newer areas’ templates', () => {
    expect(translateMessage('Question must be at most 120 characters', 'tr')).toBe(
      'Soru en fazla 120 karakter olabilir',
    );
    expect(translateMessage('Queue length can be at most 100', 'tr')).toBe(
      'Sıra uzunluğu en fazla 100 olabilir',
    );
    expect(translateMessage('Prize is required', 'tr')).toBe('Ödül gerekli');
    expect(translateMessage('A video can be at most 20 MB', 'tr')).toBe(
      'Bir video en fazla 20 MB olabilir',
    );
    expect(translateMessage('A sound can be at most 5 MB', 'tr')).toBe(
      'Bir ses dosyası en fazla 5 MB olabilir',
    );
    expect(translateMessage('Amount must be at least -1000', 'tr')).toBe(
      'Miktar en az -1000 olmalı',
    );
    expect(
      translateMessage('The command !deaths exists: pick another name or rename it.', 'tr'),
    ).toBe('!deaths komutu zaten var: başka bir ad seç ya da komutun adını değiştir.');
  });
});

describe('texts Kyo writes', () => {
  it('fills a template in the language asked, its values as they are', () => {
    const values = { name: 'ann', title: 'Sözler {title}', position: 3 };
    expect(formatMessage('@{name} queued "{title}" at #{position}.', values, 'en')).toBe(
      '@ann queued "Sözler {title}" at #3.',
    );
    expect(formatMessage('@{name} queued "{title}" at #{position}.', values, 'tr')).toBe(
      '@ann "Sözler {title}" sıraya eklendi: #3.',
    );
  });

  it('reads a text back whose template names a value more than once', () => {
    const text = formatMessage(
      'Usage: !{name}, !{name} +, !{name} -, !{name} set 5',
      { name: 'deaths' },
      'en',
    );
    expect(translateMessage(text, 'tr')).toBe(
      'Kullanım: !deaths, !deaths +, !deaths -, !deaths set 5',
    );
    expect(isCatalogued('Usage: !a, !b +, !c -, !d set 5')).toBe(false);
  });
});

/**
 * Words a language writes as English does, so a text made only of them (and `{values}`, digits,
 * punctuation) may equal its English: Kick's own words and the glossary's loanwords (docs/
 * languages.md), and a few a language uses as they are. Keep it short: each with its reason.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  // Kick's currency and the streaming words every language keeps (the glossary).
  all: ['Kick', 'Kicks', 'emote', 'emotes', 'sub', 'subs', 'widget', 'widgets', 'Top'],
  // "video" is the Turkish and the Spanish word.
  tr: ['video'],
  // "Stock" is what Latin American shops call it; "video" as in Turkish; "offline" is the
  // streamers' word ({uptime}, "{channel} está offline.").
  es: ['Stock', 'video', 'offline'],
  // "links" is the Brazilian word; "Fields" is StreamElements' name for a custom widget's settings;
  // "offline" as in Spanish.
  pt: ['links', 'Fields', 'offline'],
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** True when a text may stay as its English in this language (only words it writes the same). */
function mayStayEnglish(language: string, text: string): boolean {
  const words = new Set(
    [...SAME_AS_ENGLISH.all!, ...(SAME_AS_ENGLISH[language] ?? [])].map((w) => w.toLowerCase()),
  );
  const rest = text.replace(/\{\w+\}/g, ' ').match(/\p{L}+/gu) ?? [];
  return rest.every((word) => words.has(word.toLowerCase()));
}

describe('every language', () => {
  it('has a catalogue for each language but English, with a text for every key', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const missing = ENGLISH.filter((key) => !catalogue[key]?.trim());
      expect(missing, `${language} misses`).toEqual([]);
    }
  });

  it('has exactly the English keys in each catalogue, each with the same {placeholders}', () => {
    const english = new Set(ENGLISH);
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const extra = Object.keys(catalogue).filter((key) => !english.has(key));
      expect(extra, `${language} has keys English does not`).toEqual([]);
      const wrong = Object.entries(catalogue)
        .filter(([key, text]) => placeholders(text).join() !== placeholders(key).join())
        .map(([key, text]) => `${key} → ${text}`);
      expect(wrong, `${language}: other {placeholders} than the English`).toEqual([]);
    }
  });

  it('leaves no text in English but those made of words the language writes the same', () => {
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const english = Object.entries(catalogue)
        .filter(([key, text]) => text === key && !mayStayEnglish(language, text))
        .map(([key]) => key);
      expect(english, `${language} left in English`).toEqual([]);
    }
    // The allow list is words, not texts: a sentence left in English is caught.
    expect(mayStayEnglish('es', 'Top {currency}: {list}')).toBe(true);
    expect(mayStayEnglish('es', 'Stock')).toBe(true);
    expect(mayStayEnglish('pt', 'Stock')).toBe(false);
    expect(mayStayEnglish('es', 'Added quote #{number}.')).toBe(false);
  });

  it('calls the platform "a Kick" in Portuguese, never "o Kick" (issue 46)', () => {
    const masculine = Object.values(CATALOGUES.pt).filter((text) =>
      /\b(o|no|do|ao|pelo|num|dum)\s+Kick\b/i.test(text),
    );
    expect(masculine).toEqual([]);
  });

  it('writes the built-in commands’ replies in each language (issue 46)', () => {
    expect(
      formatMessage(
        '{channel} has been live for {duration}.',
        { channel: 'ann', duration: '1h 5m' },
        'es',
      ),
    ).toBe('ann lleva 1h 5m en vivo.');
    expect(formatMessage('{channel} is offline.', { channel: 'ann' }, 'pt')).toBe(
      'ann está offline.',
    );
  });

  it('has the texts Kyo writes from its defaults in every catalogue (alerts, moderation)', () => {
    const defaults = [
      ...Object.values(DEFAULT_ALERT_TEMPLATES),
      ...Object.values(RULE_NAMES),
      DEFAULT_WARNING,
      RAID_NOTICE,
      PERMIT_REPLY,
    ];
    for (const [language, catalogue] of Object.entries(CATALOGUES))
      for (const text of defaults) expect(catalogue[text], `${language}: ${text}`).toBeTruthy();
  });

  it('writes the Discord recap in the account’s language', () => {
    const recap = recapCardMessage(
      { showTitle: true } as Parameters<typeof recapCardMessage>[0],
      { channel: 'ann', title: null, category: null, viewers: null, thumbnail: null, startedAt: 0 },
      {
        endedAt: 3 * 3_600_000 + 12 * 60_000,
        peak: null,
        average: null,
        follows: 1,
        subs: 0,
        gifts: 2,
      },
      'tr',
    );
    expect(recap.content).toBe("ann Kick'te canlıydı");
    const fields = (recap.embeds[0]!.fields as Array<{ name: string; value: string }>).map(
      (f) => `${f.name}: ${f.value}`,
    );
    expect(fields).toEqual([
      'Yayın süresi: 3 sa 12 dk',
      'En yüksek izleyici: bilinmiyor',
      'Yeni takipçi: 1',
      'Abonelik: 0',
      'Hediye abonelik: 2',
    ]);
    expect(formatDuration(45 * 60_000, 'en')).toBe('45 m');
  });
});
