import type { FeatureContext } from '../../feature-context';
import { MediaRepo } from './media.repo';
import { mediaRoutes } from './media.routes';
import { MediaService } from './media.service';

export interface MediaModuleDeps {
  /** The owner of a display's key (a widget's or a scene's; media.feature.ts). */
  ownerOfKey(key: string): Promise<string | null>;
}

/** The streamer's uploaded alert media: stored in the database, served to their displays. */
export function registerMedia(ctx: FeatureContext, deps: MediaModuleDeps): void {
  const service = new MediaService({
    repo: new MediaRepo(ctx.db),
    canManage: (actor, owner) => ctx.access.canManage(actor, owner),
    ownerOfKey: (key) => deps.ownerOfKey(key),
  });
  mediaRoutes(ctx.app, { service, limiter: ctx.limiter });
}
