import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EmulatorContext } from '../context';
import { bearerToken, str } from '../shared/http';
import type { SpotifyTrack } from '../state/state.types';
import { itemType, trackView } from './views';

/**
 * What song requests use of Spotify's Web API (docs/platforms/spotify.md A8): search, a track by
 * id, the player's queue (read and add) and skipping. Player commands need Premium and an active
 * device, and answer as Spotify does when either is missing (`reason` in the error body).
 */
function error(reply: FastifyReply, status: number, message: string, reason?: string) {
  return reply.status(status).send({ error: { status, message, ...(reason ? { reason } : {}) } });
}

const BASE62_ID = /^[0-9A-Za-z]{22}$/;

/** Case and accents do not matter to search ("gulpembe" finds "Gülpembe"), as on Spotify. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/ı/g, 'i');
}

function searchable(track: SpotifyTrack): boolean {
  return itemType(track) === 'track' && !track.is_local;
}

/** Every word of the query appears in the title, the artists or the album. */
function matches(track: SpotifyTrack, words: string[]): boolean {
  const haystack = fold([track.name, ...track.artists, track.album].join(' '));
  return words.every((word) => haystack.includes(word));
}

export function spotifyPlayerRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  /** The caller's user id, or an error already sent (401 bad token, 403 missing scope). */
  const user = (
    request: FastifyRequest,
    reply: FastifyReply,
    anyOf: string[],
  ): string | undefined => {
    const check = ctx.oauth.spotify.check(bearerToken(request));
    if (!check.ok) {
      error(
        reply,
        401,
        check.reason === 'expired' ? 'The access token expired' : 'Invalid access token',
      );
      return undefined;
    }
    const id = check.token.user_id;
    if (id === null || !ctx.spotify.user(id)) {
      error(reply, 403, 'This endpoint needs a user access token');
      return undefined;
    }
    if (anyOf.length && !anyOf.some((s) => check.token.scopes.includes(s))) {
      error(reply, 403, 'Insufficient client scope');
      return undefined;
    }
    return id;
  };

  /** Player commands: Premium first, then an active device (nothing plays: none). */
  const player = (userId: string, reply: FastifyReply): boolean => {
    if (ctx.spotify.user(userId)?.product === 'free') {
      error(reply, 403, 'Player command failed: Premium required', 'PREMIUM_REQUIRED');
      return false;
    }
    if (!ctx.spotify.playback(userId)) {
      error(reply, 404, 'Player command failed: No active device found', 'NO_ACTIVE_DEVICE');
      return false;
    }
    return true;
  };

  app.get('/v1/search', async (request, reply) => {
    if (!user(request, reply, [])) return reply;
    const q = str(request.query, 'q')?.trim();
    const type = str(request.query, 'type');
    if (!q) return error(reply, 400, 'No search query');
    if (!type) return error(reply, 400, 'Missing parameter type');
    const types = type.split(',').map((t) => t.trim());
    const limit = Math.min(50, Math.max(1, Number(str(request.query, 'limit') ?? 20) || 20));
    const offset = Math.max(0, Number(str(request.query, 'offset') ?? 0) || 0);
    const words = fold(q).split(/\s+/).filter(Boolean);
    const pool = [...ctx.spotify.catalog(), ...ctx.spotify.tracks()].filter(searchable);
    const found = types.includes('track') ? pool.filter((t) => matches(t, words)) : [];
    const base = `${ctx.config.publicUrl}/spotify/api/v1/search?query=${encodeURIComponent(q)}&type=track`;
    return {
      tracks: {
        href: `${base}&offset=${offset}&limit=${limit}`,
        items: found.slice(offset, offset + limit).map((t) => trackView(ctx, t)),
        limit,
        next:
          offset + limit < found.length ? `${base}&offset=${offset + limit}&limit=${limit}` : null,
        offset,
        previous:
          offset > 0 ? `${base}&offset=${Math.max(0, offset - limit)}&limit=${limit}` : null,
        total: found.length,
      },
    };
  });

  app.get('/v1/tracks/:id', async (request, reply) => {
    if (!user(request, reply, [])) return reply;
    const { id } = request.params as { id: string };
    if (!BASE62_ID.test(id)) return error(reply, 400, 'Invalid base62 id');
    const track = ctx.spotify.find(id);
    if (!track || !searchable(track)) return error(reply, 404, 'Resource not found');
    return trackView(ctx, track);
  });

  app.get('/v1/me/player/queue', async (request, reply) => {
    const userId = user(request, reply, [
      'user-read-playback-state',
      'user-read-currently-playing',
    ]);
    if (!userId) return reply;
    const playback = ctx.spotify.playback(userId);
    const view = (t: SpotifyTrack) => (searchable(t) ? trackView(ctx, t) : null);
    return {
      currently_playing: playback ? view(playback.track) : null,
      queue: ctx.spotify.upNext(userId).flatMap((t) => view(t) ?? []),
    };
  });

  app.post('/v1/me/player/queue', async (request, reply) => {
    const userId = user(request, reply, ['user-modify-playback-state']);
    if (!userId) return reply;
    const uri = str(request.query, 'uri') ?? '';
    const match = /^spotify:track:([0-9A-Za-z]{22})$/.exec(uri);
    if (!match) return error(reply, 400, 'Invalid track uri');
    if (!player(userId, reply)) return reply;
    const track = ctx.spotify.find(match[1]!);
    if (!track || !searchable(track)) return error(reply, 404, 'Resource not found');
    ctx.spotify.addToQueue(userId, track.id);
    return reply.status(204).send();
  });

  app.post('/v1/me/player/next', async (request, reply) => {
    const userId = user(request, reply, ['user-modify-playback-state']);
    if (!userId) return reply;
    if (!player(userId, reply)) return reply;
    ctx.spotify.next(userId);
    return reply.status(204).send();
  });
}
