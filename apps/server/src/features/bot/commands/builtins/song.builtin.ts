import { say, type BuiltinCommand, type BuiltinContext } from './builtin';

/**
 * Song requests (issue 34): "(requested by @name)" after the track when the track playing is a
 * viewer's request, nothing otherwise or when the song-requests feature cannot say.
 */
async function requestedBy(ctx: BuiltinContext, track: string): Promise<string> {
  const name = await ctx.requesterOf(track).catch(() => null);
  return name ? ` ${say(ctx, '(requested by @{name})', { name })}` : '';
}

export const songBuiltin: BuiltinCommand = {
  name: 'song',
  aliases: [],
  permission: 'everyone',
  cooldownSeconds: 10,
  setting: 'song',
  description: 'The Spotify track playing now',
  run: async (ctx) => {
    const song = await ctx.nowPlaying();
    switch (song.state) {
      case 'playing':
        return (
          (song.artists
            ? say(ctx, 'Now playing: {track} by {artists}', {
                track: song.track,
                artists: song.artists,
              })
            : say(ctx, 'Now playing: {track}', { track: song.track })) +
          (await requestedBy(ctx, song.track))
        );
      case 'nothing':
        return say(ctx, 'Nothing is playing on Spotify right now.');
      case 'not_connected':
        return say(ctx, 'Spotify is not connected to this channel.');
      default:
        return say(ctx, 'Spotify is not answering right now.');
    }
  },
};
