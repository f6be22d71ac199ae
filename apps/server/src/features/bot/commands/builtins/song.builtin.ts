import type { BuiltinCommand, BuiltinContext } from './builtin';

/**
 * Song requests (issue 34): " (requested by @name)" when the track playing is a viewer's
 * request, nothing otherwise or when the song-requests feature cannot say.
 */
async function requestedBy(ctx: BuiltinContext, track: string): Promise<string> {
  const name = await ctx.requesterOf(track).catch(() => null);
  return name ? ` (requested by @${name})` : '';
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
            ? `Now playing: ${song.track} by ${song.artists}`
            : `Now playing: ${song.track}`) + (await requestedBy(ctx, song.track))
        );
      case 'nothing':
        return 'Nothing is playing on Spotify right now.';
      case 'not_connected':
        return 'Spotify is not connected to this channel.';
      default:
        return 'Spotify is not answering right now.';
    }
  },
};
