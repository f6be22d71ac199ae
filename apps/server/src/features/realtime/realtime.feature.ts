import { defineFeature } from '../../platform/features/feature';
import { unauthorized } from '../../platform/http/http-error';
import { RedisChannel } from '../../platform/redis/redis-channel';
import { RedisOverlayStreams } from '../../platform/redis/redis-overlay-streams';
import type { OverlayDirectory } from '../../ports';
import type { EventsAuth } from './event-sockets';
import type { RealtimeGateway } from './gateway';
import { registerRealtime } from './realtime.module';

/** The scenes' part of the gateway's directory (the scenes feature provides it). */
export type SceneDirectory = Pick<OverlayDirectory, 'sceneByKey' | 'sceneById'>;

/**
 * The gateway, with what features registered after it give it at composition: the scenes' keys
 * and the public API's event-socket tokens.
 */
export type RealtimeHandle = RealtimeGateway & {
  provideScenes(scenes: SceneDirectory): void;
  provideEventsAuth(auth: EventsAuth): void;
};

declare module '../../platform/features/feature' {
  interface Services {
    realtime: RealtimeHandle;
  }
}

/**
 * The realtime gateway (docs/realtime.md): one WebSocket endpoint for OBS displays, dashboards
 * and the public API's event sockets; every widget's events numbered and kept for replay.
 */
export const realtimeFeature = defineFeature({
  name: 'realtime',
  needs: ['widget-states'],
  async register(ctx, use) {
    const widgets = use('widget-states').directory;
    let scenes: SceneDirectory | undefined;
    let eventsAuth: EventsAuth | undefined;
    const redis = ctx.redis;
    const gateway = await registerRealtime(ctx, {
      ...(ctx.deps.tuning?.obsTimeoutMs ? { obsTimeoutMs: ctx.deps.tuning.obsTimeoutMs } : {}),
      directory: {
        ...widgets,
        sceneByKey: async (key) => (scenes ? scenes.sceneByKey(key) : null),
        sceneById: async (id) => (scenes ? scenes.sceneById(id) : null),
      },
      authenticateToken: (token) => ctx.sessions.authenticate(token),
      eventsAuth: {
        authenticate: async (token, owner) => {
          if (!eventsAuth) throw unauthorized('The API is starting');
          return eventsAuth.authenticate(token, owner);
        },
      },
      ...(redis
        ? {
            cluster: {
              channel: new RedisChannel(redis, 'kyo:realtime', ctx.nodeId, ctx.app.log),
              streams: (limits) =>
                new RedisOverlayStreams(redis.client, {
                  capacity: limits.replayEvents,
                  maxAgeMs: limits.replayMaxAgeMs,
                }),
            },
          }
        : {}),
    });
    return Object.assign(gateway, {
      provideScenes: (directory: SceneDirectory) => void (scenes = directory),
      provideEventsAuth: (auth: EventsAuth) => void (eventsAuth = auth),
    });
  },
  events: { consumes: ['session.ended'] },
  shared: {
    redis: [
      'kyo:realtime (pub/sub): events, settings, reloads, keys and deletions reach every node; overlay health every 10 s',
      'kyo:w:{<widget>} (a hash and a capped list): each widget stream’s numbering and its replay buffer (500 events, 15 minutes)',
      'kyo:obs (pub/sub): a scene switch reaches the node holding the OBS display',
      'kyo:wx:{<user>} (a hash): the refs of cancelled events (a refunded redemption’s alert), never replayed by a node that loads the stream later',
    ],
  },
});
