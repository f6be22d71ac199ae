import type { FastifyInstance } from 'fastify';
import {
  songRequestEndpoints,
  type SpotifyPlayerProblem,
  type SongRequest,
  type SongRequestSettings,
  type SongRequestsOverview,
} from '@kyo/contracts';
import { HttpError } from '../../platform/http/http-error';
import { route } from '../../platform/http/route';
import { PlayerFailure } from './ports';
import type { SongRequestsService } from './song-requests.service';

export interface SongRequestRouteDeps {
  service: SongRequestsService;
  overview(ownerId: string): Promise<SongRequestsOverview>;
  /** The name a request added on the page shows (the account's). */
  nameOf(userId: string): Promise<string>;
}

/** Spotify's refusal as the page reads it: a 409 naming the problem (never a 500). */
function playerError(error: unknown): never {
  if (!(error instanceof PlayerFailure)) throw error;
  if (error.problem === 'rate_limited')
    throw new HttpError(429, 'provider_rate_limited', 'Spotify asks to wait a moment.', {
      headers: {
        'retry-after': String(Math.max(1, Math.ceil((error.retryAfterMs ?? 5000) / 1000))),
      },
    });
  throw new HttpError(409, `spotify_${error.problem}`, `Spotify said no: ${error.problem}`);
}

/**
 * Spotify could not look the song up. A missing or dead connection is a 409 that names it (the
 * streamer must act: a tool retrying gets nowhere); a rate limit a 429; an outage a 503.
 */
function spotifyRefusal(problem: SpotifyPlayerProblem): HttpError {
  switch (problem) {
    case 'not_connected':
      return new HttpError(
        409,
        'spotify_not_connected',
        'Spotify is not connected to this channel: connect it in Settings → Connections.',
      );
    case 'needs_reconnect':
      return new HttpError(
        409,
        'spotify_needs_reconnect',
        'The Spotify connection needs reconnecting: reconnect it in Settings → Connections.',
      );
    case 'rate_limited':
      return new HttpError(429, 'provider_rate_limited', 'Spotify asks to wait a moment.', {
        headers: { 'retry-after': '5' },
      });
    default:
      return new HttpError(503, 'spotify_unavailable', 'Spotify is not answering right now.');
  }
}

/** What the page and the public API (/api/v1/song-requests) do, on a channel already checked. */
export function songRequestActions(deps: SongRequestRouteDeps) {
  const { service } = deps;
  return {
    overview: (ownerId: string) => deps.overview(ownerId),
    saveSettings: (ownerId: string, settings: SongRequestSettings) =>
      service.saveSettings(ownerId, settings),
    /** The streamer (or a moderator) adds a song: the rules of chat do not apply. */
    async add(ownerId: string, actorId: string, query: string): Promise<SongRequest> {
      const outcome = await service.request(
        ownerId,
        // Named as the channel asks.
        { id: null, name: await deps.nameOf(actorId), role: 'broadcaster', badges: [] },
        query,
        'dashboard',
      );
      if (!outcome.ok) {
        const refusal = outcome.refusal;
        if (refusal.reason === 'spotify') throw spotifyRefusal(refusal.problem);
        throw new HttpError(409, `song_${refusal.reason}`, outcome.reply.replace(/^@\S+ /, ''), {
          field: 'query',
        });
      }
      return outcome.request;
    },
    approve: (ownerId: string, id: string) => service.approve(ownerId, id, true),
    reject: (ownerId: string, id: string) => service.approve(ownerId, id, false),
    playNext: (ownerId: string, id: string) => service.playNext(ownerId, id),
    remove: (ownerId: string, id: string) => service.removeById(ownerId, id).catch(playerError),
    async reorder(ownerId: string, ids: string[]) {
      await service.reorder(ownerId, ids);
      return { ok: true as const };
    },
    async skip(ownerId: string) {
      await service.skip(ownerId).catch(playerError);
      return { ok: true as const };
    },
    clear: async (ownerId: string) => ({ removed: (await service.clear(ownerId)).removed }),
  };
}
export type SongRequestActions = ReturnType<typeof songRequestActions>;

/**
 * The song-request API (contracts: songRequestEndpoints): the owner's channel, or with `?owner=`
 * one the caller moderates (docs/moderators.md).
 */
export function songRequestsRoutes(app: FastifyInstance, deps: SongRequestRouteDeps): void {
  const act = songRequestActions(deps);
  const e = songRequestEndpoints;
  const channel = { channel: true } as const;

  route(app, e.overview, channel).handle(async ({ ownerId }) => act.overview(ownerId));
  route(app, e.updateSettings, channel).handle(async ({ ownerId, body, changed }) => {
    const saved = await act.saveSettings(ownerId, body);
    changed('songs.updated', 'settings'); // the status page's "Recent changes"
    return saved;
  });
  route(app, e.add, channel).handle(async ({ ownerId, auth, body }) =>
    act.add(ownerId, auth.userId, body.query),
  );
  route(app, e.approve, channel).handle(async ({ ownerId, params }) =>
    act.approve(ownerId, params.id),
  );
  route(app, e.reject, channel).handle(async ({ ownerId, params }) =>
    act.reject(ownerId, params.id),
  );
  route(app, e.playNext, channel).handle(async ({ ownerId, params }) =>
    act.playNext(ownerId, params.id),
  );
  route(app, e.remove, channel).handle(async ({ ownerId, params }) =>
    act.remove(ownerId, params.id),
  );
  route(app, e.reorder, channel).handle(async ({ ownerId, body }) =>
    act.reorder(ownerId, body.ids),
  );
  route(app, e.skip, channel).handle(async ({ ownerId }) => act.skip(ownerId));
  route(app, e.clear, channel).handle(async ({ ownerId }) => act.clear(ownerId));
}
