import type { ModerationAction, ModerationProblem } from '@kyo/contracts';
import type { AppEvents } from '../../app-events';
import type { Clock } from '../../platform/clock';
import { GroupCommit } from '../../platform/group-commit';
import { uuidv7 } from '../../platform/ids';
import type { KickActions } from './kick-actions';
import type { KickAnswer, KickModeration } from './kick-moderation';
import type { LogInsert, LogRow, ModerationRepo } from './moderation.repo';
import { type Hit, viewerKey } from './screen';
import {
  BURST_MS,
  type LocalStrikes,
  type SharedModeration,
  type StrikeResult,
} from './state/strikes';

export interface EnforcerDeps {
  repo: ModerationRepo;
  kick: KickModeration;
  /** Kick's calls for a logged action, and the record of their answers. */
  actions: KickActions;
  strikes: LocalStrikes;
  shared?: SharedModeration;
  clock: Clock;
  /** This node's id in the log's claims, and how long a claim lasts unless renewed. */
  node: string;
  claimMs: number;
  publishAction(action: AppEvents['moderation.action']): void;
  publishDeleted(event: AppEvents['chat.deleted']): void;
  onError(error: unknown, ownerId: string): void;
}

const EXCERPT = 100;

/**
 * Carries out what the screen decided, off the chat's path: picks the action (the ladder for
 * `warn`), claims the message in the log (one action per message, whichever node; the row
 * claimed by this node until Kick answered), then Kick's calls and the warning (kick-actions.ts).
 * A row whose node died is taken up by another node (`resume`, from pending-actions.ts).
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

  /** Carries out a pending row this node took up (its node died before finishing it). */
  resume(row: LogRow): void {
    this.track(row.userId, () => this.deps.actions.run(this.deps.actions.jobOf(row)));
  }

  /** Marks a pending row this node took up as failed, without calling Kick. */
  giveUp(row: LogRow, problem: ModerationProblem): Promise<void> {
    return this.deps.actions.giveUp(row, problem);
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
    const taken = await this.inserts.add({
      ...row,
      // A raid's notice is due: said in the row, so a node taking it up posts it (kick-actions).
      ...(this.noticeDue(hit) ? { warned: false } : {}),
      outcome: 'pending',
      claimedBy: this.deps.node,
      claimedUntil: new Date(this.deps.clock.now() + this.deps.claimMs),
    });
    if (!taken) return;
    this.publish(hit, action, minutes, false);
    if (hit.late) this.deps.publishDeleted({ ownerId: line.ownerId, messageId: line.messageId });
    const channel = {
      userId: line.ownerId,
      broadcasterUserId: line.broadcasterUserId,
      username: line.channelName,
    };
    const viewer = line.sender.name ?? 'viewer';
    const { warning, warningEverySeconds } = hit.channel.settings.escalation;
    await this.deps.actions.run({
      id: row.id,
      ownerId: line.ownerId,
      messageId: line.messageId,
      broadcasterUserId: line.broadcasterUserId,
      viewerId: line.sender.id,
      rule: hit.rule,
      action,
      minutes,
      warn:
        action === 'warn'
          ? () =>
              this.deps.actions.warn(
                channel,
                line.messageId,
                viewer,
                hit.rule,
                warning,
                warningEverySeconds,
              )
          : this.noticeDue(hit)
            ? () =>
                this.deps.actions.raidNotice(
                  channel,
                  line.messageId,
                  hit.raid.text,
                  hit.channel.settings.rules.copy_paste.settings.seconds * 1000,
                  warningEverySeconds,
                )
            : null,
    });
  }

  /** The raid's one notice rides on the line that started it, when its rule warns. */
  private noticeDue(hit: Hit): hit is Hit & { raid: { notice: true } } {
    return hit.raid?.notice === true && hit.channel.settings.rules[hit.rule].action === 'warn';
  }

  /**
   * The rule's action, through the ladder for `warn`; a burst by one viewer only deletes. A raid's
   * line is deleted, and counts on nobody's ladder: the accounts are timed out or banned only when
   * the rule says so itself.
   */
  private async decide(hit: Hit): Promise<{ action: ModerationAction; minutes: number | null }> {
    const rule = hit.channel.settings.rules[hit.rule];
    if (hit.raid) {
      if (rule.action === 'timeout') return { action: 'timeout', minutes: rule.timeoutMinutes };
      return { action: rule.action === 'ban' ? 'ban' : 'delete', minutes: null };
    }
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
