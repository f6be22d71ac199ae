import { defineFeature } from '../../platform/features/feature';
import { registerMedia } from './media.module';

declare module '../../platform/features/feature' {
  interface Services {
    media: void;
  }
}

/** The streamer's uploaded alert media (docs/widgets.md): stored in the database, served to their displays. */
export const mediaFeature = defineFeature({
  name: 'media',
  needs: ['widgets', 'scenes'],
  register(ctx, use) {
    const widgets = use('widgets');
    const scenes = use('scenes');
    // A display's key (a widget's or a scene's) reaches only its owner's media.
    registerMedia(ctx, {
      ownerOfKey: async (key) =>
        (await widgets.widgetByKey(key))?.ownerId ?? (await scenes.ownerOfKey(key)),
    });
  },
  shared: {
    redis: [
      'kyo:rl:media:upload:<account> (a window counter): 30 uploads a minute per account, on every node',
    ],
  },
});
