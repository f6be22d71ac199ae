import {
  LANGUAGES,
  WIDGET_TYPES,
  widgetContracts,
  widgetTypeName,
  type Language,
  type WidgetType,
} from '@kyo/contracts';
import type { TestEventKind } from '../lib/demo-events';
import type { AvailableWidgetType } from './renderers';
import type { AvailableWidgetModule, PlannedWidgetModule, WidgetModule } from './widget-ui';

export type { WidgetDemo } from './widget-ui';

/**
 * Each type's folder module (`types/<type>/index.ts(x)`, its default export), by the folder's name:
 * nothing to register by hand. The test next to this file checks every contract type has one.
 */
const modules: Partial<Record<string, WidgetModule>> = Object.fromEntries(
  Object.entries(
    import.meta.glob<WidgetModule>('./*/index.{ts,tsx}', { eager: true, import: 'default' }),
  ).map(([path, module]) => [/^\.\/([^/]+)\//.exec(path)![1]!, module]),
);

/** A type's folder as the dashboard uses it, with its test buttons from the contract. */
export type AvailableWidgetUi = AvailableWidgetModule & { testEvents: readonly TestEventKind[] };
export type PlannedWidgetUi = PlannedWidgetModule;
export type WidgetUi = AvailableWidgetUi | PlannedWidgetUi;

/**
 * The web side of each widget type: its folder's icon, builder form, demo events and texts, with
 * the test buttons its contract lists. Renderers are in renderers.ts, which the overlay bundle
 * reaches on its own (renderer-loaders.ts).
 */
export const widgetUis = Object.fromEntries(
  WIDGET_TYPES.map((type) => {
    const module = modules[type];
    if (module?.type !== type)
      throw new Error(`features/widgets/types/${type}/index.ts(x) gives no module of type ${type}`);
    const ui: WidgetUi = module.available
      ? { ...module, testEvents: widgetContracts[type].testEvents }
      : module;
    return [type, ui];
  }),
) as Record<WidgetType, WidgetUi>;

/** Gallery order: what works first, in the contracts' order. */
export const GALLERY_ORDER: readonly WidgetType[] = [
  ...WIDGET_TYPES.filter((type) => widgetUis[type].available),
  ...WIDGET_TYPES.filter((type) => !widgetUis[type].available),
];

/** Available when the contract says so and the web side registered its builder. */
export function isAvailable(type: string): type is AvailableWidgetType {
  if (!Object.prototype.hasOwnProperty.call(widgetUis, type)) return false;
  return widgetContracts[type as WidgetType].available && widgetUis[type as WidgetType].available;
}

export function availableUi(type: AvailableWidgetType): AvailableWidgetUi {
  return widgetUis[type] as AvailableWidgetUi;
}

export const contractOf = (type: WidgetType) => widgetContracts[type];

/** The language of Kyo's list for i18next's resolved one (English for anything else). */
export function widgetLanguage(language: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : 'en';
}

/**
 * The settings a new widget starts with, beyond the schema's defaults: its words in the
 * dashboard's language (`language`: i18next's resolved one) and what the type adds itself.
 */
export function newSettingsOf(ui: AvailableWidgetUi, language: string | undefined) {
  const code = widgetLanguage(language);
  return { ...(code === 'en' ? undefined : ui.words?.[code]), ...ui.newSettings?.(code) };
}

/** A type's ready-made widget by its id (`?preset=`), or null. */
export function presetOf(ui: AvailableWidgetUi, id: string | null) {
  return ui.presets?.find((preset) => preset.id === id) ?? null;
}

/** A type's name and texts in the dashboard's language (i18next's resolved one). */
export function typeTexts(type: WidgetType, language: string | undefined) {
  const code = widgetLanguage(language);
  return {
    name: widgetTypeName(widgetContracts[type], code),
    ...widgetUis[type].texts[code],
  };
}

/** Each type's builder page. */
export const builderPath = (type: WidgetType) => `/widget/${type}`;
