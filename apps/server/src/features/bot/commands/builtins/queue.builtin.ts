import type { BuiltinCommand } from './builtin';
import { withSongs } from './song-request-chatter';

/** `!queue`: the next song requests. */
export const queueBuiltin: BuiltinCommand = {
  name: 'queue',
  aliases: ['songqueue'],
  permission: 'everyone',
  cooldownSeconds: 10,
  setting: 'songRequests',
  description: 'Lists the next song requests',
  run: (ctx) => withSongs(ctx, (songs, ownerId) => songs.queue(ownerId)),
};
