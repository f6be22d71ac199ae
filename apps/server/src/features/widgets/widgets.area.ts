import { widgetsApi, type TestEventKind, type Widget } from '@kyo/contracts';
import type { z } from 'zod';
import type { createWidgetSchema, updateWidgetSchema } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { ApiAreaRoutes } from '../../platform/http/api-area';

/** The widgets feature's service as the API calls it (the actor is the token's account). */
export interface WidgetsAreaDeps {
  list(actorId: string, ownerId?: string): Promise<Widget[]>;
  get(actorId: string, id: string): Promise<Widget>;
  create(actorId: string, body: z.output<typeof createWidgetSchema>): Promise<Widget>;
  update(actorId: string, id: string, body: z.output<typeof updateWidgetSchema>): Promise<Widget>;
  remove(actorId: string, id: string): Promise<void>;
  testEvent(actorId: string, id: string, kind: TestEventKind): Promise<{ seq: number }>;
  reload(actorId: string, id: string): Promise<{ reloaded: number }>;
  state(actorId: string, id: string): Promise<{ state: unknown; now: number }>;
  resetState(actorId: string, id: string): Promise<{ state: unknown; now: number }>;
}

const MINUTE = 60_000;

export function widgetsArea(deps: WidgetsAreaDeps): ApiAreaRoutes {
  const r = widgetsApi.routes;
  return {
    area: 'widgets',
    register(app, limiter) {
      route(app, r.list).handle(async ({ auth, query }) => ({
        widgets: await deps.list(auth.userId, query.owner),
      }));
      route(app, r.get).handle(async ({ auth, params }) => deps.get(auth.userId, params.id));
      route(app, r.state).handle(async ({ auth, params }) => deps.state(auth.userId, params.id));
      // The dashboard's own limits hold for a token as well (they guard live overlays).
      route(app, r.create).handle(async ({ auth, body }) => {
        limiter.hit('widgets:create', auth.userId, { limit: 30, windowMs: MINUTE });
        return deps.create(auth.userId, body);
      });
      route(app, r.update).handle(async ({ auth, params, body }) =>
        deps.update(auth.userId, params.id, body),
      );
      route(app, r.remove).handle(async ({ auth, params }) => {
        await deps.remove(auth.userId, params.id);
      });
      route(app, r.testEvent).handle(async ({ auth, params, body }) => {
        limiter.hit('widgets:test-event', auth.userId, { limit: 30, windowMs: 10_000 });
        return deps.testEvent(auth.userId, params.id, body.kind);
      });
      route(app, r.reload).handle(async ({ auth, params }) => {
        limiter.hit('widgets:reload', auth.userId, { limit: 20, windowMs: MINUTE });
        return deps.reload(auth.userId, params.id);
      });
      route(app, r.resetState).handle(async ({ auth, params }) => {
        limiter.hit('widgets:reset', auth.userId, { limit: 20, windowMs: MINUTE });
        return deps.resetState(auth.userId, params.id);
      });
    },
  };
}
