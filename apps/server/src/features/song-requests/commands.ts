import type { ChatCommand, ChatCommandLine } from '../../platform/features/chat-commands';
import type { SongChatter, SongRequestCommands } from '../../ports';

/**
 * Spotify's song links (contracts' song-requests-parse reads them): `!sr` carries them. Short
 * links are let through too, so the viewer hears why they cannot be read instead of a warning.
 */
export const SONG_LINK_SITES = ['open.spotify.com', 'play.spotify.com', 'spotify.link', 'spoti.fi'];

/** The chatter as song requests judge them. */
const chatterOf = (line: ChatCommandLine): SongChatter => ({
  id: line.sender.kickUserId,
  name: line.sender.username,
  role: line.sender.role,
  badges: line.sender.badges,
});

/**
 * Song requests' chat commands (docs/song-requests.md), on while the channel's song requests are
 * on; the bot's command engine checks the role and the cooldown first. A custom command of one
 * of these names made before they existed stays the streamer's.
 */
export function songRequestChatCommands(
  songs: SongRequestCommands,
  /** Whether the channel's song requests are on, from memory (moderation asks it per line). */
  isOn: (ownerId: string) => boolean,
): ChatCommand[] {
  const enabled = (ownerId: string) => songs.enabled(ownerId);
  return [
    {
      name: 'sr',
      aliases: ['songrequest'],
      permission: 'everyone',
      // The song requests' own cooldowns apply (per viewer and for the channel, in its settings).
      cooldownSeconds: 0,
      description: 'Requests a song: !sr song name or Spotify link',
      enabled,
      run: (line) => songs.request(line.ownerId, chatterOf(line), line.rest),
      // The link is the request: the Links rule must not delete it, nor warn its viewer.
      carriesLinks: { feature: 'song-requests', sites: SONG_LINK_SITES, on: isOn },
    },
    {
      name: 'wrongsong',
      aliases: [],
      permission: 'everyone',
      cooldownSeconds: 0,
      description: 'Removes your latest song request',
      enabled,
      run: (line) => songs.wrongSong(line.ownerId, chatterOf(line)),
    },
    {
      name: 'queue',
      aliases: ['songqueue'],
      permission: 'everyone',
      cooldownSeconds: 10,
      description: 'Lists the next song requests',
      enabled,
      run: (line) => songs.queue(line.ownerId),
    },
    {
      name: 'when',
      aliases: [],
      permission: 'everyone',
      cooldownSeconds: 0,
      description: 'When your song request plays',
      enabled,
      run: (line) => songs.when(line.ownerId, chatterOf(line)),
    },
    {
      name: 'skip',
      aliases: [],
      permission: 'moderator',
      cooldownSeconds: 3,
      description: 'Skips the song playing (moderators)',
      enabled,
      run: (line) => songs.skip(line.ownerId),
    },
    {
      name: 'srclear',
      aliases: [],
      permission: 'moderator',
      cooldownSeconds: 3,
      description: 'Clears the song-request queue (moderators)',
      enabled,
      run: (line) => songs.clear(line.ownerId),
    },
    {
      // A vote to skip the request playing; enough votes of active chatters skip it.
      name: 'voteskip',
      aliases: [],
      permission: 'everyone',
      cooldownSeconds: 0,
      description: 'Votes to skip the song request playing',
      enabled,
      run: async (line) =>
        songs.voteSkip(line.ownerId, chatterOf(line), await line.activeChatters(10)),
    },
  ];
}
