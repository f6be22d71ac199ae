import type { FastifyInstance } from 'fastify';
import { liveEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { LiveService } from './live.service';

/**
 * /live's API (contracts: liveEndpoints): the signed-in streamer's stream info, or with `?owner=`
 * that of a channel they moderate (403 for any other).
 */
export function liveRoutes(
  app: FastifyInstance,
  live: LiveService,
  nameOf: (userId: string) => Promise<string>,
): void {
  const e = liveEndpoints;
  route(app, e.streamInfo, { channel: true }).handle(async ({ ownerId }) => live.read(ownerId));
  route(app, e.saveStreamInfo, { channel: true }).handle(async ({ ownerId, auth, body }) =>
    live.save(ownerId, body, { name: await nameOf(auth.userId), via: 'page' }),
  );
  route(app, e.categories, { channel: true }).handle(async ({ ownerId, query }) => ({
    categories: await live.searchCategories(ownerId, query.q),
  }));
  route(app, e.presets, { channel: true }).handle(async ({ ownerId }) => ({
    presets: await live.presets(ownerId),
  }));
  route(app, e.createPreset, { channel: true }).handle(async ({ ownerId, body }) =>
    live.createPreset(ownerId, body),
  );
  route(app, e.removePreset, { channel: true }).handle(async ({ ownerId, params }) => {
    await live.removePreset(ownerId, params.id);
  });
  route(app, e.applyPreset, { channel: true }).handle(async ({ ownerId, auth, params }) =>
    live.applyPreset(ownerId, params.id, await nameOf(auth.userId)),
  );
  route(app, e.history, { channel: true }).handle(async ({ ownerId }) => ({
    entries: await live.history(ownerId),
  }));
  route(app, e.settings, { channel: true }).handle(async ({ ownerId }) => live.settings(ownerId));
  route(app, e.saveSettings, { channel: true }).handle(async ({ ownerId, body }) =>
    live.saveSettings(ownerId, body),
  );
}
