import type { Language } from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import type { OverlayGrant, SceneGrant } from '../../ports';
import { ScenesRepo } from './scenes.repo';
import { SceneImagesRepo } from './scene-images.repo';
import { scenesRoutes } from './scenes.routes';
import { ScenesService, type ScenesRealtime } from './scenes.service';

export interface ScenesModuleDeps {
  realtime: ScenesRealtime;
  widgetGrants(ownerId: string, ids: string[], connect: boolean): Promise<OverlayGrant[]>;
  /** The channel owner's language: a scene created without a name is named in it. */
  languageOf?(userId: string): Promise<Language>;
}

export interface ScenesHandle {
  sceneByKey(key: string): Promise<SceneGrant | null>;
  sceneById(id: string): Promise<SceneGrant | null>;
  /** The owner of a scene's display key (media and speech of its layers), without opening it. */
  ownerOfKey(key: string): Promise<string | null>;
}

/** Scenes: whole overlays of many layers behind one OBS URL, edited at /editor. */
export function registerScenes(ctx: FeatureContext, deps: ScenesModuleDeps): ScenesHandle {
  const service = new ScenesService({
    repo: new ScenesRepo(ctx.db),
    images: new SceneImagesRepo(ctx.db),
    realtime: deps.realtime,
    clock: ctx.clock,
    publicUrl: ctx.config.publicUrl,
    canManage: (actor, owner) => ctx.access.canManage(actor, owner),
    widgetGrants: (owner, ids, connect) => deps.widgetGrants(owner, ids, connect),
    languageOf: (userId) => deps.languageOf?.(userId) ?? Promise.resolve('en'),
  });
  scenesRoutes(ctx.app, { service, limiter: ctx.limiter });
  const repo = new ScenesRepo(ctx.db);
  return {
    ownerOfKey: async (key) => (await repo.findByKey(key))?.userId ?? null,
    sceneByKey: (key) => service.sceneByKey(key),
    sceneById: (id) => service.sceneById(id),
  };
}
