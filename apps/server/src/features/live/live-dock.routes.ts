import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  liveActivityEndpoints,
  type Giveaway,
  type GiveawayConfig,
  type Poll,
  type pollInputSchema,
} from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { LiveCockpit } from './live-cockpit';
import type { LiveService } from './live.service';

/** The games' services the dock's quick actions call (the games feature's own, bound by the manifest). */
export interface DockGames {
  polls: {
    list(ownerId: string): Promise<{ active: Poll | null }>;
    create(ownerId: string, input: z.output<typeof pollInputSchema>): Promise<Poll>;
    end(ownerId: string, id: string): Promise<Poll>;
  };
  giveaways: {
    list(ownerId: string): Promise<{ active: Giveaway | null }>;
    create(ownerId: string, input: GiveawayConfig): Promise<Giveaway>;
    close(ownerId: string, id: string): Promise<Giveaway>;
    end(ownerId: string, id: string): Promise<Giveaway>;
  };
}

/**
 * The OBS dock's API (contracts: liveActivityEndpoints, `dock…`): no session, its key alone opens
 * it, for the key's channel only (an unknown, rotated or revoked key: 404; another channel's
 * event, poll or giveaway: 404). Each route calls the same service as the /live page's: the
 * cockpit's feed, queue, OBS and timers, the games' polls and giveaways (one logic, two doors).
 */
export function liveDockRoutes(
  app: FastifyInstance,
  deps: {
    cockpit: LiveCockpit;
    live: LiveService;
    games: DockGames;
    channelOf: (ownerId: string) => Promise<string>;
  },
): void {
  const { cockpit, live, games } = deps;
  const e = liveActivityEndpoints;
  const owner = (params: { key: string }) => cockpit.ownerOfDock(params.key);

  route(app, e.dockView).handle(async ({ params }) => {
    const ownerId = await owner(params);
    const [channel, stream, activity, alerts, timers] = await Promise.all([
      deps.channelOf(ownerId),
      live.read(ownerId),
      cockpit.activity(ownerId),
      cockpit.alerts(ownerId),
      cockpit.timers(ownerId),
    ]);
    return { channel, stream, activity, alerts, timers };
  });
  route(app, e.dockRunTimer).handle(async ({ params }) =>
    cockpit.runTimer(await owner(params), params.timerId),
  );
  route(app, e.dockReplay).handle(async ({ params }) =>
    cockpit.replay(await owner(params), params.id),
  );
  route(app, e.dockAlerts).handle(async ({ params, body }) =>
    cockpit.setAlerts(await owner(params), body),
  );
  route(app, e.dockSkip).handle(async ({ params }) => ({
    widgets: await cockpit.skip(await owner(params)),
  }));
  route(app, e.dockClear).handle(async ({ params }) => ({
    widgets: await cockpit.clear(await owner(params)),
  }));
  route(app, e.dockObs).handle(async ({ params }) => cockpit.obs(await owner(params)));
  route(app, e.dockSwitchScene).handle(async ({ params, body }) =>
    cockpit.switchScene(await owner(params), body.scene),
  );

  route(app, e.dockGames).handle(async ({ params }) => {
    const ownerId = await owner(params);
    const [polls, giveaways] = await Promise.all([
      games.polls.list(ownerId),
      games.giveaways.list(ownerId),
    ]);
    return { poll: polls.active, giveaway: giveaways.active };
  });
  route(app, e.dockStartPoll).handle(async ({ params, body }) =>
    games.polls.create(await owner(params), body),
  );
  route(app, e.dockEndPoll).handle(async ({ params }) =>
    games.polls.end(await owner(params), params.id),
  );
  route(app, e.dockStartGiveaway).handle(async ({ params, body }) =>
    games.giveaways.create(await owner(params), body),
  );
  route(app, e.dockCloseGiveaway).handle(async ({ params }) =>
    games.giveaways.close(await owner(params), params.id),
  );
  route(app, e.dockEndGiveaway).handle(async ({ params }) =>
    games.giveaways.end(await owner(params), params.id),
  );
}
