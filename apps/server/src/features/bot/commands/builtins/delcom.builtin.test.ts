import { describe, expect, it } from 'vitest';
import { delcomBuiltin } from './delcom.builtin';
import { builtinContext, command } from './test-context';

describe('!delcom', () => {
  it('deletes the command and confirms in chat', async () => {
    const ctx = builtinContext({ rest: '!hello', commands: [command('hello')] });
    expect(await delcomBuiltin.run(ctx)).toBe('@mod_mira Deleted !hello.');
    expect(ctx.commands).toEqual([]);
  });

  it('says when there is no such command, and how to use it', async () => {
    expect(await delcomBuiltin.run(builtinContext({ rest: 'nope' }))).toBe(
      '@mod_mira There is no command !nope.',
    );
    expect(await delcomBuiltin.run(builtinContext())).toBe('@mod_mira Usage: !delcom !name');
  });

  it('is for moderators and up', () => {
    expect(delcomBuiltin.permission).toBe('moderator');
  });
});
