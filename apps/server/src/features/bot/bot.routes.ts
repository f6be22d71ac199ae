import type { FastifyInstance } from 'fastify';
import { botEndpoints, type PlaygroundResult, type playgroundInputSchema } from '@kyo/contracts';
import type { z } from 'zod';
import { route } from '../../platform/http/route';
import type { BotSettingsService } from './alerts/bot-settings.service';
import type { CommandsService } from './commands/commands.service';
import { requestLanguage } from '../../platform/http/language';
import type { StatusService } from './status/status.service';
import type { TimersService } from './timers/timers.service';

export interface BotRouteDeps {
  settings: BotSettingsService;
  status: StatusService;
  commands: CommandsService;
  timers: TimersService;
  playground(
    userId: string,
    input: z.output<typeof playgroundInputSchema>,
  ): Promise<PlaygroundResult>;
}

/** The bot API (contracts: botEndpoints). Every route acts on the signed-in streamer's bot. */
export function botRoutes(app: FastifyInstance, deps: BotRouteDeps): void {
  route(app, botEndpoints.settings).handle(async ({ auth }) => deps.settings.settings(auth.userId));
  route(app, botEndpoints.updateSettings).handle(async ({ auth, body }) =>
    deps.settings.updateSettings(auth.userId, body),
  );
  route(app, botEndpoints.status).handle(async ({ auth, request }) =>
    deps.status.status(auth.userId, requestLanguage(request)),
  );

  route(app, botEndpoints.listCommands).handle(async ({ auth }) => ({
    commands: await deps.commands.list(auth.userId),
  }));
  route(app, botEndpoints.createCommand).handle(async ({ auth, body }) =>
    deps.commands.create(auth.userId, body),
  );
  route(app, botEndpoints.updateCommand).handle(async ({ auth, params, body }) =>
    deps.commands.update(auth.userId, params.id, body),
  );
  route(app, botEndpoints.deleteCommand).handle(async ({ auth, params }) => {
    await deps.commands.remove(auth.userId, params.id);
  });
  route(app, botEndpoints.playground).handle(async ({ auth, body }) =>
    deps.playground(auth.userId, body),
  );

  route(app, botEndpoints.listTimers).handle(async ({ auth }) => ({
    timers: await deps.timers.list(auth.userId),
  }));
  route(app, botEndpoints.createTimer).handle(async ({ auth, body }) =>
    deps.timers.create(auth.userId, body),
  );
  route(app, botEndpoints.updateTimer).handle(async ({ auth, params, body }) =>
    deps.timers.update(auth.userId, params.id, body),
  );
  route(app, botEndpoints.deleteTimer).handle(async ({ auth, params }) => {
    await deps.timers.remove(auth.userId, params.id);
  });

  route(app, botEndpoints.listAlerts).handle(async ({ auth }) => ({
    alerts: await deps.settings.alerts(auth.userId),
  }));
  route(app, botEndpoints.updateAlert).handle(async ({ auth, params, body }) =>
    deps.settings.updateAlert(auth.userId, params.type, body),
  );
}
