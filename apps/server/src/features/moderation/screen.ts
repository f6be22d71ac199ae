import type { ChannelEvent, ChannelEventOf, KickActor, ModerationRuleId } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { isCommonPhrase } from './filters/common-phrases';
import { type CompiledChannel, LineReading, breaks, hasBlockedLink } from './filters/line-reading';
import type { DomainPattern } from './filters/links';
import { Raids } from './state/raids';
import type { LocalPermits, WindowEntry } from './state/strikes';
import { CopyWindows, FloodWindows } from './state/windows';

type ChatLine = ChannelEventOf<'chat'>;

/** What the pipeline does with a line: pass it on, drop it, or wait (a permit asked of Redis). */
export type ChatVerdict = 'pass' | 'drop' | Promise<'pass' | 'drop'>;

/** A rule that matched a line. */
export interface Hit {
  channel: CompiledChannel;
  line: ChatLine;
  rule: ModerationRuleId;
  /** Found after the line was passed on (the windows every node shares): it was shown. */
  late: boolean;
  /**
   * A line of a copy-paste raid (one event: deleted, nobody's strike); `notice` on the one line
   * whose hit started the raid, which may post the raid's one notice.
   */
  raid?: { notice: boolean; text: string };
}

export interface ScreenDeps {
  /** The channel's compiled rules, or null when none is on (in memory, never a query). */
  channelOf(ownerId: string): CompiledChannel | null;
  clock: Clock;
  permits: LocalPermits;
  /** Several nodes: consumes a permit in Redis (asked for every link a rule would delete). */
  takeSharedPermit?(ownerId: string, viewer: string): Promise<boolean>;
  /** A rule (not in dry run) acts on the line: delete, warn, time out or ban, asynchronously. */
  act(hit: Hit): void;
  /** A rule in dry run matched: logged only. */
  logDryRun(hit: Hit): void;
  /** `!permit @name` from the broadcaster or a moderator (maybe the bot's echo: checked there). */
  permit(line: ChatLine, channel: CompiledChannel, viewer: string): void;
  /** Several nodes: the flood and copy-paste lines go to the shared windows (late verdicts). */
  shareWindows?(line: ChatLine, channel: CompiledChannel, entries: WindowEntry[]): void;
  /**
   * The sites a chat command of another feature carries legitimately in this line (`!sr` with a
   * Spotify link while song requests are on), from memory; null when the line carries none.
   */
  carriedLinks?(ownerId: string, content: string): DomainPattern[] | null;
  /** Whether another feature acts on this whole line now (a giveaway's keyword while open). */
  entryLine?(ownerId: string, text: string): boolean;
  /** Several nodes: a raid started here; the others take their lines of it down too. */
  raidStarted?(ownerId: string, text: string, until: number): void;
}

/** What the windows found for a line, and (several nodes) what to share of it. */
interface Counted {
  flood: boolean;
  copy: boolean;
  /** The line as the copy-paste rule reads it, when it counted there. */
  text: string | null;
  share: WindowEntry[] | null;
}

/** Kick's broadcaster, moderators and bot accounts (the bot's own lines) are never moderated. */
const ALWAYS_EXEMPT = new Set(['broadcaster', 'moderator', 'bot']);
const PERMIT = /^!permit\s+@?([A-Za-z0-9_]{1,25})(?:\s|$)/i;

export const viewerKey = (actor: KickActor) =>
  actor.id !== null ? String(actor.id) : `name:${(actor.name ?? 'unknown').toLowerCase()}`;

/**
 * Who may `!permit` (docs/bot.md): the broadcaster and Kick's moderators, by badge or by being
 * the channel's account, and never a bot account: Kyo's own lines (with Kick's bot badge) echo
 * what a viewer may have made it say, and a bot never commands the bot.
 */
export function mayModerate(line: ChatLine): boolean {
  let moderator = line.sender.id !== null && line.sender.id === line.broadcasterUserId;
  for (const badge of line.sender.badges) {
    const type = badge.type.toLowerCase();
    if (type === 'bot') return false;
    if (type === 'moderator' || type === 'broadcaster') moderator = true;
  }
  return moderator;
}

export function isAlwaysExempt(line: ChatLine): boolean {
  if (line.sender.id !== null && line.sender.id === line.broadcasterUserId) return true;
  return line.sender.badges.some((badge) => ALWAYS_EXEMPT.has(badge.type.toLowerCase()));
}

/** Whether `rule` leaves this sender alone (their badges and the rule's list of names). */
export function isExempt(
  channel: CompiledChannel,
  rule: ModerationRuleId,
  sender: KickActor,
): boolean {
  const exempt = channel.settings.rules[rule].exempt;
  for (const badge of sender.badges) {
    const type = badge.type.toLowerCase();
    if (type === 'vip' && exempt.vip) return true;
    if (type === 'og' && exempt.og) return true;
    if (type === 'founder' && exempt.founder) return true;
    if (
      type === 'subscriber' &&
      exempt.subscriberMonths !== null &&
      (badge.count ?? 1) >= exempt.subscriberMonths
    )
      return true;
  }
  const names = channel.exemptNames.get(rule);
  return Boolean(sender.name && names && names.size > 0 && names.has(sender.name.toLowerCase()));
}

/**
 * The moderation stage of the chat pipeline: every chat line of a channel with a rule on is
 * checked here before any consumer sees it, in memory (rules, windows, permits), so a clean line
 * costs no database or network round trip. The first rule (in MODERATION_RULES order) that acts
 * on a line decides; rules in dry run before it are logged and the checking goes on.
 */
export class ModerationScreen {
  readonly flood = new FloodWindows();
  readonly copies = new CopyWindows<ChatLine>();
  readonly raids = new Raids();

  constructor(private readonly deps: ScreenDeps) {}

  screen(event: ChannelEvent): ChatVerdict {
    if (event.kind !== 'chat') return 'pass';
    const channel = this.deps.channelOf(event.ownerId);
    if (!channel) return 'pass';
    if (isAlwaysExempt(event)) {
      if (mayModerate(event)) this.maybePermit(event, channel);
      return 'pass';
    }
    const line = new LineReading(event);
    return this.check(channel, line, this.count(channel, line), 0);
  }

  /** Records the line in the flood and copy-paste windows; answers the rules they trip. */
  private count(channel: CompiledChannel, line: LineReading): Counted {
    const counted: Counted = { flood: false, copy: false, text: null, share: null };
    const { rules } = channel.settings;
    const now = this.deps.clock.now();
    const sender = line.line.sender;
    const ownerId = line.line.ownerId;
    // One node alone keeps no list of what to share (nothing to share it with).
    const sharing = this.deps.shareWindows !== undefined;
    if (channel.rules.includes('flood') && !isExempt(channel, 'flood', sender)) {
      const { maxLines, seconds } = rules.flood.settings;
      const windowMs = seconds * 1000;
      const viewer = viewerKey(sender);
      counted.flood = this.flood.record(ownerId, viewer, now, windowMs) > maxLines;
      if (sharing)
        (counted.share ??= []).push({
          kind: 'flood',
          ownerId,
          key: viewer,
          member: line.line.messageId,
          at: now,
          windowMs,
        });
    }
    if (channel.rules.includes('copy_paste') && !isExempt(channel, 'copy_paste', sender)) {
      const { minViewers, seconds, minLength, ignoreCommon } = rules.copy_paste.settings;
      const key = line.copyKey;
      if (
        key.length >= minLength &&
        // A command is for a bot, and a chat says commands together (`!sr`, a giveaway's `!join`).
        !line.line.content.trimStart().startsWith('!') &&
        !(ignoreCommon && isCommonPhrase(key)) &&
        // A giveaway's keyword: the chat enters together (however long the keyword).
        !this.deps.entryLine?.(ownerId, line.line.text)
      ) {
        const windowMs = seconds * 1000;
        const viewer = viewerKey(sender);
        const viewers = this.copies.record(ownerId, key, viewer, now, windowMs, line.line);
        // A raid under way takes its next line whatever this node counted (another node may
        // have seen most of it).
        counted.copy = viewers >= minViewers || this.raids.has(ownerId, key, now);
        counted.text = key;
        if (sharing)
          (counted.share ??= []).push({
            kind: 'copy',
            ownerId,
            key,
            member: viewer,
            at: now,
            windowMs,
          });
      }
    }
    return counted;
  }

  private check(
    channel: CompiledChannel,
    line: LineReading,
    counted: Counted,
    from: number,
  ): ChatVerdict {
    const sender = line.line.sender;
    for (let i = from; i < channel.rules.length; i++) {
      const rule = channel.rules[i]!;
      const hit =
        rule === 'flood'
          ? counted.flood
          : rule === 'copy_paste'
            ? counted.copy
            : breaks(rule, channel, line, rule === 'links' ? this.carried(line) : null);
      if (!hit || isExempt(channel, rule, sender)) continue;
      const found: Hit = { channel, line: line.line, rule, late: false };
      if (channel.settings.rules[rule].dryRun) {
        this.deps.logDryRun(found);
        continue;
      }
      if (rule === 'copy_paste' && counted.text !== null) {
        this.raid(found, counted.text);
        return 'drop';
      }
      if (rule === 'links' && !hasBlockedLink(channel, line)) {
        const permitted = this.permitted(line.line);
        if (permitted === true) continue;
        if (permitted !== false)
          return permitted.then((yes) => {
            if (!yes) {
              this.deps.act(found);
              return 'drop';
            }
            return this.check(channel, line, counted, i + 1);
          });
      }
      this.deps.act(found);
      return 'drop';
    }
    // Passed here: the other nodes' lines may still make it a flood or a raid (a late verdict).
    if (counted.share && this.deps.shareWindows)
      this.deps.shareWindows(line.line, channel, counted.share);
    return 'pass';
  }

  /**
   * A line a copy-paste raid takes (found here or, several nodes, late in the shared windows). A
   * raid is one event: the hit that starts it also takes down the raid's lines already shown and
   * carries its one notice; later lines are only deleted. Nobody's strike counts for a raid.
   */
  raid(found: Hit, text: string): void {
    const ownerId = found.line.ownerId;
    const now = this.deps.clock.now();
    const windowMs = found.channel.settings.rules.copy_paste.settings.seconds * 1000;
    if (!this.raids.hit(ownerId, text, now, windowMs)) {
      this.deps.act({ ...found, raid: { notice: false, text } });
      return;
    }
    this.takeDown(found.channel, ownerId, text, found.line.messageId);
    this.deps.act({ ...found, raid: { notice: true, text } });
    this.deps.raidStarted?.(ownerId, text, now + windowMs);
  }

  /** Another node started a raid: this node's lines of it go too, and its next ones at once. */
  heardRaid(ownerId: string, text: string, until: number): void {
    if (!this.raids.heard(ownerId, text, until, this.deps.clock.now())) return;
    const channel = this.deps.channelOf(ownerId);
    if (!channel?.rules.includes('copy_paste') || channel.settings.rules.copy_paste.dryRun) return;
    this.takeDown(channel, ownerId, text, null);
  }

  /** The raid's lines this node passed on (shown) within the window: deleted late. */
  private takeDown(
    channel: CompiledChannel,
    ownerId: string,
    text: string,
    except: string | null,
  ): void {
    for (const line of this.copies.linesOf(ownerId, text))
      if (line.messageId !== except)
        this.deps.act({
          channel,
          line,
          rule: 'copy_paste',
          late: true,
          raid: { notice: false, text },
        });
  }

  /** The sites the line's command carries legitimately (`!sr` with a song link), if any. */
  private carried(line: LineReading): DomainPattern[] | null {
    const content = line.line.content;
    if (!this.deps.carriedLinks || !content.trimStart().startsWith('!')) return null;
    return this.deps.carriedLinks(line.line.ownerId, content);
  }

  /**
   * A permit for this viewer: used at once on one node. With several nodes Redis is asked for
   * every link a rule would delete, not only when this node heard of a permit: a node that
   * started, restarted or reconnected to Redis after the `!permit` heard nothing of it over
   * pub/sub, while Redis holds it.
   */
  private permitted(line: ChatLine): boolean | Promise<boolean> {
    const name = line.sender.name?.toLowerCase();
    if (!name) return false;
    const now = this.deps.clock.now();
    const { permits } = this.deps;
    if (!this.deps.takeSharedPermit) return permits.take(line.ownerId, name, now);
    const known = permits.has(line.ownerId, name, now);
    permits.forget(line.ownerId, name);
    // Redis away: the permit this node knew of decides.
    return this.deps.takeSharedPermit(line.ownerId, name).catch(() => known);
  }

  private maybePermit(line: ChatLine, channel: CompiledChannel): void {
    if (!channel.rules.includes('links')) return;
    const match = PERMIT.exec(line.content.trimStart());
    if (match) this.deps.permit(line, channel, match[1]!.toLowerCase());
  }
}
