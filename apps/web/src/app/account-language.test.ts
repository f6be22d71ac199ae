import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../test/me';
import { authStore } from '../lib/auth-store';
import { safeStorage } from '../lib/storage';
import { i18n, LANGUAGE_STORAGE_KEY, storedLanguage } from './i18n';

const save = {
  calls: [] as unknown[],
  answer: null as null | (() => Promise<unknown>),
};
// The save goes through the real api client to a stubbed fetch: the web project's modules are
// shared across files (isolate: false), so a vi.mock of the client would miss a copy another test
// file already loaded.
function stubSave() {
  vi.stubGlobal('fetch', async (_input: string, init: RequestInit = {}) => {
    save.calls.push(JSON.parse(init.body as string));
    const answer = save.answer ? await save.answer() : await new Promise(() => {});
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

const { chooseLanguage, followAccountLanguage, PENDING_LANGUAGE_KEY } =
  await import('./account-language');

/** What a reload does: i18n starts from the browser's stored choice, the session comes back. */
async function reload(accountLanguage: 'en' | 'tr') {
  await i18n.changeLanguage(storedLanguage());
  authStore.setState({ token: null, user: null });
  const stop = followAccountLanguage();
  authStore.setState({ token: 'token', user: makeMe({ language: accountLanguage }) });
  await vi.waitFor(() => expect(i18n.resolvedLanguage).toBeDefined());
  return stop;
}

describe('the language switch', () => {
  let stops: Array<() => void> = [];
  beforeEach(async () => {
    save.calls = [];
    save.answer = null;
    stubSave();
    await i18n.changeLanguage('en');
    authStore.setState({ token: 'token', user: makeMe({ language: 'en' }) });
  });
  afterEach(async () => {
    for (const stop of stops) stop();
    stops = [];
    authStore.setState({ token: null, user: null });
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('holds across a reload made while the account is still saving it', async () => {
    const choosing = chooseLanguage('tr');
    // The reload comes before the save answers: the account still says English.
    expect(safeStorage.get(LANGUAGE_STORAGE_KEY)).toBe('tr');
    void choosing;
    stops.push(await reload('en'));
    await vi.waitFor(() => expect(i18n.resolvedLanguage).toBe('tr'));
    // …and the account is asked again to save it.
    await vi.waitFor(() => expect(save.calls).toEqual([{ language: 'tr' }, { language: 'tr' }]));
  });

  it('holds a Spanish or Portuguese choice across a reload the same way', async () => {
    for (const language of ['es', 'pt'] as const) {
      void chooseLanguage(language);
      expect(safeStorage.get(PENDING_LANGUAGE_KEY)).toContain(`:${language}`);
      stops.push(await reload('en'));
      await vi.waitFor(() => expect(i18n.resolvedLanguage).toBe(language));
      expect(document.documentElement.lang).toBe(language === 'pt' ? 'pt-BR' : 'es');
      for (const stop of stops) stop();
      stops = [];
    }
  });

  it('follows the account once the save went through (another browser’s choice wins)', async () => {
    save.answer = () => Promise.resolve(makeMe({ language: 'tr' }));
    await chooseLanguage('tr');
    expect(safeStorage.get(PENDING_LANGUAGE_KEY)).toBeNull();
    // Later the user switched back to English on another browser.
    stops.push(await reload('en'));
    await vi.waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
  });

  it('keeps a pending choice to its user: another account signing in follows its own', async () => {
    void chooseLanguage('tr');
    stops.push(await reload('en'));
    stops.forEach((stop) => stop());
    stops = [];
    authStore.setState({ token: null, user: null });
    const stop = followAccountLanguage();
    stops.push(stop);
    authStore.setState({
      token: 'token',
      user: makeMe({ id: '0190f5a0-0000-7000-8000-0000000000bb', language: 'en' }),
    });
    await vi.waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
  });
});
