import { defineFeature } from '../../platform/features/feature';
import { registerPublicApi, type PublicApiHandle } from './public-api.module';

declare module '../../platform/features/feature' {
  interface Services {
    'public-api': PublicApiHandle;
  }
}

/**
 * The public API (docs/api.md): personal access tokens, the /api/v1 areas the features declare,
 * the OpenAPI document and its reference page, and the API's events (every Kick event and Kyo's
 * own, one envelope each) for the event WebSocket and the outgoing webhooks.
 */
export const publicApiFeature = defineFeature({
  name: 'public-api',
  needs: ['realtime', 'webhooks-out'],
  register(ctx, use) {
    const realtime = use('realtime');
    const webhooks = use('webhooks-out');
    const api = registerPublicApi(ctx, {
      areas: ctx.apiAreas,
      accountOf: async (userId) => {
        const user = await ctx.accounts.accountOf(userId);
        return { id: userId, username: user?.username ?? '' };
      },
      channelOf: (ownerId) => webhooks.channelOf(ownerId),
      // A Kick event nobody takes (no event socket, no webhook wanting its type) costs nothing.
      wantsEvent: (ownerId, type) =>
        realtime.mayHoldEventStream(ownerId) || webhooks.mayWant(ownerId, type),
      eventStreams: () => ({
        publish: (ownerId, body) => void realtime.publishToStream(ownerId, body),
        endToken: (tokenId) => void realtime.endToken(tokenId),
      }),
    });
    // The event WebSocket's tokens, and a password change's view of them.
    realtime.provideEventsAuth({
      authenticate: (token, owner) => api.authenticateEvents(token, owner),
    });
    ctx.provideApiTokens(api.apiTokens);
    return api;
  },
  // Every kind becomes an API event, but only for a channel where something takes it.
  stage: {
    switchedOn: (api) => (event) => api.wants(event),
    consumer: (api) => ({ onEvent: (event) => api.onKickEvent(event) }),
  },
  events: {
    publishes: ['api.event'],
    consumes: [
      'moderation.action',
      'reward.redemption',
      'song.request',
      'stream.recap',
      'points.game',
      'points.prediction',
      'points.purchase',
    ],
  },
  shared: 'none',
});
