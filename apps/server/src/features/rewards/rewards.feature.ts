import { defineFeature } from '../../platform/features/feature';
import { RECOVER_MS } from './redemptions.service';
import { PRUNE_MS, registerRewards, type RewardsHandle } from './rewards.module';

declare module '../../platform/features/feature' {
  interface Services {
    rewards: RewardsHandle;
  }
}

/**
 * Channel points (docs/rewards.md): Kyo's rewards on Kick and what their redemptions do (a chat
 * line, an overlay alert, a sound, an OBS scene, a song request, a counter, a giveaway entry),
 * exactly once per redemption.
 */
export const rewardsFeature = defineFeature({
  name: 'rewards',
  needs: ['bot', 'realtime', 'widget-states', 'song-requests', 'games'],
  register(ctx, use) {
    const bot = use('bot');
    const realtime = use('realtime');
    const directory = use('widget-states').directory;
    const songs = use('song-requests');
    const games = use('games');
    const { connections, accounts } = ctx;
    return registerRewards(ctx, {
      ...(ctx.providers.kick ? { api: ctx.providers.kick.rewards } : {}),
      ...(ctx.deps.tuning?.decisionLingerMs !== undefined
        ? { decisionLingerMs: ctx.deps.tuning.decisionLingerMs }
        : {}),
      access: {
        withToken: (ownerId, call) => connections.withAccessToken(ownerId, 'kick', call),
        kickStatus: (ownerId) => accounts.kickStatus(ownerId),
        grantedScopes: async (ownerId) => {
          const scope = (await connections.find(ownerId, 'kick'))?.scope ?? '';
          const scopes = scope.split(/\s+/).filter(Boolean);
          return scopes.length > 0 ? scopes : null;
        },
      },
      actions: {
        say: (ownerId, key, content) => bot.handle.say(ownerId, key, content),
        showOnOverlays: async (ownerId, event) => {
          // Counted over every node: the browser sources of the owner's widgets that show it.
          // None: it is not sent at all, so no display that connects later replays what was
          // refunded.
          const ids = await directory.widgetIdsOf(ownerId);
          const grants = await directory.widgetGrants(ownerId, ids, false);
          const count = grants
            .filter((grant) => grant.accepts.includes(event.kind))
            .reduce((sum, grant) => sum + realtime.health(grant.widgetId).connections, 0);
          if (count > 0) realtime.publishToUser(ownerId, event);
          return count;
        },
        cancelOnOverlays: (ownerId, ref) => realtime.cancelEvents(ownerId, ref),
        switchScene: (ownerId, scene) => realtime.obs.switchScene(ownerId, scene),
        // A redeemer is a viewer: the song requests' rules for rewards apply to them.
        requestSong: (ownerId, viewer, text) =>
          songs.requestSong(ownerId, { ...viewer, role: 'everyone', badges: [] }, text),
        addToCounter: (ownerId, name, amount, key) =>
          games.addToCounter(ownerId, name, amount, key),
        enterGiveaway: (ownerId, viewer) => games.enterGiveaway(ownerId, viewer),
      },
      nameOf: async (userId) => (await accounts.nameOf(userId).catch(() => null)) ?? 'a moderator',
      obsDisplays: (ownerId) => realtime.obs.displays(ownerId),
    });
  },
  stage: {
    kinds: ['redemption'],
    consumer: (rewards) => ({ onEvent: (event) => rewards.onKickEvent(event) }),
  },
  events: { publishes: ['reward.redemption'] },
  jobs: [
    {
      name: 'rewards-recover',
      everyMs: RECOVER_MS,
      scope: 'one-node',
      run: async (rewards) => void (await rewards.recover()),
    },
    { name: 'rewards-prune', everyMs: PRUNE_MS, scope: 'one-node', run: (r) => r.prune() },
  ],
  shared: {
    database: [
      'reward_redemptions primary key: a redemption is handled once, whichever node Kick’s webhook reaches',
      'reward_redemptions.lease_until (70 s, renewed by each step): one node runs a redemption’s actions; another takes over a dead node’s',
    ],
  },
});
