import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import es from './locales/es.json';
import pt from './locales/pt.json';
import tr from './locales/tr.json';
import { displayTexts } from './texts';

describe('the OBS display’s texts', () => {
  it('are in the browser source’s first language Kyo speaks, else English', () => {
    expect(displayTexts(['es-MX', 'en'])).toEqual(es);
    expect(displayTexts(['pt-BR'])).toEqual(pt);
    expect(displayTexts(['fr-FR', 'tr'])).toEqual(tr);
    expect(displayTexts(['de-DE', 'constructor'])).toEqual(en);
    expect(displayTexts([])).toEqual(en);
  });
});
