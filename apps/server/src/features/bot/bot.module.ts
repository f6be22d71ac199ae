import type { ChannelEvent, DiscordCardStatus, SubscriptionState } from '@kyo/contracts';
import type {
  ChannelRef,
  ChatPort,
  LeaderboardSource,
  LiveSource,
  MessageSource,
} from '../../ports';
import type { FeatureContext } from '../../feature-context';
import type { KickApi } from '../../providers/kick/kick-api';
import { RecentActivity } from './status/bot-activity';
import { ActiveChatters, type SharedChatters } from './audience/active-chatters';
import { AudienceRepo } from './audience/audience.repo';
import { AudienceService } from './audience/audience.service';
import { BotConfigCache } from './bot-config';
import { BotEngine } from './bot-engine';
import { BotErrors, userFacingReason } from './status/bot-errors';
import { botRoutes, type BotRouteDeps } from './bot.routes';
import { BotSettingsService } from './alerts/bot-settings.service';
import { ChangeLog } from './changes/change-log';
import { ChannelCounters } from './channel/channel-counters';
import { ChannelStateService } from './channel/channel-state';
import { ChannelStateRepo } from './channel/channel-state.repo';
import { KicksBoardSource } from './channel/kicks-board';
import { CommandEngine } from './commands/command-engine';
import { CommandsRepo } from './commands/commands.repo';
import { CommandUsage } from './commands/command-usage';
import { CommandsService } from './commands/commands.service';
import { CooldownGate } from './commands/cooldowns';
import { KeyedQueue } from '../../platform/keyed-queue';
import { SettingsRepo } from './alerts/settings.repo';
import { SongSource } from './channel/song';
import { StatusService } from './status/status.service';
import { type TickResult, type TimerRun, TimerRunner } from './timers/timer-runner';
import { TimersRepo } from './timers/timers.repo';
import { TimersService } from './timers/timers.service';
import { SharedCooldowns, type SharedCooldownStore } from '../../platform/shared-cooldowns';

export interface BotModuleDeps {
  /** Where the bot posts (the chat feature): outbox, pacing, its own lines. */
  chat: ChatPort;
  kickApi?: KickApi;
  /** The live-stats pollers: {song}, !song, {viewers} share their answers with the overlays. */
  live: Pick<LiveSource, 'song' | 'channel' | 'healthOf'>;
  /** The widgets' chat leaderboards, for !top. */
  leaderboards?: LeaderboardSource;
  /** Several nodes: the active chatters every node saw, added up in Redis. */
  sharedChatters?: SharedChatters;
  /** Several nodes: the built-in commands' cooldowns, taken once for all nodes in Redis. */
  sharedCooldowns?: SharedCooldownStore;
  /** The Kick event subscriptions' last known state (the kick-events feature). */
  subscriptionsOf?(userId: string): Promise<{
    subscriptions: SubscriptionState[];
    checkedAt: string | null;
  }>;
  /** The Discord go-live card's last outcome (the discord-live feature). */
  discordCardOf?: (userId: string) => Promise<DiscordCardStatus | null>;
  /** Switches OBS to a scene through a Kyo display in OBS (the realtime feature), for !scene. */
  switchScene?: (
    ownerId: string,
    scene: string,
  ) => Promise<{ ok: true; note: string } | { ok: false; reason: string }>;
}

/** What the bot offers the features after it (their manifests `use('bot')`). */
export interface BotServices {
  /** Whether Kyo has seen this Kick user follow the owner's channel (`bot_follows`). */
  followed(ownerId: string, kickUserId: string): Promise<boolean>;
  /** When Kyo saw this viewer follow the owner's channel (ms), or null. */
  followOf(ownerId: string, kickUserId: string): Promise<number | null>;
  /**
   * Posts a line in the owner's chat through the outbox, once per `key`, queued in the channel's
   * order at once; resolves once sent. Nothing when the bot is off or Kick is not connected.
   */
  say(ownerId: string, key: string, content: string, source?: MessageSource): Promise<void>;
  /** Whether the owner has a custom command (or alias) of this trigger. */
  commandTaken(ownerId: string, trigger: string): Promise<boolean>;
  /** The bot's consumer of 'kick.event' (its stage in the chat pipeline). */
  onEvent(event: ChannelEvent): void;
  /**
   * Posts a line in a channel's chat (outbox, pacing, the same account as its replies), once per
   * `key`, whether the bot is on or not (moderation's notices); throws when it could not be posted.
   */
  sayIn(channel: ChannelRef, key: string, content: string): Promise<void>;
  /**
   * Posts one of the owner's timed messages now, out of turn (the live cockpit), once across
   * nodes per the channel's 30 s timer gap (TimerRunner.runNow); a 404, 409 or 429 HttpError
   * when it cannot.
   */
  runTimer(ownerId: string, timerId: string): Promise<TimerRun>;
  /** An error the streamer must see on the status page. */
  recordError(userId: string, source: string, message: string): Promise<void>;
  /** The services the bot's routes call (the public API's bot area calls the same). */
  routes: BotRouteDeps;
  /** What tests and the jobs drive (also `app.bot`). */
  handle: BotHandle;
}

/** What tests and the app drive by hand (the Scheduler runs the same with background jobs). */
export interface BotHandle {
  /** Runs the timers that are due now. */
  runTimers(): Promise<TickResult>;
  /** Resolves when every queued command, alert and send has finished. */
  idle(): Promise<void>;
  /** Stores the chat lines and counters counted in memory. */
  flushCounters(): Promise<void>;
  /** Prunes old status-page errors and viewer cooldowns, and the active chatters' memory. */
  housekeeping(): Promise<void>;
  /**
   * Posts a line in the owner's chat for another feature (a reward's chat action): once per
   * `key`, paced and retried like every bot message; refused while the bot is switched off.
   */
  say(
    ownerId: string,
    key: string,
    content: string,
  ): Promise<{ ok: true } | { ok: false; reason: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    bot: BotHandle;
  }
}

const RECONNECT_REASONS = {
  revoked: 'access was revoked or has expired. Reconnect it in Settings → Connections.',
  refresh_failed: 'renewing its access failed. Reconnect it in Settings → Connections.',
  token_rejected: 'it refuses the token it just issued. Reconnect it in Settings → Connections.',
} as const;
const SPOTIFY_NOTICE =
  'Spotify is disconnected from Kyo, so song info is paused until the streamer reconnects it.';

export const COUNTER_FLUSH_MS = 2_000;
export const HOUSEKEEPING_MS = 5 * 60_000;
const CLOSE_WAIT_MS = 5_000;
const DAY = 86_400_000;

/** The chat bot: Kick event consumer, commands, timers, chat alerts, sending, status, API. */
export async function registerBot(ctx: FeatureContext, deps: BotModuleDeps): Promise<BotServices> {
  const { db, clock, app } = ctx;
  const links = ctx.accounts;
  const { chat } = deps;
  const commandsRepo = new CommandsRepo(db);
  const settingsRepo = new SettingsRepo(db);
  const stateRepo = new ChannelStateRepo(db);
  const timersRepo = new TimersRepo(db);
  const changes = new ChangeLog(db);
  const errors = new BotErrors(db, clock, app.log);
  const counters = new ChannelCounters(stateRepo, clock);
  const cooldowns = new CooldownGate(clock);
  const config = new BotConfigCache(commandsRepo, settingsRepo, clock, (userId) =>
    links.languageOf(userId),
  );
  const activity = new RecentActivity();
  const songs = new SongSource(deps.live);
  // A command or alert that failed unexpectedly (a database error): logged and on the status page.
  const queue = new KeyedQueue((error, userId) => {
    app.log.error({ err: error, userId }, 'bot task failed');
    void errors
      .record(userId, 'bot', `Handling an event failed: ${userFacingReason(error)}`)
      .catch(() => undefined);
  });

  const state = new ChannelStateService({ repo: stateRepo, clock, live: deps.live });
  const active = new ActiveChatters(clock, deps.sharedChatters, (error) =>
    app.log.warn({ err: error }, 'active chatters: Redis unavailable, counting this node'),
  );
  const audience = new AudienceService({
    repo: new AudienceRepo(db),
    active,
    config,
    state,
    clock,
  });
  // What the chat feature sent and gave up counts on the status page.
  chat.listen({
    sent: (channel) => counters.add(channel.userId, 'messagesSent'),
    failed: async (userId, count, reason) => {
      counters.add(userId, 'messagesFailed', count);
      await errors.record(userId, 'send', reason);
    },
  });
  const usage = new CommandUsage(commandsRepo);
  const commands = new CommandsService(commandsRepo, config, cooldowns, clock, changes, usage);
  const flushCounters = async () => {
    await counters.flush();
    await usage.flush();
    await audience.flush();
    await active
      .flush()
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'active chatters: Redis unavailable, counting this node'),
      );
  };
  const engine = new CommandEngine({
    config,
    repo: commandsRepo,
    commands,
    state,
    songs,
    ...(deps.leaderboards ? { leaderboards: deps.leaderboards } : {}),
    cooldowns,
    builtinCooldowns: new SharedCooldowns(clock, deps.sharedCooldowns, (error) =>
      app.log.warn({ err: error }, 'command cooldowns: Redis unavailable, counting on this node'),
    ),
    usage,
    audience,
    registry: ctx.commands,
    ...(deps.switchScene ? { switchScene: deps.switchScene } : {}),
    kicksBoard: new KicksBoardSource({
      ...(deps.kickApi ? { api: deps.kickApi } : {}),
      accessToken: (userId) => links.accessToken(userId, 'kick'),
      clock,
    }),
    clock,
  });
  const bot = new BotEngine({
    config,
    commands: engine,
    chat,
    state,
    counters,
    featureCounters: ctx.commands,
    activity,
    songs,
    queue,
    audience,
    clock,
  });
  ctx.bus.subscribe('kick.invalid', async ({ ownerId, type, field }) => {
    if (!ownerId) return;
    await errors.record(
      ownerId,
      'webhook',
      `Kick sent a ${type} event we could not read (${field || 'body'}); it was skipped.`,
    );
  });

  // A connection died (revoked, refresh refused): the status page says so at once, and for Spotify
  // the chat hears it once, since {song} and !song now answer "unknown".
  ctx.bus.subscribe('connection.needs_reconnect', async ({ userId, provider, reason }) => {
    if (provider === 'discord') return;
    const name = provider === 'kick' ? 'Kick' : 'Spotify';
    await errors.record(
      userId,
      provider,
      `${name} needs a reconnect: ${RECONNECT_REASONS[reason]}`,
    );
    if (provider !== 'spotify') return;
    const channel = await chat.channelOf(userId);
    if (!channel || !(await config.get(userId)).settings.enabled) return;
    await queue.run(userId, async () => {
      await chat.send({
        channel,
        key: `notice:spotify-reconnect:${clock.now()}`,
        source: 'alert',
        content: SPOTIFY_NOTICE,
      });
    });
  });

  const chatLinesOf = async (userId: string) =>
    ((await stateRepo.find(userId))?.chatLines ?? 0) + counters.unflushed(userId).chatLines;
  const timers = new TimersService(timersRepo, clock, chatLinesOf, changes);
  const runner = new TimerRunner({
    repo: timersRepo,
    stateRepo,
    state,
    counters,
    chat,
    config,
    songs,
    errors,
    audience,
    featureCounters: ctx.commands,
    clock,
  });

  const routeDeps: BotRouteDeps = {
    settings: new BotSettingsService(settingsRepo, config, clock, changes),
    status: new StatusService({
      links,
      settings: settingsRepo,
      stateRepo,
      counters,
      chat,
      errors,
      activity,
      audience,
      liveHealthOf: (userId: string) => deps.live.healthOf(userId),
      subscriptionsOf: async (userId) =>
        deps.subscriptionsOf
          ? deps.subscriptionsOf(userId)
          : { subscriptions: [], checkedAt: null },
      ...(deps.discordCardOf ? { discordCardOf: deps.discordCardOf } : {}),
    }),
    commands,
    timers,
    changes,
    playground: async (userId, input) => {
      const channel = (await links.kickChannelOfUser(userId)) ?? {
        userId,
        broadcasterUserId: 0,
        username: 'your_channel',
      };
      const { matched, reply, reason, variables } = await engine.evaluate(
        {
          channel,
          content: input.line,
          sender: {
            kickUserId: `playground:${input.username}`,
            username: input.username,
            role: input.role,
          },
        },
        { dryRun: true, ...(input.draft ? { draft: input.draft } : {}) },
      );
      return { matched, reply, reason, variables };
    },
  };
  botRoutes(app, routeDeps);

  const handle: BotHandle = {
    runTimers: () => runner.tick(),
    idle: async () => {
      await chat.own.idle();
      await queue.idle();
      await chat.idle();
    },
    flushCounters,
    housekeeping: async () => {
      const now = clock.now();
      await errors.prune(new Date(now - 30 * DAY));
      await commandsRepo.pruneUserCooldowns(new Date(now - DAY));
      active.sweep();
    },
    say: async (ownerId, key, content) => {
      const channel = await chat.channelOf(ownerId);
      if (!channel) return { ok: false, reason: 'Kick is not connected: the bot cannot post.' };
      if (!(await config.get(ownerId)).settings.enabled)
        return { ok: false, reason: 'The bot is switched off, so it cannot post the line.' };
      const sent = await chat.deliver({ channel, key, source: 'reward', content });
      if (sent.outcome === 'sent' || sent.outcome === 'duplicate') return { ok: true };
      if (sent.outcome === 'empty') return { ok: false, reason: 'The chat line came out empty.' };
      return { ok: false, reason: sent.reason ?? 'Sending failed.' };
    },
  };
  app.decorate('bot', handle);

  app.addHook('onClose', async () => {
    // Let replies in flight finish, but not a long 429 back-off: shutdown has its own deadline.
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_WAIT_MS);
      timer.unref();
    });
    await Promise.race([handle.idle(), deadline]);
    clearTimeout(timer);
    await flushCounters().catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not store the bot counters on close'),
    );
  });

  return {
    // The services the routes call: the public API's bot area calls the same.
    routes: routeDeps,
    handle,
    onEvent: (event) => bot.onEvent(event),
    followed: async (ownerId, kickUserId) =>
      (await audience.view(ownerId).followOf(kickUserId)) !== null,
    followOf: async (ownerId, kickUserId) =>
      (await audience.view(ownerId).followOf(kickUserId))?.followedAt.getTime() ?? null,
    // Queued at once (lines said one after the other keep their order); resolves once sent.
    say: (ownerId, key, content, source = 'alert') =>
      queue.run(ownerId, async () => {
        const channel = await chat.channelOf(ownerId);
        if (!channel || !(await config.get(ownerId)).settings.enabled) return;
        await chat.send({ channel, key, source, content });
      }),
    async sayIn(channel, key, content) {
      const outcome = await chat.send({ channel, key, source: 'mod', content });
      if (outcome === 'failed') throw new Error('the message could not be posted');
    },
    commandTaken: async (ownerId, trigger) => (await config.get(ownerId)).triggers.has(trigger),
    runTimer: (ownerId, timerId) => runner.runNow(ownerId, timerId),
    recordError: (userId, source, message) => errors.record(userId, source, message),
  };
}
