import { moderationApi, type ModerationLogEntry } from '@kyo/contracts';
import { route } from '../../../platform/http/route';
import { channelOwner, type ApiAreaRoutes } from './area';

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
  const ownerOf = channelOwner((actor, owner) => deps.canManage(actor, owner));
  return {
    area: 'moderation',
    register(app) {
      route(app, moderationApi.routes.log).handle(async ({ auth, query }) =>
        deps.log(await ownerOf(auth, query), query.limit, query.before),
      );
    },
  };
}
