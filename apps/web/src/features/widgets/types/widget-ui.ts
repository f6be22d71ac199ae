import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { Language, WidgetType } from '@kyo/contracts';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { WidgetSettingsOf } from '@kyo/contracts/widgets/registry';
import type { AvailableWidgetType } from './renderers';

/**
 * Demo events for previews: a first screenful, then one more every `intervalMs`. Their sample
 * texts (a prize, a question) are in the dashboard's language (i18next's code: `'en'`, `'es'`…).
 */
export interface WidgetDemo {
  initial: (language: string) => WidgetEvent[];
  next: (index: number, language: string) => WidgetEvent;
  intervalMs: number;
}

/** What the dashboard says of a type, in one language (its name is its contract's). */
export interface WidgetTypeTexts {
  /** The gallery card's and the builder's line under the name. */
  description: string;
  /** A planned type's page: what it will do. */
  plans?: readonly string[];
  /** The type's own words its form shows (labels of settings no other type has). */
  fields?: Readonly<Record<string, string>>;
}

/** A language Kyo speaks besides English (the source of every text). */
export type OtherLanguage = Exclude<Language, 'en'>;

/**
 * The texts in every language Kyo speaks, with the same keys (the compiler asks for each
 * language; registry.test.ts checks the keys and that they are translated).
 */
export type WidgetTexts<F extends string = string> = Readonly<
  Record<Language, WidgetTypeTexts & { fields?: Readonly<Record<F, string>> }>
>;

/**
 * What one type's folder gives the dashboard: its `index.ts(x)`'s default export (the folder is
 * the type's name; registry.ts finds it). Its renderer is the folder's `renderer.tsx`; its test
 * buttons, names and OBS size come from its contract (`widgetContracts[type]`).
 */
export interface AvailableWidgetModule<T extends AvailableWidgetType = AvailableWidgetType> {
  type: T;
  available: true;
  icon: LucideIcon;
  texts: WidgetTexts;
  /** The builder form: fields bound to the type's settings schema (inside a FormProvider). */
  Form: ComponentType;
  demo: WidgetDemo;
  /** The gallery card's stage when not the OBS size (the tall chat box is cropped). */
  cardSize?: { width: number; height: number };
  /**
   * A new widget's words in each other language, for a dashboard in that language (the schema's
   * defaults are English): every text setting (a test checks it). The gallery's preview shows
   * them too.
   */
  words?: Readonly<Record<OtherLanguage, Partial<WidgetSettingsOf<T>>>>;
  /**
   * Settings a NEW widget starts with beyond the schema's defaults (e.g. the browser's zone, a
   * custom widget's starter code), in the dashboard's language (i18next's resolved one).
   */
  newSettings?: (language?: string) => Record<string, unknown>;
  /**
   * Ready-made widgets of this type the gallery shows beside it (the custom code widget's
   * starters): each opens the builder at `/widget/<type>?preset=<id>` with its settings.
   */
  presets?: readonly WidgetPreset[];
  /**
   * A stateful type: whether a saved widget's real state has something to show (its builder
   * draws the real state then, the demo's sample events while it is empty). Unset: the samples.
   */
  hasContent?: (state: Record<string, unknown>) => boolean;
  /** A button on a saved widget's page that starts its state over (the ranking, the goal). */
  reset?: 'leaderboard' | 'goal';
}

/** A ready-made widget of a type, in the gallery: its names and its settings. */
export interface WidgetPreset {
  id: string;
  texts: Readonly<Record<Language, { name: string; description: string }>>;
  /** A new widget's settings, in the dashboard's language. */
  settings: (language: string | undefined) => Record<string, unknown>;
}

/** A type whose overlay and builder do not exist yet (none today): listed as coming. */
export interface PlannedWidgetModule {
  type: WidgetType;
  available: false;
  icon: LucideIcon;
  texts: WidgetTexts;
}

export type WidgetModule = AvailableWidgetModule | PlannedWidgetModule;
