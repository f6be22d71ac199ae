import type { FeatureContext } from '../../feature-context';
import { ModeratorsRepo } from './moderators.repo';
import { moderatorsRoutes } from './moderators.routes';
import { ModeratorsService } from './moderators.service';

/** What other features get (composed in app.ts). */
export interface ModeratorsHandle {
  /** Whether `actorId` may manage the channel of `ownerId`: its owner or a current moderator. */
  canManage(actorId: string, ownerId: string): Promise<boolean>;
}

/** Moderators: delegated access to a streamer's widgets, event subscriptions and bot. */
export async function registerModerators(ctx: FeatureContext): Promise<ModeratorsHandle> {
  const service = new ModeratorsService({ repo: new ModeratorsRepo(ctx.db), clock: ctx.clock });
  moderatorsRoutes(ctx.app, { service, limiter: ctx.limiter });
  return { canManage: (actorId, ownerId) => service.canManage(actorId, ownerId) };
}
