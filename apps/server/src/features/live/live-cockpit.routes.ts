import type { FastifyInstance } from 'fastify';
import { liveActivityEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { LiveCockpit } from './live-cockpit';

/**
 * The cockpit's API (contracts: liveActivityEndpoints): the feed, Replay and the alert queue for
 * the streamer and (`?owner=`) the channel's moderators. The OBS dock's routes: live-dock.routes.ts.
 */
export function liveCockpitRoutes(app: FastifyInstance, cockpit: LiveCockpit): void {
  const e = liveActivityEndpoints;
  route(app, e.activity, { channel: true }).handle(async ({ ownerId, query }) => ({
    activity: await cockpit.activity(ownerId, query.kind),
  }));
  route(app, e.replay, { channel: true }).handle(({ ownerId, params }) =>
    cockpit.replay(ownerId, params.id),
  );
  route(app, e.alerts, { channel: true }).handle(({ ownerId }) => cockpit.alerts(ownerId));
  route(app, e.setAlerts, { channel: true }).handle(({ ownerId, body }) =>
    cockpit.setAlerts(ownerId, body),
  );
  route(app, e.skipAlert, { channel: true }).handle(async ({ ownerId }) => ({
    widgets: await cockpit.skip(ownerId),
  }));
  route(app, e.clearAlerts, { channel: true }).handle(async ({ ownerId }) => ({
    widgets: await cockpit.clear(ownerId),
  }));
  route(app, e.obs, { channel: true }).handle(({ ownerId }) => cockpit.obs(ownerId));
  route(app, e.switchScene, { channel: true }).handle(({ ownerId, body }) =>
    cockpit.switchScene(ownerId, body.scene),
  );
  route(app, e.runTimer, { channel: true }).handle(({ ownerId, params }) =>
    cockpit.runTimer(ownerId, params.timerId),
  );
  route(app, e.dock, { channel: true }).handle(({ ownerId }) => cockpit.dock(ownerId));
  route(app, e.rotateDock, { channel: true }).handle(({ ownerId }) => cockpit.rotateDock(ownerId));
  route(app, e.revokeDock, { channel: true }).handle(({ ownerId }) => cockpit.revokeDock(ownerId));
}
