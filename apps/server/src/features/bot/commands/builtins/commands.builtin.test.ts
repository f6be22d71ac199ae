import { describe, expect, it } from 'vitest';
import { commandsBuiltin } from './commands.builtin';
import { builtinContext, command } from './test-context';

describe('!commands', () => {
  it('lists enabled custom commands and the built-ins that are on', async () => {
    const ctx = builtinContext({
      commands: [command('socials'), command('hello'), command('secret', { enabled: false })],
    });
    expect(await commandsBuiltin.run(ctx)).toBe(
      'Commands: !hello, !socials, !commands, !uptime, !song, !top, !followage, !topkicks',
    );
    ctx.settings.builtins.song = false;
    ctx.settings.builtins.topkicks = false;
    expect(await commandsBuiltin.run(ctx)).toBe(
      'Commands: !hello, !socials, !commands, !uptime, !top, !followage',
    );
  });

  it('cuts a very long list to one chat message', async () => {
    const commands = Array.from({ length: 80 }, (_, i) => command(`command_number_${i}`));
    const text = (await commandsBuiltin.run(builtinContext({ commands }))) as string;
    expect(Array.from(text).length).toBeLessThanOrEqual(500);
    expect(text.endsWith(' …')).toBe(true);
  });

  it('can be turned off in the settings', () => {
    expect(commandsBuiltin.setting).toBe('commands');
  });
});
