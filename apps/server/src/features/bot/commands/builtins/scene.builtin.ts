import { translateMessage } from '@kyo/contracts';
import { say, type BuiltinCommand } from './builtin';

/**
 * `!scene Name`: a moderator switches OBS to a scene, through a Kyo display running in OBS whose
 * browser source has "Advanced access" (the same switch a channel-points reward makes).
 */
export const sceneBuiltin: BuiltinCommand = {
  name: 'scene',
  aliases: [],
  permission: 'moderator',
  cooldownSeconds: 3,
  setting: 'scene',
  description: 'Switches OBS to a scene (moderators)',
  run: async (ctx) => {
    const scene = ctx.rest.trim();
    if (!scene) return say(ctx, 'Name the scene: !scene Scene name');
    const switched = await ctx.switchScene(scene);
    return switched.ok
      ? say(ctx, 'Switched OBS to “{scene}”.', { scene })
      : say(ctx, 'Could not switch scenes: {problem}', {
          problem: translateMessage(switched.reason, ctx.language),
        });
  },
};
