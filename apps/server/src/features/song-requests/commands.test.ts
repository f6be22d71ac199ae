import { describe, expect, it } from 'vitest';
import { SONG_REQUEST_ALIASES, SONG_REQUEST_COMMANDS } from '@kyo/contracts';
import type { SongRequestCommands } from '../../ports';
import { songRequestChatCommands } from './commands';

describe('song requests’ chat commands', () => {
  it('answer exactly the triggers the contracts reserve for song requests', () => {
    const commands = songRequestChatCommands({} as SongRequestCommands, () => false);
    expect(commands.flatMap((c) => [c.name, ...c.aliases]).sort()).toEqual(
      [...SONG_REQUEST_COMMANDS, ...SONG_REQUEST_ALIASES].sort(),
    );
  });

  it('let only !sr carry Spotify links, while the channel’s song requests are on', () => {
    const on = new Set(['owner-on']);
    const commands = songRequestChatCommands({} as SongRequestCommands, (o) => on.has(o));
    const carrying = commands.filter((c) => c.carriesLinks);
    expect(carrying.map((c) => c.name)).toEqual(['sr']);
    const links = carrying[0]!.carriesLinks!;
    expect(links.sites).toContain('open.spotify.com');
    expect([links.on('owner-on'), links.on('owner-off')]).toEqual([true, false]);
  });
});
