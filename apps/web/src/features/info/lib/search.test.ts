import { describe, expect, it } from 'vitest';
import { fold, matches } from './search';

describe('faq search', () => {
  it('matches every word, in any order, ignoring case', () => {
    expect(matches('Why is my overlay blank in OBS?', 'obs BLANK')).toBe(true);
    expect(matches('Why is my overlay blank in OBS?', 'obs spotify')).toBe(false);
  });

  it('treats an empty query as a match', () => {
    expect(matches('anything', '   ')).toBe(true);
  });

  it('folds Turkish letters and accents', () => {
    expect(fold('Şifremi İSTEMEZ mi?', 'tr')).toBe('sifremi istemez mi?');
    expect(matches('Kyo Kick şifremi ister mi?', 'sifre', 'tr')).toBe(true);
    expect(matches('Yayın katmanım neden boş görünüyor?', 'gorunuyor bos', 'tr')).toBe(true);
    expect(matches('Izgara', 'ızgara', 'tr')).toBe(true);
  });
});
