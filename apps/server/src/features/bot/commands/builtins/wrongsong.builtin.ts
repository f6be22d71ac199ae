import type { BuiltinCommand } from './builtin';
import { chatterOf, withSongs } from './song-request-chatter';

/** `!wrongsong`: the viewer's latest request leaves the queue. */
export const wrongsongBuiltin: BuiltinCommand = {
  name: 'wrongsong',
  aliases: [],
  permission: 'everyone',
  cooldownSeconds: 0,
  setting: 'songRequests',
  description: 'Removes your latest song request',
  run: (ctx) => withSongs(ctx, (songs, ownerId) => songs.wrongSong(ownerId, chatterOf(ctx))),
};
