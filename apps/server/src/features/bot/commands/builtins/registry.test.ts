import { describe, expect, it } from 'vitest';
import {
  BUILTIN_COMMANDS,
  GAME_COMMANDS,
  MODERATOR_BUILTINS,
  RESERVED_TRIGGERS,
} from '@kyo/contracts';
import { BUILTINS } from './registry';

describe('built-in registry', () => {
  it('registers exactly the triggers the contracts reserve, but the games’ own', () => {
    const games: readonly string[] = GAME_COMMANDS;
    expect([...BUILTINS.keys()].sort()).toEqual(
      RESERVED_TRIGGERS.filter((trigger) => !games.includes(trigger)).sort(),
    );
  });

  it('names as moderators-only exactly the switchable built-ins that need a moderator', () => {
    const needModerator = BUILTIN_COMMANDS.filter(
      (name) => BUILTINS.get(name)?.permission !== 'everyone',
    );
    expect([...MODERATOR_BUILTINS].sort()).toEqual(needModerator.sort());
  });
});
