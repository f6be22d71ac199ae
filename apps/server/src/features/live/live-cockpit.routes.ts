import type { FastifyInstance } from 'fastify';
import { liveActivityEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { LiveCockpit } from './live-cockpit';
import type { LiveService } from './live.service';

/**
 * The cockpit's API (contracts: liveActivityEndpoints): the feed, Replay and the alert queue for
 * the streamer and (`?owner=`) the channel's moderators; the OBS dock's own routes, which its key
 * alone opens (no session), for the key's channel only.
 */
export function liveCockpitRoutes(
  app: FastifyInstance,
  cockpit: LiveCockpit,
  live: LiveService,
  channelOf: (ownerId: string) => Promise<string>,
): void {
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

  route(app, e.dockView).handle(async ({ params }) => {
    const ownerId = await cockpit.ownerOfDock(params.key);
    const [channel, stream, activity, alerts, timers] = await Promise.all([
      channelOf(ownerId),
      live.read(ownerId),
      cockpit.activity(ownerId),
      cockpit.alerts(ownerId),
      cockpit.timers(ownerId),
    ]);
    return { channel, stream, activity, alerts, timers };
  });
  route(app, e.dockRunTimer).handle(async ({ params }) =>
    cockpit.runTimer(await cockpit.ownerOfDock(params.key), params.timerId),
  );
  route(app, e.dockReplay).handle(async ({ params }) =>
    cockpit.replay(await cockpit.ownerOfDock(params.key), params.id),
  );
  route(app, e.dockAlerts).handle(async ({ params, body }) =>
    cockpit.setAlerts(await cockpit.ownerOfDock(params.key), body),
  );
  route(app, e.dockSkip).handle(async ({ params }) => ({
    widgets: await cockpit.skip(await cockpit.ownerOfDock(params.key)),
  }));
}
