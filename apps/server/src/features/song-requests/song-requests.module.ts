import { SONG_REQUEST_SCOPES, type SongProblem, type SongRequestsOverview } from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import type { SongRequestCommands } from '../../ports';
import { systemTimers, type Timers } from '../../platform/pollers/timers';
import { songRequestCommands } from './command-answers';
import { HandOver } from './handover';
import { SongSkips } from './skips';
import { SkipsRepo } from './skips.repo';
import type { SongRequestsDeps } from './ports';
import { queueEvent, toSongRequest, upcoming } from './queue-view';
import { SongRequestsRepo } from './song-requests.repo';
import {
  songRequestActions,
  songRequestsRoutes,
  type SongRequestActions,
} from './song-requests.routes';
import { SongRequestsService, type Requester, type RequestOutcome } from './song-requests.service';

/** While a channel has requests, its player stays polled: renewed this often, for this long. */
const WANT_EVERY_MS = 30_000;
const WANT_FOR_MS = 75_000;
/** A problem is said in chat at most once in this long (per channel and problem). */
const NOTICE_EVERY_MS = 10 * 60_000;
const HISTORY_MS = 12 * 60 * 60_000;
/**
 * The page (read every 4 s) takes the shared player answer up to this old: a playing player is
 * polled every 5 s anyway, so an open page adds no Spotify call while music plays.
 */
const PAGE_PLAYER_AGE_MS = 6_000;
const DAY = 86_400_000;

export interface SongRequestsHandle {
  /** What its chat commands answer (commands.ts declares them to the bot). */
  commands: SongRequestCommands;
  /**
   * Whether the channel's song requests are on, from memory (kept current on every node): asked
   * on the chat line's path by moderation, which lets `!sr`'s Spotify links through then.
   */
  isOn(ownerId: string): boolean;
  /**
   * A request from elsewhere, e.g. a channel-point reward whose text is the request (the
   * rewards' song action): the reply to post, and whether it was taken.
   */
  requestSong(ownerId: string, viewer: Requester, text: string): Promise<RequestOutcome>;
  /** The queue's widget event now (a song-request overlay that just connected). */
  replay(ownerId: string): Promise<void>;
  /** A song-request overlay on this node shows the owner's queue until `until` (renewed). */
  shown(ownerId: string, until: number): void;
  /** Resolves when every hand-over step started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  /** What the page does, for the public API (/api/v1/song-requests), on a checked channel. */
  actions: SongRequestActions;
  /** Keeps the players of channels with requests polled (a job renews it every 30 s). */
  watchPlayers(): void;
  /** Forgets requests that ended a week ago. */
  prune(): Promise<void>;
}

/** How often the players of channels with requests are asked for again. */
export const WATCH_PLAYERS_MS = WANT_EVERY_MS;

export function registerSongRequests(
  ctx: FeatureContext,
  deps: SongRequestsDeps & {
    nameOf(userId: string): Promise<string>;
    timers?: Timers;
  },
): SongRequestsHandle {
  const { clock, app } = ctx;
  const log = app.log.child({ feature: 'song-requests' });
  const repo = new SongRequestsRepo(ctx.db);
  const relay = ctx.clusterChannel?.('song-requests');
  /** Channels with requests waiting or playing: their players are kept polled. */
  const watched = new Set<string>();
  const lastNotice = new Map<string, number>();
  const lastPublished = new Map<string, string>();
  /** Owners whose queue an overlay on this node shows, until when (a resync reads them again). */
  const shown = new Map<string, number>();
  /** Channels whose song requests are on (read at start, then told by the node that saves). */
  const switchedOn = new Set<string>();
  const switchTo = (ownerId: string, on: boolean) => {
    if (on) switchedOn.add(ownerId);
    else switchedOn.delete(ownerId);
  };
  const readSwitches = async () => {
    const owners = await repo.switchedOn();
    switchedOn.clear();
    for (const ownerId of owners) switchedOn.add(ownerId);
  };

  const publish = async (ownerId: string) => {
    const rows = await repo.withStatus(ownerId, ['handed', 'queued', 'playing']);
    const event = queueEvent(
      rows.find((r) => r.status === 'playing'),
      upcoming(rows),
      clock.now(),
    );
    const signature = JSON.stringify({ ...event, at: 0 });
    if (rows.length > 0) watch(ownerId);
    else watched.delete(ownerId);
    if (lastPublished.get(ownerId) === signature) return;
    lastPublished.set(ownerId, signature);
    ctx.bus.publish('live.event', { ownerId, event });
  };
  const changed = (ownerId: string) => {
    relay?.publish({ ownerId });
    void publish(ownerId).catch((error: unknown) => log.warn({ err: error }, 'song queue'));
    void handover.run(ownerId);
  };
  const watch = (ownerId: string) => {
    if (watched.has(ownerId)) return;
    watched.add(ownerId);
    deps.wantPlayer(ownerId, clock.now() + WANT_FOR_MS);
  };

  const notice = async (ownerId: string, problem: SongProblem) => {
    const key = `${ownerId}:${problem.reason}`;
    const now = clock.now();
    if (now - (lastNotice.get(key) ?? -Infinity) < NOTICE_EVERY_MS) return;
    lastNotice.set(key, now);
    const settings = await service.settings(ownerId);
    if (!settings.chatNotices) return;
    const text = (await service.texts(ownerId)).notice(problem.reason);
    await deps.say(ownerId, `song-notice:${problem.reason}:${problem.at}`, text);
  };

  const handover = new HandOver({
    repo,
    player: deps.player,
    clock,
    timers: deps.timers ?? systemTimers,
    changed,
    problem: async (ownerId, problem) => {
      await repo.setProblem(ownerId, problem);
      if (problem) await notice(ownerId, problem);
    },
    onError: (error, ownerId) => log.error({ err: error, ownerId }, 'song-request hand-over'),
  });
  const skips = new SongSkips({
    repo,
    claims: new SkipsRepo(ctx.db),
    clock,
    player: deps.player,
    nowPlaying: (ownerId) => deps.nowPlaying(ownerId),
    changed,
  });
  const service = new SongRequestsService({
    repo,
    skips,
    clock,
    handover,
    player: deps.player,
    followed: (ownerId, kickUserId) => deps.followed(ownerId, kickUserId),
    languageOf: (ownerId) => deps.languageOf(ownerId),
    changed,
    switched: (ownerId, on) => {
      switchTo(ownerId, on);
      relay?.publish({ ownerId, on });
    },
    // For the public API's events (outgoing webhooks, the event WebSocket).
    requested: (ownerId, request, position) =>
      ctx.bus.publish('song.request', { ownerId, request, position, at: clock.now() }),
  });

  // Every node hears the player (live-stats relays its answers); the claims decide who acts.
  const unsubscribe = ctx.bus.subscribe('live.event', ({ ownerId, event }) => {
    if (event.kind === 'now-playing' && watched.has(ownerId)) handover.onNowPlaying(ownerId, event);
  });
  void relay
    ?.listen(
      (message) => {
        const { ownerId, on } = message as { ownerId?: unknown; on?: unknown };
        if (typeof ownerId !== 'string') return;
        if (typeof on === 'boolean') switchTo(ownerId, on);
        else void publish(ownerId).catch(() => undefined);
      },
      // Back after a Redis outage: the changes other nodes made meanwhile were not heard, so
      // the switches and the queues this node's overlays show are read again.
      () => {
        void readSwitches().catch((error: unknown) =>
          log.warn({ err: error }, 'song requests: could not read the switches again'),
        );
        const now = clock.now();
        for (const [ownerId, until] of shown) {
          if (until <= now) {
            shown.delete(ownerId);
            continue;
          }
          lastPublished.delete(ownerId);
          void publish(ownerId).catch((error: unknown) =>
            log.warn({ err: error, ownerId }, 'song queue resync'),
          );
        }
      },
    )
    .catch((error: unknown) => log.warn({ err: error }, 'song requests: cluster channel'));

  app.addHook('onReady', async () => {
    await readSwitches().catch((error: unknown) =>
      log.warn({ err: error }, 'song requests: could not read which channels have them on'),
    );
    const owners = await repo.ownersWithActive().catch((error: unknown) => {
      log.warn({ err: error }, 'song requests: could not read the waiting queues at start');
      return [];
    });
    for (const ownerId of owners) watch(ownerId);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    handover.stop();
    await handover.idle();
    await relay?.close();
  });

  /**
   * What Spotify plays, for the page: the live-stats poller's answer (requested or not), not the
   * hand-over's, which hears the player only while requests wait or play and would keep saying
   * "nothing plays" over the streamer's own music.
   */
  async function playerOnPage(ownerId: string): Promise<SongRequestsOverview['player']> {
    try {
      const now = await deps.nowPlaying(ownerId, PAGE_PLAYER_AGE_MS);
      return {
        status: now.status,
        title: now.item?.title ?? null,
        artists: now.item?.subtitle ?? null,
      };
    } catch (error) {
      log.warn({ err: error, ownerId }, 'song requests: reading the player for the page');
      return { status: 'unknown', title: null, artists: null };
    }
  }

  async function overview(ownerId: string): Promise<SongRequestsOverview> {
    const rows = await repo.withStatus(ownerId, ['pending', 'handed', 'queued', 'playing']);
    const [settings, grant, channel, history, player] = await Promise.all([
      service.settings(ownerId),
      deps.spotifyGrant(ownerId),
      repo.channel(ownerId),
      repo.history(ownerId, new Date(clock.now() - HISTORY_MS), 50),
      playerOnPage(ownerId),
    ]);
    const granted = new Set(grant.scope.split(/\s+/).filter(Boolean));
    const playing = rows.find((r) => r.status === 'playing');
    return {
      settings,
      current: playing ? toSongRequest(playing) : null,
      queue: upcoming(rows).map(toSongRequest),
      pending: rows.filter((r) => r.status === 'pending').map(toSongRequest),
      history: history.map(toSongRequest),
      spotify: {
        status: grant.status,
        missingScopes:
          grant.status === 'connected' && granted.size > 0
            ? SONG_REQUEST_SCOPES.filter((scope) => !granted.has(scope))
            : [],
      },
      player,
      problem: (channel?.problem as SongProblem | null) ?? null,
    };
  }

  const routeDeps = {
    service,
    overview: async (ownerId: string) => {
      watch(ownerId);
      return overview(ownerId);
    },
    nameOf: (userId: string) => deps.nameOf(userId),
  };
  songRequestsRoutes(app, routeDeps);

  return {
    commands: songRequestCommands({ service, repo, handover, clock }),
    isOn: (ownerId) => switchedOn.has(ownerId),
    requestSong: (ownerId, viewer, text) => service.request(ownerId, viewer, text, 'reward'),
    replay: async (ownerId) => {
      lastPublished.delete(ownerId);
      await publish(ownerId);
    },
    shown: (ownerId, until) => {
      shown.set(ownerId, Math.max(until, shown.get(ownerId) ?? 0));
    },
    idle: () => handover.idle(),
    actions: songRequestActions(routeDeps),
    watchPlayers: () => {
      for (const ownerId of watched) deps.wantPlayer(ownerId, clock.now() + WANT_FOR_MS);
    },
    prune: () => repo.prune(new Date(clock.now() - 7 * DAY)),
  };
}
