import type { ChannelEvent, ChannelEventOf } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { type MinuteBucket, addTop, emptyBucket, mergeBucket } from './minute-bucket';
import { type StreamRef, recordedTime, streamAt } from './stream-ref';

const MINUTE = 60_000;
/** Counts of a minute no known stream covers wait this long for one (a webhook late, a lookup). */
const UNRESOLVED_KEEP_MINUTES = 3;
/** A chatter's presence in a minute is remembered this long (late events come within minutes). */
const PRESENCE_KEEP_MINUTES = 10;
/** An event whose own time is further than this from its arrival is counted at its arrival. */
const MAX_SKEW_MS = 10 * MINUTE;
/** How long this node trusts what it knows of a channel's streams (another node may open one). */
const STREAMS_TTL_MS = 30_000;
const OWN_IDS_MAX = 10_000;

interface OwnerState {
  /** The channel's latest streams, newest first; empty when none is known. */
  streams: StreamRef[];
  /** When the streams were last read or changed here (or asked for); 0 while never. */
  checkedAt: number;
  /** The streams were read or set here at least once. */
  loaded: boolean;
  minutes: Map<number, MinuteBucket>;
  presence: Map<number, Set<string>>;
  /** The minute of the last event (the hot path's shortcut to its bucket). */
  last: MinuteBucket | undefined;
}

export interface ResolvedBucket {
  ownerId: string;
  streamId: string;
  bucket: MinuteBucket;
}

export interface RecorderDeps {
  clock: Clock;
  /** The channel's streams are not known here (or are stale): read them (asynchronously). */
  lookup(ownerId: string, broadcasterUserId: number): void;
  /**
   * Whether a chat line is the bot's own echo (the bot feature; with KICK_CHAT_SENDER=user its
   * lines come from the streamer's account, and one another node sent is found in the outbox).
   */
  botLine?(line: ChannelEventOf<'chat'>): boolean | Promise<boolean>;
}

/**
 * Counts a channel's stream per minute in memory (decision 020): a chat line is a few map
 * operations on the app thread and no query; `take()` hands the counts to the one flush statement.
 * Counts are kept by channel and minute and given their stream when flushed, so a line that
 * arrives before its stream is known (a webhook late, another node opened it) still counts.
 */
export class StatsRecorder {
  private readonly owners = new Map<string, OwnerState>();
  /** Kick message ids of the bot's own sends: their echo is not a viewer's line. */
  private readonly ownIds = new Set<string>();
  /** Lines whose sender the bot is asked about (its echo, or the streamer's own line). */
  private readonly checks = new Set<Promise<void>>();
  dropped = 0;

  constructor(private readonly deps: RecorderDeps) {}

  /** Kick delivers every line back, the bot's too: this id was the bot's. */
  ownMessage(messageId: string): void {
    this.ownIds.add(messageId);
    if (this.ownIds.size > OWN_IDS_MAX) {
      const oldest = this.ownIds.values().next().value;
      if (oldest !== undefined) this.ownIds.delete(oldest);
    }
  }

  onEvent(event: ChannelEvent): void {
    switch (event.kind) {
      case 'chat':
        return this.chat(event);
      case 'follow':
        this.bucketOf(event.ownerId, event.broadcasterUserId, this.timeOf(event)).follows += 1;
        return;
      case 'subscription': {
        const bucket = this.bucketOf(event.ownerId, event.broadcasterUserId, this.timeOf(event));
        if (event.renewal) bucket.renewals += 1;
        else bucket.subs += 1;
        return;
      }
      case 'gift':
        this.bucketOf(event.ownerId, event.broadcasterUserId, this.timeOf(event)).giftedSubs +=
          event.giftees.length;
        return;
      case 'kicks':
        this.bucketOf(event.ownerId, event.broadcasterUserId, this.timeOf(event)).kicks += Math.max(
          0,
          Math.round(event.amount),
        );
        return;
      default:
        return;
    }
  }

  private chat(line: ChannelEventOf<'chat'>): void {
    if (this.ownIds.delete(line.messageId)) return;
    // Bot accounts (Kyo's, and others with Kick's bot badge) are not the audience.
    for (const badge of line.sender.badges) if (badge.type === 'bot') return;
    const own = this.deps.botLine?.(line) ?? false;
    if (own === false) return this.count(line);
    if (own === true) return;
    // From the account the bot posts as and not known here: the outbox answers.
    const counted = own.then(
      (yes) => void (yes || this.count(line)),
      () => this.count(line),
    );
    this.checks.add(counted);
    void counted.finally(() => this.checks.delete(counted));
  }

  /** Resolves when the lines waiting for the bot's answer (`botLine`) are counted. */
  async idle(): Promise<void> {
    await Promise.all([...this.checks]);
  }

  private count(line: ChannelEventOf<'chat'>): void {
    const sender = line.sender;
    const bucket = this.bucketOf(line.ownerId, line.broadcasterUserId, this.timeOf(line));
    bucket.messages += 1;
    const name = sender.name ?? 'anonymous';
    const key = sender.id !== null ? String(sender.id) : `name:${name.toLowerCase()}`;
    const owner = this.owners.get(line.ownerId)!;
    let seen = owner.presence.get(bucket.minute);
    if (!seen) owner.presence.set(bucket.minute, (seen = new Set()));
    if (!seen.has(key)) {
      seen.add(key);
      bucket.newChatters.push(key);
    }
    addTop(bucket, 'chatter', key, name);
    for (const part of line.parts) {
      if (part.kind !== 'emote') continue;
      bucket.emotes += 1;
      addTop(bucket, 'emote', part.id, part.name);
    }
    const content = line.content;
    if (content.charCodeAt(0) === 33 /* ! */) {
      const command = /^!([^\s!]{1,50})/.exec(content)?.[1];
      if (command) {
        bucket.commands += 1;
        addTop(bucket, 'command', command.toLowerCase(), command.toLowerCase());
      }
    }
  }

  /** A message the bot sent in the channel (the bot feature counts its sends). */
  botMessage(ownerId: string, broadcasterUserId: number, at: number): void {
    this.bucketOf(ownerId, broadcasterUserId, at).botMessages += 1;
  }

  /** A moderation rule acted on a line (dry runs are not actions). */
  modAction(ownerId: string, at: number): void {
    const owner = this.owners.get(ownerId);
    if (owner) this.bucketIn(owner, at).modActions += 1;
  }

  /** A channel-points redemption (the rewards feature, when it lands). */
  redemption(ownerId: string, broadcasterUserId: number, at: number): void {
    this.bucketOf(ownerId, broadcasterUserId, at).redemptions += 1;
  }

  /** A live reading of the channel's viewers (the live poller, on the node that polls). */
  viewers(ownerId: string, broadcasterUserId: number, at: number, viewers: number): void {
    const bucket = this.bucketOf(ownerId, broadcasterUserId, at);
    bucket.viewerSum += viewers;
    bucket.viewerReadings += 1;
    const when = this.recorded(this.owners.get(ownerId)!, at);
    bucket.liveAt = Math.max(bucket.liveAt, when);
    if (viewers > bucket.peak || bucket.peakAt === null) {
      bucket.peak = viewers;
      bucket.peakAt = when;
    }
  }

  /** What this node knows of a channel's streams (newest first), after a read or a change. */
  setStreams(ownerId: string, streams: StreamRef[]): void {
    const owner = this.stateOf(ownerId);
    const before = owner.streams[0];
    const open = streams[0];
    if (open?.clock && open.endedAt === null && !(before?.id === open.id && before.clock))
      this.forgetBefore(owner, open);
    owner.streams = streams;
    owner.loaded = true;
    owner.checkedAt = this.deps.clock.now();
    owner.last = undefined;
  }

  /**
   * A demo sample just started: it is recorded in the minutes before its playback, where the
   * counts waiting for a stream are lines typed while the channel was offline. They are not the
   * sample's (they were counted in real time, the sample's in its own): dropped, as offline chat.
   */
  private forgetBefore(owner: OwnerState, sample: StreamRef): void {
    const first = Math.floor(sample.startedAt / MINUTE);
    const last = Math.floor(sample.clock!.from / MINUTE);
    for (const minute of owner.minutes.keys())
      if (minute >= first && minute <= last) {
        owner.minutes.delete(minute);
        this.dropped += 1;
      }
    for (const minute of owner.presence.keys())
      if (minute >= first && minute <= last) owner.presence.delete(minute);
    owner.last = undefined;
  }

  /** Whether this node has read (or changed) the channel's streams at least once. */
  knows(ownerId: string): boolean {
    return this.owners.get(ownerId)?.loaded ?? false;
  }

  streamsOf(ownerId: string): StreamRef[] {
    return this.owners.get(ownerId)?.streams ?? [];
  }

  /**
   * Hands over the counts whose stream is known (removed from memory), keeps those that may
   * still find one, and drops those too old to (offline chat). `restore` puts a batch back.
   */
  take(): ResolvedBucket[] {
    const now = Math.floor(this.deps.clock.now() / MINUTE);
    const out: ResolvedBucket[] = [];
    for (const [ownerId, owner] of this.owners) {
      for (const [minute, bucket] of owner.minutes) {
        const stream = streamAt(owner.streams, minute * MINUTE);
        if (stream) {
          // Counted before the stream's category was known: the minute takes it now.
          bucket.category ??= stream.category;
          out.push({ ownerId, streamId: stream.id, bucket });
        } else if (owner.checkedAt > 0 && minute < now - UNRESOLVED_KEEP_MINUTES) this.dropped += 1;
        else continue;
        owner.minutes.delete(minute);
      }
      owner.last = undefined;
      const newest = Math.max(now, ...owner.presence.keys());
      for (const minute of owner.presence.keys())
        if (minute < newest - PRESENCE_KEEP_MINUTES) owner.presence.delete(minute);
      if (owner.minutes.size === 0 && owner.presence.size === 0 && owner.streams.length === 0)
        this.owners.delete(ownerId);
    }
    return out;
  }

  /** A failed flush: its counts go back, to be written by the next one. */
  restore(batch: ResolvedBucket[]): void {
    for (const { ownerId, bucket } of batch) {
      const owner = this.stateOf(ownerId);
      const into = owner.minutes.get(bucket.minute);
      if (into) mergeBucket(into, bucket);
      else owner.minutes.set(bucket.minute, bucket);
    }
  }

  private timeOf(event: ChannelEvent): number {
    return Math.abs(event.at - event.receivedAt) > MAX_SKEW_MS ? event.receivedAt : event.at;
  }

  private stateOf(ownerId: string): OwnerState {
    let owner = this.owners.get(ownerId);
    if (!owner) {
      owner = {
        streams: [],
        checkedAt: 0,
        loaded: false,
        minutes: new Map(),
        presence: new Map(),
        last: undefined,
      };
      this.owners.set(ownerId, owner);
    }
    return owner;
  }

  private bucketOf(ownerId: string, broadcasterUserId: number, at: number): MinuteBucket {
    const owner = this.stateOf(ownerId);
    const now = this.deps.clock.now();
    if (now - owner.checkedAt > STREAMS_TTL_MS) {
      // Asked once per TTL: the lookup marks the time before it answers.
      owner.checkedAt = Math.max(owner.checkedAt, now - STREAMS_TTL_MS + 5_000);
      this.deps.lookup(ownerId, broadcasterUserId);
    }
    return this.bucketIn(owner, at);
  }

  /**
   * Where an instant is recorded: in a demo sample's own minutes when it lies within the sample's
   * playback (while it plays, or a line that reaches the stats after its end: a backlog), else
   * the instant itself. A line delivered late is never counted in the real stream that followed.
   */
  private recorded(owner: OwnerState, at: number): number {
    for (const stream of owner.streams) {
      const clock = stream.clock;
      if (!clock || at < clock.from) continue;
      const playedUntil =
        stream.endedAt === null
          ? Infinity
          : clock.from + (stream.endedAt - clock.base) / clock.scale;
      if (at <= playedUntil) return recordedTime(stream, at);
    }
    return at;
  }

  private bucketIn(owner: OwnerState, at: number): MinuteBucket {
    const minute = Math.floor(this.recorded(owner, at) / MINUTE);
    const last = owner.last;
    if (last && last.minute === minute) return last;
    let bucket = owner.minutes.get(minute);
    if (!bucket) {
      const stream = streamAt(owner.streams, minute * MINUTE);
      bucket = emptyBucket(minute, stream?.category ?? null);
      owner.minutes.set(minute, bucket);
    }
    owner.last = bucket;
    return bucket;
  }
}
