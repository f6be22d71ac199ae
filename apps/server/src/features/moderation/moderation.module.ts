import { randomUUID } from 'node:crypto';
import {
  type ChannelEvent,
  type ChannelEventOf,
  type Language,
  MODERATION_LIMITS,
  type ModerationLogEntry,
} from '@kyo/contracts';
import type { FeatureContext } from '../../feature-context';
import { ChannelRateLimiter, type SharedTokenBucket } from '../../platform/token-bucket';
import type { KickApi } from '../../providers/kick/kick-api';
import { Enforcer } from './enforcer';
import { type ChannelRef, KickActions } from './kick-actions';
import { type CompiledChannel, compileChannel } from './filters/line-reading';
import { termInputOf } from './filters/banned-words';
import { type DomainPattern, parseDomainPattern } from './filters/links';
import { KickModeration } from './kick-moderation';
import { ModerationRepo } from './moderation.repo';
import { PendingActions } from './pending-actions';
import { PermitCommand } from './permit-command';
import { moderationRoutes } from './moderation.routes';
import { ModerationService, readSettings } from './moderation.service';
import { type ChatVerdict, ModerationScreen } from './screen';
import { LateWindows } from './state/late-windows';
import { LocalClaims, LocalPermits, LocalStrikes, type SharedModeration } from './state/strikes';

export interface ModerationModuleDeps {
  kickApi?: KickApi;
  /** The owner's Kick chat (a warning posted for an action another node took up). */
  kickChannelOf(ownerId: string): Promise<ChannelRef | null>;
  /** Calls Kick with the streamer's token (the connections feature: one refresh on a 401). */
  withKickToken<T>(
    ownerId: string,
    call: (token: string) => Promise<T>,
  ): Promise<{ value: T } | null>;
  kickConnection(ownerId: string): Promise<{
    status: 'connected' | 'needs_reconnect' | 'missing';
    scopes: string[] | null;
  }>;
  languageOf(ownerId: string): Promise<Language>;
  /** Posts in the channel's chat through the bot's sender (warnings, !permit's answer). */
  say(channel: ChannelRef, key: string, content: string): Promise<void>;
  /** Shown on the bot's status page (its error list). */
  reportProblem(ownerId: string, message: string): Promise<void>;
  /**
   * Whether a chat line is the bot's own echo (the bot feature: its memory, then the outbox),
   * decided once per message; synchronous for a line not from the account the bot posts as.
   */
  ownLine?(line: ChannelEventOf<'chat'>): boolean | Promise<boolean>;
  /** Several nodes: strikes, permits and windows in Redis. */
  shared?: SharedModeration;
  sharedPace?: SharedTokenBucket;
  /** Tests: Kick's retry waits without real time. */
  sleep?: (ms: number) => Promise<void>;
}

export interface ModerationHandle {
  /** Its gate in the chat pipeline (moderation.feature.ts). */
  screen(event: ChannelEvent): ChatVerdict;
  /** Resolves when every action under way (log rows, Kick's calls, warnings) has finished. */
  idle(): Promise<void>;
  /**
   * Whether a viewer's text outside chat (a Kicks message on an alert) says one of the channel's
   * banned words, with the rule on and out of dry run (in memory, never a query).
   */
  saysBannedWord(ownerId: string, text: string): boolean;
  /**
   * Whether the channel's Links rule is on and out of dry run (in memory): a viewer's text
   * outside chat (a Kicks message on an alert) then shows without its links, as speech skips them.
   */
  blocksLinks(ownerId: string): boolean;
  /** Prunes the log (30 days, 5,000 a channel) and forgets old windows, strikes and permits. */
  housekeeping(): Promise<number>;
  /**
   * Keeps this node's claims on the actions it is carrying out, and takes up those whose node
   * died (their claim lapsed): answers how many it took. The scheduler runs it on every node.
   */
  takeOverPending(): Promise<number>;
  /** Forgets old windows, strikes and permits held in this node's memory. */
  sweepMemory(): Promise<void>;
  /** Prunes the log (30 days, 5,000 a channel). */
  pruneLog(): Promise<void>;
  /** Whether this node holds a !permit for the viewer (memory, without using it). */
  knowsPermit(ownerId: string, viewer: string): boolean;
  /** A page of the log, newest first (the page's and the public API's). */
  log(
    ownerId: string,
    limit: number,
    before?: string,
  ): Promise<{ entries: ModerationLogEntry[]; next: string | null }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    moderation: ModerationHandle;
  }
}

/** Kick calls per second per channel, and at once (Kick publishes no limits). */
const KICK_CALLS_PER_SECOND = 5;
const KICK_CALLS_BURST = 20;
export const HOUSEKEEPING_MS = 10 * 60_000;
/**
 * A pending action's claim lasts two lease times (LEASE_TTL_MS, 10 s by default) and every node
 * sweeps twice a lease time: a dead node's action is taken up within 2.5 lease times (25 s).
 */
const CLAIM_LEASES = 2;
export const SWEEPS_PER_LEASE = 2;
const DAY = 86_400_000;
/** A command's trigger at the start of a chat line (`!sr`, `!SongRequest`). */
const COMMAND = /^!([A-Za-z0-9_]+)/;

/** Chat moderation: rules in memory, the screen on every chat line, Kick's calls, log, API. */
export async function registerModeration(
  ctx: FeatureContext,
  deps: ModerationModuleDeps,
): Promise<ModerationHandle> {
  const { app, clock } = ctx;
  const repo = new ModerationRepo(ctx.db);
  const channels = new Map<string, CompiledChannel>();
  const put = (ownerId: string, channel: CompiledChannel | null) => {
    if (channel) channels.set(ownerId, channel);
    else channels.delete(ownerId);
  };
  // Every channel with a rule on, in memory from the start: no line ever waits for its rules.
  for (const row of await repo.activeSettings())
    put(row.userId, compileChannel(readSettings(row.settings)));

  const onError = (error: unknown, ownerId?: string) =>
    app.log.error({ err: error, userId: ownerId }, 'moderation failed');
  const strikes = new LocalStrikes();
  const permits = new LocalPermits();
  const localClaims = new LocalClaims();
  /** Redis decides with several nodes; while it is away (or alone) this node's memory does. */
  const claim = async (ownerId: string, name: string, ms: number) => {
    const now = clock.now();
    if (deps.shared)
      try {
        return await deps.shared.claim(ownerId, name, now, ms);
      } catch (error) {
        onError(error, ownerId);
      }
    return localClaims.claim(ownerId, name, now, ms);
  };
  const kick = new KickModeration({
    ...(deps.kickApi ? { api: deps.kickApi } : {}),
    withToken: (ownerId, call) => deps.withKickToken(ownerId, call),
    grantedScopes: async (ownerId) => (await deps.kickConnection(ownerId)).scopes,
    pace: new ChannelRateLimiter(
      KICK_CALLS_PER_SECOND,
      KICK_CALLS_BURST,
      undefined,
      deps.sharedPace,
    ),
    onError,
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
  });
  // A pending action in the log is this node's while it renews the claim (pending-actions.ts).
  const node = randomUUID();
  const claimMs = CLAIM_LEASES * ctx.config.LEASE_TTL_MS;
  const actions = new KickActions({
    repo,
    kick,
    clock,
    node,
    claimMs,
    settingsOf: (ownerId) => channels.get(ownerId)?.settings ?? null,
    channelOf: (ownerId) => deps.kickChannelOf(ownerId),
    languageOf: (ownerId) => deps.languageOf(ownerId),
    say: (channel, key, content) => deps.say(channel, key, content),
    reportProblem: (ownerId, message) => deps.reportProblem(ownerId, message),
    claims: {
      warning: (ownerId, ms) => claim(ownerId, 'warned', ms),
      raid: (ownerId, text, ms) => claim(ownerId, `raid:${text}`, ms),
    },
    onError,
  });
  const enforcer = new Enforcer({
    repo,
    kick,
    actions,
    strikes,
    ...(deps.shared ? { shared: deps.shared } : {}),
    clock,
    node,
    claimMs,
    publishAction: (action) => ctx.bus.publish('moderation.action', action),
    publishDeleted: (event) => ctx.bus.publish('chat.deleted', event),
    onError,
  });
  const pending = new PendingActions({
    repo,
    claimed: () => actions.claimed(),
    resume: (row) => enforcer.resume(row),
    giveUp: (row, problem) => enforcer.giveUp(row, problem),
    clock,
    node,
    claimMs,
  });
  const late = deps.shared
    ? new LateWindows({
        shared: deps.shared,
        act: (hit) => enforcer.act(hit),
        raid: (hit, text) => screen.raid(hit, text),
        logDryRun: (hit) => enforcer.logDryRun(hit),
        onError: (error) =>
          app.log.warn({ err: error }, 'moderation: Redis unavailable, counting this node'),
      })
    : undefined;

  const cluster = ctx.clusterChannel?.('moderation');

  const permitCommand = new PermitCommand({
    clock,
    permits,
    ...(deps.shared ? { shared: deps.shared } : {}),
    ...(cluster ? { cluster } : {}),
    ...(deps.ownLine ? { ownLine: (line) => deps.ownLine!(line) } : {}),
    languageOf: (ownerId) => deps.languageOf(ownerId),
    say: (channel, key, content) => deps.say(channel, key, content),
    onError,
  });

  /** Permits asked of Redis for a line under screening. */
  const checks = new Set<Promise<void>>();
  /**
   * The sites another feature's chat command carries legitimately in a line (`!sr` and a Spotify
   * link while song requests are on): the command registry's own declaration, asked only for a
   * line with a link the Links rule would delete, and answered from memory.
   */
  const carried = new Map<readonly string[], DomainPattern[]>();
  const carriedLinks = (ownerId: string, content: string): DomainPattern[] | null => {
    const trigger = COMMAND.exec(content.trimStart())?.[1]?.toLowerCase();
    const links = trigger ? ctx.commands.get(trigger)?.carriesLinks : undefined;
    if (!links?.on(ownerId)) return null;
    let patterns = carried.get(links.sites);
    if (!patterns) carried.set(links.sites, (patterns = links.sites.map(parseDomainPattern)));
    return patterns;
  };

  const screen = new ModerationScreen({
    channelOf: (ownerId) => channels.get(ownerId) ?? null,
    clock,
    permits,
    ...(deps.shared
      ? {
          // Tracked like the replies: `idle()` waits for the answer and the verdict it decides.
          takeSharedPermit: (ownerId: string, viewer: string) => {
            const asked = deps.shared!.takePermit(ownerId, viewer, clock.now());
            const tracked = asked.then(
              () => undefined,
              () => undefined,
            );
            checks.add(tracked);
            void tracked.finally(() => checks.delete(tracked));
            return asked;
          },
        }
      : {}),
    act: (hit) => enforcer.act(hit),
    logDryRun: (hit) => enforcer.logDryRun(hit),
    permit: (line, channel, viewer) => permitCommand.permit(line, channel, viewer),
    ...(late ? { shareWindows: (line, channel, entries) => late.add(line, channel, entries) } : {}),
    carriedLinks: (ownerId, content) => carriedLinks(ownerId, content),
    entryLine: (ownerId, text) => ctx.commands.entryLine(ownerId, text),
    ...(cluster
      ? {
          raidStarted: (ownerId: string, text: string, until: number) =>
            cluster.publish({ kind: 'raid', ownerId, text, until }),
        }
      : {}),
  });

  // Several nodes: a settings change, a permit and a raid reach every node's memory.
  if (cluster) {
    await cluster.listen(
      (message) => {
        const m = message as {
          kind?: string;
          ownerId?: string;
          viewer?: string;
          until?: number;
          text?: string;
        };
        if (m.kind === 'settings' && m.ownerId)
          void repo
            .settingsOf(m.ownerId)
            .then((stored) => put(m.ownerId!, compileChannel(readSettings(stored))))
            .catch((error: unknown) => onError(error, m.ownerId));
        if (m.kind === 'permit' && m.ownerId && m.viewer && m.until)
          permits.grant(m.ownerId, m.viewer, m.until);
        if (m.kind === 'raid' && m.ownerId && m.text && m.until)
          screen.heardRaid(m.ownerId, m.text, m.until);
      },
      () =>
        void repo
          .activeSettings()
          .then((rows) => {
            channels.clear();
            for (const row of rows) put(row.userId, compileChannel(readSettings(row.settings)));
          })
          .catch((error: unknown) => onError(error)),
    );
    app.addHook('onClose', () => cluster.close());
  }

  const service = new ModerationService({
    repo,
    clock,
    commandLinks: (ownerId) =>
      ctx.commands.list().flatMap((command) =>
        command.carriesLinks
          ? [
              {
                feature: command.carriesLinks.feature,
                commands: [command.name, ...command.aliases],
                sites: [...command.carriesLinks.sites],
                on: command.carriesLinks.on(ownerId),
              },
            ]
          : [],
      ),
    languageOf: (ownerId) => deps.languageOf(ownerId),
    kickConnection: (ownerId) => deps.kickConnection(ownerId),
    changed: (ownerId, channel) => {
      put(ownerId, channel);
      cluster?.publish({ kind: 'settings', ownerId });
    },
    lift: (ownerId, target) => enforcer.lift(ownerId, target),
  });
  moderationRoutes(app, { service });

  const sweep = () => {
    const now = clock.now();
    screen.flood.sweep(now - 10 * 60_000);
    screen.copies.sweep(now - 10 * 60_000);
    screen.raids.sweep(now);
    strikes.sweep(now, DAY);
    permits.sweep(now);
    localClaims.sweep(now);
  };
  const prune = () => {
    const now = clock.now();
    return repo.prune(
      new Date(now - MODERATION_LIMITS.logDays * DAY),
      MODERATION_LIMITS.logEntries,
    );
  };
  const handle: ModerationHandle = {
    screen: (event) => screen.screen(event),
    saysBannedWord: (ownerId, text) => {
      const channel = channels.get(ownerId);
      if (!channel?.bannedWords || channel.settings.rules.banned_words.dryRun) return false;
      return channel.bannedWords.matches(termInputOf(text));
    },
    blocksLinks: (ownerId) => {
      const channel = channels.get(ownerId);
      return Boolean(channel?.rules.includes('links') && !channel.settings.rules.links.dryRun);
    },
    idle: async () => {
      await Promise.all(checks);
      // The verdict runs in the answer's continuation: one more turn before the enforcer is asked.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await late?.idle();
      await permitCommand.idle();
      await enforcer.idle();
      await kick.idle();
    },
    housekeeping: async () => {
      sweep();
      return prune();
    },
    takeOverPending: () => pending.sweep(),
    sweepMemory: async () => sweep(),
    pruneLog: async () => void (await prune()),
    knowsPermit: (ownerId, viewer) => permits.has(ownerId, viewer.toLowerCase(), clock.now()),
    log: (ownerId, limit, before) => service.log(ownerId, limit, before),
  };
  app.addHook('onClose', () => handle.idle());
  app.decorate('moderation', handle);
  return handle;
}
