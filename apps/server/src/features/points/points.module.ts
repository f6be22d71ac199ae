import { PORTAL_CALLBACK_PATH, pointsSettingsSchema } from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import type { ChatCommand } from '../../platform/features/chat-commands';
import { KickOAuth } from '../../providers/kick/kick-oauth';
import { PointsBalances } from './balances';
import { ChannelLanguages } from './languages';
import { pointsChatCommands } from './commands';
import { PointsBoard } from './points-board';
import { Portal, type PortalDeps } from './portal';
import { portalRoutes } from './portal.routes';
import { PointsRepo } from './points.repo';
import { pointsRoutes } from './points.routes';
import { PointsService } from './points.service';
import { storeChatCommands } from './store.commands';
import { StoreRepo } from './store.repo';
import { storeRoutes } from './store.routes';
import { StoreService, type StoreServiceDeps } from './store.service';

/** How often each node writes what its chat earned (a crash loses at most this much). */
export const POINTS_FLUSH_MS = 60_000;

export interface PointsHandle {
  service: PointsService;
  repo: PointsRepo;
  /** The store (docs/points.md "Store"): its items and `!buy`. */
  store: StoreService;
  storeRepo: StoreRepo;
  /** An account's name, as the ledger keeps who made a manual change. */
  nameOf(userId: string): Promise<string>;
  commands: ChatCommand[];
  /** Whether the channel has points on, from memory (the pipeline's switch). */
  isOn(ownerId: string): boolean;
  /** Writes the chat's earnings (the scheduler does it every minute; tests call it). */
  flush(): Promise<void>;
  /** Resolves when the bonuses written so far are in the database. */
  idle(): Promise<void>;
  /** The Points leaderboard widget's feed (points-board.ts). */
  board: PointsBoard;
  /** The node's balances in memory, which `!points` answers from (balances.ts). */
  balances: PointsBalances;
}

declare module 'fastify' {
  interface FastifyInstance {
    points: PointsHandle;
  }
}

/**
 * Viewer points (docs/points.md): each node keeps the channels' rules in memory (read at start,
 * told by the node that saves them through `kyo:points`, read again after a Redis outage).
 */
export interface PointsPorts {
  /** The channel-points action runner (the rewards feature's handle). */
  runActions: StoreServiceDeps['runActions'];
}

export function registerPoints(ctx: FeatureContext, ports: PointsPorts): PointsHandle {
  const log = ctx.app.log.child({ feature: 'points' });
  const repo = new PointsRepo(ctx.db);
  const relay = ctx.clusterChannel?.('points');
  const balances = new PointsBalances({
    load: (ownerId) => repo.balances(ownerId),
    now: () => ctx.clock.now(),
    onLoadError: (ownerId, error) =>
      log.warn({ err: error, ownerId }, 'points: could not read a channel’s balances'),
  });
  const tell = relay ? tellerOf((owners) => relay.publish({ balances: owners })) : undefined;
  repo.writes = {
    writing: (ownerId) => balances.writing(ownerId),
    written: (ownerId, token, rows) => {
      balances.written(ownerId, token, rows);
      // After the commit: a node that forgets the channel now reads it again with this write.
      if (rows === null || rows.length > 0) tell?.(ownerId);
    },
  };
  const service = new PointsService({
    repo,
    balances,
    clock: ctx.clock,
    announce: (ownerId, settings) => relay?.publish({ ownerId, settings }),
    onFlushError: (ownerId, error) =>
      log.error({ err: error, ownerId }, 'points: could not write a channel’s chat earnings'),
  });
  const board = new PointsBoard({
    top: (ownerId, limit) => repo.top(ownerId, limit),
    currencyOf: (ownerId) => service.rulesOf(ownerId)?.currencyName ?? 'points',
    publish: (ownerId, event) => ctx.bus.publish('live.event', { ownerId, event }),
    relay: relay ? (owners) => relay.publish({ board: owners }) : undefined,
    now: () => ctx.clock.now(),
  });
  repo.onChanged = (ownerId) => board.changed(ownerId);
  const readAgain = () =>
    service
      .readSwitches()
      .catch((error: unknown) => log.warn({ err: error }, 'points: could not read the switches'));
  void relay
    ?.listen(
      (message) => {
        const {
          ownerId,
          settings,
          board: changed,
          balances: moved,
        } = message as {
          ownerId?: unknown;
          settings?: unknown;
          board?: unknown;
          balances?: unknown;
        };
        if (Array.isArray(moved)) {
          for (const id of moved) if (typeof id === 'string') balances.changedElsewhere(id);
          return;
        }
        if (Array.isArray(changed)) {
          const owners = changed.filter((id): id is string => typeof id === 'string');
          void board
            .refresh(owners)
            .catch((error: unknown) => log.warn({ err: error }, 'points: a board read failed'));
          return;
        }
        const parsed = pointsSettingsSchema.safeParse(settings);
        if (typeof ownerId === 'string' && parsed.success) service.remember(ownerId, parsed.data);
      },
      () => {
        // Messages may have been lost meanwhile: balances are read again as they are asked.
        balances.clear();
        void readAgain();
      },
    )
    .catch((error: unknown) => log.warn({ err: error }, 'points: cluster channel'));
  ctx.app.addHook('onReady', readAgain);

  const nameOf = async (userId: string) =>
    (await ctx.accounts.nameOf(userId).catch(() => null)) ?? 'a moderator';
  const storeRepo = new StoreRepo(ctx.db, repo);
  const store = new StoreService({
    repo: storeRepo,
    clock: ctx.clock,
    runActions: ports.runActions,
    settled: (event) => ctx.bus.publish('points.purchase', event),
  });
  storeRoutes(ctx.app, store);

  portalRoutes(ctx.app, portalOf(ctx, { service, repo, store, storeRepo }), {
    limiter: ctx.limiter,
    secureCookies: ctx.config.publicUrl.startsWith('https://'),
  });

  pointsRoutes(ctx.app, {
    service,
    repo,
    limiter: ctx.limiter,
    nameOf: async (userId) =>
      (await ctx.accounts.nameOf(userId).catch(() => null)) ?? 'a moderator',
  });
  const languages = new ChannelLanguages(
    (ownerId) => ctx.accounts.languageOf(ownerId),
    () => ctx.clock.now(),
  );
  const languageOf = (ownerId: string) => languages.of(ownerId);
  const handle: PointsHandle = {
    service,
    repo,
    store,
    storeRepo,
    nameOf,
    commands: [
      ...pointsChatCommands({ service, repo, languageOf, now: () => ctx.clock.now() }),
      ...storeChatCommands({ service, points: repo, store, storeRepo, languageOf }),
    ],
    isOn: (ownerId) => service.isOn(ownerId),
    flush: () => service.flush(),
    idle: () => service.idle(),
    board,
    balances,
  };
  ctx.app.decorate('points', handle);
  return handle;
}

/**
 * Tells the other nodes which channels' balances changed, once per turn of the event loop for
 * all the writes that ended in it (a minute's flush ends one per channel).
 */
function tellerOf(publish: (ownerIds: string[]) => void): (ownerId: string) => void {
  const owners = new Set<string>();
  return (ownerId) => {
    if (owners.size === 0)
      setImmediate(() => {
        publish([...owners]);
        owners.clear();
      });
    owners.add(ownerId);
  };
}

/**
 * The viewer portal (docs/points.md "Viewer portal"): Kick's OAuth with its own redirect URI
 * (`<PUBLIC_URL>/api/points-portal/callback`, registered in the Kick app) and `user:read` only.
 */
function portalOf(
  ctx: FeatureContext,
  parts: Pick<PortalDeps, 'service' | 'repo' | 'store' | 'storeRepo'>,
): Portal {
  const config = ctx.config.providers.kick;
  const api = ctx.providers.kick?.api;
  return new Portal({
    ...parts,
    db: ctx.db,
    clock: ctx.clock,
    secret: ctx.secret,
    ...(config && api
      ? {
          kick: {
            api,
            oauth: new KickOAuth(
              {
                ...config,
                redirectUri: `${ctx.config.publicUrl}${PORTAL_CALLBACK_PATH}`,
                scopes: 'user:read',
              },
              ctx.providers.http,
            ),
          },
        }
      : {}),
  });
}
