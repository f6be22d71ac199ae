import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock';
import { PollerService } from '../../platform/pollers/poller-service';
import { ManualTimers } from '../../platform/pollers/timers';
import type { NowPlaying } from './now-playing';
import {
  SPOTIFY_POLL,
  spotifyChanged,
  spotifyNextDelay,
  spotifyNowPlayingResource,
} from './now-playing.poll';

const T0 = Date.UTC(2026, 10, 21, 20);
const MINUTE = 60_000;

const track = (over: Partial<Extract<NowPlaying, { kind: 'track' }>> = {}): NowPlaying => ({
  kind: 'track',
  isPlaying: true,
  progressMs: 60_000,
  id: 't1',
  title: 'Neon Skyline',
  artists: ['The Midnight Arcade'],
  album: 'After Hours Drive',
  images: [],
  durationMs: 200_000,
  isLocal: false,
  explicit: false,
  url: null,
  ...over,
});

const at = (now: number, sameSince = now) => ({ now, previous: undefined, sameSince });

describe('Spotify polling policy', () => {
  it('polls every 5 s while playing, and just after the predicted end of the track', () => {
    expect(spotifyNextDelay(track(), at(T0))).toBe(5_000);
    expect(spotifyNextDelay(track({ progressMs: 197_000 }), at(T0))).toBe(4_500);
    expect(spotifyNextDelay(track({ progressMs: 200_000 }), at(T0))).toBe(1_500);
    const episode: NowPlaying = {
      kind: 'episode',
      isPlaying: true,
      progressMs: 0,
      id: 'e',
      title: 'Ep',
      show: 'Show',
      images: [],
      durationMs: 3_600_000,
      explicit: false,
      url: null,
    };
    expect(spotifyNextDelay(episode, at(T0))).toBe(5_000);
    expect(spotifyNextDelay({ kind: 'ad', isPlaying: true, progressMs: 0 }, at(T0))).toBe(5_000);
  });

  it('slows down while paused or idle, and further after 10 minutes of nothing', () => {
    expect(spotifyNextDelay(track({ isPlaying: false }), at(T0))).toBe(20_000);
    expect(spotifyNextDelay({ kind: 'nothing' }, at(T0 + 9 * MINUTE, T0))).toBe(20_000);
    expect(spotifyNextDelay({ kind: 'nothing' }, at(T0 + 10 * MINUTE, T0))).toBe(60_000);
    expect(spotifyNextDelay({ kind: 'unknown', reason: 'unknown_type', detail: '' }, at(T0))).toBe(
      20_000,
    );
  });

  it('tells consumers of a new item, play/pause and a seek, not of progress that ran with the clock', () => {
    expect(spotifyChanged(track(), track({ progressMs: 65_000 }), 5_000)).toBe(false);
    expect(spotifyChanged(track(), track({ progressMs: 67_500 }), 5_000)).toBe(false);
    expect(spotifyChanged(track(), track({ progressMs: 120_000 }), 5_000)).toBe(true); // seek
    expect(spotifyChanged(track(), track({ isPlaying: false }), 5_000)).toBe(true);
    expect(spotifyChanged(track(), track({ id: 't2', title: 'Lo-Fi Rain' }), 5_000)).toBe(true);
    expect(spotifyChanged(track(), track({ isLocal: true, id: null }), 5_000)).toBe(true);
    expect(spotifyChanged({ kind: 'nothing' }, { kind: 'nothing' }, 20_000)).toBe(false);
    expect(spotifyChanged(track(), { kind: 'nothing' }, 5_000)).toBe(true);
    const paused = track({ isPlaying: false });
    expect(spotifyChanged(paused, paused, 20_000)).toBe(false);
  });
});

describe('Spotify polling over an hour of music', () => {
  it('stays under 800 calls an hour and sees each new track within 1.5 s of its start', async () => {
    const clock = new FakeClock(T0);
    const timers = new ManualTimers(clock);
    // A playlist of 3-4 minute tracks playing from T0, as Spotify would report it.
    const durations = Array.from({ length: 30 }, (_, i) => 180_000 + ((i * 37_000) % 60_000));
    const starts = durations.map((_, i) => T0 + durations.slice(0, i).reduce((a, b) => a + b, 0));
    let calls = 0;
    const client = {
      nowPlaying: async (): Promise<NowPlaying> => {
        calls++;
        const now = clock.now();
        const index = starts.findLastIndex((s) => s <= now);
        return track({
          id: `t${index}`,
          title: `Track ${index}`,
          durationMs: durations[index]!,
          progressMs: now - starts[index]!,
        });
      },
    };
    const service = new PollerService({ clock, timers, log: { warn() {}, error() {} } });
    const poller = service.register(spotifyNowPlayingResource(client), {
      get: async () => 'token',
      refresh: async () => 'token',
    });
    const seen = new Map<string, number>();
    poller.subscribe('user', (view) => {
      if (view.value?.kind === 'track' && !seen.has(view.value.title))
        seen.set(view.value.title, clock.now());
    });
    poller.demand('user', 'overlay:1');
    await timers.advance(60 * MINUTE);
    expect(calls).toBeLessThanOrEqual(800);
    expect(calls).toBeGreaterThan(700);
    const lags = starts
      .map((start, i) => [start, seen.get(`Track ${i}`)] as const)
      .filter(([start, shown]) => start > T0 && start < T0 + 59 * MINUTE && shown !== undefined)
      .map(([start, shown]) => shown! - start);
    expect(lags.length).toBeGreaterThan(10);
    expect(Math.max(...lags)).toBeLessThanOrEqual(SPOTIFY_POLL.endOfItemMs);
    await service.stop();
  });
});
