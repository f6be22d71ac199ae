import { widgetTypeSchema, type WidgetType } from '@kyo/contracts';
import type { WidgetRow } from './widgets.repo';

/** The row's type, or undefined for a type this version no longer knows. */
export const typeOf = (row: WidgetRow): WidgetType | undefined => {
  const parsed = widgetTypeSchema.safeParse(row.type);
  return parsed.success ? parsed.data : undefined;
};
