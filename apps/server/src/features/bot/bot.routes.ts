import type { FastifyInstance } from 'fastify';
import { botEndpoints, type PlaygroundResult, type playgroundInputSchema } from '@kyo/contracts';
import type { z } from 'zod';
import { forbidden } from '../../platform/http/http-error';
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
  /** The channel's access policy (its owner and current moderators), read on every request. */
  canManage(actorId: string, ownerId: string): Promise<boolean>;
}

/**
 * The bot API (contracts: botEndpoints). Every route acts on the signed-in streamer's bot, or
 * with `?owner=` on that of a channel they moderate; each change is recorded with who made it.
 */
export function botRoutes(app: FastifyInstance, deps: BotRouteDeps): void {
  /** Whose bot the request acts on, and who acts: a 403 for a channel the caller does not manage. */
  const channel = async (auth: AuthContext, query: { owner?: string | undefined }) => {
    const ownerId = query.owner ?? auth.userId;
    if (!(await deps.canManage(auth.userId, ownerId)))
      throw forbidden('You do not manage this channel.');
    const actor: ChangeActor = { kind: 'account', userId: auth.userId };
    return { ownerId, actor };
  };

  route(app, botEndpoints.settings).handle(async ({ auth, query }) =>
    deps.settings.settings((await channel(auth, query)).ownerId),
  );
  route(app, botEndpoints.updateSettings).handle(async ({ auth, query, body }) => {
    const { ownerId, actor } = await channel(auth, query);
    return deps.settings.updateSettings(ownerId, body, actor);
  });
  route(app, botEndpoints.status).handle(async ({ auth, query, request }) =>
    deps.status.status((await channel(auth, query)).ownerId, requestLanguage(request)),
  );
  route(app, botEndpoints.changes).handle(async ({ auth, query }) => ({
    changes: await deps.changes.recent((await channel(auth, query)).ownerId, query.limit),
  }));

  route(app, botEndpoints.listCommands).handle(async ({ auth, query }) => ({
    commands: await deps.commands.list((await channel(auth, query)).ownerId),
  }));
  route(app, botEndpoints.createCommand).handle(async ({ auth, query, body }) => {
    const { ownerId, actor } = await channel(auth, query);
    return deps.commands.create(ownerId, body, actor);
  });
  route(app, botEndpoints.updateCommand).handle(async ({ auth, query, params, body }) => {
    const { ownerId, actor } = await channel(auth, query);
    return deps.commands.update(ownerId, params.id, body, actor);
  });
  route(app, botEndpoints.deleteCommand).handle(async ({ auth, query, params }) => {
    const { ownerId, actor } = await channel(auth, query);
    await deps.commands.remove(ownerId, params.id, actor);
  });
  route(app, botEndpoints.playground).handle(async ({ auth, query, body }) =>
    deps.playground((await channel(auth, query)).ownerId, body),
  );

  route(app, botEndpoints.listTimers).handle(async ({ auth, query }) => ({
    timers: await deps.timers.list((await channel(auth, query)).ownerId),
  }));
  route(app, botEndpoints.createTimer).handle(async ({ auth, query, body }) => {
    const { ownerId, actor } = await channel(auth, query);
    return deps.timers.create(ownerId, body, actor);
  });
  route(app, botEndpoints.updateTimer).handle(async ({ auth, query, params, body }) => {
    const { ownerId, actor } = await channel(auth, query);
    return deps.timers.update(ownerId, params.id, body, actor);
  });
  route(app, botEndpoints.deleteTimer).handle(async ({ auth, query, params }) => {
    const { ownerId, actor } = await channel(auth, query);
    await deps.timers.remove(ownerId, params.id, actor);
  });

  route(app, botEndpoints.listAlerts).handle(async ({ auth, query }) => ({
    alerts: await deps.settings.alerts((await channel(auth, query)).ownerId),
  }));
  route(app, botEndpoints.updateAlert).handle(async ({ auth, query, params, body }) => {
    const { ownerId, actor } = await channel(auth, query);
    return deps.settings.updateAlert(ownerId, params.type, body, actor);
  });
}
