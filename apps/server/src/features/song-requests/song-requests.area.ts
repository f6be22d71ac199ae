import {
  songRequestsApi,
  type SongRequest,
  type SongRequestSettings,
  type SongRequestsOverview,
} from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { ApiAreaRoutes } from '../../platform/http/api-area';

const MINUTE = 60_000;

/** The song-request feature's actions (the same the page's routes call), on a checked channel. */
export interface SongRequestsAreaDeps {
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
  return {
    area: 'song_requests',
    register(app, limiter) {
      route(app, r.overview, { channel: true }).handle(async ({ ownerId }) =>
        deps.overview(ownerId),
      );
      route(app, r.updateSettings, { channel: true }).handle(async ({ ownerId, body }) =>
        deps.saveSettings(ownerId, body),
      );
      route(app, r.add, { channel: true }).handle(async ({ ownerId, auth, body }) => {
        // Each add searches Spotify: a tool in a loop must not spend the channel's Spotify quota.
        limiter.hit('song-requests:add', auth.userId, { limit: 30, windowMs: MINUTE });
        return deps.add(ownerId, auth.userId, body.query);
      });
      route(app, r.approve, { channel: true }).handle(async ({ ownerId, params }) =>
        deps.approve(ownerId, params.id),
      );
      route(app, r.reject, { channel: true }).handle(async ({ ownerId, params }) =>
        deps.reject(ownerId, params.id),
      );
      route(app, r.playNext, { channel: true }).handle(async ({ ownerId, params }) =>
        deps.playNext(ownerId, params.id),
      );
      route(app, r.remove, { channel: true }).handle(async ({ ownerId, params }) =>
        deps.remove(ownerId, params.id),
      );
      route(app, r.reorder, { channel: true }).handle(async ({ ownerId, body }) =>
        deps.reorder(ownerId, body.ids),
      );
      route(app, r.skip, { channel: true }).handle(async ({ ownerId, auth }) => {
        limiter.hit('song-requests:skip', auth.userId, { limit: 20, windowMs: MINUTE });
        return deps.skip(ownerId);
      });
      route(app, r.clear, { channel: true }).handle(async ({ ownerId }) => deps.clear(ownerId));
    },
  };
}
