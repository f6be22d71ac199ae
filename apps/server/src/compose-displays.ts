import { withoutLinks } from '@kyo/contracts';
import { unauthorized } from './platform/http/http-error';
import { RedisChannel } from './platform/redis/redis-channel';
import { RedisTokenBucket } from './platform/redis/redis-token-bucket';
import { RedisOverlayStreams } from './platform/redis/redis-overlay-streams';
import { registerWidgets, widgetsOverlayDirectory } from './features/widgets/widgets.module';
import { registerRealtime } from './features/realtime/realtime.module';
import { registerScenes } from './features/scenes/scenes.module';
import { registerMedia } from './features/media/media.module';
import { registerTts } from './features/tts/tts.module';
import { registerModeration } from './features/moderation/moderation.module';
import { RedisModeration } from './platform/redis/redis-moderation';
import { composeChatPipeline } from './chat-pipeline';
import { registerRewards } from './features/rewards/rewards.module';
import { composePublicApi } from './compose-public-api';
import type { AppComposition, ChannelFeatures } from './compose-channel';

/**
 * The second step of buildApp's composition (after compose-channel.ts): the realtime gateway and
 * the widgets, moderation, the chat pipeline that ties the consumers together, scenes, media,
 * speech, channel points and the public API.
 */
export async function composeDisplays(c: AppComposition, channel: ChannelFeatures): Promise<void> {
  const { features, deps, links, connections, accounts, accountsRepo, kick } = c;
  const { redis, nodeId, secret, mailer, late } = c;
  const { app, bus } = features;
  const { moderators, stats, live, discordLive, games, widgetStates, bot, songs } = channel;
  // Realtime first, with the widgets feature as its directory; the widgets feature then
  // publishes through it. Neither reaches into the other.
  const widgetDirectory = widgetsOverlayDirectory(features.db, widgetStates);
  const realtime = await registerRealtime(features, {
    ...(deps.tuning?.obsTimeoutMs ? { obsTimeoutMs: deps.tuning.obsTimeoutMs } : {}),
    directory: {
      ...widgetDirectory,
      sceneByKey: async (key) => (late.scenes ? late.scenes.sceneByKey(key) : null),
      sceneById: async (id) => (late.scenes ? late.scenes.sceneById(id) : null),
    },
    authenticateToken: (token) => accounts.authenticate(token),
    // The public API's event WebSocket (composed below, once the areas' features exist).
    eventsAuth: {
      authenticate: async (token, owner) => {
        if (!late.publicApi) throw unauthorized('The API is starting');
        return late.publicApi.authenticateEvents(token, owner);
      },
    },
    ...(redis
      ? {
          cluster: {
            channel: new RedisChannel(redis, 'kyo:realtime', nodeId, app.log),
            streams: (limits) =>
              new RedisOverlayStreams(redis.client, {
                capacity: limits.replayEvents,
                maxAgeMs: limits.replayMaxAgeMs,
              }),
          },
        }
      : {}),
  });
  late.realtime = realtime;
  late.widgets = await registerWidgets(features, {
    links,
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    realtime,
    states: widgetStates,
  });
  const widgets = late.widgets;
  const moderation = await registerModeration(features, {
    ...(kick ? { kickApi: kick.api } : {}),
    withKickToken: (ownerId, call) => connections.withAccessToken(ownerId, 'kick', call),
    kickChannelOf: (ownerId) => links.kickChannelOfUser(ownerId),
    kickConnection: async (ownerId) => {
      const row = await connections.find(ownerId, 'kick');
      const scopes = row?.scope.split(/\s+/).filter(Boolean) ?? [];
      return {
        status: row ? (row.status === 'connected' ? 'connected' : 'needs_reconnect') : 'missing',
        // A grant saved without its scopes says nothing about them: try, and let Kick answer.
        scopes: scopes.length > 0 ? scopes : null,
      };
    },
    languageOf: (ownerId) => links.languageOf(ownerId),
    say: (channel, key, content) => bot.sayIn(channel, key, content),
    ownLine: (line) => bot.ownLine(line),
    reportProblem: (ownerId, message) => bot.recordError(ownerId, 'moderation', message),
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    ...(redis
      ? {
          shared: new RedisModeration(redis.client),
          sharedPace: new RedisTokenBucket(redis.client),
        }
      : {}),
  });
  // The path of every chat line, in one place (chat-pipeline.ts): moderation first, then the
  // bus topic 'kick.event' and its consumers.
  channel.route.pipeline = composeChatPipeline(
    bus,
    [{ name: 'moderation', screen: (event) => moderation.screen(event) }],
    [
      { name: 'bot', onEvent: (event) => bot.onEvent(event) },
      {
        name: 'widgets',
        onEvent: (event) => widgets.onKickEvent(event),
        onChatDeleted: (event) => widgets.onChatDeleted(event),
      },
      { name: 'live-stats', onEvent: (event) => live.onKickEvent(event) },
      { name: 'discord-live', onEvent: (event) => discordLive.onKickEvent(event) },
      { name: 'stats', onEvent: (event) => stats.onKickEvent(event) },
      { name: 'games', onEvent: (event) => games.onKickEvent(event) },
      // The public API's events (outgoing webhooks, the event WebSocket), composed below.
      { name: 'public-api', onEvent: (event) => late.publicApi?.onKickEvent(event) },
    ],
    (error) => app.log.error({ err: error }, 'chat pipeline: a stage failed'),
  );
  late.scenes = registerScenes(features, {
    realtime,
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    widgetGrants: (owner, ids, connect) => widgetDirectory.widgetGrants(owner, ids, connect),
    languageOf: (userId) => links.languageOf(userId),
  });
  // A display's key (a widget's or a scene's) reaches only its owner's media and speech.
  const widgetsHandle = late.widgets;
  const scenesHandle = late.scenes;
  const ownerOfKey = async (key: string) =>
    (await widgetsHandle.widgetByKey(key))?.ownerId ?? (await scenesHandle.ownerOfKey(key));
  registerMedia(features, {
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    ownerOfKey,
  });
  const tts = registerTts(features, {
    ...(deps.ttsEngine !== undefined ? { engine: deps.ttsEngine } : {}),
    displayWidget: async (key, widgetId) => {
      const widget = await widgetsHandle.widgetByKey(key);
      if (widget) return widgetId && widgetId !== widget.id ? null : widget;
      const owner = widgetId ? await scenesHandle.ownerOfKey(key) : null;
      const layer = owner && widgetId ? await widgetsHandle.widgetOfOwner(owner, widgetId) : null;
      return owner && layer ? { ownerId: owner, settings: layer.settings } : null;
    },
  });
  // Kicks messages pass the moderation rules' banned words (a message that says one is left off
  // the alert, which still shows) and, with the Links rule on, lose their links (as speech does);
  // then they are spoken (alert-events.ts).
  widgetsHandle.setAlertHooks({
    filterMessage: (ownerId, message) => {
      if (moderation.saysBannedWord(ownerId, message)) return null;
      return moderation.blocksLinks(ownerId) ? withoutLinks(message) || null : message;
    },
    withSpeech: (ownerId, event) => tts.withSpeech(ownerId, event),
  });

  // Each redemption counts once in the stream stats, in the outcome it ends in (a redemption is
  // announced once per state it settles in: waiting, then its outcome).
  const COUNTED_REDEMPTIONS = new Set(['accepted', 'rejected', 'done', 'failed', 'external']);
  bus.subscribe('reward.redemption', async (event) => {
    if (!COUNTED_REDEMPTIONS.has(event.state)) return;
    const channel = await links.kickChannelOfUser(event.ownerId).catch(() => null);
    if (channel) stats.redemption(event.ownerId, channel.broadcasterUserId, event.at);
  });
  // Channel points: Kyo's rewards and what their redemptions do (chat, overlays, OBS).
  registerRewards(features, {
    ...(kick ? { api: kick.rewards } : {}),
    ...(deps.tuning?.decisionLingerMs !== undefined
      ? { decisionLingerMs: deps.tuning.decisionLingerMs }
      : {}),
    access: {
      withToken: (ownerId, call) => connections.withAccessToken(ownerId, 'kick', call),
      kickStatus: (ownerId) => links.kickStatus(ownerId),
      grantedScopes: async (ownerId) => {
        const scope = (await connections.find(ownerId, 'kick'))?.scope ?? '';
        const scopes = scope.split(/\s+/).filter(Boolean);
        return scopes.length > 0 ? scopes : null;
      },
    },
    actions: {
      say: (ownerId, key, content) => app.bot.say(ownerId, key, content),
      showOnOverlays: async (ownerId, event) => {
        // Counted over every node: the browser sources of the owner's widgets that show it. None:
        // it is not sent at all, so no display that connects later replays what was refunded.
        const ids = await widgetDirectory.widgetIdsOf(ownerId);
        const grants = await widgetDirectory.widgetGrants(ownerId, ids, false);
        const count = grants
          .filter((grant) => grant.accepts.includes(event.kind))
          .reduce((sum, grant) => sum + realtime.health(grant.widgetId).connections, 0);
        if (count > 0) realtime.publishToUser(ownerId, event);
        return count;
      },
      cancelOnOverlays: (ownerId, ref) => realtime.cancelEvents(ownerId, ref),
      switchScene: (ownerId, scene) => realtime.obs.switchScene(ownerId, scene),
      // Song requests and the viewer games as reward actions (issues 34 and 36).
      requestSong: async (ownerId, viewer, text) => {
        if (!late.songs) return { ok: false, reply: 'Song requests are starting' };
        // A redeemer is a viewer: the song requests' rules for rewards apply to them.
        return late.songs.requestSong(ownerId, { ...viewer, role: 'everyone', badges: [] }, text);
      },
      addToCounter: (ownerId, name, amount, key) => games.addToCounter(ownerId, name, amount, key),
      enterGiveaway: (ownerId, viewer) => games.enterGiveaway(ownerId, viewer),
    },
    canManage: (actor, owner) => moderators.canManage(actor, owner),
    nameOf: async (userId) =>
      (await accounts.me(userId).catch(() => null))?.username ?? 'a moderator',
    obsDisplays: (ownerId) => realtime.obs.displays(ownerId),
  });

  late.publicApi = composePublicApi(features, {
    links,
    moderators,
    widgets: late.widgets,
    bot: bot.routes,
    stats,
    songs,
    moderation,
    realtime,
    appSecret: secret,
    accountOf: async (userId) => (await accountsRepo.findUserById(userId)) ?? null,
    mailer,
    ...(deps.webhooks ? { webhooks: deps.webhooks } : {}),
  });
}
