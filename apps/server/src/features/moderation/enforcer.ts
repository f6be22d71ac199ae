import {
  DEFAULT_WARNING,
  RULE_NAMES,
  type Language,
  type ModerationAction,
  type ModerationProblem,
} from '@kyo/contracts';
import type { AppEvents } from '../../app-events';
import type { Clock } from '../../platform/clock';
import { GroupCommit } from '../../platform/group-commit';
import { uuidv7 } from '../../platform/ids';
import type { KickAnswer, KickModeration } from './kick-moderation';
import type { LogInsert, ModerationRepo } from './moderation.repo';
import { type Hit, viewerKey } from './screen';
import {
  BURST_MS,
  type LocalStrikes,
  type SharedModeration,
  type StrikeResult,
} from './state/strikes';

export interface ChannelRef {
  userId: string;
  broadcasterUserId: number;
  username: string;
}

export interface EnforcerDeps {
  repo: ModerationRepo;
  kick: KickModeration;
  strikes: LocalStrikes;
  shared?: SharedModeration;
  clock: Clock;
  languageOf(ownerId: string): Promise<Language>;
  /** Posts a line in the channel's chat through the bot's sender (outbox, pacing). */
  say(channel: ChannelRef, key: string, content: string): Promise<void>;
  publishAction(action: AppEvents['moderation.action']): void;
  publishDeleted(event: AppEvents['chat.deleted']): void;
  /** What the streamer must see on the status page (the bot's error list). */
  reportProblem(ownerId: string, message: string): Promise<void>;
  onError(error: unknown, ownerId: string): void;
}

const EXCERPT = 100;

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
};

/** `{user}` and `{rule}`; `{{` and `}}` are literal braces. */
export function renderWarning(template: string, user: string, rule: string): string {
  return template.replace(/\{\{|\}\}|\{(user|rule)\}/g, (token, name?: string) =>
    name === 'user' ? user : name === 'rule' ? rule : token[0]!,
  );
}

/**
 * Carries out what the screen decided, off the chat's path: picks the action (the ladder for
 * `warn`), claims the message in the log (one action per message, whichever node), then Kick's
 * calls and the warning, and records Kick's answers.
 */
export class Enforcer {
  private readonly inserts: GroupCommit<LogInsert, boolean>;
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: EnforcerDeps) {
    this.inserts = new GroupCommit(
      async (rows) => {
        const inserted = await deps.repo.insertLog(rows);
        return rows.map((row) => inserted.has(row.id));
      },
      { lingerMs: 2 },
    );
  }

  act(hit: Hit): void {
    this.track(hit.line.ownerId, () => this.enforce(hit));
  }

  logDryRun(hit: Hit): void {
    this.track(hit.line.ownerId, async () => {
      const { action, minutes } = this.would(hit);
      const row = this.row(hit, action, minutes, true);
      await this.inserts.add({ ...row, outcome: 'logged' });
      this.publish(hit, action, minutes, true);
    });
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
    await this.inserts.idle();
  }

  /** Lifts a timeout or ban through Kick; the viewer's strikes are forgotten too. */
  async lift(
    ownerId: string,
    target: { broadcasterUserId: number; userId: number },
  ): Promise<KickAnswer> {
    const answer = await this.deps.kick.lift(ownerId, target);
    if (answer.ok) {
      const viewer = String(target.userId);
      this.deps.strikes.clear(ownerId, viewer);
      await this.deps.shared?.clearStrikes(ownerId, viewer).catch(() => undefined);
    }
    return answer;
  }

  private track(ownerId: string, task: () => Promise<void>): void {
    const run = task().catch((error: unknown) => this.deps.onError(error, ownerId));
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  private async enforce(hit: Hit): Promise<void> {
    const { line } = hit;
    const { action, minutes } = await this.decide(hit);
    const row = this.row(hit, action, minutes, false);
    // The log's unique index: a message another node (or a redelivery) already took is theirs.
    if (!(await this.inserts.add({ ...row, outcome: 'pending' }))) return;
    this.publish(hit, action, minutes, false);
    if (hit.late) this.deps.publishDeleted({ ownerId: line.ownerId, messageId: line.messageId });

    const kick = this.deps.kick;
    let answer = await kick.deleteMessage(line.ownerId, line.messageId);
    // Already gone (a moderator was quicker): what was asked is done.
    if (answer.problem === 'not_found') answer = { ok: true, status: answer.status, problem: null };
    let restricted = false;
    if ((action === 'timeout' || action === 'ban') && line.sender.id !== null) {
      const reason = `Kyo: ${RULE_NAMES.en[hit.rule]}`;
      const target = { broadcasterUserId: line.broadcasterUserId, userId: line.sender.id };
      const restriction = await kick.restrict(line.ownerId, target, minutes, reason);
      restricted = restriction.ok;
      if (!restriction.ok || answer.ok) answer = restriction;
    }
    let warned: boolean | null = null;
    if (action === 'warn') warned = await this.warn(hit);
    await this.deps.repo.updateLog(row.id, {
      outcome: answer.ok ? 'done' : 'failed',
      problem: answer.problem,
      httpStatus: answer.status,
      warned,
      restricted,
    });
    const text = answer.problem ? PROBLEM_TEXT[answer.problem] : undefined;
    if (text) await this.deps.reportProblem(line.ownerId, text);
  }

  /** The rule's action, through the ladder for `warn`; a burst by one viewer only deletes. */
  private async decide(hit: Hit): Promise<{ action: ModerationAction; minutes: number | null }> {
    const rule = hit.channel.settings.rules[hit.rule];
    if (rule.action === 'delete') return { action: 'delete', minutes: null };
    const { steps, decayMinutes } = hit.channel.settings.escalation;
    const strike = await this.strike(
      hit.line.ownerId,
      viewerKey(hit.line.sender),
      decayMinutes * 60_000,
    );
    if (!strike.counted) return { action: 'delete', minutes: null };
    if (rule.action === 'timeout') return { action: 'timeout', minutes: rule.timeoutMinutes };
    if (rule.action === 'ban') return { action: 'ban', minutes: null };
    if (strike.count <= 1) return { action: 'warn', minutes: null };
    return { action: 'timeout', minutes: steps[Math.min(strike.count - 2, steps.length - 1)]! };
  }

  /** A dry run's "would have": the ladder read from this node's memory, nothing counted. */
  private would(hit: Hit): { action: ModerationAction; minutes: number | null } {
    const rule = hit.channel.settings.rules[hit.rule];
    if (rule.action === 'timeout') return { action: 'timeout', minutes: rule.timeoutMinutes };
    if (rule.action !== 'warn') return { action: rule.action, minutes: null };
    const { steps, decayMinutes } = hit.channel.settings.escalation;
    const now = this.deps.clock.now();
    const count = this.deps.strikes.peek(
      hit.line.ownerId,
      viewerKey(hit.line.sender),
      now,
      decayMinutes * 60_000,
    );
    if (count === 0) return { action: 'warn', minutes: null };
    return { action: 'timeout', minutes: steps[Math.min(count - 1, steps.length - 1)]! };
  }

  private async strike(ownerId: string, viewer: string, decayMs: number): Promise<StrikeResult> {
    const now = this.deps.clock.now();
    const local = () => this.deps.strikes.strike(ownerId, viewer, now, decayMs, BURST_MS);
    if (!this.deps.shared) return local();
    try {
      return await this.deps.shared.strike(ownerId, viewer, now, decayMs, BURST_MS);
    } catch (error) {
      this.deps.onError(error, ownerId);
      return local();
    }
  }

  private async warn(hit: Hit): Promise<boolean> {
    const { line } = hit;
    const language = await this.deps.languageOf(line.ownerId).catch(() => 'en' as const);
    const template = hit.channel.settings.escalation.warning ?? DEFAULT_WARNING[language];
    const content = renderWarning(
      template,
      line.sender.name ?? 'viewer',
      RULE_NAMES[language][hit.rule],
    );
    const channel = {
      userId: line.ownerId,
      broadcasterUserId: line.broadcasterUserId,
      username: line.channelName,
    };
    try {
      await this.deps.say(channel, `mod:warn:${line.messageId}`, content);
      return true;
    } catch (error) {
      this.deps.onError(error, line.ownerId);
      return false;
    }
  }

  private row(
    hit: Hit,
    action: ModerationAction,
    minutes: number | null,
    dryRun: boolean,
  ): LogInsert {
    const { line } = hit;
    // The line's arrival: the log reads in chat order, whenever the action ran.
    const now = line.receivedAt;
    return {
      id: uuidv7(now),
      userId: line.ownerId,
      messageId: line.messageId,
      broadcasterUserId: line.broadcasterUserId,
      viewerId: line.sender.id,
      viewerName: line.sender.name ?? 'unknown',
      rule: hit.rule,
      excerpt: [...line.text].slice(0, EXCERPT).join(''),
      action,
      minutes,
      dryRun,
      outcome: 'pending',
      at: new Date(now),
    };
  }

  private publish(
    hit: Hit,
    action: ModerationAction,
    minutes: number | null,
    dryRun: boolean,
  ): void {
    const { line } = hit;
    this.deps.publishAction({
      ownerId: line.ownerId,
      messageId: line.messageId,
      viewer: { id: line.sender.id, name: line.sender.name ?? 'unknown' },
      rule: hit.rule,
      action,
      minutes,
      dryRun,
      at: this.deps.clock.now(),
    });
  }
}
