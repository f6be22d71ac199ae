import { type Language, type PlaygroundResult, type Role } from '@kyo/contracts';
import type { Clock } from '../../../platform/clock';
import type { BotConfigCache, ChannelConfig } from '../bot-config';
import type { BuiltinCommand, BuiltinContext } from './builtins/builtin';
import { BUILTINS } from './builtins/registry';
import type { ChannelStateService, StreamSnapshot } from '../channel/channel-state';
import type { ChannelRef } from '../../../ports';
import { commandManagement } from './command-management';
import type { CommandRow, CommandsRepo } from './commands.repo';
import { type CommandCreate, type CommandsService, toCommand } from './commands.service';
import { type CooldownGate, cooldownReady, globalKey, userKey } from './cooldowns';
import type { CommandUsage } from './command-usage';
import type { SharedCooldowns } from '../../../platform/shared-cooldowns';
import type { AudienceService } from '../audience/audience.service';
import { hasRole } from './permissions';
import { type SongSource, songText } from '../channel/song';
import type { LeaderboardSource } from '../../../ports';
import type {
  ChatCommand,
  ChatCommandLine,
  ChatCommandRegistry,
} from '../../../platform/features/chat-commands';
import type { KicksBoardSource } from '../channel/kicks-board';
import { renderTemplate } from '../templates/template';
import { VARIABLES } from '../templates/variables/registry';

export interface ChatLine {
  channel: ChannelRef;
  content: string;
  sender: { kickUserId: string; username: string; role: Role; badges?: string[] };
  /** The chat event's id (a live line; the playground has none). */
  eventId?: string;
}

export interface Evaluation extends PlaygroundResult {
  source: 'command' | 'builtin' | 'mod' | 'game';
  replyToMessage: boolean;
}

export interface CommandEngineDeps {
  config: BotConfigCache;
  repo: CommandsRepo;
  commands: CommandsService;
  state: ChannelStateService;
  songs: SongSource;
  /** Kick's Kicks leaderboard (!topkicks); none: !topkicks stays silent. */
  kicksBoard?: Pick<KicksBoardSource, 'of'>;
  /** The widgets' chat leaderboards (!top); none: !top says there is no leaderboard. */
  leaderboards?: LeaderboardSource;
  cooldowns: CooldownGate;
  /** The built-ins' cooldowns: per channel and command, shared by the nodes with Redis. */
  builtinCooldowns: SharedCooldowns;
  usage: CommandUsage;
  /** Follows and chatters ({followage}, {followers}, {chatters}, !followage). */
  audience: Pick<AudienceService, 'view'>;
  /**
   * Every feature's chat commands (song requests' `!sr`…, the games' counters and `!quote`,
   * `{count name}`), read when a line comes.
   */
  registry: ChatCommandRegistry;
  /** OBS scene switches through a Kyo display in OBS (!scene); none: !scene says so. */
  switchScene?: (ownerId: string, scene: string) => ReturnType<BuiltinContext['switchScene']>;
  clock: Clock;
  random?: () => number;
}

/**
 * Whether a use must be claimed in the database: a cooldown to enforce across nodes, a {count}
 * to show, or a rotation cursor to move. Otherwise the use is only counted.
 */
export function needsClaim(command: CommandRow): boolean {
  return (
    command.globalCooldownSeconds > 0 ||
    command.userCooldownSeconds > 0 ||
    command.responseMode === 'ordered' ||
    // Bare {count} (the command's uses), not {count name} (a counter's value).
    command.responses.some((response) => /\{count\s*\}/i.test(response))
  );
}

/** `!trigger rest of the line` → lower-case trigger, the rest as typed, and its words. */
export function parseCommandLine(content: string) {
  const match = /^!([^\s!]\S*)(?:\s+([\s\S]*))?$/.exec(content.trim());
  if (!match) return null;
  const rest = (match[2] ?? '').trim();
  return { trigger: match[1]!.toLowerCase(), rest, args: rest ? rest.split(/\s+/) : [] };
}

const none = (reason: PlaygroundResult['reason'], matched: string | null = null): Evaluation => ({
  matched,
  reply: null,
  reason,
  variables: [],
  source: 'command',
  replyToMessage: false,
});

/**
 * Decides what the bot answers to a chat line: moderators' tools and built-ins first, then the
 * channel's commands, with permission, live-only and cooldown rules. Live, a use is claimed in the
 * database (cooldowns and {count} hold across nodes); as a dry run (the playground) nothing is
 * recorded, and `draft` stands in for an unsaved command.
 */
export class CommandEngine {
  private readonly random: () => number;

  constructor(private readonly deps: CommandEngineDeps) {
    this.random = deps.random ?? Math.random;
  }

  async evaluate(
    line: ChatLine,
    options: { dryRun: boolean; draft?: CommandCreate },
  ): Promise<Evaluation> {
    const parsed = parseCommandLine(line.content);
    if (!parsed) return none('no_command');
    const config = await this.deps.config.get(line.channel.userId);
    if (!config.settings.enabled) return none('bot_disabled');
    if (options.draft) {
      const draft = options.draft;
      if (![draft.name, ...draft.aliases].includes(parsed.trigger)) return none('no_command');
      return this.custom(
        line,
        parsed,
        draftRow(line.channel.userId, draft, this.deps.clock),
        true,
        config.language,
      );
    }
    const builtin = BUILTINS.get(parsed.trigger);
    const command = config.triggers.get(parsed.trigger);
    // A command the streamer made before a built-in of that name existed stays theirs.
    if (builtin && !(builtin.setting && command))
      return this.builtin(line, parsed, builtin, config, options.dryRun);
    const featured = this.deps.registry.get(parsed.trigger);
    // A command the streamer made before a feature's command of that name existed stays theirs.
    if (featured && !command) return this.featureCommand(line, parsed, featured, options.dryRun);
    if (command) return this.custom(line, parsed, command, options.dryRun, config.language);
    if (!options.dryRun && line.eventId && this.deps.registry.hasDynamic)
      return this.dynamic(line, parsed);
    return none('no_command');
  }

  /** The line as a feature's command sees it. */
  private commandLine(
    line: ChatLine,
    parsed: { trigger: string; rest: string; args: string[] },
    dryRun: boolean,
  ): ChatCommandLine {
    return {
      ownerId: line.channel.userId,
      channel: line.channel.username,
      ...(line.eventId ? { eventId: line.eventId } : {}),
      sender: { ...line.sender, badges: line.sender.badges ?? [] },
      trigger: parsed.trigger,
      args: parsed.args,
      rest: parsed.rest,
      now: this.deps.clock.now(),
      dryRun,
      activeChatters: (minutes) =>
        this.deps.audience.view(line.channel.userId).activeChatters(minutes),
    };
  }

  /** A trigger only a feature knows: a counter's name or `!quote` (the viewer games). */
  private async dynamic(
    line: ChatLine,
    parsed: { trigger: string; rest: string; args: string[] },
  ): Promise<Evaluation> {
    const reply = await this.deps.registry.dynamic(this.commandLine(line, parsed, false));
    if (reply === undefined) return none('no_command');
    return { ...none(null, parsed.trigger), reply, source: 'game' };
  }

  /** A command another feature adds (song requests' `!sr`…): its switch, role and cooldown. */
  private async featureCommand(
    line: ChatLine,
    parsed: { trigger: string; rest: string; args: string[] },
    command: ChatCommand,
    dryRun: boolean,
  ): Promise<Evaluation> {
    const result = (
      reason: PlaygroundResult['reason'],
      reply: string | null = null,
    ): Evaluation => ({ ...none(reason, command.name), reply, source: 'builtin' });
    if (!(await command.enabled(line.channel.userId))) return result('disabled');
    if (!hasRole(line.sender.role, command.permission)) return result('permission');
    if (!(await this.takeCooldown(line, command.name, command.cooldownSeconds, dryRun)))
      return result('cooldown');
    const reply = await command.run(this.commandLine(line, parsed, dryRun));
    if (reply !== null && typeof reply === 'object') return result(reply.silent);
    return result(null, reply);
  }

  /**
   * A built-in's cooldown, per channel and command: live it is taken (on every node at once with
   * Redis: two nodes hearing one `!queue` answer once); the playground only looks.
   */
  private async takeCooldown(
    line: ChatLine,
    name: string,
    seconds: number,
    dryRun: boolean,
  ): Promise<boolean> {
    const key = `builtin:${line.channel.userId}:${name}`;
    const cooldowns = this.deps.builtinCooldowns;
    return dryRun ? cooldowns.remainingMs(key) <= 0 : cooldowns.take(key, seconds * 1000);
  }

  private async builtin(
    line: ChatLine,
    parsed: { trigger: string; rest: string; args: string[] },
    builtin: BuiltinCommand,
    config: ChannelConfig,
    dryRun: boolean,
  ): Promise<Evaluation> {
    const source: Evaluation['source'] = builtin.setting === null ? 'mod' : 'builtin';
    const result = (
      reason: PlaygroundResult['reason'],
      reply: string | null = null,
    ): Evaluation => ({
      ...none(reason, builtin.name),
      reply,
      source,
    });
    if (builtin.setting && !config.settings.builtins[builtin.setting]) return result('disabled');
    if (!hasRole(line.sender.role, builtin.permission)) return result('permission');
    if (!(await this.takeCooldown(line, builtin.name, builtin.cooldownSeconds, dryRun)))
      return result('cooldown');
    const reply = await builtin.run({
      channel: line.channel.username,
      language: config.language,
      sender: {
        username: line.sender.username,
        role: line.sender.role,
        kickUserId: line.sender.kickUserId,
        badges: line.sender.badges ?? [],
      },
      ownerId: line.channel.userId,
      requesterOf: (title) => this.deps.registry.requesterOf(line.channel.userId, title),
      featureCommands: () => this.deps.registry.list(),
      featureTriggers: () => this.deps.registry.listed(line.channel.userId),
      args: parsed.args,
      rest: parsed.rest,
      settings: config.settings,
      commands: config.commands.map(toCommand),
      now: this.deps.clock.now(),
      stream: () => this.deps.state.get(line.channel, 'live'),
      nowPlaying: () => this.deps.songs.nowPlaying(line.channel.userId),
      kicksLeaderboard: () =>
        this.deps.kicksBoard?.of(line.channel.userId) ??
        Promise.resolve({ kind: 'not_connected' as const }),
      leaderboard: async () =>
        (await this.deps.leaderboards?.leaderboardOf(line.channel.userId)) ?? null,
      manage: commandManagement(this.deps.commands, line.channel.userId, dryRun, {
        kind: 'chat',
        username: line.sender.username,
      }),
      audience: this.deps.audience.view(line.channel.userId),
      // The playground answers as chat would, without switching anything.
      switchScene: async (scene) =>
        dryRun
          ? { ok: true, note: 'not switched (playground)' }
          : this.deps.switchScene
            ? this.deps.switchScene(line.channel.userId, scene)
            : { ok: false, reason: 'OBS control is not available on this server.' },
    });
    if (reply !== null && typeof reply === 'object') return result(reply.silent);
    return result(null, reply);
  }

  private async custom(
    line: ChatLine,
    parsed: { args: string[] },
    command: CommandRow,
    dryRun: boolean,
    language: Language,
  ): Promise<Evaluation> {
    const matched = command.name;
    if (!command.enabled) return none('disabled', matched);
    if (!hasRole(line.sender.role, command.permission)) return none('permission', matched);
    let stream: Promise<StreamSnapshot> | undefined;
    const streamOf = (need: 'live' | 'viewers') =>
      (stream ??= this.deps.state.get(line.channel, need));
    if (command.liveOnly && !(await streamOf('live')).live) return none('live_only', matched);
    const viewer = line.sender.kickUserId;
    if (!cooldownReady(this.deps.cooldowns, command, viewer)) return none('cooldown', matched);

    let count = command.usageCount + 1;
    let cursor = command.responseCursor;
    if (!dryRun && needsClaim(command)) {
      const claim = await this.claim(command, viewer);
      if (!claim) return none('cooldown', matched);
      count = claim.usageCount;
      cursor = claim.responseCursor - 1;
    } else if (!dryRun) {
      this.deps.usage.add(command.id);
    }
    const responses = command.responses;
    const index =
      command.responseMode === 'ordered'
        ? cursor % responses.length
        : Math.floor(this.random() * responses.length);
    const template = responses[index]!;
    const needsViewers = /\{viewers\b/i.test(template);
    const rendered = await renderTemplate(
      template,
      {
        kind: 'command',
        now: this.deps.clock.now(),
        channel: line.channel.username,
        language,
        sender: { username: line.sender.username, kickUserId: line.sender.kickUserId },
        args: parsed.args,
        count,
        stream: () => streamOf(needsViewers ? 'viewers' : 'live'),
        song: async () => songText(await this.deps.songs.nowPlaying(line.channel.userId)),
        audience: this.deps.audience.view(line.channel.userId),
        ...this.counterOf(line.channel.userId),
        random: this.random,
      },
      VARIABLES,
    );
    return {
      matched,
      reply: rendered.text,
      reason: null,
      variables: rendered.values,
      source: 'command',
      replyToMessage: command.replyToMessage,
    };
  }

  /** `{count name}` in this channel's templates. */
  private counterOf(userId: string) {
    const registry = this.deps.registry;
    return { counter: (name: string) => registry.counter(userId, name) };
  }

  /** Takes the per-viewer and the global cooldown in the database; null when either is taken. */
  private async claim(command: CommandRow, viewer: string) {
    const { repo, cooldowns, clock } = this.deps;
    const now = new Date(clock.now());
    if (command.userCooldownSeconds > 0) {
      const free = await repo.claimUserUse(command.id, viewer, command.userCooldownSeconds, now);
      if (!free) {
        cooldowns.record(userKey(command.id, viewer));
        return null;
      }
    }
    const claim = await repo.claimUse(command.id, now);
    if (!claim) {
      if (command.userCooldownSeconds > 0) await repo.releaseUserUse(command.id, viewer);
      cooldowns.record(globalKey(command.id));
      return null;
    }
    cooldowns.record(globalKey(command.id));
    if (command.userCooldownSeconds > 0) cooldowns.record(userKey(command.id, viewer));
    return claim;
  }
}

function draftRow(userId: string, draft: CommandCreate, clock: Clock): CommandRow {
  const now = new Date(clock.now());
  return {
    id: 'draft',
    userId,
    ...draft,
    usageCount: 0,
    responseCursor: 0,
    lastUsedAt: null,
    createdAt: now,
    updatedAt: now,
  };
}
