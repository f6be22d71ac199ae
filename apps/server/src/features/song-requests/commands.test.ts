import { describe, expect, it } from 'vitest';
import { SONG_REQUEST_ALIASES, SONG_REQUEST_COMMANDS } from '@kyo/contracts';
import type { SongRequestCommands } from '../../ports';
import { songRequestChatCommands } from './commands';

describe('song requests’ chat commands', () => {
  it('answer exactly the triggers the contracts reserve for song requests', () => {
    const commands = songRequestChatCommands({} as SongRequestCommands);
    expect(commands.flatMap((c) => [c.name, ...c.aliases]).sort()).toEqual(
      [...SONG_REQUEST_COMMANDS, ...SONG_REQUEST_ALIASES].sort(),
    );
  });
});
