import { defineFeature } from '../../platform/features/feature';
import { registerLive, type LiveHandle } from './live.module';
import { liveArea } from './live.area';

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
  needs: ['bot', 'games', 'widgets', 'widget-states', 'realtime'],
  register(ctx, use) {
    const bot = use('bot');
    const widgets = use('widgets');
    const realtime = use('realtime');
    // The dock's poll and giveaway actions: the games' own services, as their routes call them.
    const { polls, giveaways } = use('games');
    const live = registerLive(
      ctx,
      {
        replay: (ownerId, event) => widgets.alerts.replay(ownerId, event),
        skip: (ownerId) => widgets.alerts.skip(ownerId),
        setAlerts: (ownerId, alerts, clear) => widgets.alerts.set(ownerId, alerts, clear),
        // The owner's pages and those of the channel's moderators now (read for each row, so a
        // removed moderator gets no more rows; another channel's moderators never get it).
        notify: async (ownerId, activity) =>
          void realtime.notifyActivity(ownerId, activity, await ctx.access.moderatorsOf(ownerId)),
        obsDisplays: (ownerId) => realtime.obs.displays(ownerId),
        switchScene: (ownerId, scene) => realtime.obs.switchScene(ownerId, scene),
        // "Run a timed message now": the bot's timers, once per its channel timer gap.
        timers: (ownerId) => bot.routes.timers.list(ownerId),
        runTimer: (ownerId, timerId) => bot.runTimer(ownerId, timerId),
      },
      { polls, giveaways },
    );
    // A connecting alert display learns whether the channel's alerts wait or are muted.
    use('widget-states').provideAlertControl((ownerId) => live.cockpit.displayAlerts(ownerId));
    return live;
  },
  // The feed: each follow, sub, gift, Kicks and redemption, recorded by the node that got it.
  stage: {
    kinds: ['follow', 'subscription', 'gift', 'kicks', 'redemption'],
    consumer: (live) => ({
      onEvent: (event) => void live.cockpit.record(event),
    }),
  },
  commands: (live) => ({ commands: live.commands }),
  api: (live) => liveArea(live.service, live.cockpit, live.nameOf),
  shared: {
    redis: [
      'kyo:rl:live:kick-write:<owner> (a window counter, 60 s): at most 5 stream-info changes sent to Kick a minute per channel, on every node',
    ],
  },
});
