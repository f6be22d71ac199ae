import {
  widgetContracts,
  type WidgetEventKind,
  type WidgetType,
  type WidgetTypeContract,
} from '@kyo/contracts';
import type { OverlayDirectory, OverlayGrant } from '../../ports';
import { readSettings } from './widget-settings';
import type { WidgetStates } from './widget-states';
import type { WidgetRow, WidgetsRepo } from './widgets.repo';

import { typeOf } from './widget-type';
import { withAlertControl, type AlertControlSource } from './alert-controls';

export { typeOf };

export function grantOf(row: WidgetRow, type: WidgetType): OverlayGrant {
  return {
    widgetId: row.id,
    userId: row.userId,
    type,
    key: row.key,
    settings: readSettings(type, row.settings),
    version: row.updatedAt.getTime(),
    accepts: acceptsOf(type),
  };
}

/**
 * The event kinds a type's overlays are sent as events. Types that render from their state
 * (a leaderboard, a streak) get `state` messages instead, never one frame per chat line.
 */
export function acceptsOf(type: WidgetType): readonly WidgetEventKind[] {
  const contract: WidgetTypeContract = widgetContracts[type];
  return contract.state?.delivery === 'messages' ? [] : contract.events;
}

/**
 * Looks widgets up for the gateway: an overlay's key on hello (its owner's widget states are
 * read into memory first, so the snapshot carries them), a dashboard's list, a widget's state.
 */
export type WidgetDirectory = Omit<OverlayDirectory, 'sceneByKey' | 'sceneById'>;

export function overlayDirectory(
  repo: WidgetsRepo,
  states: WidgetStates,
  alerts: () => AlertControlSource | undefined = () => undefined,
): WidgetDirectory {
  return {
    async widgetGrants(ownerId, ids, connect) {
      if (ids.length === 0) return [];
      const rows = await repo.findOfUser(ownerId, ids);
      if (connect && rows.length > 0) await states.ensureOwner(ownerId);
      const grants = rows.flatMap((row) => {
        const type = typeOf(row);
        if (!type) return [];
        if (connect) states.overlayConnected(row.id);
        return [grantOf(row, type)];
      });
      return Promise.all(grants.map((grant) => withAlertControl(alerts(), grant)));
    },
    async overlayByKey(key) {
      const row = await repo.findByKey(key);
      const type = row && typeOf(row);
      if (!row || !type) return null;
      await states.ensureOwner(row.userId);
      // A live widget's data (viewers, Spotify) is polled from now on, while it stays open.
      states.overlayConnected(row.id);
      return withAlertControl(alerts(), grantOf(row, type));
    },
    stateOf: (widgetId) => states.stateOf(widgetId),
    async widgetIdsOf(userId) {
      return (await repo.listByUser(userId)).filter((row) => typeOf(row)).map((row) => row.id);
    },
  };
}
