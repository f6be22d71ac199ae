import { describe, expect, it } from 'vitest';
import {
  BUILTIN_COMMANDS,
  GAME_COMMANDS,
  LIVE_COMMANDS,
  MARKER_COMMANDS,
  MODERATOR_BUILTINS,
  POINTS_COMMANDS,
  RESERVED_TRIGGERS,
  SONG_REQUEST_ALIASES,
  SHOUTOUT_COMMANDS,
  SONG_REQUEST_COMMANDS,
  STORE_COMMANDS,
} from '@kyo/contracts';
import { BUILTINS } from './registry';

describe('built-in registry', () => {
  it('registers exactly the triggers the contracts reserve, but those of other features', () => {
    // The games', song requests', live cockpit's, viewer points', shoutouts', markers' and the
    // subathon's commands are theirs (their manifests' `commands`).
    const others: readonly string[] = [
      ...GAME_COMMANDS,
      ...SONG_REQUEST_COMMANDS,
      ...SONG_REQUEST_ALIASES,
      ...LIVE_COMMANDS,
      ...POINTS_COMMANDS,
      ...STORE_COMMANDS,
      ...SHOUTOUT_COMMANDS,
      ...MARKER_COMMANDS,
      'subathon',
    ];
    expect([...BUILTINS.keys()].sort()).toEqual(
      RESERVED_TRIGGERS.filter((trigger) => !others.includes(trigger)).sort(),
    );
  });

  it('names as moderators-only exactly the switchable built-ins that need a moderator', () => {
    const needModerator = BUILTIN_COMMANDS.filter(
      (name) => BUILTINS.get(name)?.permission !== 'everyone',
    );
    expect([...MODERATOR_BUILTINS].sort()).toEqual(needModerator.sort());
  });
});
