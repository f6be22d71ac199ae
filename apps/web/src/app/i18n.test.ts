import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES as ACCOUNT_LANGUAGES } from '@kyo/contracts';
import { CATALOGUE as SPANISH } from '@kyo/contracts/catalogues/es';
import { CATALOGUE as TURKISH } from '@kyo/contracts/catalogues/tr';
import { safeStorage } from '../lib/storage';
import {
  browserLanguage,
  i18n,
  initialLanguage,
  intlLocale,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  MESSAGES_NAMESPACE,
} from './i18n';

afterEach(async () => {
  vi.unstubAllGlobals();
  safeStorage.remove(LANGUAGE_STORAGE_KEY);
  await i18n.changeLanguage('en');
});

describe('the languages of the web app', () => {
  it('are the languages an account can have, each with its name in the picker', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual([...ACCOUNT_LANGUAGES]);
    expect(LANGUAGES.map((language) => language.label)).toEqual([
      'English',
      'Türkçe',
      'Español',
      'Português (Brasil)',
    ]);
  });

  it('takes the browser’s first language Kyo speaks, in the visitor’s order', () => {
    expect(browserLanguage(['es-MX', 'en'])).toBe('es');
    expect(browserLanguage(['pt-BR'])).toBe('pt');
    expect(browserLanguage(['de-DE', 'PT', 'es'])).toBe('pt');
    expect(browserLanguage(['fr-FR', 'tr-TR'])).toBe('tr');
    expect(browserLanguage(['en-GB', 'es'])).toBe('en');
    expect(browserLanguage(['fr', 'de'])).toBeNull();
  });

  it('starts a first visit in the browser’s language, a later one in the choice made', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-AR', 'es'] });
    expect(initialLanguage()).toBe('es');
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR'] });
    expect(initialLanguage()).toBe('en');
    safeStorage.set(LANGUAGE_STORAGE_KEY, 'pt');
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-AR'] });
    expect(initialLanguage()).toBe('pt');
    safeStorage.set(LANGUAGE_STORAGE_KEY, 'xx');
    expect(initialLanguage()).toBe('es');
  });

  it('sets the page’s lang, remembers the choice and writes numbers in the language’s locale', async () => {
    await i18n.changeLanguage('pt');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(safeStorage.get(LANGUAGE_STORAGE_KEY)).toBe('pt');
    await i18n.changeLanguage('es');
    expect(document.documentElement.lang).toBe('es');
    expect((1500).toLocaleString(intlLocale('es'))).toBe('1.500');
    expect((1500.5).toLocaleString(intlLocale('pt'))).toBe('1.500,5');
    expect((1500).toLocaleString(intlLocale('en'))).toBe('1,500');
    expect(intlLocale('pt')).toBe('pt-BR');
    expect(intlLocale(undefined)).toBe('en-US');
  });

  it('loads each language’s contracts catalogue as its `messages` namespace', async () => {
    await i18n.changeLanguage('tr');
    await i18n.loadNamespaces(MESSAGES_NAMESPACE);
    const [key, text] = Object.entries(TURKISH).find(([english]) => english.includes('{'))!;
    expect(i18n.getResourceBundle('tr', MESSAGES_NAMESPACE)[key]).toBe(
      text.replace(/\{(\w+)\}/g, '{{$1}}'),
    );
    await i18n.changeLanguage('es');
    await i18n.loadNamespaces(MESSAGES_NAMESPACE);
    expect(Object.keys(i18n.getResourceBundle('es', MESSAGES_NAMESPACE) ?? {})).toEqual(
      Object.keys(SPANISH),
    );
  });
});
