import type { BuiltinCommand } from './builtin';
import { chatterOf, withSongs } from './song-request-chatter';

/** `!voteskip`: a vote to skip the request playing; enough votes of active chatters skip it. */
export const voteskipBuiltin: BuiltinCommand = {
  name: 'voteskip',
  aliases: [],
  permission: 'everyone',
  cooldownSeconds: 0,
  setting: 'songRequests',
  description: 'Votes to skip the song request playing',
  run: (ctx) =>
    withSongs(ctx, async (songs, ownerId) =>
      songs.voteSkip(ownerId, chatterOf(ctx), await ctx.audience.activeChatters(10)),
    ),
};
