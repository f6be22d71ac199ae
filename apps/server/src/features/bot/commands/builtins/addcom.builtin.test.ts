import { describe, expect, it } from 'vitest';
import { addcomBuiltin } from './addcom.builtin';
import { builtinContext, command } from './test-context';

describe('!addcom', () => {
  it('adds a command and confirms in chat', async () => {
    const ctx = builtinContext({ rest: '!discord Join us at discord.gg/kyo' });
    expect(await addcomBuiltin.run(ctx)).toBe('@mod_mira Added !discord.');
    expect(ctx.commands[0]).toMatchObject({
      name: 'discord',
      responses: ['Join us at discord.gg/kyo'],
    });
  });

  it('explains the usage when the response is missing', async () => {
    expect(await addcomBuiltin.run(builtinContext({ rest: '!discord' }))).toBe(
      '@mod_mira Usage: !addcom !name response',
    );
  });

  it('reports the API’s refusal in chat', async () => {
    const ctx = builtinContext({ rest: '!hello again', commands: [command('hello')] });
    expect(await addcomBuiltin.run(ctx)).toBe(
      '@mod_mira Could not add !hello: !hello is already used by !hello',
    );
  });

  it('is for moderators and up, and cannot be turned off', () => {
    expect(addcomBuiltin.permission).toBe('moderator');
    expect(addcomBuiltin.setting).toBeNull();
  });
});
