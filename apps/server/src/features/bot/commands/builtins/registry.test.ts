import { describe, expect, it } from 'vitest';
import { GAME_COMMANDS, RESERVED_TRIGGERS } from '@kyo/contracts';
import { BUILTINS } from './registry';

describe('built-in registry', () => {
  it('registers exactly the triggers the contracts reserve, but the games’ own', () => {
    const games: readonly string[] = GAME_COMMANDS;
    expect([...BUILTINS.keys()].sort()).toEqual(
      RESERVED_TRIGGERS.filter((trigger) => !games.includes(trigger)).sort(),
    );
  });
});
