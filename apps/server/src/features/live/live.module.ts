import type { FeatureContext } from '../../feature-context';
import { KickStreamInfoApi } from '../../providers/kick/kick-stream-info-api';
import { KickStreamInfo } from './kick-stream-info';
import { liveChatCommands } from './live-commands';
import { LiveRepo } from './live.repo';
import { liveRoutes } from './live.routes';
import { LiveService } from './live.service';
import type { ChatCommand } from '../../platform/features/chat-commands';
import { LiveCockpit, type CockpitPorts } from './live-cockpit';
import { LiveCockpitRepo } from './live-cockpit.repo';
import { liveCockpitRoutes } from './live-cockpit.routes';
import { liveDockRoutes, type DockGames } from './live-dock.routes';

/** What the manifest and tests reach. */
export interface LiveHandle {
  service: LiveService;
  cockpit: LiveCockpit;
  /** An account's name as the history shows who changed what. */
  nameOf: (userId: string) => Promise<string>;
  commands: ChatCommand[];
}

/**
 * The live cockpit (docs/live.md): stream info on Kick, presets, history, `!title`/`!game`, the
 * activity feed with Replay, the alert queue's controls and the OBS dock.
 */
export function registerLive(
  ctx: FeatureContext,
  ports: CockpitPorts,
  games: DockGames,
): LiveHandle {
  const kickConfig = ctx.config.providers.kick;
  const api = kickConfig ? new KickStreamInfoApi(kickConfig.apiUrl, ctx.providers.http) : undefined;
  const { connections, accounts } = ctx;
  const kick = new KickStreamInfo(api, {
    withToken: (ownerId, call) => connections.withAccessToken(ownerId, 'kick', call),
    kickStatus: (ownerId) => accounts.kickStatus(ownerId),
    grantedScopes: async (ownerId) => {
      const scope = (await connections.find(ownerId, 'kick'))?.scope ?? '';
      const scopes = scope.split(/\s+/).filter(Boolean);
      return scopes.length > 0 ? scopes : null;
    },
    broadcasterOf: async (ownerId) =>
      (await accounts.kickChannelOfUser(ownerId))?.broadcasterUserId ?? null,
  });
  const service = new LiveService({
    repo: new LiveRepo(ctx.db),
    kick,
    clock: ctx.clock,
    limiter: ctx.limiter,
  });
  const nameOf = (userId: string) => accounts.nameOf(userId);
  liveRoutes(ctx.app, service, nameOf);
  const cockpit = new LiveCockpit({
    repo: new LiveCockpitRepo(ctx.db),
    ports,
    clock: ctx.clock,
    publicUrl: ctx.config.publicUrl,
    onError: (error) => ctx.app.log.error({ err: error }, 'live: recording an event failed'),
  });
  // The dock names the Kick channel it drives (the account's name without one).
  const channelOf = async (ownerId: string) =>
    (await accounts.kickChannelOfUser(ownerId))?.username ?? nameOf(ownerId);
  liveCockpitRoutes(ctx.app, cockpit);
  liveDockRoutes(ctx.app, { cockpit, live: service, games, channelOf });
  const commands = liveChatCommands({
    live: service,
    languageOf: (ownerId) => accounts.languageOf(ownerId),
  });
  return { service, cockpit, commands, nameOf };
}
