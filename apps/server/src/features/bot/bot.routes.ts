import type { FastifyInstance } from 'fastify';
import { botEndpoints, type PlaygroundResult, type playgroundInputSchema } from '@kyo/contracts';
import type { z } from 'zod';
import { route, type AuthContext } from '../../platform/http/route';
import type { BotSettingsService } from './alerts/bot-settings.service';
import type { ChangeActor, ChangeLog } from './changes/change-log';
import type { CommandsService } from './commands/commands.service';
import { requestLanguage } from '../../platform/http/language';
import type { StatusService } from './status/status.service';
import type { TimersService } from './timers/timers.service';

export interface BotRouteDeps {
  settings: BotSettingsService;
  status: StatusService;
  commands: CommandsService;
  timers: TimersService;
  changes: ChangeLog;
  playground(
    userId: string,
    input: z.output<typeof playgroundInputSchema>,
  ): Promise<PlaygroundResult>;
}

/**
 * The bot API (contracts: botEndpoints). Every route acts on the signed-in streamer's bot, or
 * with `?owner=` on that of a channel they moderate; each change is recorded with who made it.
 */
export function botRoutes(app: FastifyInstance, deps: BotRouteDeps): void {
  /** Who acts: each change is recorded with it. */
  const actorOf = (auth: AuthContext): ChangeActor => ({ kind: 'account', userId: auth.userId });
  const channel = { channel: true } as const;

  route(app, botEndpoints.settings, channel).handle(async ({ ownerId }) =>
    deps.settings.settings(ownerId),
  );
  route(app, botEndpoints.updateSettings, channel).handle(async ({ ownerId, auth, body }) => {
    const actor = actorOf(auth);
    return deps.settings.updateSettings(ownerId, body, actor);
  });
  route(app, botEndpoints.status, channel).handle(async ({ ownerId, request }) =>
    deps.status.status(ownerId, requestLanguage(request)),
  );
  route(app, botEndpoints.changes, channel).handle(async ({ ownerId, query }) => ({
    changes: await deps.changes.recent(ownerId, query.limit),
  }));

  route(app, botEndpoints.listCommands, channel).handle(async ({ ownerId }) => ({
    commands: await deps.commands.list(ownerId),
  }));
  route(app, botEndpoints.createCommand, channel).handle(async ({ ownerId, auth, body }) => {
    const actor = actorOf(auth);
    return deps.commands.create(ownerId, body, actor);
  });
  route(app, botEndpoints.updateCommand, channel).handle(
    async ({ ownerId, auth, params, body }) => {
      const actor = actorOf(auth);
      return deps.commands.update(ownerId, params.id, body, actor);
    },
  );
  route(app, botEndpoints.deleteCommand, channel).handle(async ({ ownerId, auth, params }) => {
    const actor = actorOf(auth);
    await deps.commands.remove(ownerId, params.id, actor);
  });
  route(app, botEndpoints.playground, channel).handle(async ({ ownerId, body }) =>
    deps.playground(ownerId, body),
  );

  route(app, botEndpoints.listTimers, channel).handle(async ({ ownerId }) => ({
    timers: await deps.timers.list(ownerId),
  }));
  route(app, botEndpoints.createTimer, channel).handle(async ({ ownerId, auth, body }) => {
    const actor = actorOf(auth);
    return deps.timers.create(ownerId, body, actor);
  });
  route(app, botEndpoints.updateTimer, channel).handle(async ({ ownerId, auth, params, body }) => {
    const actor = actorOf(auth);
    return deps.timers.update(ownerId, params.id, body, actor);
  });
  route(app, botEndpoints.deleteTimer, channel).handle(async ({ ownerId, auth, params }) => {
    const actor = actorOf(auth);
    await deps.timers.remove(ownerId, params.id, actor);
  });

  route(app, botEndpoints.listAlerts, channel).handle(async ({ ownerId }) => ({
    alerts: await deps.settings.alerts(ownerId),
  }));
  route(app, botEndpoints.updateAlert, channel).handle(async ({ ownerId, auth, params, body }) => {
    const actor = actorOf(auth);
    return deps.settings.updateAlert(ownerId, params.type, body, actor);
  });
}
