import { defineFeature } from '../../platform/features/feature';
import { registerScenes, type ScenesHandle } from './scenes.module';

declare module '../../platform/features/feature' {
  interface Services {
    scenes: ScenesHandle;
  }
}

/** Scenes (docs/scenes.md): whole overlays of many layers behind one OBS URL, edited at /editor. */
export const scenesFeature = defineFeature({
  name: 'scenes',
  needs: ['realtime', 'widget-states'],
  register(ctx, use) {
    const realtime = use('realtime');
    const directory = use('widget-states').directory;
    const scenes = registerScenes(ctx, {
      realtime,
      widgetGrants: (owner, ids, connect) => directory.widgetGrants(owner, ids, connect),
      languageOf: (userId) => ctx.accounts.languageOf(userId),
    });
    // A scene's display key opens its layers in the gateway.
    realtime.provideScenes(scenes);
    return scenes;
  },
  shared: 'none',
});
