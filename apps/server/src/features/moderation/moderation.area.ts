import { moderationApi, type ModerationLogEntry } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { ApiAreaRoutes } from '../../platform/http/api-area';

/** The moderation feature's log as the API reads it (the same the page reads). */
export interface ModerationAreaDeps {
  log(
    ownerId: string,
    limit: number,
    before: string | undefined,
  ): Promise<{ entries: ModerationLogEntry[]; next: string | null }>;
}

export function moderationArea(deps: ModerationAreaDeps): ApiAreaRoutes {
  return {
    area: 'moderation',
    register(app) {
      route(app, moderationApi.routes.log, { channel: true }).handle(async ({ ownerId, query }) =>
        deps.log(ownerId, query.limit, query.before),
      );
    },
  };
}
