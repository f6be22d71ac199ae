import { describe, expect, it, vi } from 'vitest';
import { sceneBuiltin } from './scene.builtin';
import { builtinContext } from './test-context';

describe('!scene', () => {
  it('switches OBS to the scene named after the command, spaces kept', async () => {
    const switchScene = vi.fn(async () => ({ ok: true as const, note: 'done' }));
    const reply = await sceneBuiltin.run(
      builtinContext({ rest: ' Be Right Back ', args: ['Be', 'Right', 'Back'], switchScene }),
    );
    expect(switchScene).toHaveBeenCalledWith('Be Right Back');
    expect(reply).toBe('Switched OBS to “Be Right Back”.');
  });

  it('says why when no display can switch, and asks for a name when none is given', async () => {
    expect(await sceneBuiltin.run(builtinContext({ rest: 'Main' }))).toBe(
      'Could not switch scenes: No Kyo display is open in OBS.',
    );
    expect(await sceneBuiltin.run(builtinContext({ rest: '  ' }))).toBe(
      'Name the scene: !scene Scene name',
    );
  });

  it('is for moderators, and can be switched off', () => {
    expect(sceneBuiltin.permission).toBe('moderator');
    expect(sceneBuiltin.setting).toBe('scene');
  });
});
