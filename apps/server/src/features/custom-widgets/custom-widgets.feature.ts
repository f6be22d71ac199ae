import { CUSTOM_LIMITS, customStoreEndpoints } from '@kyo/contracts';
import {
  CUSTOM_FRAME_PATH,
  customFrameHtml,
  framePolicy,
} from '@kyo/contracts/widgets/types/custom.frame';
import { defineFeature } from '../../platform/features/feature';
import { HttpError, notFound } from '../../platform/http/http-error';
import { route } from '../../platform/http/route';
import { CustomStoreRepo } from './custom-store.repo';
import { sharingRoutes } from './sharing.routes';

declare module '../../platform/features/feature' {
  interface Services {
    'custom-widgets': void;
  }
}

const SECOND = 1000;

/**
 * Custom code widgets' server side beyond the widget model (docs/widgets.md, "Custom code"): the
 * frame document their code runs in, and `SE_API.store`, a small key-value per widget its
 * displays read and write by their key; and sharing (issue 45): widgets and scenes exported and
 * imported as files ("Export and import").
 */
export const customWidgetsFeature = defineFeature({
  name: 'custom-widgets',
  needs: ['widgets', 'scenes'],
  register(ctx, use) {
    const widgets = use('widgets');
    const scenes = use('scenes');
    const repo = new CustomStoreRepo(ctx.db);

    /**
     * The custom widget a display's key reaches (a widget's key, or a scene's and its layer), and
     * its channel.
     */
    async function customOf(
      key: string,
      layer: string | undefined,
    ): Promise<{ id: string; ownerId: string }> {
      if (layer) {
        const owner = await scenes.ownerOfKey(key);
        const widget = owner ? await widgets.widgetOfOwner(owner, layer) : null;
        if (owner && widget?.type === 'custom') return { id: layer, ownerId: owner };
      } else {
        const widget = await widgets.widgetByKey(key);
        if (widget?.type === 'custom') return { id: widget.id, ownerId: widget.ownerId };
      }
      throw notFound('Widget not found');
    }
    const widgetOf = async (key: string, layer: string | undefined) =>
      (await customOf(key, layer)).id;

    // The frame a custom widget's code runs in (sandboxed by its iframe: an opaque origin), with
    // its own policy: inline code only, nothing fetched, media from data:, blob:, https and here.
    const frame = customFrameHtml();
    ctx.app.get(CUSTOM_FRAME_PATH, async (request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header(
          'content-security-policy',
          `${framePolicy(`${request.protocol}://${request.host}`)}; frame-ancestors 'self'`,
        )
        .header('cache-control', 'no-cache')
        .header('referrer-policy', 'no-referrer')
        .send(frame),
    );

    route(ctx.app, customStoreEndpoints.list).handle(async ({ params, query }) => ({
      values: await repo.list(await widgetOf(params.key, query.widget)),
    }));

    route(ctx.app, customStoreEndpoints.set).handle(async ({ params, query, body }) => {
      // A widget's code may loop on set(): a display gets 60 writes in 10 s.
      ctx.limiter.hit('custom-store:set', params.key, { limit: 60, windowMs: 10 * SECOND });
      const widgetId = await widgetOf(params.key, query.widget);
      const saved = await repo.set(
        widgetId,
        params.name,
        body.value,
        new Date(ctx.clock.now()),
        CUSTOM_LIMITS.storeKeys,
      );
      if (!saved)
        throw new HttpError(
          413,
          'store_full',
          `A custom widget stores at most ${CUSTOM_LIMITS.storeKeys} values`,
        );
    });

    // SE_API.counters.get: the channel's counters (games), read-only; a widget may poll one.
    route(ctx.app, customStoreEndpoints.counter).handle(async ({ params, query }) => {
      ctx.limiter.hit('custom-store:counter', params.key, { limit: 60, windowMs: 10 * SECOND });
      const { ownerId } = await customOf(params.key, query.widget);
      return { counter: params.name, value: await repo.counter(ownerId, params.name) };
    });

    sharingRoutes(ctx, {
      widget: (actorId, id) => widgets.service.get(actorId, id),
      imported: (ownerId) => widgets.widgetsAdded(ownerId),
    });
  },
  shared: {
    database: [
      'custom_widget_store: one row per widget and name; the insert itself counts the names, so no more than 50 per widget',
    ],
  },
});
