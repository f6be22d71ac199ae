import { describe, expect, it } from 'vitest';
import { LANGUAGES, WIDGET_TYPES, widgetContracts, type WidgetType } from '@kyo/contracts';
import { generateTestEvents } from '@kyo/contracts/widgets/test-events';
import { rendererFor, renderers } from './renderers';
import { rendererLoaderFor, rendererLoaders } from './renderer-loaders';
import {
  isAvailable,
  newSettingsOf,
  typeTexts,
  widgetUis,
  type AvailableWidgetUi,
} from './registry';

describe('web widget registry', () => {
  it('registers every contract type, available exactly when the contract says so', () => {
    expect(Object.keys(widgetUis).sort()).toEqual([...WIDGET_TYPES].sort());
    for (const type of WIDGET_TYPES) {
      expect(isAvailable(type), type).toBe(widgetContracts[type].available);
      expect(type in renderers, type).toBe(widgetContracts[type].available);
    }
  });

  it('loads, for the OBS display, the same renderer the dashboard draws previews with', async () => {
    expect(Object.keys(rendererLoaders).sort()).toEqual(Object.keys(renderers).sort());
    for (const type of Object.keys(renderers))
      expect(await rendererLoaderFor(type)!(), type).toBe(rendererFor(type));
    expect(rendererLoaderFor('hologram')).toBeUndefined();
    expect(rendererLoaderFor('toString')).toBeUndefined();
  });

  it('takes its test buttons from the contract, each making events the type reacts to', () => {
    for (const ui of Object.values(widgetUis)) {
      if (!ui.available) continue;
      expect(ui.testEvents).toBe(widgetContracts[ui.type].testEvents);
      const events: readonly string[] = widgetContracts[ui.type].events;
      for (const kind of ui.testEvents) {
        for (const event of generateTestEvents(kind, { now: 1, random: () => 0.3 }))
          expect(events, `${ui.type} ${kind}`).toContain(event.kind);
      }
    }
  });

  it('gives every available type a renderer and every type a folder module', () => {
    for (const type of WIDGET_TYPES) {
      expect(widgetUis[type].type).toBe(type);
      expect(Boolean(rendererFor(type)), type).toBe(widgetContracts[type].available);
    }
  });

  it('has demo events each type shows', () => {
    for (const ui of Object.values(widgetUis)) {
      if (!ui.available) continue;
      const events: readonly string[] = widgetContracts[ui.type].events;
      for (const language of LANGUAGES)
        for (const event of [
          ...ui.demo.initial(language),
          ui.demo.next(0, language),
          ui.demo.next(1, language),
        ])
          expect(events, ui.type).toContain(event.kind);
    }
  });

  it('has every text setting of every type in each language for a new widget in it', () => {
    // Text settings: free strings (not a choice, a colour, a font, a zone or a counter's name)
    // whose English default says something.
    const NOT_WORDS = new Set(['fontFamily', 'timeZone', 'counter']);
    // Words every language of Kyo's streamers uses as they are (a loanword, like "Kicks").
    const SAME_IN_EVERY_LANGUAGE = new Set(['Subathon']);
    const tokens = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const checked = new Map<string, number>();
    for (const type of WIDGET_TYPES) {
      const ui = widgetUis[type] as AvailableWidgetUi;
      const { shape } = widgetContracts[type].settings as unknown as {
        shape: Record<string, { def: { innerType?: { def: { type: string } } } }>;
      };
      const english = widgetContracts[type].settings.parse({}) as Record<string, unknown>;
      for (const language of OTHER_LANGUAGES) {
        const translated = widgetContracts[type].settings.parse(
          newSettingsOf(ui, language),
        ) as Record<string, unknown>;
        for (const [key, value] of Object.entries(english)) {
          if (NOT_WORDS.has(key) || typeof value !== 'string' || !/^[^#]*[a-z]/i.test(value))
            continue;
          if (shape[key]?.def.innerType?.def.type !== 'string') continue;
          if (!SAME_IN_EVERY_LANGUAGE.has(value))
            expect(translated[key], `${type}.${key} ${language}`).not.toBe(value);
          expect(tokens(String(translated[key])), `${type}.${key} ${language}`).toEqual(
            tokens(value),
          );
          checked.set(language, (checked.get(language) ?? 0) + 1);
        }
      }
      // In English a new widget keeps the schema's words.
      const inEnglish = widgetContracts[type].settings.parse(newSettingsOf(ui, 'en'));
      for (const words of Object.values(ui.words ?? {}))
        for (const key of Object.keys(words))
          expect((inEnglish as Record<string, unknown>)[key], `${type}.${key}`).toBe(english[key]);
    }
    for (const language of OTHER_LANGUAGES)
      expect(checked.get(language), language).toBeGreaterThan(25);
  });

  it('names and describes every type in every language, each in its own words', () => {
    for (const type of WIDGET_TYPES) {
      const english = widgetUis[type].texts.en;
      const fields = Object.keys(english.fields ?? {}).sort();
      for (const language of LANGUAGES) {
        const own = widgetUis[type].texts[language] as
          (typeof widgetUis)[WidgetType]['texts']['en'] | undefined;
        expect(own, `${type} has no ${language} texts`).toBeDefined();
        const texts = typeTexts(type, language);
        expect(texts.name, `${type} ${language}`).toBeTruthy();
        expect(texts.description, `${type} ${language}`).toBeTruthy();
        expect(Object.keys(own!.fields ?? {}).sort(), `${type} ${language}`).toEqual(fields);
        if (language === 'en') continue;
        expect(texts.name, `${type} ${language}`).toBe(widgetContracts[type].names[language]);
        expect(texts.description, `${type} ${language}: still English`).not.toBe(
          english.description,
        );
        for (const [key, text] of Object.entries(own!.fields ?? {}))
          expect(tokens(text), `${type}.${key} ${language}`).toEqual(tokens(english.fields![key]!));
      }
      expect(typeTexts(type, 'en').name).toBe(widgetContracts[type].displayName);
      // A language Kyo does not speak gets the English.
      expect(typeTexts(type, 'de').name).toBe(widgetContracts[type].displayName);
    }
    expect(typeTexts('giveaway', 'tr').name).toBe('Çekiliş');
    expect(typeTexts('giveaway', 'es').name).toBe('Sorteo');
    expect(typeTexts('giveaway', 'pt').name).toBe('Sorteio');
  });

  it('names and describes every ready-made widget, and writes its Fields, in every language', () => {
    for (const ui of Object.values(widgetUis)) {
      if (!ui.available) continue;
      for (const preset of ui.presets ?? []) {
        for (const language of LANGUAGES) {
          const texts = preset.texts[language] as { name: string; description: string } | undefined;
          expect(texts?.name, `${preset.id} ${language}`).toBeTruthy();
          expect(texts?.description, `${preset.id} ${language}`).toBeTruthy();
          if (language !== 'en')
            expect(texts?.description, `${preset.id} ${language}`).not.toBe(
              preset.texts.en.description,
            );
        }
        const labels = (language: string) =>
          Object.values(
            JSON.parse(String(preset.settings(language).fields)) as Record<
              string,
              { label: string }
            >,
          ).map((field) => field.label);
        for (const language of OTHER_LANGUAGES)
          expect(labels(language), `${preset.id} ${language}`).not.toEqual(labels('en'));
      }
    }
  });
});

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');
const tokens = (text: string) => [...text.matchAll(/\{\{?(\w+)\}?\}/g)].map((m) => m[1]).sort();
