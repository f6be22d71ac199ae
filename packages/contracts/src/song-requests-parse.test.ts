import { describe, expect, it } from 'vitest';
import { parseSongQuery, SONG_QUERY_MAX } from './song-requests-parse';
import { songRequestSettingsSchema, DEFAULT_SONG_REQUEST_SETTINGS } from './song-requests';

const ID = '4uLU6hMCjMI75M1A2tKUQC';

describe('reading a song request', () => {
  it('takes the track of a link, with or without locale, query or scheme', () => {
    for (const link of [
      `https://open.spotify.com/track/${ID}`,
      `https://open.spotify.com/track/${ID}?si=abc123`,
      `https://open.spotify.com/intl-tr/track/${ID}?si=x`,
      `open.spotify.com/track/${ID}`,
      `http://play.spotify.com/track/${ID}`,
      `spotify:track:${ID}`,
      `  spotify:track:${ID}  please!`,
      ID,
    ])
      expect(parseSongQuery(link), link).toEqual({ kind: 'track', id: ID });
  });

  it('searches words as typed, in any script, with spaces tidied', () => {
    expect(parseSongQuery('Playinwitme')).toEqual({ kind: 'search', text: 'Playinwitme' });
    expect(parseSongQuery('  Barış   Manço  Gülpembe ')).toEqual({
      kind: 'search',
      text: 'Barış Manço Gülpembe',
    });
    expect(parseSongQuery('夜に駆ける YOASOBI 🎵')).toEqual({
      kind: 'search',
      text: '夜に駆ける YOASOBI 🎵',
    });
    // Zero-width characters from mobile keyboards are not part of the title.
    expect(parseSongQuery('\u200BNeon\u200D Skyline\uFEFF')).toEqual({
      kind: 'search',
      text: 'Neon Skyline',
    });
  });

  it('refuses podcasts clearly, and albums, playlists and artists as not a track', () => {
    expect(parseSongQuery('https://open.spotify.com/episode/512ojhOuo1ktJprKbVcKyQ')).toEqual({
      kind: 'refused',
      reason: 'podcast',
    });
    expect(parseSongQuery('spotify:show:512ojhOuo1ktJprKbVcKyQ')).toEqual({
      kind: 'refused',
      reason: 'podcast',
    });
    for (const link of [
      'https://open.spotify.com/album/1301WleyT98MSxVHPZCA6M',
      'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
      'spotify:artist:0OdUWJ0sBjDrqHygGUXeCF',
      'https://open.spotify.com/track/tooShort',
      'spotify:local:Kyo+Demo:My+Recordings:Bedroom+Demo:160',
    ])
      expect(parseSongQuery(link), link).toEqual({ kind: 'refused', reason: 'not_track' });
  });

  it('refuses short links, other sites, nothing and very long text', () => {
    expect(parseSongQuery('https://spotify.link/AbCdEf')).toMatchObject({ reason: 'short_link' });
    expect(parseSongQuery('https://youtu.be/dQw4w9WgXcQ')).toMatchObject({ reason: 'other_link' });
    expect(parseSongQuery('   ')).toMatchObject({ reason: 'empty' });
    expect(parseSongQuery('\u200B')).toMatchObject({ reason: 'empty' });
    expect(parseSongQuery('a'.repeat(SONG_QUERY_MAX + 1))).toMatchObject({ reason: 'too_long' });
    // Characters, not UTF-16 units: 200 emoji are 200 characters.
    expect(parseSongQuery('🎵'.repeat(SONG_QUERY_MAX))).toMatchObject({ kind: 'search' });
  });
});

describe('song request settings', () => {
  it('fills defaults: off, everyone, one active request, ten minutes, twenty in the queue', () => {
    expect(DEFAULT_SONG_REQUEST_SETTINGS).toMatchObject({
      enabled: false,
      audience: 'everyone',
      maxActivePerViewer: 1,
      maxDurationSeconds: 600,
      maxQueue: 20,
      approval: false,
    });
  });

  it('names the field of a bad value', () => {
    const bad = songRequestSettingsSchema.safeParse({ maxQueue: 0, bannedArtists: ['a\u0000'] });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['maxQueue', 'bannedArtists.0']));
    expect(songRequestSettingsSchema.safeParse({ surprise: 1 }).success).toBe(false);
    expect(
      songRequestSettingsSchema.safeParse({ bannedTracks: [{ id: 'nope', label: 'x' }] }).success,
    ).toBe(false);
  });
});
