import { describe, expect, it } from 'vitest';
import type { WidgetEvent } from '../events';
import { initialLiveViewer, reduceLiveViewer, trendOf, viewerLabel } from './live-viewer.logic';
import { initialSpotify, progressAt, reduceSpotify } from './spotify.logic';

const viewers = (
  count: number | null,
  extra: Partial<Extract<WidgetEvent, { kind: 'viewers' }>> = {},
): WidgetEvent => ({
  kind: 'viewers',
  live: true,
  viewers: count,
  peak: 900,
  average: 700,
  startedAt: 1,
  at: 10,
  ...extra,
});
const track = (status: 'playing' | 'paused', progressMs: number, at: number): WidgetEvent => ({
  kind: 'now-playing',
  status,
  item: {
    kind: 'track',
    title: 'Neon',
    subtitle: 'Arcade',
    album: null,
    art: null,
    durationMs: 100_000,
  },
  progressMs,
  at,
});

describe('live viewer count', () => {
  it('keeps the previous count for the trend, and the last good count when a reading has none', () => {
    let state = reduceLiveViewer(initialLiveViewer(), viewers(500));
    state = reduceLiveViewer(state, viewers(620));
    expect(trendOf(state)).toBe('up');
    state = reduceLiveViewer(state, viewers(null, { fresh: false }));
    expect(state).toMatchObject({ viewers: 620, previous: 500, fresh: false });
    state = reduceLiveViewer(state, viewers(600));
    expect(trendOf(state)).toBe('down');
  });

  it('goes offline and fills a label', () => {
    const state = reduceLiveViewer(
      initialLiveViewer(),
      viewers(null, { live: false, startedAt: null }),
    );
    expect(state).toMatchObject({ live: false, viewers: null });
    expect(
      viewerLabel('{count} watching, peak {peak}', { count: '1,234', peak: '2K', average: '9' }),
    ).toBe('1,234 watching, peak 2K');
  });
});

describe('Spotify now playing', () => {
  it('runs the progress on between polls while playing, stops it when paused, never past the end', () => {
    const playing = reduceSpotify(initialSpotify(), track('playing', 40_000, 1_000));
    expect(progressAt(playing, 6_000)).toBe(45_000);
    expect(progressAt(playing, 1_000_000)).toBe(100_000);
    const paused = reduceSpotify(playing, track('paused', 50_000, 20_000));
    expect(progressAt(paused, 90_000)).toBe(50_000);
    expect(paused.quietSince).toBe(20_000);
    expect(reduceSpotify(paused, track('paused', 50_000, 30_000)).quietSince).toBe(20_000);
    expect(reduceSpotify(paused, track('playing', 50_000, 40_000)).quietSince).toBeNull();
  });

  it('keeps the last item while Spotify does not answer or needs reconnecting, drops it when nothing plays', () => {
    const playing = reduceSpotify(initialSpotify(), track('playing', 0, 0));
    const unknown = reduceSpotify(playing, {
      kind: 'now-playing',
      status: 'unknown',
      item: null,
      progressMs: 0,
      at: 5,
    });
    expect(unknown.item?.title).toBe('Neon');
    const nothing = reduceSpotify(unknown, {
      kind: 'now-playing',
      status: 'nothing',
      item: null,
      progressMs: 0,
      at: 6,
    });
    expect(nothing.item).toBeNull();
  });
});
