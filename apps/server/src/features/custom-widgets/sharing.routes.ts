import type { Widget } from '@kyo/contracts';
import { SHARE_LIMITS, shareEndpoints } from '@kyo/contracts/widgets/share';
import type { FeatureContext } from '../../feature-context';
import { route } from '../../platform/http/route';
import { SharingRepo } from './sharing.repo';
import { SharingService } from './sharing.service';

const MINUTE = 60_000;

export interface SharingRouteDeps {
  widget(actorId: string, id: string): Promise<Widget>;
  imported(ownerId: string): void;
}

/** Widgets and scenes as share files: export (a download) and import (copies in one's account). */
export function sharingRoutes(ctx: FeatureContext, deps: SharingRouteDeps): SharingService {
  const service = new SharingService({
    repo: new SharingRepo(ctx.db),
    clock: ctx.clock,
    publicUrl: ctx.config.publicUrl,
    canManage: (actor, owner) => ctx.access.canManage(actor, owner),
    ...deps,
  });

  route(ctx.app, shareEndpoints.exportWidget).handle(async ({ auth, params }) => {
    ctx.limiter.hit('share:export', auth.userId, { limit: 30, windowMs: MINUTE });
    return service.exportWidget(auth.userId, params.id);
  });

  route(ctx.app, shareEndpoints.exportScene).handle(async ({ auth, params }) => {
    ctx.limiter.hit('share:export', auth.userId, { limit: 30, windowMs: MINUTE });
    return service.exportScene(auth.userId, params.id);
  });

  // A file carries its uploads in base64: its body may be up to SHARE_LIMITS.fileBytes.
  route(ctx.app, shareEndpoints.import, { bodyLimit: SHARE_LIMITS.fileBytes }).handle(
    async ({ auth, body }) => {
      ctx.limiter.hit('share:import', auth.userId, { limit: 10, windowMs: MINUTE });
      return service.import(auth.userId, body);
    },
  );
  return service;
}
