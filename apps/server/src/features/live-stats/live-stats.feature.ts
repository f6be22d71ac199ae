import { defineFeature } from '../../platform/features/feature';
import { HttpError } from '../../platform/http/http-error';
import { PollError } from '../../platform/pollers/poll-types';
import { registerLiveStats, type LiveStatsHandle } from './live-stats.module';

declare module '../../platform/features/feature' {
  interface Services {
    'live-stats': LiveStatsHandle;
  }
}

/**
 * Live data the platforms do not push (decision record 004): a Kick channel's viewers and a
 * streamer's Spotify player, polled while something wants them, one answer for every consumer.
 */
export const liveStatsFeature = defineFeature({
  name: 'live-stats',
  needs: [],
  register(ctx) {
    const { connections } = ctx;
    const kick = ctx.providers.kick;
    // No token: not connected, or connected but dead (the streamer must reconnect).
    const spotifyToken = async (userId: string) => {
      let token: string | null;
      try {
        token = await connections.accessToken(userId, 'spotify');
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 419)
          throw new PollError('grant_dead', 'Spotify needs reconnecting');
        throw error;
      }
      if (!token && (await connections.find(userId, 'spotify'))?.status === 'needs_reconnect')
        throw new PollError('grant_dead', 'Spotify needs reconnecting');
      return token;
    };
    return registerLiveStats(ctx, {
      ...(ctx.deps.pollerTimers ? { timers: ctx.deps.pollerTimers } : {}),
      ...(kick ? { kick: { api: kick.api, appToken: () => kick.oauth.appToken() } } : {}),
      ...(ctx.providers.spotify ? { spotify: ctx.providers.spotify } : {}),
      spotifyTokens: {
        get: spotifyToken,
        refresh: async (userId) => {
          const rejected = await spotifyToken(userId);
          if (!rejected) return null;
          const fresh = await connections.accessTokenAfterRejection(userId, 'spotify', rejected);
          // A refresh that found the grant dead marked the connection: say so.
          if (!fresh && (await connections.find(userId, 'spotify'))?.status === 'needs_reconnect')
            throw new PollError('grant_dead', 'Spotify needs reconnecting');
          return fresh;
        },
      },
      broadcasterOf: async (userId) => {
        const id = (await connections.find(userId, 'kick'))?.providerAccountId;
        return id ? Number(id) : null;
      },
    });
  },
  // A stream going live or offline asks for a poll now; nothing else here reads Kick's events.
  stage: {
    kinds: ['stream'],
    consumer: (live) => ({ onEvent: (event) => live.onKickEvent(event) }),
  },
  events: { publishes: ['live.event'] },
  jobs: [
    {
      name: 'live-stats-forget',
      everyMs: 10 * 60_000,
      scope: 'every-node',
      decidedBy:
        'nothing to decide: each node forgets what it keeps for keys nobody wanted in an hour',
      run: async (live) => live.forgetIdle(),
    },
  ],
  shared: {
    redis: [
      'kyo:lease:poll:<resource>:<key> (a lease): one node polls a Kick channel or a Spotify player',
      'kyo:poll (pub/sub): the polling node tells the others its answers',
      'kyo:live-events (pub/sub): the widget events the polling node makes of its answers',
    ],
  },
});
