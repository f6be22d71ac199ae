import { apiMarkerEventOf, chapterTime } from '@kyo/contracts';
import { defineFeature } from '../../platform/features/feature';
import type { FeatureContext } from '../../feature-context';
import type { ChatCommand } from '../../platform/features/chat-commands';
import { markerChatCommands } from './markers.commands';
import { MarkersRepo } from './markers.repo';
import { markerRoutes, markersArea } from './markers.routes';
import { MarkerService } from './markers.service';

/** How often open streams' minutes are searched for moments (a moment is marked within this). */
export const MARKERS_DETECT_MS = 15_000;

declare module '../../platform/features/feature' {
  interface Services {
    markers: MarkersHandle;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    markers: MarkersHandle;
  }
}

export interface MarkersHandle {
  service: MarkerService;
  commands: ChatCommand[];
  nameOf(userId: string): Promise<string>;
}

async function channelOf(ctx: FeatureContext, ownerId: string) {
  const kick = await ctx.accounts.kickChannelOfUser(ownerId);
  if (kick)
    return { id: ownerId, username: kick.username, broadcaster_user_id: kick.broadcasterUserId };
  return { id: ownerId, username: null, broadcaster_user_id: null };
}

/**
 * Stream markers (docs/shoutouts-markers.md): `!marker [text]`, /live's Marker button and the API
 * mark a moment of the live stream; the `markers-detect` job finds moments in the minutes the
 * stats record (chat far above the stream's normal, gift bursts, big Kicks). The stream's page
 * shows them with its VOD chapters; the Discord recap lists them.
 */
export const markersFeature = defineFeature({
  name: 'markers',
  needs: ['discord-live'],
  register(ctx, use) {
    const log = ctx.app.log.child({ feature: 'markers' });
    const languageOf = (ownerId: string) => ctx.accounts.languageOf(ownerId);
    const service = new MarkerService({
      repo: new MarkersRepo(ctx.db),
      clock: ctx.clock,
      languageOf,
      created(ownerId, marker) {
        void channelOf(ctx, ownerId)
          .then((channel) => ctx.bus.publish('api.event', apiMarkerEventOf(marker, channel)))
          .catch((error: unknown) => log.warn({ err: error }, 'markers: the API event failed'));
      },
    });
    const nameOf = (userId: string) => ctx.accounts.nameOf(userId);
    markerRoutes(ctx.app, service, nameOf);
    // The Discord recap lists the stream's markers as chapter lines.
    use('discord-live').provideRecapMoments(async (userId, statsStreamId) =>
      (await service.titlesOf(userId, statsStreamId)).map(
        (m) => `${chapterTime(m.offsetSeconds)} ${m.title}`,
      ),
    );
    const handle: MarkersHandle = {
      service,
      commands: markerChatCommands({ service, languageOf }),
      nameOf,
    };
    ctx.app.decorate('markers', handle);
    return handle;
  },
  commands: (markers) => ({ commands: markers.commands }),
  api: (markers) => markersArea(markers.service, (userId) => markers.nameOf(userId)),
  events: { publishes: ['api.event'] },
  jobs: [
    {
      name: 'markers-detect',
      everyMs: MARKERS_DETECT_MS,
      scope: 'one-node',
      // A second run (a lease lost mid-search) inserts nothing: stream_markers_once.
      run: async (markers) => void (await markers.service.detect()),
    },
  ],
  shared: {
    database: [
      'stream_markers_once (stream_id, once_key): each marker once: a chat line’s event id, a request’s id, a found moment’s kind and minute',
    ],
  },
});
