import type { ChannelEvent, WidgetEvent, WidgetType } from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import { overlayDirectory } from './overlay-grant';
import type { Db } from '../../platform/db/database';
import type { OverlayGateway, WidgetLiveSource } from '../../ports';
import type { WidgetDirectory } from './overlay-grant';
import { ChannelWidgetKinds } from './channel-widget-kinds';
import { WidgetEventRouter } from './widget-events';
import { WidgetStateRepo } from './widget-state.repo';
import { WidgetStates, type WidgetStatesOptions } from './widget-states';
import { WidgetsRepo } from './widgets.repo';
import { widgetsRoutes } from './widgets.routes';
import { WidgetsService } from './widgets.service';
import type { AlertEventHooks } from './alert-events';
import { AlertControls, type AlertControlSource } from './alert-controls';
import type { DisplayAlerts } from '../../ports';

export { overlayEntryFor } from './overlay-entry';
export type { WidgetStates } from './widget-states';

/** How often leaderboard counts and dirty widget states are written. */
export const WIDGET_STATE_FLUSH_MS = 1_000;

/**
 * The widgets' server-owned state (decision record 012), made before the realtime gateway (whose
 * directory reads it; widget-states.feature.ts) and handed to registerWidgets with the gateway.
 */
export function createWidgetStates(
  ctx: FeatureContext,
  live?: WidgetLiveSource,
  options?: WidgetStatesOptions,
): WidgetStates {
  return new WidgetStates({
    widgets: new WidgetsRepo(ctx.db),
    repo: new WidgetStateRepo(ctx.db),
    clock: ctx.clock,
    log: ctx.app.log,
    ...(live ? { live } : {}),
    ...(options ? { options } : {}),
  });
}

/** This feature as the realtime gateway's directory of widgets (widget-states.feature.ts). */
export function widgetsOverlayDirectory(
  db: Db,
  states: WidgetStates,
  alerts?: () => AlertControlSource | undefined,
): WidgetDirectory {
  return overlayDirectory(new WidgetsRepo(db), states, alerts);
}

export interface WidgetsModuleDeps {
  /** The realtime gateway the overlays connect to (the realtime feature). */
  realtime: OverlayGateway;
  /** From createWidgetStates (the gateway's directory reads the same). */
  states: WidgetStates;
  /** The alert path's message filter and text-to-speech (see alert-events.ts). */
  alerts?: AlertEventHooks;
}

declare module 'fastify' {
  interface FastifyInstance {
    widgets: WidgetsHandle;
  }
}

/** What other features get: an account's widgets go when the account goes. */
export interface WidgetsHandle {
  /** Its consumer in the chat pipeline: events to overlays and states. */
  onKickEvent(event: ChannelEvent): void;
  /**
   * Whether one of the channel's widgets shows this event (from memory; yes until known): the
   * stage's switch (widgets.feature.ts).
   */
  shows(event: ChannelEvent): boolean;
  /** A chat line removed after it was shown: chat overlays drop it. */
  onChatDeleted(event: { ownerId: string; messageId: string }): void;
  /** The service the dashboard's routes call (the public API's widgets area calls the same). */
  service: WidgetsService;
  /** Writes leaderboard counts and dirty widget states now (the scheduler does it every second). */
  flushStates(): Promise<void>;
  /** How much widget state is held and how many batches were written (the benchmark reads it). */
  stateStats(): ReturnType<WidgetStates['stats']>;
  /**
   * Before an account is deleted: its widgets' ids. The returned function, run once the rows are
   * gone, closes their browser sources (4404), so no overlay keeps showing a deleted account.
   */
  prepareAccountDeletion(userId: string): Promise<() => void>;
  /**
   * Widgets were written for the owner outside this feature (an import, custom-widgets): the chat
   * pipeline, the states and the other nodes read the owner's widgets again.
   */
  widgetsAdded(ownerId: string): void;
  /** A display's widget by its key: whose it is and its settings (media and speech read it). */
  widgetByKey(key: string): Promise<{
    id: string;
    ownerId: string;
    type: WidgetType;
    settings: Record<string, unknown>;
  } | null>;
  /** One of the owner's widgets (a scene display's layer), or null. */
  widgetOfOwner(
    ownerId: string,
    id: string,
  ): Promise<{ type: WidgetType; settings: Record<string, unknown> } | null>;
  /**
   * The alert path's hooks, given by the features registered after the widgets (moderation's
   * message filter, text-to-speech): each sets its own.
   */
  setAlertHooks(hooks: AlertEventHooks): void;
  /**
   * The live cockpit's hold on the channel's alert widgets (alert-controls.ts): show an event
   * again (never counted in a state, no chat alert), skip the alert on screen, pause, mute or
   * clear the queue. Each answers how many alert widgets it reached.
   */
  alerts: {
    replay(ownerId: string, event: WidgetEvent): Promise<number>;
    skip(ownerId: string): Promise<number>;
    set(ownerId: string, alerts: DisplayAlerts, clear: boolean): Promise<number>;
  };
}

/** Overlay widgets: model and API, routing of events to overlays, health, test events, reload. */
export async function registerWidgets(
  ctx: FeatureContext,
  deps: WidgetsModuleDeps,
): Promise<WidgetsHandle> {
  const repo = new WidgetsRepo(ctx.db);
  const { realtime, states } = deps;
  states.connect(realtime);
  const kinds = new ChannelWidgetKinds({
    typesOf: (ownerId) => repo.typesOf(ownerId),
    clock: ctx.clock,
    onError: (error) => ctx.app.log.error({ err: error }, 'widgets: reading a channel’s widgets'),
  });
  realtime.onElsewhere?.({
    holds: (userId) => states.holds(userId),
    event: (userId, event) => states.onEvent(userId, event, true),
    widgetsChanged: (userId) => {
      kinds.changed(userId);
      states.widgetsChanged(userId);
    },
    removed: (widgetId) => states.removed(widgetId),
    reset: (widgetId) => states.resetElsewhere(widgetId),
  });
  const alerts: AlertEventHooks = { ...deps.alerts };
  const router = new WidgetEventRouter({
    realtime,
    states,
    alerts,
    onError: (error) => ctx.app.log.error({ err: error }, 'widgets: an alert event failed'),
  });
  const canManage = (actorId: string, ownerId: string) => ctx.access.canManage(actorId, ownerId);
  const service = new WidgetsService({
    repo,
    realtime,
    states,
    clock: ctx.clock,
    publicUrl: ctx.config.publicUrl,
    canManage,
    lastChatterOf: (userId) => router.lastChatterOf(userId),
    alerts,
    languageOf: (userId) => ctx.accounts.languageOf(userId),
    kinds,
  });

  const unsubscribe = [
    ctx.bus.subscribe('widget.event', (message) => router.onWidgetEvent(message)),
    // Polled live data (viewers, Spotify) goes into the owner's live-viewer and Spotify widgets.
    ctx.bus.subscribe('live.event', ({ ownerId, event }) => states.onEvent(ownerId, event)),
  ];
  ctx.app.addHook('onClose', async () => {
    unsubscribe.forEach((stop) => stop());
    // What the last second counted and changed is written before the database closes.
    await states.close();
  });
  widgetsRoutes(ctx.app, {
    service,
    limiter: ctx.limiter,
    kickFilesUrl: ctx.config.kickFilesUrl,
  });
  const alertControls = new AlertControls({ repo, realtime, hooks: alerts });
  const handle: WidgetsHandle = {
    onKickEvent: (event) => router.onKickEvent(event),
    shows: (event) => kinds.shows(event),
    onChatDeleted: ({ ownerId, messageId }) => router.onChatDeleted(ownerId, messageId),
    service,
    flushStates: () => states.flush(),
    stateStats: () => states.stats(),
    async prepareAccountDeletion(userId) {
      const ids = (await repo.listByUser(userId)).map((row) => row.id);
      return () =>
        ids.forEach((id) => {
          states.removed(id);
          realtime.remove(id);
        });
    },
    widgetsAdded(ownerId) {
      kinds.changed(ownerId);
      states.widgetsChanged(ownerId);
      realtime.widgetsChanged(ownerId);
    },
    widgetByKey: (key) => service.byKey(key),
    widgetOfOwner: (ownerId, id) => service.ofOwner(ownerId, id),
    // One object shared by the router and the service: set in place.
    setAlertHooks: (hooks) => void Object.assign(alerts, hooks),
    alerts: {
      replay: (ownerId, event) => alertControls.replay(ownerId, event),
      skip: (ownerId) => alertControls.skip(ownerId),
      set: (ownerId, control, clear) => alertControls.set(ownerId, control, clear),
    },
  };
  ctx.app.decorate('widgets', handle);
  return handle;
}
