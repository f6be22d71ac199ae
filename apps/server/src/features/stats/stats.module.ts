import type { ChannelEvent, ChannelEventOf, StatsNumbers } from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import { FlushBarrier } from './flush-barrier';
import { StatsFlushRepo } from './stats-flush.repo';
import { StatsQueriesRepo } from './stats-queries.repo';
import { type ResolvedBucket, StatsRecorder } from './stats-recorder';
import { statsRoutes } from './stats.routes';
import { endOf, numbersOf, StatsService } from './stats.service';
import { StreamsRepo } from './streams.repo';
import { type LiveSighting, type SamplePlayback, StreamTracker } from './stream-tracker';

/** How often the counts are written: a crash loses at most this much (decision 020). */
export const STATS_FLUSH_MS = 3_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A channel with chat but no known stream is asked about (one poll) at most this often. */
const CHECK_LIVE_MS = 5 * 60_000;

export interface StatsDeps {
  /**
   * Asks the live poller for the channel now and then keeps it polled while live (the live-stats
   * feature): chat in a channel no stream is known for may mean a stream whose
   * webhook was lost.
   */
  watchChannel?(userId: string, broadcasterUserId: number, maxAgeMs: number): void;
  /** Whether a chat line is the bot's own echo (the bot feature), not a chatter's line. */
  botLine?(line: ChannelEventOf<'chat'>): boolean | Promise<boolean>;
  /** Demo only: a sample stream the emulator plays fast (its time is compressed, and marked). */
  sampleOf?(broadcasterUserId: number): SamplePlayback | null;
}

/** A live poller's reading, as the stats take it. */
export interface StatsReading {
  userId: string;
  broadcasterUserId: number;
  live: boolean;
  viewers: number | null;
  startedAt: number | null;
  title: string | null;
  category: string | null;
  at: number;
}

export interface StatsHandle {
  /** Its consumer of 'kick.event' (its stage in the chat pipeline). */
  onKickEvent(event: ChannelEvent): void | Promise<void>;
  /** A reading of the live poller (on the node that polls the channel). */
  reading(reading: StatsReading): void;
  /** The bot got a message into the channel. */
  botSent(
    channel: { userId: string; broadcasterUserId: number },
    messageId: string | null,
    at: number,
  ): void;
  /** A channel-points redemption (wired when the rewards feature lands: `reward.redemption`). */
  redemption(ownerId: string, broadcasterUserId: number, at: number): void;
  /**
   * The stream a live sighting belongs to, as the stats decide it (the same stream back within
   * the grace, a new one after it, and a demo sample never one with a real stream): the Discord
   * card follows this decision, and keeps the id for its recap.
   */
  streamFor(sighting: LiveSighting): Promise<{ id: string; sample: boolean } | null>;
  /**
   * One stream's numbers as its page shows them (numbersOf), once every node's counts are
   * written (the flush barrier): the Discord recap's numbers, equal to the page's by construction.
   */
  recapOf(userId: string, streamId: string): Promise<StreamNumbers | null>;
  /** The queries the stats page's routes answer with (the public API's stats area calls them). */
  service: Pick<StatsService, 'list' | 'trends' | 'recap'>;
  /** Writes what is counted (the scheduler does it every 3 s; tests call it). */
  flush(): Promise<void>;
  /** Resolves when every stream step queued so far has run. */
  idle(): Promise<void>;
  /** Retention: minutes older than STATS_RETENTION_DAYS, presence rows older than an hour. */
  prune(): Promise<void>;
}

/** A stream's key numbers (numbersOf) with its span in ms (a sample's is its recorded span). */
export type StreamNumbers = StatsNumbers & { startedAt: number; endedAt: number; sample: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    stats: StatsHandle;
  }
}

/** Stream stats (docs/stats.md): recording per stream and minute, and the stats API. */
export function registerStats(ctx: FeatureContext, deps: StatsDeps): StatsHandle {
  const log = ctx.app.log.child({ feature: 'stats' });
  const streams = new StreamsRepo(ctx.db);
  const flushRepo = new StatsFlushRepo(ctx.db);
  const queries = new StatsQueriesRepo(ctx.db);
  const checked = new Map<string, number>();
  const checkLive = (ownerId: string, broadcasterUserId: number) => {
    const now = ctx.clock.now();
    if ((checked.get(ownerId) ?? -Infinity) > now - CHECK_LIVE_MS) return;
    checked.set(ownerId, now);
    deps.watchChannel?.(ownerId, broadcasterUserId, 60_000);
  };
  const recorder: StatsRecorder = new StatsRecorder({
    clock: ctx.clock,
    ...(deps.botLine ? { botLine: (line) => deps.botLine!(line) } : {}),
    lookup: (ownerId, broadcasterUserId) => {
      void tracker.lookup(ownerId).then(() => {
        const open = recorder.streamsOf(ownerId)[0];
        if (!open || open.endedAt !== null) checkLive(ownerId, broadcasterUserId);
      });
    },
  });
  const tracker: StreamTracker = new StreamTracker({
    repo: streams,
    recorder,
    clock: ctx.clock,
    graceMs: ctx.config.DISCORD_CARD_GRACE_SECONDS * 1000,
    ...(deps.sampleOf ? { sampleOf: (id: number) => deps.sampleOf!(id) } : {}),
    onError: (error, ownerId) => log.error({ err: error, userId: ownerId }, 'stats: stream step'),
    // The recap event (public API) after every node's counts are written (flush-barrier.ts), off
    // the channel's chain.
    onEnded: (ended) =>
      void (async () => {
        await barrier.everywhere();
        const row = (await streams.latest(ended.userId, 5)).find((r) => r.id === ended.id) ?? ended;
        const n = numbersOf(row, ctx.clock.now());
        ctx.bus.publish('stream.recap', {
          ownerId: row.userId,
          streamId: row.id,
          title: row.title,
          category: row.category,
          startedAt: row.startedAt.getTime(),
          endedAt: endOf(row, ctx.clock.now()),
          peakViewers: n.peakViewers,
          averageViewers: n.averageViewers,
          chatters: n.chatters,
          messages: n.messages,
          follows: n.follows,
          subs: n.subs,
          giftedSubs: n.giftedSubs,
          kicks: n.kicks,
        });
      })().catch((error) => log.error({ err: error, userId: ended.userId }, 'stats: recap event')),
  });
  const barrier = new FlushBarrier(flush, ctx.clusterChannel?.('stats'), (error) =>
    log.warn({ err: error }, 'stats: flushing for a recap'),
  );
  void barrier
    .listen()
    .catch((error: unknown) => log.warn({ err: error }, 'stats: cluster channel'));
  const service = new StatsService(queries, ctx.clock);

  // A consumer in the chat pipeline (stats.feature.ts).
  const onKickEvent = (event: ChannelEvent): void | Promise<void> => {
    if (event.kind === 'stream') {
      if (event.live)
        return tracker.live({
          ownerId: event.ownerId,
          broadcasterUserId: event.broadcasterUserId,
          startedAt: event.startedAt,
          at: event.at,
          title: event.title,
          category: null,
        });
      return tracker.offline(event.ownerId, event.endedAt ?? event.at);
    }
    if (event.kind === 'metadata')
      return tracker.meta(event.ownerId, event.at, event.title, event.category);
    recorder.onEvent(event);
  };

  const unsubscribe = [
    ctx.bus.subscribe('moderation.action', (action) => {
      if (!action.dryRun) recorder.modAction(action.ownerId, action.at);
    }),
  ];

  /** Channels with a stream seen on this node (the demo's sample cadence looks at them). */
  const knownOwners = new Set<string>();
  let flushing: Promise<void> | undefined;
  async function flush(): Promise<void> {
    while (flushing) await flushing;
    await tracker.idle();
    const batch: ResolvedBucket[] = recorder.take();
    if (batch.length === 0) return;
    flushing = flushRepo.write(batch).catch((error: unknown) => {
      recorder.restore(batch);
      throw error;
    });
    try {
      await flushing;
    } finally {
      flushing = undefined;
    }
  }

  /** Channel → broadcaster id of channels with a live reading here. */
  const samples = new Map<string, number>();
  // Demo: a sample stream plays a minute a second, so its channel is polled every second.
  let sampleTimer: NodeJS.Timeout | undefined;
  if (deps.sampleOf && deps.watchChannel && ctx.backgroundJobs) {
    sampleTimer = setInterval(() => {
      for (const ownerId of knownOwners) {
        const open = recorder.streamsOf(ownerId)[0];
        if (open?.clock && open.endedAt === null) {
          const broadcaster = samples.get(ownerId);
          if (broadcaster !== undefined) deps.watchChannel!(ownerId, broadcaster, 900);
        }
      }
    }, 1_000);
    sampleTimer.unref();
  }

  const handle: StatsHandle = {
    onKickEvent,
    service,
    reading(r) {
      if (!r.live) {
        // An offline channel polled for someone else (an overlay): nothing to end if no stream
        // is open as far as this node knows (a node that never read them asks the database).
        const open = recorder.streamsOf(r.userId)[0];
        if (!recorder.knows(r.userId) || (open && open.endedAt === null))
          void tracker.offline(r.userId, null);
        return;
      }
      knownOwners.add(r.userId);
      samples.set(r.userId, r.broadcasterUserId);
      void tracker
        .live({
          ownerId: r.userId,
          broadcasterUserId: r.broadcasterUserId,
          startedAt: r.startedAt,
          at: r.at,
          title: r.title,
          category: r.category,
        })
        .then(() => {
          if (r.viewers !== null) recorder.viewers(r.userId, r.broadcasterUserId, r.at, r.viewers);
        });
    },
    botSent(channel, messageId, at) {
      if (messageId) recorder.ownMessage(messageId);
      recorder.botMessage(channel.userId, channel.broadcasterUserId, at);
    },
    redemption: (ownerId, broadcasterUserId, at) =>
      recorder.redemption(ownerId, broadcasterUserId, at),
    async streamFor(sighting) {
      // The same step as the sighting's own (idempotent): whichever of the two runs first decides.
      await tracker.live(sighting);
      const open = recorder.streamsOf(sighting.ownerId)[0];
      return open && open.endedAt === null ? { id: open.id, sample: open.sample } : null;
    },
    async recapOf(userId, streamId) {
      await barrier.everywhere().catch(() => undefined);
      const row = await queries.stream(userId, streamId);
      if (!row) return null;
      const now = ctx.clock.now();
      return {
        ...numbersOf(row, now),
        startedAt: row.startedAt.getTime(),
        endedAt: endOf(row, now),
        sample: row.sample,
      };
    },
    flush,
    idle: async () => {
      await recorder.idle();
      await tracker.idle();
    },
    async prune() {
      const now = ctx.clock.now();
      await flushRepo.pruneMinutes(new Date(now - ctx.config.STATS_RETENTION_DAYS * DAY));
      await flushRepo.prunePresence(new Date(now - HOUR));
    },
  };

  statsRoutes(ctx.app, {
    service,
    queries,
    clock: ctx.clock,
    limiter: ctx.limiter,
  });

  // Streams open when the node stopped: their channels are polled again (the first poll that
  // finds one offline ends it).
  ctx.app.addHook('onReady', async () => {
    const open = await streams.open().catch((error: unknown) => {
      log.warn({ err: error }, 'stats: could not read the open streams at start');
      return [];
    });
    for (const row of open) {
      knownOwners.add(row.userId);
      deps.watchChannel?.(row.userId, row.broadcasterUserId, 0);
    }
  });
  ctx.app.addHook('onClose', async () => {
    for (const stop of unsubscribe) stop();
    if (sampleTimer) clearInterval(sampleTimer);
    await flush().catch((error: unknown) =>
      log.warn({ err: error }, 'stats: could not store the last counts on close'),
    );
    await barrier.close();
  });
  ctx.app.decorate('stats', handle);
  return handle;
}
