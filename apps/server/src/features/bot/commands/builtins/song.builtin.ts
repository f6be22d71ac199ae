import type { BuiltinCommand } from './builtin';

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
        return song.artists
          ? `Now playing: ${song.track} by ${song.artists}`
          : `Now playing: ${song.track}`;
      case 'nothing':
        return 'Nothing is playing on Spotify right now.';
      case 'not_connected':
        return 'Spotify is not connected to this channel.';
      default:
        return 'Spotify is not answering right now.';
    }
  },
};
