import { z } from 'zod';
import type { KickEventType } from '../kick-events';
import { WIDGET_TYPES, WIDGET_TYPE_CONTRACTS } from './types';

export { WIDGET_TYPES };
export type { WidgetLiveFeed, WidgetStateContract, WidgetTypeContract } from './type-contract';
export { widgetTypeName } from './type-contract';

export const widgetTypeSchema = z.enum(WIDGET_TYPES, { error: 'Unknown widget type' });
export type WidgetType = z.infer<typeof widgetTypeSchema>;

type Contract = (typeof WIDGET_TYPE_CONTRACTS)[number];

/**
 * One definition per widget type, from its own module (types/<type>.ts, listed in types/index.ts):
 * the API validates with it, the server routes Kick events and folds state with it, the builder
 * and the overlay render from it. Every list that names widget types is derived from it.
 */
export const widgetContracts = Object.fromEntries(
  WIDGET_TYPE_CONTRACTS.map((contract) => [contract.type, contract]),
) as { [T in WidgetType]: Extract<Contract, { type: T }> };

/** The Kick events some widget type takes (what a channel's event subscription must cover). */
export const kickEventsForWidgets: readonly KickEventType[] = [
  ...new Set(Object.values(widgetContracts).flatMap((type) => type.kickEvents)),
];

/** Parses stored or posted settings for a type, filling defaults (older settings keep working). */
export function parseWidgetSettings(type: WidgetType, settings: unknown) {
  return widgetContracts[type].settings.safeParse(settings ?? {});
}

export type WidgetSettingsOf<T extends WidgetType> = z.output<
  (typeof widgetContracts)[T]['settings']
>;
