import type { BuiltinCommand } from './builtin';
import { withSongs } from './song-request-chatter';

/** `!srclear` (moderators): empties the song-request queue. */
export const srclearBuiltin: BuiltinCommand = {
  name: 'srclear',
  aliases: [],
  permission: 'moderator',
  cooldownSeconds: 3,
  setting: 'songRequests',
  description: 'Clears the song-request queue (moderators)',
  run: (ctx) => withSongs(ctx, (songs, ownerId) => songs.clear(ownerId)),
};
