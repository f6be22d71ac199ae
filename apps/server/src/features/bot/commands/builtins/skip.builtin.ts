import type { BuiltinCommand } from './builtin';
import { withSongs } from './song-request-chatter';

/** `!skip` (moderators): skips the song playing. */
export const skipBuiltin: BuiltinCommand = {
  name: 'skip',
  aliases: [],
  permission: 'moderator',
  cooldownSeconds: 3,
  setting: 'songRequests',
  description: 'Skips the song playing (moderators)',
  run: (ctx) => withSongs(ctx, (songs, ownerId) => songs.skip(ownerId)),
};
