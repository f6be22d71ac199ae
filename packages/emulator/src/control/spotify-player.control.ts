import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context';
import { str } from '../shared/http';
import { parseOrThrow } from '../shared/validation';
import { itemType } from '../spotify/views';
import type { SpotifyTrack, SpotifyUser } from '../state/state.types';
import type { PlaybackSummary } from './providers.control';

const seekInput = z.object({
  positionMs: z.int().min(0),
  userId: z.string().optional(),
});
const endingInput = z.object({
  /** How much of the current item is left after the jump. */
  secondsLeft: z.int().min(1).max(600).default(20),
  userId: z.string().optional(),
});
const productInput = z.object({
  product: z.enum(['premium', 'free']),
  userId: z.string().optional(),
});
const userInput = z.object({ displayName: z.string().trim().min(1).max(60) });
export type SeekInput = z.input<typeof seekInput>;

/** What the player queue looks like and the controls song requests are tested with. */
export interface SpotifyPlayerControl {
  /** What plays after the current item: tracks added to the queue first, then the play queue. */
  upNext(userId?: string): SpotifyTrack[];
  /** Tracks found by search and id besides the play queue. */
  catalog(): SpotifyTrack[];
  seek(input: SeekInput): PlaybackSummary;
  /** Jumps to `secondsLeft` (20) before the end of the current item: "skip ahead". */
  ending(input?: { secondsLeft?: number; userId?: string }): PlaybackSummary;
  /** Player commands answer 403 PREMIUM_REQUIRED for a free account. */
  setProduct(input: { product: 'premium' | 'free'; userId?: string }): SpotifyUser;
  /**
   * Another Spotify account on the consent page, with a player of its own (one Spotify account
   * belongs to one Kyo account: journeys that share an app each connect their own).
   */
  createUser(input: { displayName: string }): SpotifyUser;
}

export function createSpotifyPlayerControl(
  ctx: EmulatorContext,
  summary: (userId?: string) => PlaybackSummary | null,
): SpotifyPlayerControl {
  return {
    upNext: (userId) => ctx.spotify.upNext(userId),
    catalog: () => ctx.spotify.catalog(),
    seek: (raw) => {
      const input = parseOrThrow(seekInput, raw);
      ctx.spotify.seek(input.userId, input.positionMs);
      return summary(input.userId)!;
    },
    ending: (raw = {}) => {
      const input = parseOrThrow(endingInput, raw);
      const now = summary(input.userId);
      const duration = now?.durationMs ?? 0;
      ctx.spotify.seek(input.userId, Math.max(0, duration - input.secondsLeft * 1000));
      return summary(input.userId)!;
    },
    setProduct: (raw) => {
      const input = parseOrThrow(productInput, raw);
      return ctx.spotify.setProduct(input.userId, input.product);
    },
    createUser: (raw) => ctx.spotify.createUser(parseOrThrow(userInput, raw).displayName),
  };
}

/** `/control/spotify/…` for the player queue (next to the play-queue routes). */
export function spotifyPlayerControlRoutes(
  app: FastifyInstance,
  control: SpotifyPlayerControl,
): void {
  const raw = (body: unknown): never => (body ?? {}) as never;
  app.get('/spotify/up-next', async (request) =>
    control.upNext(str(request.query, 'userId')).map((t) => ({
      id: t.id,
      name: t.name,
      artists: t.artists,
      type: itemType(t),
    })),
  );
  app.get('/spotify/catalog', async () => control.catalog());
  app.post('/spotify/seek', async (request) => ({ playback: control.seek(raw(request.body)) }));
  app.post('/spotify/ending', async (request) => ({
    playback: control.ending(raw(request.body)),
  }));
  app.post('/spotify/users', async (request, reply) =>
    reply.status(201).send(control.createUser(raw(request.body))),
  );
  app.post('/spotify/premium', async (request) =>
    control.setProduct({ ...(raw(request.body) as object), product: 'premium' }),
  );
  app.post('/spotify/free', async (request) =>
    control.setProduct({ ...(raw(request.body) as object), product: 'free' }),
  );
}
