import { widgetContracts, widgetTypeName, type Language, type WidgetType } from '@kyo/contracts';

/**
 * A widget created without a name is named after its type in its owner's language (its contract's
 * names, which the web builder shows and sends too).
 */
export function defaultWidgetName(type: WidgetType, language: Language): string {
  return widgetTypeName(widgetContracts[type], language);
}
