import {
  songRequestsApi,
  type SongRequest,
  type SongRequestSettings,
  type SongRequestsOverview,
} from '@kyo/contracts';
import { route } from '../../../platform/http/route';
import { channelOwner, type ApiAreaRoutes } from './area';

const MINUTE = 60_000;

/** The song-request feature's actions (the same the page's routes call), on a checked channel. */
export interface SongRequestsAreaDeps {
  canManage(actorId: string, ownerId: string): Promise<boolean>;
  overview(ownerId: string): Promise<SongRequestsOverview>;
  saveSettings(ownerId: string, settings: SongRequestSettings): Promise<SongRequestSettings>;
  add(ownerId: string, actorId: string, query: string): Promise<SongRequest>;
  approve(ownerId: string, id: string): Promise<SongRequest>;
  reject(ownerId: string, id: string): Promise<SongRequest>;
  playNext(ownerId: string, id: string): Promise<SongRequest>;
  remove(ownerId: string, id: string): Promise<SongRequest>;
  reorder(ownerId: string, ids: string[]): Promise<{ ok: true }>;
  skip(ownerId: string): Promise<{ ok: true }>;
  clear(ownerId: string): Promise<{ removed: number }>;
}

export function songRequestsArea(deps: SongRequestsAreaDeps): ApiAreaRoutes {
  const r = songRequestsApi.routes;
  const ownerOf = channelOwner((actor, owner) => deps.canManage(actor, owner));
  return {
    area: 'song_requests',
    register(app, limiter) {
      route(app, r.overview).handle(async ({ auth, query }) =>
        deps.overview(await ownerOf(auth, query)),
      );
      route(app, r.updateSettings).handle(async ({ auth, query, body }) =>
        deps.saveSettings(await ownerOf(auth, query), body),
      );
      route(app, r.add).handle(async ({ auth, query, body }) => {
        // Each add searches Spotify: a tool in a loop must not spend the channel's Spotify quota.
        limiter.hit('song-requests:add', auth.userId, { limit: 30, windowMs: MINUTE });
        return deps.add(await ownerOf(auth, query), auth.userId, body.query);
      });
      route(app, r.approve).handle(async ({ auth, query, params }) =>
        deps.approve(await ownerOf(auth, query), params.id),
      );
      route(app, r.reject).handle(async ({ auth, query, params }) =>
        deps.reject(await ownerOf(auth, query), params.id),
      );
      route(app, r.playNext).handle(async ({ auth, query, params }) =>
        deps.playNext(await ownerOf(auth, query), params.id),
      );
      route(app, r.remove).handle(async ({ auth, query, params }) =>
        deps.remove(await ownerOf(auth, query), params.id),
      );
      route(app, r.reorder).handle(async ({ auth, query, body }) =>
        deps.reorder(await ownerOf(auth, query), body.ids),
      );
      route(app, r.skip).handle(async ({ auth, query }) => {
        limiter.hit('song-requests:skip', auth.userId, { limit: 20, windowMs: MINUTE });
        return deps.skip(await ownerOf(auth, query));
      });
      route(app, r.clear).handle(async ({ auth, query }) => deps.clear(await ownerOf(auth, query)));
    },
  };
}
