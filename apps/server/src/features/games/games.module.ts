import type {
  ChannelEvent,
  Counter,
  EntrySource,
  GameBadge,
  Language,
  RandomSource,
} from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import { KeyedQueue } from '../../platform/keyed-queue';
import { SharedCooldowns, type SharedCooldownStore } from '../../platform/shared-cooldowns';
import type { ChatGames } from '../../ports';
import { ChatCounts } from './chat/chat-counts';
import { ChatCountsRepo } from './chat/chat-counts.repo';
import { GameCommands } from './chat/game-commands';
import { GamesChat } from './chat/games-chat';
import { CountersRepo } from './counters/counters.repo';
import { counterEvent, CountersService, toCounter } from './counters/counters.service';
import { GamesCache, type OwnerGames } from './games-cache';
import { gamesRoutes } from './games.routes';
import { GameSignals } from './game-signals';
import { GiveawayDraws } from './giveaways/giveaway-draws';
import { giveawayEvent } from './giveaways/giveaway-view';
import { GiveawaysRepo } from './giveaways/giveaways.repo';
import { GiveawaysService, type EntryOutcome } from './giveaways/giveaways.service';
import { PollsRepo } from './polls/polls.repo';
import { PollsService } from './polls/polls.service';
import { QuotesRepo } from './quotes/quotes.repo';
import { QuotesService } from './quotes/quotes.service';
import { cryptoRandom } from './random';

export interface GamesModuleDeps {
  /** Posts in the channel's chat through the bot (its outbox: once per key). */
  say: (ownerId: string, key: string, text: string) => Promise<void>;
  /** When Kyo saw the viewer follow the channel (ms), or null. */
  followOf: (ownerId: string, viewerId: string) => Promise<number | null>;
  /** The channel's category now, when Kick says it. */
  categoryOf: (ownerId: string) => Promise<string | null>;
  languageOf: (ownerId: string) => Promise<Language>;
  accountName: (userId: string) => Promise<string>;
  /** Whether the channel has a custom command of this name (the bot's). */
  commandTaken: (ownerId: string, name: string) => Promise<boolean>;
  /** The draw's randomness; node:crypto unless a test seeds it. */
  random?: RandomSource;
  /** `!quote`'s pick (tests). */
  quoteRandom?: () => number;
  /** Several nodes: the shows' cooldowns (a counter, `!quote`) taken once in Redis. */
  sharedCooldowns?: SharedCooldownStore;
}

/** A viewer as a channel points redemption names them. */
export interface RewardViewer {
  id: number | string;
  name: string;
  badges?: GameBadge[];
}

/** What the app layer and the tests get. */
export interface GamesHandle {
  /** Its consumer of 'kick.event' (its stage in the chat pipeline). */
  onKickEvent(event: ChannelEvent): void | Promise<void>;
  /** The bot's way in: chat commands and `{count name}`. */
  chat: ChatGames;
  /** Whether a line's text is the open giveaway's keyword (from memory: moderation asks). */
  isEntryKeyword(ownerId: string, text: string): boolean;
  /** Channel points: adds to a counter once per redemption (`key`); null: no such counter. */
  addToCounter(ownerId: string, name: string, amount: number, key: string): Promise<Counter | null>;
  /** Channel points: enters the open giveaway, under its rules. */
  enterGiveaway(ownerId: string, viewer: RewardViewer): Promise<EntryOutcome>;
  /** Sends the owner's games to their overlays again (one just connected). */
  replay(ownerId: string): Promise<void>;
  /** The services the games' routes call: the live cockpit's OBS dock starts and ends them too. */
  polls: Pick<PollsService, 'list' | 'create' | 'end'>;
  giveaways: Pick<GiveawaysService, 'list' | 'create' | 'close' | 'end'>;
  /** Settles winners whose time is up and ends polls whose time is up (every second). */
  tick(): Promise<void>;
  /** Writes the chat counts and pushes pending poll tallies. */
  flush(): Promise<void>;
  /** Resolves when every queued chat line has been handled. */
  idle(): Promise<void>;
  /** Writes the viewers' message counts (every few seconds). */
  flushCounts(): Promise<void>;
  /** Forgets counter changes older than a day (their once-keys). */
  housekeeping(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    games: GamesHandle;
  }
}

export const TICK_MS = 1_000;
export const COUNTS_FLUSH_MS = 2_000;
export const HOUSEKEEPING_MS = 5 * 60_000;
const DAY = 86_400_000;

/** The viewer games: counters, quotes, giveaways and chat polls (docs/bot.md). */
export function registerGames(ctx: FeatureContext, deps: GamesModuleDeps): GamesHandle {
  const { db, clock, app } = ctx;
  const countersRepo = new CountersRepo(db);
  const giveawaysRepo = new GiveawaysRepo(db);
  const pollsRepo = new PollsRepo(db);
  const load = async (ownerId: string): Promise<OwnerGames> => {
    const [counters, giveaway, poll] = await Promise.all([
      countersRepo.list(ownerId),
      giveawaysRepo.active(ownerId),
      pollsRepo.open(ownerId),
    ]);
    const draws = giveaway ? await giveawaysRepo.draws([giveaway.id]) : [];
    return {
      counters: new Map(counters.map((c) => [c.name, c])),
      giveaway,
      pending: new Map(draws.filter((d) => d.status === 'pending').map((d) => [d.viewerId, d])),
      entered: new Set(),
      poll,
    };
  };
  const cache = new GamesCache(load, clock);
  const signals = new GameSignals(ctx.bus, cache, ctx.clusterChannel?.('games'));
  void signals
    .listen()
    .catch((error: unknown) => app.log.warn({ err: error }, 'games: cluster channel'));
  const counts = new ChatCounts(new ChatCountsRepo(db));
  const languageOf = (ownerId: string) => deps.languageOf(ownerId).catch(() => 'en' as const);

  const counters = new CountersService({
    db,
    repo: countersRepo,
    cache,
    signals,
    clock,
    commandTaken: deps.commandTaken,
  });
  const quotes = new QuotesService({
    db,
    repo: new QuotesRepo(db),
    clock,
    categoryOf: (ownerId) => deps.categoryOf(ownerId).catch(() => null),
    ...(deps.quoteRandom ? { random: deps.quoteRandom } : {}),
  });
  const giveaways = new GiveawaysService({
    repo: giveawaysRepo,
    cache,
    signals,
    clock,
    say: deps.say,
    languageOf,
    followOf: deps.followOf,
    messagesOf: (ownerId, viewerId) => counts.messagesOf(ownerId, viewerId),
  });
  const draws = new GiveawayDraws({
    repo: giveawaysRepo,
    giveaways,
    clock,
    random: deps.random ?? cryptoRandom,
    say: deps.say,
    languageOf,
    lastSeenOf: (ownerId, viewerId) => counts.lastSeenOf(ownerId, viewerId),
    log: app.log,
  });
  const polls = new PollsService({
    repo: pollsRepo,
    cache,
    signals,
    clock,
    say: deps.say,
    languageOf,
    log: app.log,
  });
  const queue = new KeyedQueue((error, ownerId) =>
    app.log.error({ err: error, userId: ownerId }, 'games: handling a chat line failed'),
  );
  const chat = new GamesChat({ cache, counts, counters, giveaways, draws, polls, queue, clock });
  const cooldowns = new SharedCooldowns(clock, deps.sharedCooldowns, (error) =>
    ctx.app.log.warn({ err: error }, 'game cooldowns: Redis unavailable, counting on this node'),
  );
  const commands = new GameCommands({
    counters,
    quotes,
    cooldowns,
    languageOf,
    pollOpen: async (ownerId) => (await polls.list(ownerId)).active !== null,
  });

  gamesRoutes(app, {
    counters,
    quotes,
    giveaways,
    draws,
    polls,
    accountName: deps.accountName,
  });

  const handle: GamesHandle = {
    onKickEvent: (event) => chat.onEvent(event),
    chat: commands,
    isEntryKeyword: (ownerId, text) => chat.isEntryKeyword(ownerId, text),
    polls,
    giveaways,
    async addToCounter(ownerId, name, amount, key) {
      const row = await counters.change(ownerId, name, { by: amount }, `reward:${key}`);
      return row ? toCounter(row) : null;
    },
    enterGiveaway: (ownerId, viewer) =>
      giveaways.enter(
        ownerId,
        {
          viewerId: String(viewer.id),
          name: viewer.name,
          anonymous: false,
          broadcaster: false,
          moderator: false,
          badges: viewer.badges ?? [],
        },
        'reward' satisfies EntrySource,
      ),
    async replay(ownerId) {
      const now = clock.now();
      const [all, giveaway, pastGiveaways, open, pastPolls] = await Promise.all([
        countersRepo.list(ownerId),
        giveawaysRepo.active(ownerId),
        giveawaysRepo.past(ownerId, 1),
        pollsRepo.open(ownerId),
        pollsRepo.past(ownerId, 1),
      ]);
      for (const row of all) signals.publishHere(ownerId, counterEvent(row, now));
      const shown = giveaway ?? pastGiveaways[0];
      if (shown)
        signals.publishHere(
          ownerId,
          giveawayEvent(shown, await giveawaysRepo.draws([shown.id]), now),
        );
      const poll = open ?? pastPolls[0];
      if (poll) signals.publishHere(ownerId, await polls.event(poll));
    },
    async tick() {
      await draws.tick();
      await polls.tick();
    },
    async flush() {
      await counts.flush();
      await polls.flush();
    },
    idle: () => queue.idle(),
    flushCounts: () => counts.flush(),
    housekeeping: () => countersRepo.pruneOps(new Date(clock.now() - DAY)),
  };
  app.decorate('games', handle);

  app.addHook('onClose', async () => {
    await queue.idle();
    polls.close();
    await counts
      .flush()
      .catch((error: unknown) => app.log.warn({ err: error }, 'games: storing the chat counts'));
  });
  return handle;
}
