import type { ChannelEventOf } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import type { SelfMessages } from './self-messages';

type ChatLine = ChannelEventOf<'chat'>;

/** An echo of a message another node sent arrives within seconds; a minute is plenty. */
const ECHO_WINDOW_MS = 60_000;
/** Lines remembered with their answer (only lines from the bot's account are kept). */
const MAX_LINES = 10_000;

export interface OwnLinesDeps {
  self: SelfMessages;
  /** Resolves once the outbox row of this text, if one is being written behind, is written. */
  written(userId: string, content: string): Promise<void>;
  /** Takes the channel's oldest message of this text not yet echoed since `since` (outbox). */
  consumeEcho(userId: string, content: string, since: Date, now: Date): Promise<boolean>;
  clock: Clock;
}

/**
 * Whether a chat line is the bot's own, Kick delivering it back (docs/bot.md, "The bot never
 * answers itself"). Asked by moderation (a `!permit` from the bot's account), the bot (never run
 * a command from its own line) and the stream stats (not a chatter's line), and decided once per
 * message whoever asks first: recognising an echo uses it up (in memory, and in the outbox for an
 * echo of a message another node sent), so later askers must get the same answer.
 */
export class OwnLines {
  /** Lines this node recognised in memory. */
  private readonly known = new Set<string>();
  /** What the outbox answered for a line from the bot's account, by message id. */
  private readonly asked = new Map<string, Promise<boolean>>();
  private readonly running = new Set<Promise<boolean>>();

  constructor(private readonly deps: OwnLinesDeps) {}

  /** Recognised in this node's memory (the message id Kick answered, the text being sent). */
  inMemory(line: ChatLine): boolean {
    if (this.known.has(line.messageId)) return true;
    if (!this.deps.self.isOwn(line.ownerId, line)) return false;
    this.known.add(line.messageId);
    bound(this.known);
    return true;
  }

  /**
   * Memory first; then, for a line from the account the bot posts as, the outbox (another node
   * may have sent it). Synchronous for every other line: a viewer's line costs a few lookups.
   */
  check(line: ChatLine): boolean | Promise<boolean> {
    if (this.inMemory(line)) return true;
    if (!this.deps.self.fromOurAccount(line)) return false;
    return this.fromOutbox(line);
  }

  /** The outbox's answer for this line (asked once per message; marks the echo there). */
  fromOutbox(line: ChatLine): Promise<boolean> {
    const known = this.asked.get(line.messageId);
    if (known) return known;
    const content = line.content.trim();
    const answer = (async () => {
      await this.deps.written(line.ownerId, content);
      const now = this.deps.clock.now();
      return this.deps.consumeEcho(
        line.ownerId,
        content,
        new Date(now - ECHO_WINDOW_MS),
        new Date(now),
      );
    })();
    this.asked.set(line.messageId, answer);
    bound(this.asked);
    this.running.add(answer);
    const done = () => this.running.delete(answer);
    answer.then(done, done);
    return answer;
  }

  /** Resolves when every outbox question asked so far is answered. */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}

/** Keeps a memory of lines to its size, forgetting the oldest. */
function bound(store: Set<string> | Map<string, unknown>): void {
  if (store.size <= MAX_LINES) return;
  const oldest = store.keys().next().value;
  if (oldest !== undefined) store.delete(oldest);
}
