import { actorName, type AlertType, type ChannelEventOf } from '@kyo/contracts';
import type { Clock } from '../../../platform/clock';
import type { BotConfigCache } from '../bot-config';
import { alertOf } from '../alerts/alerts';
import type { ChannelStateService } from '../channel/channel-state';
import type { ChannelRef } from '../../../ports';
import type { ActiveChatters } from './active-chatters';
import type { AudienceRepo, FollowRecord } from './audience.repo';

/** What templates, built-ins and the status page read about a channel's audience. */
export interface AudienceView {
  followOf(kickUserId: string): Promise<FollowRecord | null>;
  followOfName(username: string): Promise<FollowRecord | null>;
  follows(): Promise<{ seen: number; since: Date | null }>;
  activeChatters(minutes: number): Promise<number>;
}

export interface Greeting {
  type: Extract<AlertType, 'first_chat' | 'first_chat_stream'>;
  name: string;
}

/** Seen-this-stream sets larger than this are dropped (the database still decides). */
const SEEN_MAX = 20_000;
/** A batch of sightings this large is written at once rather than at the next flush. */
const BATCH_MAX = 5_000;

export interface AudienceDeps {
  repo: AudienceRepo;
  active: ActiveChatters;
  config: BotConfigCache;
  state: ChannelStateService;
  clock: Clock;
}

/**
 * Follows and chatters as Kyo sees them. Every chat line counts as activity (memory only); the
 * first line of a viewer in a stream (on this node) touches the database once, which tells a
 * first line ever from a return, and decides the greeting.
 */
export class AudienceService {
  /** Per channel: Kick user ids already touched in this stream. */
  private readonly seen = new Map<string, Set<string>>();
  /** Chatters met while no greeting was on: written in one statement by `flush`. */
  private pending = new Map<
    string,
    { userId: string; kickUserId: string; username: string; at: Date }
  >();

  constructor(private readonly deps: AudienceDeps) {}

  view(ownerId: string): AudienceView {
    const { repo, active } = this.deps;
    return {
      followOf: (kickUserId) => repo.followOf(ownerId, kickUserId),
      followOfName: (username) => repo.followOfName(ownerId, username.replace(/^@/, '')),
      follows: () => repo.followStats(ownerId),
      activeChatters: (minutes) => active.count(ownerId, minutes),
    };
  }

  /**
   * A chat line: counted as activity; true when its sender is new to this node in this stream
   * (then `greet` must run, in the channel's queue).
   */
  onChat(line: ChannelEventOf<'chat'>): boolean {
    const id = line.sender.id;
    // The streamer is neither an active viewer nor someone to greet.
    if (id === null || id === line.broadcasterUserId) return false;
    const key = String(id);
    this.deps.active.add(line.ownerId, key, line.receivedAt);
    let seen = this.seen.get(line.ownerId);
    if (!seen) this.seen.set(line.ownerId, (seen = new Set()));
    if (seen.has(key)) return false;
    if (seen.size >= SEEN_MAX) seen.clear();
    seen.add(key);
    return true;
  }

  /** A stream started or ended: everyone's next line is a first line of the stream again. */
  onStream(ownerId: string): void {
    this.seen.delete(ownerId);
  }

  /** Writes the batched sightings (with the bot's counters, every 2 s, and on shutdown). */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    await this.deps.repo.touchChatters(batch);
  }

  async recordFollow(event: ChannelEventOf<'follow'>): Promise<void> {
    const { follower } = event;
    if (follower.id === null) return;
    await this.deps.repo.recordFollow(event.ownerId, {
      kickUserId: String(follower.id),
      username: actorName(follower, String(follower.id)),
      followedAt: new Date(event.at),
    });
  }

  /**
   * Records the sender and answers the greeting their line earns, if any: a first line ever
   * (`first_chat`), else the first of a live stream after being away (`first_chat_stream`), each
   * when turned on and not within its cooldown.
   */
  async greet(channel: ChannelRef, line: ChannelEventOf<'chat'>): Promise<Greeting | null> {
    const { repo, config, state, clock } = this.deps;
    const name = actorName(line.sender, 'someone');
    const now = new Date(clock.now());
    const chatter = { kickUserId: String(line.sender.id), username: name };
    const { settings, alerts, language } = await config.get(channel.userId);
    const first = alertOf('first_chat', alerts.get('first_chat'), language);
    const again = alertOf('first_chat_stream', alerts.get('first_chat_stream'), language);
    // No greeting to decide: the sighting joins the next batch (nothing waits on the database).
    if (!settings.enabled || (!first.enabled && !again.enabled)) {
      this.pending.set(`${channel.userId}:${chatter.kickUserId}`, {
        userId: channel.userId,
        ...chatter,
        at: now,
      });
      if (this.pending.size >= BATCH_MAX) void this.flush().catch(() => undefined);
      return null;
    }
    const touch = await repo.touchChatter(channel.userId, chatter, now);
    let type: Greeting['type'] | null = null;
    if (touch.firstEver && first.enabled) type = 'first_chat';
    else if (again.enabled && (touch.firstEver || touch.previousSeenAt !== null)) {
      const stream = await state.get(channel, 'live');
      const started = stream.live ? stream.startedAt : null;
      if (
        started !== null &&
        (touch.firstEver ||
          (touch.previousSeenAt !== null && touch.previousSeenAt.getTime() < started))
      )
        type = 'first_chat_stream';
    }
    if (!type) return null;
    const cooldown = (type === 'first_chat' ? first : again).cooldownSeconds ?? 0;
    if (!(await repo.claimGreeting(channel.userId, type, cooldown, now))) return null;
    return { type, name };
  }
}
