/**
 * Streamers' Spotify players (live-stats.module.ts): each polled while an overlay shows it or chat
 * asks what plays, every answer (on the node that polls it) published as a `now-playing` widget
 * event, and chat's {song} answered fresh, never with a track whose known length has run out.
 */
import type { WidgetEvent } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import type { PollerView } from '../../platform/pollers/poll-types';
import type { ResourcePoller } from '../../platform/pollers/resource-poller';
import type { NowPlaying } from '../../providers/spotify/now-playing';
import { nowPlayingEvent } from './live-events';

type NowPlayingEvent = Extract<WidgetEvent, { kind: 'now-playing' }>;

export interface SpotifyPlayersDeps {
  poller: ResourcePoller<NowPlaying>;
  clock: Clock;
  /** A widget event for the user's overlays (on every node). */
  publish(userId: string, event: WidgetEvent): void;
}

/**
 * Chat names the song playing when it is asked: an answer at most a second old (a poll of
 * anyone: an overlay's, another node's; a second is the engine's floor between two polls of one
 * player, so a burst of asks shares one call), else Spotify is asked now. The player stays
 * polled 5 min after, every 5 s while it plays.
 */
const SONG_READ = { reason: 'bot:song', holdMs: 5 * 60_000, maxAgeMs: 1_000, waitMs: 3_000 };

export class SpotifyPlayers {
  /** The players already listened to. */
  private readonly listening = new Set<string>();

  constructor(private readonly deps: SpotifyPlayersDeps) {}

  /** An overlay wants the user's player until `until` (`replay`: it just opened). */
  want(userId: string, until: number, replay: boolean): void {
    const { poller } = this.deps;
    if (!this.listening.has(userId)) {
      this.listen(userId);
      const known = poller.current(userId);
      if (known?.value) this.onSpotify(userId, known);
    }
    poller.demand(userId, 'overlay', { until });
    // A watcher that just opened (an OBS source, a builder preview) shows what plays now, not
    // the last answer of a slow poll (20 s while nothing plays): Spotify is asked again soon,
    // at most once a second per player (the engine's floor after its last answer).
    if (replay) poller.pollSoon(userId);
  }

  async song(userId: string, options?: { maxAgeMs?: number }): Promise<NowPlayingEvent> {
    const { poller, clock } = this.deps;
    const asked = clock.now();
    const read = { ...SONG_READ, maxAgeMs: options?.maxAgeMs ?? SONG_READ.maxAgeMs };
    if (!this.listening.has(userId)) this.listen(userId);
    const view = await poller.read(userId, read);
    const answer = nowPlayingEvent(view, asked);
    // No fresh answer in time (Spotify slow or failing): what was known last still names the
    // track only while its known length says it can be playing.
    const fresh = view.fetchedAt !== null && view.fetchedAt >= asked - read.maxAgeMs;
    if (!fresh && answer.status === 'playing' && answer.item) {
      const endsAt = answer.at + answer.item.durationMs - answer.progressMs;
      if (endsAt <= clock.now())
        return { kind: 'now-playing', status: 'unknown', item: null, progressMs: 0, at: asked };
    }
    return answer;
  }

  /** A Spotify (re)connected: its parked poller looks for the token now. */
  wake(userId: string): void {
    this.deps.poller.wake(userId);
  }

  /** Players nobody asked for in `idleMs` are dropped; answers their users. */
  forgetIdle(idleMs: number): string[] {
    const users = this.deps.poller.forgetIdle(idleMs);
    for (const userId of users) this.listening.delete(userId);
    return users;
  }

  private listen(userId: string): void {
    this.listening.add(userId);
    this.deps.poller.subscribe(userId, (view) => this.onSpotify(userId, view));
  }

  private onSpotify(userId: string, view: PollerView<NowPlaying>): void {
    if (!this.deps.poller.pollsHere(userId)) return;
    this.deps.publish(userId, nowPlayingEvent(view, this.deps.clock.now()));
  }
}

/** What a user without Spotify support on this server plays: nothing known, not connected. */
export const notConnected = (at: number): NowPlayingEvent => ({
  kind: 'now-playing',
  status: 'not_connected',
  item: null,
  progressMs: 0,
  at,
});
