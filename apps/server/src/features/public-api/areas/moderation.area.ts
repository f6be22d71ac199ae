import { moderationApi, type ModerationLogEntry } from '@kyo/contracts';
import { forbidden } from '../../../platform/http/http-error';
import { route } from '../../../platform/http/route';
import type { ApiAreaRoutes } from './area';

/** The moderation feature's log as the API reads it (the same the page reads). */
export interface ModerationAreaDeps {
  canManage(actorId: string, ownerId: string): Promise<boolean>;
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
      route(app, moderationApi.routes.log).handle(async ({ auth, query }) => {
        const ownerId = query.owner ?? auth.userId;
        if (!(await deps.canManage(auth.userId, ownerId)))
          throw forbidden('You do not manage this channel.');
        return deps.log(ownerId, query.limit, query.before);
      });
    },
  };
}
