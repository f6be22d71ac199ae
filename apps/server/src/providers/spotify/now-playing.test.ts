import { describe, expect, it } from 'vitest';
import { nowPlayingLabel, parseNowPlaying } from './now-playing';

const art = (size: number) => ({ url: `https://i.scdn.co/${size}`, width: size, height: size });

const trackItem = {
  type: 'track',
  id: 't1',
  name: 'Neon Skyline',
  duration_ms: 200_000,
  explicit: false,
  is_local: false,
  artists: [{ name: 'The Midnight Arcade' }, { name: 'Mira Sun' }],
  album: { name: 'After Hours Drive', images: [art(64), art(640), art(300)] },
  external_urls: { spotify: 'https://open.spotify.com/track/t1' },
};

const answer = (extra: Record<string, unknown>) => ({
  timestamp: 1,
  is_playing: true,
  progress_ms: 10_000,
  currently_playing_type: 'track',
  item: trackItem,
  ...extra,
});

describe('parseNowPlaying', () => {
  it('reads a playing track with its artists, album and art widest first', () => {
    expect(parseNowPlaying(answer({}))).toEqual({
      kind: 'track',
      isPlaying: true,
      progressMs: 10_000,
      id: 't1',
      title: 'Neon Skyline',
      artists: ['The Midnight Arcade', 'Mira Sun'],
      album: 'After Hours Drive',
      images: [art(640), art(300), art(64)],
      durationMs: 200_000,
      isLocal: false,
      explicit: false,
      url: 'https://open.spotify.com/track/t1',
    });
  });

  it('reads a paused track as isPlaying false', () => {
    expect(parseNowPlaying(answer({ is_playing: false }))).toMatchObject({
      kind: 'track',
      isPlaying: false,
    });
  });

  it('is "nothing" for a 204 (no body)', () => {
    expect(parseNowPlaying(null)).toEqual({ kind: 'nothing' });
  });

  it('reads an episode with its show, and the show’s art when the episode has none', () => {
    const item = {
      type: 'episode',
      id: 'e1',
      name: 'Episode 12',
      duration_ms: 360_000,
      images: [],
      show: { name: 'Kyo Talks', images: [art(300)] },
    };
    expect(
      parseNowPlaying(answer({ currently_playing_type: 'episode', item, progress_ms: 5 })),
    ).toEqual({
      kind: 'episode',
      isPlaying: true,
      progressMs: 5,
      id: 'e1',
      title: 'Episode 12',
      show: 'Kyo Talks',
      images: [art(300)],
      durationMs: 360_000,
      explicit: false,
      url: null,
    });
  });

  it('reads an ad (item null) as an ad, not as nothing or an error', () => {
    expect(
      parseNowPlaying(answer({ currently_playing_type: 'ad', item: null, progress_ms: 3_000 })),
    ).toEqual({ kind: 'ad', isPlaying: true, progressMs: 3_000 });
  });

  it('gives a local file no art at all, even if some image slipped in, and clamps its bogus times', () => {
    const local = {
      ...trackItem,
      id: null,
      is_local: true,
      album: { name: 'My Recordings', images: [art(640)] },
      external_urls: {},
    };
    expect(parseNowPlaying(answer({ item: local, progress_ms: -4_000 }))).toMatchObject({
      kind: 'track',
      id: null,
      isLocal: true,
      images: [],
      progressMs: 0,
      url: null,
    });
    expect(parseNowPlaying(answer({ item: local, progress_ms: 999_999 }))).toMatchObject({
      progressMs: 200_000,
    });
  });

  it('is "unknown" for an episode without item (episodes were not asked for)', () => {
    expect(parseNowPlaying(answer({ currently_playing_type: 'episode', item: null }))).toEqual({
      kind: 'unknown',
      reason: 'episode_without_item',
      detail: expect.any(String),
    });
  });

  it('is "unknown" for currently_playing_type unknown and for types Spotify may add', () => {
    for (const type of ['unknown', 'audiobook_chapter']) {
      expect(parseNowPlaying(answer({ currently_playing_type: type, item: null }))).toMatchObject({
        kind: 'unknown',
        reason: 'unknown_type',
      });
    }
  });

  it('is "unknown", never a throw, for malformed answers', () => {
    const bad: unknown[] = [
      'not an object',
      42,
      [],
      {},
      answer({ is_playing: 'yes' }),
      answer({ item: { ...trackItem, name: null } }),
      answer({ item: { ...trackItem, duration_ms: undefined } }),
      answer({ item: { ...trackItem, artists: [{ name: 7 }] } }),
      answer({ currently_playing_type: 'episode', item: { type: 'episode', name: 'x' } }),
    ];
    for (const body of bad) {
      expect(parseNowPlaying(body)).toMatchObject({ kind: 'unknown', reason: 'malformed' });
    }
    expect(parseNowPlaying(answer({ item: null }))).toMatchObject({ reason: 'missing_item' });
  });

  it('keeps what it can read: optional fields that are null, bad images dropped, no type means track', () => {
    const sparse = {
      name: 'Untitled',
      duration_ms: 1_000,
      artists: null,
      album: { name: null, images: [{ url: '' }, art(64), null] },
    };
    expect(parseNowPlaying({ is_playing: true, progress_ms: null, item: sparse })).toMatchObject({
      kind: 'track',
      title: 'Untitled',
      artists: [],
      album: null,
      images: [art(64)],
      progressMs: 0,
      id: null,
    });
  });
});

describe('nowPlayingLabel', () => {
  it('names tracks with artists and episodes with their show; nothing else', () => {
    expect(nowPlayingLabel(parseNowPlaying(answer({})))).toBe(
      'Neon Skyline – The Midnight Arcade, Mira Sun',
    );
    expect(
      nowPlayingLabel({
        kind: 'episode',
        isPlaying: true,
        progressMs: 0,
        id: null,
        title: 'Ep 1',
        show: 'Show',
        images: [],
        durationMs: 1,
        explicit: false,
        url: null,
      }),
    ).toBe('Ep 1 – Show');
    expect(nowPlayingLabel({ kind: 'ad', isPlaying: true, progressMs: 0 })).toBeNull();
    expect(nowPlayingLabel({ kind: 'nothing' })).toBeNull();
  });
});
