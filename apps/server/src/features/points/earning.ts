import type { ChannelEventOf, PointsSettings } from '@kyo/contracts';
import type { Entry } from './ledger.repo';

const MINUTE = 60_000;
/** A node that could not flush for longer credits at most this many minutes back. */
const MAX_BACKFILL_MINUTES = 60;

/** A chatter of a channel as this node saw them since they were last forgotten. */
interface Activity {
  login: string;
  name: string;
  kickUserId: number | null;
  subscriber: boolean;
  /** When their last line that earns came (ms); -Infinity when none did. */
  activeAt: number;
  /** Their last line that earns, to refuse a repeat. */
  last: string;
  /** Seen in chat since the last flush (their last seen time is written). */
  seen: boolean;
  /** A line that earns since the last flush (the first line of a stream is claimed). */
  earned: boolean;
}

export interface SeenViewer {
  login: string;
  name: string;
  kickUserId: number | null;
}

/** What one channel's flush writes. */
export interface ChannelFlush {
  ownerId: string;
  seen: SeenViewer[];
  /** Ledger entries of the chat's earnings (needs the stream: built by `entries`). */
  entries(streamId: string): Entry[];
}

const SUBSCRIBER_BADGES = new Set(['subscriber', 'founder']);

/**
 * Earning by chatting, in memory (docs/points.md): a chat line is a few map operations on the
 * app thread and no query. Once a minute `take` hands the flush every channel's active chatters:
 * each active minute is a ledger entry keyed by (viewer, minute), so another node that saw the
 * same viewer in the same minute writes the same key and the ledger keeps one.
 */
export class PointsEarning {
  private readonly channels = new Map<string, Map<string, Activity>>();
  /** The minute of this node's last flush (each flush credits from it to the current one). */
  private lastMinute: number | null = null;
  /** First lines of a stream this node already claimed: `<stream>:<login>`. */
  private readonly firstClaimed = new Set<string>();

  constructor(private readonly rulesOf: (ownerId: string) => PointsSettings | undefined) {}

  /** A chat line of a channel (its stage in the chat pipeline). */
  chat(line: ChannelEventOf<'chat'>, now: number): void {
    const rules = this.rulesOf(line.ownerId);
    if (!rules?.enabled) return;
    const sender = line.sender;
    // The streamer (and the bot posting as them) and bot accounts are not the audience.
    if (sender.name === null || sender.id === line.broadcasterUserId) return;
    let subscriber = false;
    for (const badge of sender.badges) {
      if (badge.type === 'bot') return;
      if (SUBSCRIBER_BADGES.has(badge.type)) subscriber = true;
    }
    let viewers = this.channels.get(line.ownerId);
    if (!viewers) this.channels.set(line.ownerId, (viewers = new Map<string, Activity>()));
    const login = sender.name.toLowerCase();
    let viewer = viewers.get(login);
    if (!viewer) {
      viewer = {
        login,
        name: sender.name,
        kickUserId: sender.id,
        subscriber,
        activeAt: -Infinity,
        last: '',
        seen: true,
        earned: false,
      };
      viewers.set(login, viewer);
    } else {
      viewer.name = sender.name;
      viewer.subscriber = subscriber;
      viewer.seen = true;
    }
    if (rules.ignoreCommands && line.content.charCodeAt(0) === 33 /* ! */) return;
    const text = line.text.trim();
    if (text.length < rules.minLength) return;
    const said = text.toLowerCase();
    if (rules.ignoreRepeats && said === viewer.last) return;
    viewer.last = said;
    viewer.activeAt = now;
    viewer.earned = true;
  }

  /**
   * Every channel's chatters to write, and their minutes up to the one `now` is in; forgets the
   * chatters no longer active. The minutes are those after the last flush (a lost flush is made
   * up, at most an hour back).
   */
  take(now: number): ChannelFlush[] {
    const minute = Math.floor(now / MINUTE);
    const from = this.fromMinute(minute);
    this.lastMinute = minute;
    const flushes: ChannelFlush[] = [];
    for (const ownerId of [...this.channels.keys()]) {
      const flush = this.takeOne(ownerId, now, from, minute);
      if (flush) flushes.push(flush);
    }
    return flushes;
  }

  /**
   * Whether this viewer has a line that earns since the last flush (`!points` then writes the
   * channel's earnings first, so the answer counts the line just typed).
   */
  hasUnwritten(ownerId: string, login: string): boolean {
    return this.channels.get(ownerId)?.get(login.toLowerCase())?.earned === true;
  }

  /**
   * One channel's chatters to write now, between two flushes. The minutes are the same as the
   * next flush will write again for them: the ledger's keys make those a no-op.
   */
  takeChannel(ownerId: string, now: number): ChannelFlush | null {
    const minute = Math.floor(now / MINUTE);
    return this.takeOne(ownerId, now, this.fromMinute(minute), minute);
  }

  /**
   * The first minute a flush credits: the last flush's minute again too (a line after that flush
   * still earns its minute; the ledger's key makes a minute credited before a no-op), at most
   * an hour back.
   */
  private fromMinute(minute: number): number {
    return Math.max(this.lastMinute ?? minute, minute - MAX_BACKFILL_MINUTES);
  }

  private takeOne(ownerId: string, now: number, from: number, minute: number) {
    const viewers = this.channels.get(ownerId);
    if (!viewers) return null;
    const rules = this.rulesOf(ownerId);
    if (!rules?.enabled) {
      this.channels.delete(ownerId);
      return null;
    }
    const windowMs = rules.activeMinutes * MINUTE;
    const seen: SeenViewer[] = [];
    const active: Array<Activity & { firstLine: boolean }> = [];
    for (const viewer of viewers.values()) {
      if (viewer.seen)
        seen.push({ login: viewer.login, name: viewer.name, kickUserId: viewer.kickUserId });
      if (viewer.activeAt + windowMs > from * MINUTE)
        active.push({ ...viewer, firstLine: viewer.earned });
      viewer.seen = false;
      viewer.earned = false;
      if (viewer.activeAt + windowMs <= now) viewers.delete(viewer.login);
    }
    if (viewers.size === 0) this.channels.delete(ownerId);
    if (seen.length === 0 && active.length === 0) return null;
    return {
      ownerId,
      seen,
      entries: (streamId: string) => this.entriesOf(rules, active, streamId, from, minute),
    };
  }

  private entriesOf(
    rules: PointsSettings,
    active: Array<Activity & { firstLine: boolean }>,
    streamId: string,
    from: number,
    to: number,
  ): Entry[] {
    const entries: Entry[] = [];
    const stream = { id: streamId, cap: rules.capPerStream };
    const windowMs = rules.activeMinutes * MINUTE;
    for (const viewer of active) {
      const base = {
        login: viewer.login,
        name: viewer.name,
        kickUserId: viewer.kickUserId,
        stream,
      };
      const first = `${streamId}:${viewer.login}`;
      if (viewer.firstLine && rules.firstLineBonus > 0 && !this.firstClaimed.has(first)) {
        this.firstClaimed.add(first);
        entries.push({
          ...base,
          delta: rules.firstLineBonus,
          kind: 'first-line',
          key: `first:${streamId}:${viewer.login}`,
        });
      }
      if (rules.perMinute === 0) continue;
      const perMinute = Math.round(
        rules.perMinute * (viewer.subscriber ? rules.subscriberMultiplier : 1),
      );
      // The minutes the viewer was active in: from their line's minute until the window ends.
      for (let m = Math.max(from, Math.floor(viewer.activeAt / MINUTE)); m <= to; m++) {
        if (viewer.activeAt + windowMs <= m * MINUTE) break;
        entries.push({
          ...base,
          delta: perMinute,
          kind: 'minute',
          key: `minute:${viewer.login}:${m}`,
        });
      }
    }
    if (this.firstClaimed.size > 100_000) this.firstClaimed.clear();
    return entries;
  }

  /** Forgets a channel's chatters (points switched off). */
  forget(ownerId: string): void {
    this.channels.delete(ownerId);
  }
}
