import type { Clock } from '../../platform/clock';
import type { SongRequestsDeps } from './ports';
import type { SkipsRepo } from './skips.repo';
import type { RequestRow, SongRequestsRepo } from './song-requests.repo';

/**
 * Two skips are of the same play of a track when the first came after it started, less this
 * (two nodes' answers of one play differ by their polls' latency).
 */
const SAME_PLAY_MARGIN_MS = 2_000;
/** When Kyo cannot say what plays, skips this close together are one. */
const UNKNOWN_SKIP_MS = 5_000;
/**
 * No second skip this soon after one, whatever plays: a node that read the player just after
 * another node's skip sees the next song, which nobody asked to skip.
 */
const SKIP_GAP_MS = 3_000;

/** What a skip did: skipped (the request it ended, if one), or left to another skip. */
export type SkipOutcome =
  | { skipped: true; request: RequestRow | null; title: string | null }
  | {
      skipped: false;
      /** `taken`: another skip of this play came first; `not_playing`: that request ended. */
      why: 'taken' | 'not_playing';
    };

export interface SongSkipsDeps extends Pick<SongRequestsDeps, 'player' | 'nowPlaying'> {
  repo: SongRequestsRepo;
  claims: SkipsRepo;
  clock: Clock;
  changed(ownerId: string): void;
}

/**
 * Skips what plays (a request or the streamer's own music), once per play: the skip is claimed
 * in the database before Spotify is asked (docs/song-requests.md, "Skips"), so two moderators'
 * `!skip`, the deciding votes on two nodes or a removal on the page make one
 * `POST /v1/me/player/next`.
 */
export class SongSkips {
  constructor(private readonly deps: SongSkipsDeps) {}

  /** With `only`, skips that request and nothing else (a vote, a removal: not the next song). */
  async skip(ownerId: string, only?: RequestRow): Promise<SkipOutcome> {
    const { repo, clock } = this.deps;
    const [playing] = await repo.withStatus(ownerId, ['playing']);
    if (only && playing?.id !== only.id) return { skipped: false, why: 'not_playing' };
    // What plays as Spotify said last (the pollers' shared answer, at most a second old).
    const answer = await this.deps.nowPlaying(ownerId).catch(() => null);
    const item = answer?.item ?? null;
    if (only && item && item.id !== only.trackId) return { skipped: false, why: 'not_playing' };
    const now = clock.now();
    const at = new Date(now);
    const claim = {
      trackId: item?.id ?? '',
      since: new Date(
        answer && item
          ? answer.at - answer.progressMs - SAME_PLAY_MARGIN_MS
          : now - UNKNOWN_SKIP_MS,
      ),
      after: new Date(now - SKIP_GAP_MS),
      at,
    };
    if (!(await this.deps.claims.claim(ownerId, claim))) return { skipped: false, why: 'taken' };
    try {
      await this.deps.player.next(ownerId);
    } catch (error) {
      // Spotify refused: the claim is given back, so the next `!skip` tries again.
      await this.deps.claims.release(ownerId, at);
      throw error;
    }
    // The request Kyo believed playing ends here only if it is what Spotify skipped.
    const request =
      playing && (!item || item.id === playing.trackId)
        ? await repo.transition(ownerId, playing.id, ['playing'], {
            status: 'skipped',
            endedAt: at,
          })
        : undefined;
    this.deps.changed(ownerId);
    return {
      skipped: true,
      request: request ?? null,
      title: request?.title ?? item?.title ?? null,
    };
  }
}
