import type { FastifyInstance } from 'fastify';
import { songRequestEndpoints, type SongRequestsOverview } from '@kyo/contracts';
import { forbidden, HttpError } from '../../platform/http/http-error';
import { route, type AuthContext } from '../../platform/http/route';
import { PlayerFailure } from './ports';
import type { SongRequestsService } from './song-requests.service';

export interface SongRequestRouteDeps {
  service: SongRequestsService;
  overview(ownerId: string): Promise<SongRequestsOverview>;
  canManage(actorId: string, ownerId: string): Promise<boolean>;
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
 * The song-request API (contracts: songRequestEndpoints): the owner's channel, or with `?owner=`
 * one the caller moderates (docs/moderators.md).
 */
export function songRequestsRoutes(app: FastifyInstance, deps: SongRequestRouteDeps): void {
  const { service } = deps;
  const ownerOf = async (auth: AuthContext, query: { owner?: string | undefined }) => {
    const ownerId = query.owner ?? auth.userId;
    if (!(await deps.canManage(auth.userId, ownerId)))
      throw forbidden('You do not manage this channel.');
    return ownerId;
  };

  route(app, songRequestEndpoints.overview).handle(async ({ auth, query }) =>
    deps.overview(await ownerOf(auth, query)),
  );
  route(app, songRequestEndpoints.updateSettings).handle(async ({ auth, query, body }) =>
    service.saveSettings(await ownerOf(auth, query), body),
  );
  route(app, songRequestEndpoints.add).handle(async ({ auth, query, body }) => {
    const ownerId = await ownerOf(auth, query);
    const outcome = await service.request(
      ownerId,
      // The streamer (or a moderator) on the page: named as the channel asks.
      { id: null, name: await deps.nameOf(auth.userId), role: 'broadcaster', badges: [] },
      body.query,
      'dashboard',
    );
    if (!outcome.ok) {
      const status = outcome.refusal.reason === 'spotify' ? 503 : 409;
      throw new HttpError(
        status,
        `song_${outcome.refusal.reason}`,
        outcome.reply.replace(/^@\S+ /, ''),
        {
          field: 'query',
        },
      );
    }
    return outcome.request;
  });
  route(app, songRequestEndpoints.approve).handle(async ({ auth, query, params }) =>
    service.approve(await ownerOf(auth, query), params.id, true),
  );
  route(app, songRequestEndpoints.reject).handle(async ({ auth, query, params }) =>
    service.approve(await ownerOf(auth, query), params.id, false),
  );
  route(app, songRequestEndpoints.playNext).handle(async ({ auth, query, params }) =>
    service.playNext(await ownerOf(auth, query), params.id),
  );
  route(app, songRequestEndpoints.remove).handle(async ({ auth, query, params }) =>
    service.removeById(await ownerOf(auth, query), params.id).catch(playerError),
  );
  route(app, songRequestEndpoints.reorder).handle(async ({ auth, query, body }) => {
    await service.reorder(await ownerOf(auth, query), body.ids);
    return { ok: true as const };
  });
  route(app, songRequestEndpoints.skip).handle(async ({ auth, query }) => {
    await service.skip(await ownerOf(auth, query)).catch(playerError);
    return { ok: true as const };
  });
  route(app, songRequestEndpoints.clear).handle(async ({ auth, query }) => ({
    removed: (await service.clear(await ownerOf(auth, query))).removed,
  }));
}
