import type { BuiltinCommand } from './builtin';
import { chatterOf, withSongs } from './song-request-chatter';

/** `!when`: where the viewer's request is in the queue, and about when it plays. */
export const whenBuiltin: BuiltinCommand = {
  name: 'when',
  aliases: [],
  permission: 'everyone',
  cooldownSeconds: 0,
  setting: 'songRequests',
  description: 'When your song request plays',
  run: (ctx) => withSongs(ctx, (songs, ownerId) => songs.when(ownerId, chatterOf(ctx))),
};
