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
import { requestLanguage } from '../../../platform/http/language';
import { route, type TokenAuthContext } from '../../../platform/http/route';
import { channelOwner, type ApiAreaRoutes } from './area';

/** Who made a change: the token's account (the bot records it as any account's change). */
type Actor = { kind: 'account'; userId: string };
type In<S extends z.ZodType> = z.output<S>;

/** The bot feature's services as the API calls them (the same the dashboard's routes call). */
export interface BotAreaDeps {
  canManage(actorId: string, ownerId: string): Promise<boolean>;
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
  /** Whose bot, and who acts: a 403 for a channel the token's account does not manage. */
  const ownerOf = channelOwner((actor, owner) => deps.canManage(actor, owner));
  const channel = async (auth: TokenAuthContext, query: { owner?: string | undefined }) => ({
    ownerId: await ownerOf(auth, query),
    actor: { kind: 'account', userId: auth.userId } as Actor,
  });
  return {
    area: 'bot',
    register(app) {
      route(app, r.settings).handle(async ({ auth, query }) =>
        deps.settings.settings((await channel(auth, query)).ownerId),
      );
      route(app, r.updateSettings).handle(async ({ auth, query, body }) => {
        const { ownerId, actor } = await channel(auth, query);
        return deps.settings.updateSettings(ownerId, body, actor);
      });
      route(app, r.status).handle(async ({ auth, query, request }) =>
        deps.status.status((await channel(auth, query)).ownerId, requestLanguage(request)),
      );
      route(app, r.changes).handle(async ({ auth, query }) => ({
        changes: await deps.changes.recent((await channel(auth, query)).ownerId, query.limit),
      }));
      route(app, r.listCommands).handle(async ({ auth, query }) => ({
        commands: await deps.commands.list((await channel(auth, query)).ownerId),
      }));
      route(app, r.createCommand).handle(async ({ auth, query, body }) => {
        const { ownerId, actor } = await channel(auth, query);
        return deps.commands.create(ownerId, body, actor);
      });
      route(app, r.updateCommand).handle(async ({ auth, query, params, body }) => {
        const { ownerId, actor } = await channel(auth, query);
        return deps.commands.update(ownerId, params.id, body, actor);
      });
      route(app, r.deleteCommand).handle(async ({ auth, query, params }) => {
        const { ownerId, actor } = await channel(auth, query);
        await deps.commands.remove(ownerId, params.id, actor);
      });
      route(app, r.listTimers).handle(async ({ auth, query }) => ({
        timers: await deps.timers.list((await channel(auth, query)).ownerId),
      }));
      route(app, r.createTimer).handle(async ({ auth, query, body }) => {
        const { ownerId, actor } = await channel(auth, query);
        return deps.timers.create(ownerId, body, actor);
      });
      route(app, r.updateTimer).handle(async ({ auth, query, params, body }) => {
        const { ownerId, actor } = await channel(auth, query);
        return deps.timers.update(ownerId, params.id, body, actor);
      });
      route(app, r.deleteTimer).handle(async ({ auth, query, params }) => {
        const { ownerId, actor } = await channel(auth, query);
        await deps.timers.remove(ownerId, params.id, actor);
      });
      route(app, r.listAlerts).handle(async ({ auth, query }) => ({
        alerts: await deps.settings.alerts((await channel(auth, query)).ownerId),
      }));
      route(app, r.updateAlert).handle(async ({ auth, query, params, body }) => {
        const { ownerId, actor } = await channel(auth, query);
        return deps.settings.updateAlert(ownerId, params.type, body, actor);
      });
    },
  };
}
