import { describe, expect, it } from 'vitest';
import { songBuiltin } from './song.builtin';
import { builtinContext } from './test-context';

describe('!song', () => {
  it('names the track and its artists', async () => {
    const ctx = builtinContext({
      nowPlaying: async () => ({ state: 'playing', track: 'Neon Nights', artists: 'The Demos' }),
    });
    expect(await songBuiltin.run(ctx)).toBe('Now playing: Neon Nights by The Demos');
  });

  it('says when nothing plays, Spotify is not connected, or not answering', async () => {
    expect(await songBuiltin.run(builtinContext())).toBe(
      'Nothing is playing on Spotify right now.',
    );
    expect(
      await songBuiltin.run(
        builtinContext({ nowPlaying: async () => ({ state: 'not_connected' }) }),
      ),
    ).toBe('Spotify is not connected to this channel.');
    expect(
      await songBuiltin.run(builtinContext({ nowPlaying: async () => ({ state: 'unavailable' }) })),
    ).toBe('Spotify is not answering right now.');
  });

  it('can be turned off in the settings', () => {
    expect(songBuiltin.setting).toBe('song');
  });
});
