import { describe, expect, it } from 'vitest';
import { WIDGET_TYPES, widgetContracts } from '@kyo/contracts';
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
      for (const language of ['en', 'tr'])
        for (const event of [
          ...ui.demo.initial(language),
          ui.demo.next(0, language),
          ui.demo.next(1, language),
        ])
          expect(events, ui.type).toContain(event.kind);
    }
  });

  it('has every text setting of every type in Turkish for a new widget in Turkish', () => {
    // Text settings: free strings (not a choice, a colour, a font, a zone or a counter's name)
    // whose English default says something.
    const NOT_WORDS = new Set(['fontFamily', 'timeZone', 'counter']);
    const tokens = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    let checked = 0;
    for (const type of WIDGET_TYPES) {
      const ui = widgetUis[type] as AvailableWidgetUi;
      const { shape } = widgetContracts[type].settings as unknown as {
        shape: Record<string, { def: { innerType?: { def: { type: string } } } }>;
      };
      const english = widgetContracts[type].settings.parse({}) as Record<string, unknown>;
      const turkish = widgetContracts[type].settings.parse(newSettingsOf(ui, 'tr')) as Record<
        string,
        unknown
      >;
      for (const [key, value] of Object.entries(english)) {
        if (NOT_WORDS.has(key) || typeof value !== 'string' || !/^[^#]*[a-z]/i.test(value))
          continue;
        if (shape[key]?.def.innerType?.def.type !== 'string') continue;
        expect(turkish[key], `${type}.${key}`).not.toBe(value);
        expect(tokens(String(turkish[key])), `${type}.${key}`).toEqual(tokens(value));
        checked += 1;
      }
      // In English a new widget keeps the schema's words.
      const inEnglish = widgetContracts[type].settings.parse(newSettingsOf(ui, 'en'));
      for (const key of Object.keys(ui.turkish ?? {}))
        expect((inEnglish as Record<string, unknown>)[key], `${type}.${key}`).toBe(english[key]);
    }
    expect(checked).toBeGreaterThan(25);
  });

  it('names and describes every type in English and Turkish', () => {
    for (const type of WIDGET_TYPES) {
      for (const language of ['en', 'tr'] as const) {
        const texts = typeTexts(type, language);
        expect(texts.name, `${type} ${language}`).toBeTruthy();
        expect(texts.description, `${type} ${language}`).toBeTruthy();
        expect(Object.keys(widgetUis[type].texts.tr.fields ?? {}).sort(), type).toEqual(
          Object.keys(widgetUis[type].texts.en.fields ?? {}).sort(),
        );
      }
      expect(typeTexts(type, 'en').name).toBe(widgetContracts[type].displayName);
      expect(typeTexts(type, 'tr').name).toBe(widgetContracts[type].names.tr);
    }
    expect(typeTexts('giveaway', 'tr').name).toBe('Çekiliş');
  });
});
