import {
  statsApi,
  type StatsList,
  type StatsRecap,
  type StatsTrends,
  type statsListQuerySchema,
} from '@kyo/contracts';
import type { z } from 'zod';
import { route } from '../../../platform/http/route';
import { channelOwner, type ApiAreaRoutes } from './area';

/** The stats feature's service as the API calls it. */
export interface StatsAreaDeps {
  canManage(actorId: string, ownerId: string): Promise<boolean>;
  list(ownerId: string, query: z.output<typeof statsListQuerySchema>): Promise<StatsList>;
  trends(ownerId: string, days: number): Promise<StatsTrends>;
  recap(ownerId: string, id: string): Promise<StatsRecap>;
}

export function statsArea(deps: StatsAreaDeps): ApiAreaRoutes {
  const r = statsApi.routes;
  const ownerOf = channelOwner((actor, owner) => deps.canManage(actor, owner));
  return {
    area: 'stats',
    register(app) {
      route(app, r.streams).handle(async ({ auth, query }) =>
        deps.list(await ownerOf(auth, query), query),
      );
      route(app, r.trends).handle(async ({ auth, query }) =>
        deps.trends(await ownerOf(auth, query), query.days),
      );
      route(app, r.recap).handle(async ({ auth, query, params }) =>
        deps.recap(await ownerOf(auth, query), params.id),
      );
    },
  };
}
