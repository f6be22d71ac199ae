import type { ActionRunner } from './action';

/** OBS switches scene through a Kyo display with the browser source's "Advanced access". */
export const obsSceneAction: ActionRunner<'obs-scene'> = {
  type: 'obs-scene',
  run: async (action, ctx, deps) => {
    const switched = await deps.switchScene(ctx.ownerId, action.scene);
    return switched.ok ? { ok: true, note: switched.note } : { ok: false, note: switched.reason };
  },
};
