import {
  botApi,
  type AlertType,
  type BotChange,
  type BotSettings,
  type BotStatus,
  type ChatAlert,
  type Command,
  type Language,
  type Timer,
  type botSettingsInputSchema,
  type chatAlertInputSchema,
  type commandInputSchema,
  type commandPatchSchema,
  type timerInputSchema,
  type timerPatchSchema,
} from '@kyo/contracts';
import type { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { route, type TokenAuthContext } from '../../platform/http/route';
import type { ApiAreaRoutes } from '../../platform/http/api-area';

/** Who made a change: the token's account (the bot records it as any account's change). */
type Actor = { kind: 'account'; userId: string };
type In<S extends z.ZodType> = z.output<S>;

/** The bot feature's services as the API calls them (the same the dashboard's routes call). */
export interface BotAreaDeps {
  settings: {
    settings(ownerId: string): Promise<BotSettings>;
    updateSettings(
      ownerId: string,
      input: In<typeof botSettingsInputSchema>,
      actor: Actor,
    ): Promise<BotSettings>;
    alerts(ownerId: string): Promise<ChatAlert[]>;
    updateAlert(
      ownerId: string,
      type: AlertType,
      input: In<typeof chatAlertInputSchema>,
      actor: Actor,
    ): Promise<ChatAlert>;
  };
  status: { status(ownerId: string, language: Language): Promise<BotStatus> };
  changes: { recent(ownerId: string, limit: number): Promise<BotChange[]> };
  commands: {
    list(ownerId: string): Promise<Command[]>;
    create(ownerId: string, input: In<typeof commandInputSchema>, actor: Actor): Promise<Command>;
    update(
      ownerId: string,
      id: string,
      patch: In<typeof commandPatchSchema>,
      actor: Actor,
    ): Promise<Command>;
    remove(ownerId: string, id: string, actor: Actor): Promise<void>;
  };
  timers: {
    list(ownerId: string): Promise<Timer[]>;
    create(ownerId: string, input: In<typeof timerInputSchema>, actor: Actor): Promise<Timer>;
    update(
      ownerId: string,
      id: string,
      patch: In<typeof timerPatchSchema>,
      actor: Actor,
    ): Promise<Timer>;
    remove(ownerId: string, id: string, actor: Actor): Promise<void>;
  };
}

export function botArea(deps: BotAreaDeps): ApiAreaRoutes {
  const r = botApi.routes;
  /** Who made a change: the token's account (the bot records it as any account's change). */
  const actorOf = (auth: TokenAuthContext): Actor => ({ kind: 'account', userId: auth.userId });
  const channel = { channel: true } as const;
  return {
    area: 'bot',
    register(app) {
      route(app, r.settings, channel).handle(async ({ ownerId }) =>
        deps.settings.settings(ownerId),
      );
      route(app, r.updateSettings, channel).handle(async ({ ownerId, auth, body }) => {
        const actor = actorOf(auth);
        return deps.settings.updateSettings(ownerId, body, actor);
      });
      route(app, r.status, channel).handle(async ({ ownerId, request }) =>
        deps.status.status(ownerId, requestLanguage(request)),
      );
      route(app, r.changes, channel).handle(async ({ ownerId, query }) => ({
        changes: await deps.changes.recent(ownerId, query.limit),
      }));
      route(app, r.listCommands, channel).handle(async ({ ownerId }) => ({
        commands: await deps.commands.list(ownerId),
      }));
      route(app, r.createCommand, channel).handle(async ({ ownerId, auth, body }) => {
        const actor = actorOf(auth);
        return deps.commands.create(ownerId, body, actor);
      });
      route(app, r.updateCommand, channel).handle(async ({ ownerId, auth, params, body }) => {
        const actor = actorOf(auth);
        return deps.commands.update(ownerId, params.id, body, actor);
      });
      route(app, r.deleteCommand, channel).handle(async ({ ownerId, auth, params }) => {
        const actor = actorOf(auth);
        await deps.commands.remove(ownerId, params.id, actor);
      });
      route(app, r.listTimers, channel).handle(async ({ ownerId }) => ({
        timers: await deps.timers.list(ownerId),
      }));
      route(app, r.createTimer, channel).handle(async ({ ownerId, auth, body }) => {
        const actor = actorOf(auth);
        return deps.timers.create(ownerId, body, actor);
      });
      route(app, r.updateTimer, channel).handle(async ({ ownerId, auth, params, body }) => {
        const actor = actorOf(auth);
        return deps.timers.update(ownerId, params.id, body, actor);
      });
      route(app, r.deleteTimer, channel).handle(async ({ ownerId, auth, params }) => {
        const actor = actorOf(auth);
        await deps.timers.remove(ownerId, params.id, actor);
      });
      route(app, r.listAlerts, channel).handle(async ({ ownerId }) => ({
        alerts: await deps.settings.alerts(ownerId),
      }));
      route(app, r.updateAlert, channel).handle(async ({ ownerId, auth, params, body }) => {
        const actor = actorOf(auth);
        return deps.settings.updateAlert(ownerId, params.type, body, actor);
      });
    },
  };
}
