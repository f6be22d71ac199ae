import type { BuiltinCommand } from './builtin';
import { chatterOf, withSongs } from './song-request-chatter';

/** `!sr <song | Spotify link>`: queues a song (the rules: docs/song-requests.md). */
export const srBuiltin: BuiltinCommand = {
  name: 'sr',
  aliases: ['songrequest'],
  permission: 'everyone',
  // The song requests' own cooldowns apply (per viewer and for the channel, in its settings).
  cooldownSeconds: 0,
  setting: 'songRequests',
  description: 'Requests a song: !sr song name or Spotify link',
  run: (ctx) =>
    withSongs(ctx, (songs, ownerId) => songs.request(ownerId, chatterOf(ctx), ctx.rest)),
};
