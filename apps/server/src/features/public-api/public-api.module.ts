import {
  accountApi,
  apiEventOf,
  apiModerationEventOf,
  apiPurchaseEventOf,
  apiPointsGameEventOf,
  apiPointsPredictionEventOf,
  apiRecapEventOf,
  apiRedemptionEventOf,
  apiSongRequestEventOf,
  type ApiChannel,
  type ApiEvent,
  type ChannelEvent,
  type ApiScope,
} from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import { forbidden, unauthorized } from '../../platform/http/http-error';
import { route } from '../../platform/http/route';
import { insufficientScope, tokenGate } from './api-auth';
import type { ApiAreaRoutes } from '../../platform/http/api-area';
import { openApiRoutes } from './openapi.routes';
import { TokensRepo } from './tokens.repo';
import { tokensRoutes } from './tokens.routes';
import { TokensService } from './tokens.service';

export interface PublicApiDeps {
  /** The /api/v1 areas, each declared by its feature's manifest (`api`). */
  areas: readonly ApiAreaRoutes[];
  /** The account's name (the accounts feature). */
  accountOf(userId: string): Promise<{ id: string; username: string }>;
  /** A channel as events name it (its Kick connection). */
  channelOf(ownerId: string): Promise<ApiChannel>;
  /**
   * Whether anything may take a Kick event of this type for the channel (an event socket, a
   * webhook): a chat line nobody takes costs no envelope.
   */
  wantsEvent(ownerId: string, type: string): boolean;
  /** The realtime gateway's event streams (the event WebSocket), composed once it exists. */
  eventStreams(): {
    publish(ownerId: string, body: string): void;
    endToken(tokenId: string): void;
  } | null;
}

/** What the event WebSocket is told about a token (the gateway's EventsGrant). */
export interface EventsGrant {
  ownerId: string;
  tokenId: string;
  expiresAt: number | null;
  /** `revoked` (4401) when the token is gone, `forbidden` (4403) when it no longer may. */
  recheck(): Promise<'ok' | 'revoked' | 'forbidden'>;
}

export interface PublicApiHandle {
  /** The event WebSocket's gate: a token with `events:read` that reaches the channel. */
  authenticateEvents(token: string, owner: string | undefined): Promise<EventsGrant>;
  /** Its consumer in the chat pipeline: Kick's events become the API's. */
  onKickEvent(event: ChannelEvent): void;
  /**
   * Whether anything may take the event (an event socket of the channel, a webhook wanting its
   * type): the stage's switch, so a chat line nobody takes costs no envelope (from memory).
   */
  wants(event: ChannelEvent): boolean;
  /** The account's personal access tokens, as a password change sees them (accounts). */
  apiTokens: {
    countValid(userId: string): Promise<number>;
    revokeAll(userId: string): Promise<number>;
  };
}

const EVENTS_SCOPE: ApiScope = 'events:read';

/**
 * The public API (docs/api.md): personal access tokens and their page's API, the /api/v1 areas
 * behind the token gate, the OpenAPI document and its reference page, and the API's events:
 * every Kick event and Kyo's own become one envelope (`api.event` on the bus) for the event
 * WebSocket and the outgoing webhooks.
 */
export function registerPublicApi(ctx: FeatureContext, deps: PublicApiDeps): PublicApiHandle {
  const { app } = ctx;
  const repo = new TokensRepo(ctx.db);
  const tokens = new TokensService({
    repo,
    clock: ctx.clock,
    onRevoked: (tokenId) => deps.eventStreams()?.endToken(tokenId),
    onTouchError: (error) => app.log.warn({ err: error }, 'api: noting a token use'),
  });
  app.decorate('authenticateToken', tokenGate(tokens, ctx.limiter));
  tokensRoutes(app, { tokens, limiter: ctx.limiter });

  route(app, accountApi.routes.me).handle(async ({ auth }) => {
    const [user, token, moderated] = await Promise.all([
      deps.accountOf(auth.userId),
      repo.findById(auth.tokenId),
      ctx.access.channelsOf(auth.userId),
    ]);
    if (!token) throw unauthorized('This token is not valid (revoked, or never issued).');
    return {
      user,
      token: {
        id: token.id,
        name: token.name,
        scopes: token.scopes as ApiScope[],
        expiresAt: token.expiresAt?.toISOString() ?? null,
      },
      channels: [
        { id: user.id, username: user.username, role: 'owner' as const },
        ...moderated.map((c) => ({ id: c.id, username: c.username, role: 'moderator' as const })),
      ],
    };
  });
  for (const area of deps.areas) area.register(app, ctx.limiter);
  openApiRoutes(app, ctx.config.publicUrl);

  // One envelope per event, made once, for every consumer of the API's events: Kick's, then
  // Kyo's own, each from the feature that made it.
  const own = async (ownerId: string, make: (channel: ApiChannel) => ApiEvent) =>
    ctx.bus.publish('api.event', make(await deps.channelOf(ownerId)));
  const unsubscribe = [
    ctx.bus.subscribe('moderation.action', (action) =>
      own(action.ownerId, (channel) => apiModerationEventOf(action, channel)),
    ),
    ctx.bus.subscribe('reward.redemption', (redemption) =>
      own(redemption.ownerId, (channel) => apiRedemptionEventOf(redemption, channel)),
    ),
    ctx.bus.subscribe('song.request', (taken) =>
      own(taken.ownerId, (channel) => apiSongRequestEventOf(taken, channel)),
    ),
    ctx.bus.subscribe('stream.recap', (recap) =>
      own(recap.ownerId, (channel) => apiRecapEventOf(recap, channel, ctx.config.publicUrl)),
    ),
    ctx.bus.subscribe('points.game', (round) =>
      own(round.ownerId, (channel) => apiPointsGameEventOf(round, channel)),
    ),
    ctx.bus.subscribe('points.prediction', (prediction) =>
      own(prediction.ownerId, (channel) => apiPointsPredictionEventOf(prediction, channel)),
    ),
    ctx.bus.subscribe('points.purchase', (purchase) =>
      own(purchase.ownerId, (channel) => apiPurchaseEventOf(purchase, channel)),
    ),
    ctx.bus.subscribe('api.event', (event) =>
      deps.eventStreams()?.publish(event.channel.id, JSON.stringify(event)),
    ),
  ];
  app.addHook('onClose', async () => {
    unsubscribe.forEach((stop) => stop());
    await tokens.idle();
  });

  return {
    onKickEvent: (event) => ctx.bus.publish('api.event', apiEventOf(event)),
    wants: (event) => deps.wantsEvent(event.ownerId, event.source),
    apiTokens: {
      countValid: (userId) => tokens.countValid(userId),
      revokeAll: (userId) => tokens.revokeAll(userId),
    },
    async authenticateEvents(token, owner) {
      const grant = await tokens.authenticate(token);
      if (!grant.scopes.includes(EVENTS_SCOPE)) throw insufficientScope(EVENTS_SCOPE);
      const ownerId = owner ?? grant.userId;
      if (!(await ctx.access.canManage(grant.userId, ownerId)))
        throw forbidden('You do not manage this channel.');
      return {
        ownerId,
        tokenId: grant.tokenId,
        expiresAt: grant.expiresAt,
        recheck: async () => {
          if (!(await tokens.stillValid(grant.tokenId))) return 'revoked';
          return (await ctx.access.canManage(grant.userId, ownerId)) ? 'ok' : 'forbidden';
        },
      };
    },
  };
}
