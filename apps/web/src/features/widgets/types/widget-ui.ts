import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { WidgetType } from '@kyo/contracts';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import type { WidgetSettingsOf } from '@kyo/contracts/widgets/registry';
import type { AvailableWidgetType } from './renderers';

/**
 * Demo events for previews: a first screenful, then one more every `intervalMs`. Their sample
 * texts (a prize, a question) are in the dashboard's language (`'en'` or `'tr'`).
 */
export interface WidgetDemo {
  initial: (language: string) => WidgetEvent[];
  next: (index: number, language: string) => WidgetEvent;
  intervalMs: number;
}

/**
 * What one type's folder (`types/<type>/index.ts`) gives the dashboard. Its renderer is in the
 * same folder and reaches the overlay through renderers.ts; its test buttons come from its
 * contract (`widgetContracts[type].testEvents`); its name and description are in the `widgets`
 * catalogue under `types.<type>`.
 */
export interface AvailableWidgetModule<T extends AvailableWidgetType = AvailableWidgetType> {
  type: T;
  available: true;
  icon: LucideIcon;
  /** The builder form: fields bound to the type's settings schema (inside a FormProvider). */
  Form: ComponentType;
  demo: WidgetDemo;
  /** The gallery card's stage when not the OBS size (the tall chat box is cropped). */
  cardSize?: { width: number; height: number };
  /**
   * A new widget's words in Turkish, for a dashboard in Turkish (the schema's defaults are
   * English): every text setting (a test checks it). The gallery's preview shows them too.
   */
  turkish?: Partial<WidgetSettingsOf<T>>;
  /** Settings a NEW widget starts with beyond the schema's defaults (e.g. the browser's zone). */
  newSettings?: () => Record<string, unknown>;
}

/** A type whose overlay and builder do not exist yet (none today): listed as coming. */
export interface PlannedWidgetModule {
  type: WidgetType;
  available: false;
  icon: LucideIcon;
}

export type WidgetModule = AvailableWidgetModule | PlannedWidgetModule;
