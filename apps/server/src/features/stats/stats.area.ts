import {
  statsApi,
  type StatsList,
  type StatsRecap,
  type StatsTrends,
  type statsListQuerySchema,
} from '@kyo/contracts';
import type { z } from 'zod';
import { route } from '../../platform/http/route';
import type { ApiAreaRoutes } from '../../platform/http/api-area';

/** The stats feature's service as the API calls it. */
export interface StatsAreaDeps {
  list(ownerId: string, query: z.output<typeof statsListQuerySchema>): Promise<StatsList>;
  trends(ownerId: string, days: number): Promise<StatsTrends>;
  recap(ownerId: string, id: string): Promise<StatsRecap>;
}

export function statsArea(deps: StatsAreaDeps): ApiAreaRoutes {
  const r = statsApi.routes;
  return {
    area: 'stats',
    register(app) {
      route(app, r.streams, { channel: true }).handle(async ({ ownerId, query }) =>
        deps.list(ownerId, query),
      );
      route(app, r.trends, { channel: true }).handle(async ({ ownerId, query }) =>
        deps.trends(ownerId, query.days),
      );
      route(app, r.recap, { channel: true }).handle(async ({ ownerId, params }) =>
        deps.recap(ownerId, params.id),
      );
    },
  };
}
