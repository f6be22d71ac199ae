import { defineFeature } from '../../platform/features/feature';
import { registerTts, type TtsHandle } from './tts.module';

declare module '../../platform/features/feature' {
  interface Services {
    tts: TtsHandle;
  }
}

/**
 * Text-to-speech of alert messages (docs/widgets.md): spoken on the server by a small pool of
 * espeak-ng processes, kept in the database so a display's reload does not speak it again.
 */
export const ttsFeature = defineFeature({
  name: 'tts',
  needs: ['widgets', 'scenes'],
  register(ctx, use) {
    const widgets = use('widgets');
    const scenes = use('scenes');
    const tts = registerTts(ctx, {
      ...(ctx.deps.ttsEngine !== undefined ? { engine: ctx.deps.ttsEngine } : {}),
      displayWidget: async (key, widgetId) => {
        const widget = await widgets.widgetByKey(key);
        if (widget) return widgetId && widgetId !== widget.id ? null : widget;
        const owner = widgetId ? await scenes.ownerOfKey(key) : null;
        const layer = owner && widgetId ? await widgets.widgetOfOwner(owner, widgetId) : null;
        return owner && layer ? { ownerId: owner, settings: layer.settings } : null;
      },
    });
    // Kicks messages of alerts are spoken (alert-events.ts).
    widgets.setAlertHooks({ withSpeech: (ownerId, event) => tts.withSpeech(ownerId, event) });
    return tts;
  },
  jobs: [
    {
      name: 'tts-clips',
      everyMs: 60 * 60_000,
      scope: 'one-node',
      run: (tts) => tts.cleanUp(),
    },
  ],
  shared: {
    database: [
      'tts_clips: a message is spoken once and kept; a later fetch on any node reads the clip',
    ],
  },
});
