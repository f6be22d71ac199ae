import {
  actorName,
  parseVote,
  type ChannelEvent,
  type ChannelEventOf,
  type EntrySource,
} from '@kyo/contracts';
import type { Clock } from '../../../platform/clock';
import type { KeyedQueue } from '../../../platform/keyed-queue';
import type { CountersService } from '../counters/counters.service';
import type { GamesCache, OwnerGames } from '../games-cache';
import type { GiveawayDraws } from '../giveaways/giveaway-draws';
import type { Applicant, GiveawaysService } from '../giveaways/giveaways.service';
import type { PollsService } from '../polls/polls.service';
import type { ChatCounts } from './chat-counts';

export interface GamesChatDeps {
  cache: GamesCache;
  counts: ChatCounts;
  counters: CountersService;
  giveaways: GiveawaysService;
  draws: GiveawayDraws;
  polls: PollsService;
  queue: KeyedQueue;
  clock: Clock;
}

type ChatLine = ChannelEventOf<'chat'>;

/** A giveaway's entry line: its keyword (the whole line, any case) or `!command …`. */
export function entrySource(
  line: Pick<ChatLine, 'content' | 'text'>,
  giveaway: { keyword: string | null; command: string | null },
): EntrySource | null {
  if (giveaway.command) {
    const trigger = /^\s*!(\S+)/.exec(line.content)?.[1]?.toLowerCase();
    if (trigger === giveaway.command) return 'command';
  }
  if (giveaway.keyword && line.text.trim().toLowerCase() === giveaway.keyword.toLowerCase())
    return 'keyword';
  return null;
}

/** Who a chat line's sender is, for a giveaway's rules. */
export function applicantOf(line: ChatLine): Applicant {
  const { sender } = line;
  const badges = sender.badges.map((b) => ({ type: b.type, count: b.count }));
  const has = (type: string) => badges.some((b) => b.type.toLowerCase() === type);
  return {
    viewerId: String(sender.id),
    name: actorName(sender, 'someone'),
    anonymous: sender.anonymous || sender.id === null,
    broadcaster: sender.id === line.broadcasterUserId || has('broadcaster'),
    moderator: has('moderator'),
    badges,
    // The entry line itself is counted before the rules read the count.
    linesToSkip: 1,
    saidAt: line.at,
  };
}

/**
 * The games' consumer of 'kick.event' (lines moderation acted on never get here): every chat
 * line is counted for "messages this stream"; a line that enters the open giveaway, votes in the
 * open poll or comes from a winner who must confirm is handled in the channel's queue, in order.
 * A stream start resets the counters set to reset and everyone's line count; a ban (Kick's
 * `moderation.banned`) keeps the viewer out of giveaways.
 */
export class GamesChat {
  constructor(private readonly deps: GamesChatDeps) {}

  onEvent(event: ChannelEvent): void {
    const { queue, cache } = this.deps;
    const ownerId = event.ownerId;
    if (event.kind === 'stream') {
      if (event.live)
        void queue.run(ownerId, async () => {
          await this.deps.counters.onStreamStart(ownerId, event.startedAt ?? event.at);
          await this.deps.counts.reset(ownerId);
        });
      return;
    }
    if (event.kind === 'ban') {
      const { user } = event;
      if (user.id !== null)
        void queue.run(ownerId, () =>
          this.deps.giveaways.onBan(
            ownerId,
            { id: String(user.id), name: actorName(user, 'someone') },
            event.at,
            event.expiresAt,
          ),
        );
      return;
    }
    if (event.kind !== 'chat' || event.sender.id === null) return;
    const viewerId = String(event.sender.id);
    this.deps.counts.add(ownerId, viewerId, this.deps.clock.now());
    const games = cache.peek(ownerId);
    if (games && !this.concerns(event, viewerId, games)) return;
    void queue.run(ownerId, async () => {
      const current = await cache.get(ownerId);
      if (this.concerns(event, viewerId, current)) await this.handle(event, viewerId, current);
    });
  }

  /**
   * Whether a line's text is the keyword of the channel's open giveaway, from memory (moderation
   * asks it on the chat line's path; a channel whose games are not held yet has none to enter).
   */
  isEntryKeyword(ownerId: string, text: string): boolean {
    const giveaway = this.deps.cache.peek(ownerId)?.giveaway;
    return (
      giveaway?.status === 'open' &&
      giveaway.keyword !== null &&
      entrySource({ content: text, text }, { keyword: giveaway.keyword, command: null }) ===
        'keyword'
    );
  }

  /** Whether a line does anything in the channel's games (most lines do not). */
  private concerns(line: ChatLine, viewerId: string, games: OwnerGames): boolean {
    if (games.pending.has(viewerId)) return true;
    const giveaway = games.giveaway;
    if (giveaway?.status === 'open' && entrySource(line, giveaway) !== null) return true;
    return games.poll !== null && parseVote(line.content, games.poll.options.length) !== null;
  }

  private async handle(line: ChatLine, viewerId: string, games: OwnerGames): Promise<void> {
    const ownerId = line.ownerId;
    const pending = games.pending.get(viewerId);
    if (pending && (await this.deps.draws.confirm(ownerId, pending)))
      games.pending.delete(viewerId);
    const giveaway = games.giveaway;
    const source = giveaway?.status === 'open' ? entrySource(line, giveaway) : null;
    if (source) await this.deps.giveaways.enter(ownerId, applicantOf(line), source);
    const poll = games.poll;
    const option = poll ? parseVote(line.content, poll.options.length) : null;
    if (poll && option !== null)
      await this.deps.polls.vote(
        poll,
        { id: viewerId, name: actorName(line.sender, 'someone') },
        option,
      );
  }
}
