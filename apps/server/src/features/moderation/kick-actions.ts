import {
  DEFAULT_WARNING,
  formatMessage,
  RAID_NOTICE,
  RULE_NAMES,
  type Language,
  type ModerationAction,
  type ModerationProblem,
  type ModerationRuleId,
  type ModerationSettings,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import type { KickAnswer, KickModeration } from './kick-moderation';
import type { LogRow, ModerationRepo } from './moderation.repo';

export interface ChannelRef {
  userId: string;
  broadcasterUserId: number;
  username: string;
}

/** One action through Kick, as its log row says (from the screen's hit, or a row taken up). */
export interface ActionJob {
  id: string;
  ownerId: string;
  messageId: string;
  broadcasterUserId: number;
  viewerId: number | null;
  rule: ModerationRuleId;
  action: ModerationAction;
  minutes: number | null;
  /** Posts the warning (the `warn` action) or the raid's notice: what became of it. */
  warn: (() => Promise<WarningOutcome>) | null;
}

/**
 * What became of a warning or a raid's notice: posted; held back (the channel had one within
 * `warningEverySeconds`); failed (the bot's sender refused it); none (another node posts the
 * raid's notice).
 */
export type WarningOutcome = 'posted' | 'held' | 'failed' | 'none';

/** Keys every node agrees on for a time (Redis with several nodes, else this node's memory). */
export interface WarningClaims {
  /** The channel's next public warning may go out: true for the one caller it lets through. */
  warning(ownerId: string, ms: number): Promise<boolean>;
  /** A raid's one notice: true for the one caller it lets through while the raid lasts. */
  raid(ownerId: string, text: string, ms: number): Promise<boolean>;
}

export interface KickActionsDeps {
  repo: ModerationRepo;
  kick: KickModeration;
  clock: Clock;
  /** This node's id in the log's claims, and how long a claim lasts unless renewed. */
  node: string;
  claimMs: number;
  /** The channel's settings in memory (a taken-up warning's template), null when none is on. */
  settingsOf(ownerId: string): ModerationSettings | null;
  /** The channel's Kick chat (a taken-up warning), null when Kick is not connected. */
  channelOf(ownerId: string): Promise<ChannelRef | null>;
  languageOf(ownerId: string): Promise<Language>;
  /** Posts a line in the channel's chat through the bot's sender (outbox, pacing). */
  say(channel: ChannelRef, key: string, content: string): Promise<void>;
  /** What the streamer must see on the status page (the bot's error list). */
  reportProblem(ownerId: string, message: string): Promise<void>;
  /** The warnings' pace per channel and the raids' one notice. */
  claims: WarningClaims;
  onError(error: unknown, ownerId: string): void;
}

/** The pace of public warnings until a channel's settings say otherwise (the contracts' default). */
const WARNING_EVERY_SECONDS = 30;

/** What the status page says when Kick would not act, per problem. */
const PROBLEM_TEXT: Partial<Record<ModerationProblem, string>> = {
  forbidden:
    'Kick refused a moderation action (403): the connected account may not moderate this channel.',
  missing_scope:
    'Moderation needs new Kick permissions (moderation:ban, moderation:chat_message:manage): reconnect Kick in Settings → Connections.',
  not_connected: 'Moderation could not act: Kick is not connected or needs a reconnect.',
  rate_limited: 'Kick rate-limited moderation actions (429); some were given up after 3 tries.',
  unavailable: 'Kick did not answer moderation actions (5xx or no answer) after 3 tries.',
  busy: 'Too many moderation actions at once: some were skipped (see the moderation log).',
  expired:
    'Some moderation actions were given up: the server carrying them out stopped, and they were too old when another took them up.',
};

/** `{user}` and `{rule}`; `{{` and `}}` are literal braces. */
export function renderWarning(template: string, user: string, rule: string): string {
  return template.replace(/\{\{|\}\}|\{(user|rule)\}/g, (token, name?: string) =>
    name === 'user' ? user : name === 'rule' ? rule : token[0]!,
  );
}

/**
 * Kick's calls for a logged action (delete, then the timeout or ban, then the warning) and the
 * log's record of their answers. The row stays claimed by this node while it works (`claimed()`,
 * renewed by PendingActions); a row whose node died is carried out by the node that took it up
 * (`jobOf`), with the warning as the channel's settings say now.
 */
export class KickActions {
  /** The pending log rows this node is carrying out. */
  private readonly mine = new Set<string>();

  constructor(private readonly deps: KickActionsDeps) {}

  /** The pending rows this node is carrying out (their claims must be kept). */
  claimed(): string[] {
    return [...this.mine];
  }

  async run(job: ActionJob): Promise<void> {
    this.mine.add(job.id);
    const started = this.deps.clock.now();
    try {
      const kick = this.deps.kick;
      let answer = await kick.deleteMessage(job.ownerId, job.messageId);
      // Already gone (a moderator was quicker): what was asked is done.
      if (answer.problem === 'not_found')
        answer = { ok: true, status: answer.status, problem: null };
      const target =
        (job.action === 'timeout' || job.action === 'ban') && job.viewerId !== null
          ? { broadcasterUserId: job.broadcasterUserId, userId: job.viewerId }
          : null;
      if ((target || job.warn) && !(await this.stillMine(job.id, started))) return;
      let restricted = false;
      if (target) {
        const reason = `Kyo: ${RULE_NAMES[job.rule]}`;
        const restriction = await kick.restrict(job.ownerId, target, job.minutes, reason);
        restricted = restriction.ok;
        if (!restriction.ok || answer.ok) answer = restriction;
      }
      const warned = job.warn ? await job.warn() : null;
      await this.finish(job, answer, restricted, warned);
    } finally {
      this.mine.delete(job.id);
    }
  }

  /** A row this node took up (its node died before finishing it), as a job. */
  jobOf(row: LogRow): ActionJob {
    const rule = row.rule as ModerationRuleId;
    return {
      id: row.id,
      ownerId: row.userId,
      messageId: row.messageId,
      broadcasterUserId: row.broadcasterUserId,
      viewerId: row.viewerId,
      rule,
      action: row.action,
      minutes: row.minutes,
      warn:
        row.action === 'warn'
          ? () => this.warnLater(row.userId, row.messageId, row.viewerName, rule)
          : // A raid's notice was due (its row says so until the notice's fate is written).
            rule === 'copy_paste' && row.warned === false
            ? () => this.raidNoticeLater(row.userId, row.messageId)
            : null,
    };
  }

  /** Marks a pending row this node took up as failed, without calling Kick. */
  async giveUp(row: LogRow, problem: ModerationProblem): Promise<void> {
    await this.finish(
      { id: row.id, ownerId: row.userId },
      { ok: false, status: null, problem },
      false,
      null,
    );
  }

  /**
   * Posts the warning once per message (its outbox key), whichever node posts it, unless the
   * channel had a public warning within `everySeconds`: then it is held back (logged, not said).
   */
  async warn(
    channel: ChannelRef,
    messageId: string,
    viewer: string,
    rule: ModerationRuleId,
    warning: string | null,
    everySeconds: number,
  ): Promise<WarningOutcome> {
    if (!(await this.paced(channel.userId, everySeconds))) return 'held';
    const language = await this.deps.languageOf(channel.userId).catch(() => 'en' as const);
    const template = warning ?? formatMessage(DEFAULT_WARNING, {}, language);
    const content = renderWarning(template, viewer, formatMessage(RULE_NAMES[rule], {}, language));
    return this.post(channel, `mod:warn:${messageId}`, content);
  }

  /**
   * A copy-paste raid's one notice: the first node to claim the raid (its folded line, for the
   * raid's window) posts it, within the channel's pace of warnings. Nobody is named.
   */
  async raidNotice(
    channel: ChannelRef,
    messageId: string,
    text: string | null,
    windowMs: number,
    everySeconds: number,
  ): Promise<WarningOutcome> {
    if (text !== null && !(await this.deps.claims.raid(channel.userId, text, windowMs)))
      return 'none';
    if (!(await this.paced(channel.userId, everySeconds))) return 'held';
    const language = await this.deps.languageOf(channel.userId).catch(() => 'en' as const);
    return this.post(channel, `mod:raid:${messageId}`, formatMessage(RAID_NOTICE, {}, language));
  }

  /** Whether the channel may have a public warning now (one per `everySeconds`; 0: always). */
  private async paced(ownerId: string, everySeconds: number): Promise<boolean> {
    return everySeconds <= 0 || this.deps.claims.warning(ownerId, everySeconds * 1000);
  }

  private async post(channel: ChannelRef, key: string, content: string): Promise<WarningOutcome> {
    try {
      await this.deps.say(channel, key, content);
      return 'posted';
    } catch (error) {
      this.deps.onError(error, channel.userId);
      return 'failed';
    }
  }

  /** A taken-up row's warning: the channel and its template as they are now. */
  private async warnLater(
    ownerId: string,
    messageId: string,
    viewer: string,
    rule: ModerationRuleId,
  ): Promise<WarningOutcome> {
    const channel = await this.deps.channelOf(ownerId).catch(() => null);
    if (!channel) return 'failed';
    const escalation = this.deps.settingsOf(ownerId)?.escalation;
    return this.warn(
      channel,
      messageId,
      viewer,
      rule,
      escalation?.warning ?? null,
      escalation?.warningEverySeconds ?? WARNING_EVERY_SECONDS,
    );
  }

  /** A taken-up raid line's notice (its outbox key keeps it to one whichever node posts it). */
  private async raidNoticeLater(ownerId: string, messageId: string): Promise<WarningOutcome> {
    const channel = await this.deps.channelOf(ownerId).catch(() => null);
    if (!channel) return 'failed';
    const every =
      this.deps.settingsOf(ownerId)?.escalation.warningEverySeconds ?? WARNING_EVERY_SECONDS;
    return this.raidNotice(channel, messageId, null, 0, every);
  }

  /**
   * Whether this node still holds the action after a call that took long (a stall past its claim,
   * when another node may have taken it up): a timeout, ban or warning is not given twice.
   */
  private async stillMine(id: string, started: number): Promise<boolean> {
    if (this.deps.clock.now() - started < this.deps.claimMs / 2) return true;
    return this.deps.repo.holds(id, this.deps.node);
  }

  private async finish(
    job: Pick<ActionJob, 'id' | 'ownerId'>,
    answer: KickAnswer,
    restricted: boolean,
    warning: WarningOutcome | null,
  ): Promise<void> {
    // Not pending any more: another node took it up while this one stalled, and finished first.
    const recorded = await this.deps.repo.finishLog(job.id, {
      outcome: answer.ok ? 'done' : 'failed',
      problem: answer.problem,
      httpStatus: answer.status,
      warned: warning === null || warning === 'none' ? null : warning === 'posted',
      warningHeld: warning === 'held',
      restricted,
    });
    const text = answer.problem ? PROBLEM_TEXT[answer.problem] : undefined;
    if (recorded && text) await this.deps.reportProblem(job.ownerId, text);
  }
}
