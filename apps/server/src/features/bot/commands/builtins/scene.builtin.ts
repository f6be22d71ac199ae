import type { BuiltinCommand } from './builtin';

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
    if (!scene) return 'Name the scene: !scene Scene name';
    const switched = await ctx.switchScene(scene);
    return switched.ok
      ? `Switched OBS to “${scene}”.`
      : `Could not switch scenes: ${switched.reason}`;
  },
};
