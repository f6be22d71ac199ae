import type { FastifyInstance } from 'fastify';
import { storeEndpoints } from '@kyo/contracts';
import { route } from '../../platform/http/route';
import type { StoreService } from './store.service';

/**
 * The store's part of the points page (contracts: storeEndpoints): the signed-in streamer's
 * channel, or with `?owner=` one they moderate (403 for any other).
 */
export function storeRoutes(app: FastifyInstance, store: StoreService): void {
  route(app, storeEndpoints.items, { channel: true }).handle(async ({ ownerId }) => ({
    items: await store.items(ownerId),
  }));
  route(app, storeEndpoints.create, { channel: true }).handle(({ ownerId, body }) =>
    store.create(ownerId, body),
  );
  route(app, storeEndpoints.update, { channel: true }).handle(({ ownerId, params, body }) =>
    store.update(ownerId, params.id, body),
  );
  route(app, storeEndpoints.remove, { channel: true }).handle(({ ownerId, params }) =>
    store.remove(ownerId, params.id),
  );
  route(app, storeEndpoints.purchases, { channel: true }).handle(async ({ ownerId, query }) => ({
    purchases: await store.purchases(ownerId, query.limit),
  }));
}
