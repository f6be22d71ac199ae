import { describe, expect, it } from 'vitest';
import { KICK_SCOPES } from '../kick/catalog';
import { CONSENT_LANGUAGES, CONSENT_TEXTS, consentLanguage, consentText } from './consent-texts';

describe('consent screens in the streamer’s language', () => {
  it('has every text in every language, with the same {names}, none left in English', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [english, translations] of Object.entries(CONSENT_TEXTS))
      for (const language of CONSENT_LANGUAGES.filter((l) => l !== 'en')) {
        const text = translations[language];
        expect(text?.trim(), `${language}: ${english}`).toBeTruthy();
        expect(names(text), `${language}: ${english}`).toEqual(names(english));
        expect(text, `${language}: ${english}`).not.toBe(english);
      }
  });

  it('translates every Kick scope the consent screen describes', () => {
    for (const description of Object.values(KICK_SCOPES))
      expect(CONSENT_TEXTS[description], description).toBeDefined();
  });

  it('reads the first language of Accept-Language, English otherwise', () => {
    expect(consentLanguage('es-419,en;q=0.5')).toBe('es');
    expect(consentLanguage('pt-BR')).toBe('pt');
    expect(consentLanguage('tr')).toBe('tr');
    expect(consentLanguage('de-DE')).toBe('en');
    expect(consentLanguage(undefined)).toBe('en');
    expect(
      consentText('es', 'Authorize {app} · {provider}', { app: 'Kyo', provider: 'Kick' }),
    ).toBe('Autorizar Kyo · Kick');
  });
});
