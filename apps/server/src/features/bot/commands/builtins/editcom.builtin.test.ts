import { describe, expect, it } from 'vitest';
import { editcomBuiltin } from './editcom.builtin';
import { builtinContext, command } from './test-context';

describe('!editcom', () => {
  it('replaces the response and confirms in chat', async () => {
    const ctx = builtinContext({ rest: '!hello Hi {user}!', commands: [command('hello')] });
    expect(await editcomBuiltin.run(ctx)).toBe('@mod_mira Updated !hello.');
    expect(ctx.commands[0]!.responses).toEqual(['Hi {user}!']);
  });

  it('says when there is no such command', async () => {
    expect(await editcomBuiltin.run(builtinContext({ rest: '!nope text' }))).toBe(
      '@mod_mira There is no command !nope.',
    );
  });

  it('is for moderators and up', () => {
    expect(editcomBuiltin.permission).toBe('moderator');
  });
});
