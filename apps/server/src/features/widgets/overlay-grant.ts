import { widgetContracts, widgetTypeSchema, type WidgetType } from '@kyo/contracts';
import type { OverlayDirectory, OverlayGrant } from '../../ports';
import { readSettings } from './widget-settings';
import type { WidgetRow, WidgetsRepo } from './widgets.repo';

/** The row's type, or undefined for a type this version no longer knows. */
export const typeOf = (row: WidgetRow): WidgetType | undefined => {
  const parsed = widgetTypeSchema.safeParse(row.type);
  return parsed.success ? parsed.data : undefined;
};

export function grantOf(row: WidgetRow, type: WidgetType): OverlayGrant {
  return {
    widgetId: row.id,
    userId: row.userId,
    type,
    key: row.key,
    settings: readSettings(type, row.settings),
    version: row.updatedAt.getTime(),
    accepts: widgetContracts[type].events,
  };
}

/** Looks widgets up for the gateway: an overlay's key on hello, a dashboard's list. */
export function overlayDirectory(repo: WidgetsRepo): OverlayDirectory {
  return {
    async overlayByKey(key) {
      const row = await repo.findByKey(key);
      const type = row && typeOf(row);
      return row && type ? grantOf(row, type) : null;
    },
    async widgetIdsOf(userId) {
      return (await repo.listByUser(userId)).filter((row) => typeOf(row)).map((row) => row.id);
    },
  };
}
