import type { KickControl } from '../control/kick.control';
import { seededRandom } from '../shared/random';
import { crowdName } from './chat-crowd';

/**
 * A sample stream for the demo: the emulator plays a whole stream quickly (viewers rising and
 * falling, a chat crowd, follows, subs, gifts, Kicks, a category change) through the same
 * webhooks and polls as a real one. One stream minute is played per real second; the app asks
 * `playback()` and records the stream as a sample, its time compressed and marked (docs/stats.md).
 */
export interface SamplePlayback {
  /** When the playback started (ms). */
  from: number;
  /** The stream's length in minutes. */
  minutes: number;
  /** Recorded seconds per real second. */
  scale: number;
}

export const SAMPLE_SCALE = 60;
const TICK_MS = 1_000;

interface Playing {
  playback: SamplePlayback;
  minute: number;
  timer: ReturnType<typeof setInterval> | undefined;
  random: () => number;
  peak: number;
}

/** The viewer curve: a rise, a plateau with a dip, a fall (a stream's usual shape). */
export function sampleViewers(minute: number, minutes: number, peak: number, noise: number) {
  const x = Math.min(1, Math.max(0, minute / Math.max(1, minutes - 1)));
  const shape = Math.pow(Math.sin(Math.PI * x), 0.6) * (x > 0.45 && x < 0.55 ? 0.85 : 1);
  return Math.max(1, Math.round(8 + peak * shape * (0.95 + noise * 0.1)));
}

export class SampleStreams {
  private readonly playing = new Map<number, Playing>();

  constructor(
    private readonly kick: () => KickControl,
    private readonly now: () => number,
    /** Real timers by default; tests pass false and call `tick`. */
    private readonly useTimers = true,
  ) {}

  playback(broadcasterUserId: number): SamplePlayback | null {
    return this.playing.get(broadcasterUserId)?.playback ?? null;
  }

  state(broadcasterUserId: number) {
    const playing = this.playing.get(broadcasterUserId);
    return playing
      ? { playing: true, minute: playing.minute, minutes: playing.playback.minutes }
      : { playing: false, minute: 0, minutes: 0 };
  }

  start(broadcasterUserId: number, minutes: number, seed = this.now()) {
    this.stop(broadcasterUserId);
    const kick = this.kick();
    const playing: Playing = {
      playback: { from: this.now(), minutes, scale: SAMPLE_SCALE },
      minute: 0,
      timer: undefined,
      random: seededRandom(seed),
      peak: 120 + Math.round(seededRandom(seed + 1)() * 120),
    };
    this.playing.set(broadcasterUserId, playing);
    kick.setViewerMotion({ broadcasterUserId, walk: false });
    kick.goLive({
      broadcasterUserId,
      title: 'Sample stream: ranked grind and chill',
      category: 'Just Chatting',
      viewerCount: sampleViewers(0, minutes, playing.peak, 0.5),
    });
    if (this.useTimers) {
      playing.timer = setInterval(() => this.tick(broadcasterUserId), TICK_MS);
      playing.timer.unref?.();
    }
    return this.state(broadcasterUserId);
  }

  /** Plays the next minute of the stream; the last one ends it. */
  tick(broadcasterUserId: number): void {
    const playing = this.playing.get(broadcasterUserId);
    if (!playing) return;
    const kick = this.kick();
    const { random, playback, peak } = playing;
    const minute = ++playing.minute;
    if (minute >= playback.minutes) {
      this.stop(broadcasterUserId);
      kick.goOffline({ broadcasterUserId });
      return;
    }
    const viewers = sampleViewers(minute, playback.minutes, peak, random());
    kick.setViewerCount({ broadcasterUserId, count: viewers });
    // Chat follows the audience: about one line a minute per eight viewers, busier at the peak.
    kick.setChatCrowd({
      broadcasterUserId,
      ratePerSecond: Math.min(40, Math.max(1, Math.round(viewers / 8))),
      viewers: Math.min(200, Math.max(10, Math.round(viewers / 2))),
    });
    const viewer = () => crowdName(Math.floor(random() * 60));
    if (random() < viewers / 300) kick.follow({ broadcasterUserId, username: viewer() });
    if (random() < 0.06) kick.subscribe({ broadcasterUserId, username: viewer() });
    if (random() < 0.04)
      kick.resubscribe({
        broadcasterUserId,
        username: viewer(),
        months: 2 + Math.floor(random() * 10),
      });
    if (random() < 0.02) kick.giftSubs({ broadcasterUserId, gifter: viewer(), count: 5 });
    if (random() < 0.05)
      kick.giftKicks({
        broadcasterUserId,
        username: viewer(),
        amount: 100 * (1 + Math.floor(random() * 5)),
      });
    if (minute === Math.floor(playback.minutes / 2))
      kick.updateChannel({ broadcasterUserId, category: 'Minecraft' });
  }

  stop(broadcasterUserId: number): void {
    const playing = this.playing.get(broadcasterUserId);
    if (!playing) return;
    if (playing.timer) clearInterval(playing.timer);
    this.playing.delete(broadcasterUserId);
    const kick = this.kick();
    kick.setChatCrowd({ broadcasterUserId, ratePerSecond: 0 });
    kick.setViewerMotion({ broadcasterUserId, walk: null });
  }

  close(): void {
    for (const id of [...this.playing.keys()]) {
      const playing = this.playing.get(id);
      if (playing?.timer) clearInterval(playing.timer);
      this.playing.delete(id);
    }
  }
}
