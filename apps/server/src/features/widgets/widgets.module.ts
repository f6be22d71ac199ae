import type { AccountLinks, FeatureContext } from '../../feature-context';
import { overlayDirectory } from './overlay-grant';
import type { Db } from '../../platform/db/database';
import type { OverlayDirectory, OverlayGateway } from '../../ports';
import { WidgetEventRouter } from './widget-events';
import { WidgetsRepo } from './widgets.repo';
import { widgetsRoutes } from './widgets.routes';
import { WidgetsService } from './widgets.service';

export { overlayEntryFor } from './overlay-entry';

/** This feature as the realtime gateway's directory of widgets (app.ts hands it over). */
export function widgetsOverlayDirectory(db: Db): OverlayDirectory {
  return overlayDirectory(new WidgetsRepo(db));
}

export interface WidgetsModuleDeps {
  links: AccountLinks;
  /** The realtime gateway the overlays connect to (the realtime feature, composed in app.ts). */
  realtime: OverlayGateway;
  /** Who may manage a user's widgets (the owner and their moderators); the owner only if unset. */
  canManage?(actorId: string, ownerId: string): Promise<boolean>;
}

/** What the app layer gets: an account's widgets go when the account goes. */
export interface WidgetsHandle {
  /**
   * Before an account is deleted: its widgets' ids. The returned function, run once the rows are
   * gone, closes their browser sources (4404), so no overlay keeps showing a deleted account.
   */
  prepareAccountDeletion(userId: string): Promise<() => void>;
}

/** Overlay widgets: model and API, routing of events to overlays, health, test events, reload. */
export async function registerWidgets(
  ctx: FeatureContext,
  deps: WidgetsModuleDeps,
): Promise<WidgetsHandle> {
  const repo = new WidgetsRepo(ctx.db);
  const { realtime } = deps;
  const router = new WidgetEventRouter({ realtime });
  const canManage = deps.canManage?.bind(deps) ?? (async (actorId, ownerId) => actorId === ownerId);
  const service = new WidgetsService({
    repo,
    realtime,
    clock: ctx.clock,
    publicUrl: ctx.config.publicUrl,
    canManage,
    lastChatterOf: (userId) => router.lastChatterOf(userId),
  });

  const unsubscribe = [
    ctx.bus.subscribe('kick.event', (event) => router.onKickEvent(event)),
    ctx.bus.subscribe('widget.event', (message) => router.onWidgetEvent(message)),
  ];
  ctx.app.addHook('onClose', async () => unsubscribe.forEach((stop) => stop()));

  widgetsRoutes(ctx.app, {
    service,
    limiter: ctx.limiter,
    kickFilesUrl: ctx.config.kickFilesUrl,
  });
  return {
    async prepareAccountDeletion(userId) {
      const ids = (await repo.listByUser(userId)).map((row) => row.id);
      return () => ids.forEach((id) => realtime.remove(id));
    },
  };
}
