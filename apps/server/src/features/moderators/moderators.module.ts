import type { FeatureContext } from '../../feature-context';
import { ModeratorsRepo } from './moderators.repo';
import { moderatorsRoutes } from './moderators.routes';
import { ModeratorsService } from './moderators.service';

/** Channel access, as every feature gets it (`ctx.access`; the app layer composes it first). */
export interface ModeratorsHandle {
  /** Whether `actorId` may manage the channel of `ownerId`: its owner or a current moderator. */
  canManage(actorId: string, ownerId: string): Promise<boolean>;
  /** The channels `moderatorId` moderates (the public API's token page lists them). */
  channelsOf(moderatorId: string): Promise<Array<{ id: string; username: string }>>;
  /** The accounts that moderate the channel of `ownerId` now (the live feed's push). */
  moderatorsOf(ownerId: string): Promise<string[]>;
}

/** Moderators: delegated access to a streamer's widgets, event subscriptions and bot. */
export async function registerModerators(
  ctx: Pick<FeatureContext, 'app' | 'db' | 'clock' | 'limiter'>,
): Promise<ModeratorsHandle> {
  const service = new ModeratorsService({ repo: new ModeratorsRepo(ctx.db), clock: ctx.clock });
  moderatorsRoutes(ctx.app, { service, limiter: ctx.limiter });
  const repo = new ModeratorsRepo(ctx.db);
  return {
    canManage: (actorId, ownerId) => service.canManage(actorId, ownerId),
    channelsOf: async (moderatorId) =>
      (await repo.channelsOf(moderatorId)).map(({ id, username }) => ({ id, username })),
    moderatorsOf: async (ownerId) => (await repo.moderatorsOf(ownerId)).map(({ id }) => id),
  };
}
