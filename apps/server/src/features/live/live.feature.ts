import { defineFeature } from '../../platform/features/feature';
import { registerLive, type LiveHandle } from './live.module';

declare module '../../platform/features/feature' {
  interface Services {
    live: LiveHandle;
  }
}

/**
 * The live cockpit (docs/live.md): the stream's title, category and tags on Kick from /live
 * (the streamer and the channel's moderators), presets, a history of changes, and the chat
 * commands `!title` and `!game` with the channel's category aliases.
 */
export const liveFeature = defineFeature({
  name: 'live',
  needs: [],
  register: (ctx) => registerLive(ctx),
  commands: (live) => ({ commands: live.commands }),
  shared: {
    redis: [
      'kyo:rl:live:kick-write:<owner> (a window counter, 60 s): at most 5 stream-info changes sent to Kick a minute per channel, on every node',
    ],
  },
});
