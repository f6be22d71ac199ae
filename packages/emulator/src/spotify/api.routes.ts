import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context';
import { bearerToken, strs } from '../shared/http';
import type { OAuthToken } from '../state/state.types';
import { type ViewOptions, currentlyPlayingView, meView, playerView } from './views';

function spotifyError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.status(status).send({ error: { status, message } });
}

const REASONS = {
  missing: 'No token provided',
  unknown: 'Invalid access token',
  revoked: 'Invalid access token',
  expired: 'The access token expired',
};

/** Bearer check with Spotify's messages (docs/platforms/spotify.md A7); `anyOf` lists acceptable scopes. */
function caller(
  ctx: EmulatorContext,
  request: FastifyRequest,
  reply: FastifyReply,
  anyOf: string[] = [],
): OAuthToken | undefined {
  const check = ctx.oauth.spotify.check(bearerToken(request));
  if (!check.ok) {
    spotifyError(reply, 401, REASONS[check.reason]);
    return undefined;
  }
  if (check.token.user_id === null || !ctx.spotify.user(check.token.user_id)) {
    spotifyError(reply, 403, 'This endpoint needs a user access token');
    return undefined;
  }
  if (anyOf.length && !anyOf.some((s) => check.token.scopes.includes(s))) {
    spotifyError(reply, 403, 'Insufficient client scope');
    return undefined;
  }
  return check.token;
}

/**
 * `additional_types` is a comma-separated list (`track,episode`); without `episode` an episode
 * plays with `item: null` (docs/platforms/spotify.md A6).
 */
function viewOptions(request: FastifyRequest): ViewOptions {
  const types = strs(request.query, 'additional_types').flatMap((v) => v.split(','));
  return { episodes: types.some((t) => t.trim() === 'episode') };
}

/** api.spotify.com/v1: the current user and what they are playing (docs/platforms/spotify.md A5, A6). */
export function spotifyApiRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get('/v1/me', async (request, reply) => {
    const token = caller(ctx, request, reply);
    if (!token) return reply;
    return reply.send(meView(ctx, ctx.spotify.user(token.user_id!)!));
  });

  // 204 with an empty body when nothing plays: not an error, not JSON (A6).
  app.get('/v1/me/player/currently-playing', async (request, reply) => {
    const token = caller(ctx, request, reply, [
      'user-read-currently-playing',
      'user-read-playback-state',
    ]);
    if (!token) return reply;
    const playback = ctx.spotify.playback(token.user_id!);
    if (!playback) return reply.status(204).send();
    return reply.send(currentlyPlayingView(ctx, playback, viewOptions(request)));
  });

  app.get('/v1/me/player', async (request, reply) => {
    const token = caller(ctx, request, reply, ['user-read-playback-state']);
    if (!token) return reply;
    const playback = ctx.spotify.playback(token.user_id!);
    if (!playback) return reply.status(204).send();
    return reply.send(playerView(ctx, playback, viewOptions(request)));
  });
}
