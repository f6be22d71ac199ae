import type { ChannelEventOf } from '@kyo/contracts';

type ChatLine = ChannelEventOf<'chat'>;

/** How long an outgoing text is remembered to recognise its echo. */
const ECHO_MS = 60_000;
const MAX_IDS = 20_000;

const hasBotBadge = (line: ChatLine) =>
  line.sender.badges.some((b) => b.type.toLowerCase() === 'bot');

/**
 * Recognises the bot's own lines when Kick delivers them back (it delivers every chat line,
 * docs/platforms/kick.md §7), so a reply starting with `!` never loops. Three signals: the message ids Kick
 * answered for our sends; the account ids those echoes came from (the app's bot account, learnt);
 * and, for an echo that arrives before Kick answered the send, the text we are sending, from the
 * bot account (or the streamer, when KICK_CHAT_SENDER=user).
 */
export class SelfMessages {
  private readonly sentIds = new Set<string>();
  private readonly botAccounts = new Set<number>();
  private readonly outgoing = new Map<string, Map<string, number>>();

  constructor(
    private readonly sender: 'bot' | 'user',
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Before a send: this text is about to appear in the channel. */
  expect(userId: string, content: string): void {
    let texts = this.outgoing.get(userId);
    if (!texts) {
      texts = new Map();
      this.outgoing.set(userId, texts);
    }
    texts.set(content, this.now() + ECHO_MS);
  }

  /** After a send: Kick's id of the message. */
  sent(messageId: string | null): void {
    if (!messageId) return;
    this.sentIds.add(messageId);
    if (this.sentIds.size > MAX_IDS) {
      const oldest = this.sentIds.values().next().value;
      if (oldest !== undefined) this.sentIds.delete(oldest);
    }
  }

  isOwn(userId: string, line: ChatLine): boolean {
    const senderId = line.sender.id;
    if (this.sentIds.has(line.messageId)) {
      this.sentIds.delete(line.messageId);
      this.outgoing.get(userId)?.delete(line.content);
      this.learn(senderId);
      return true;
    }
    if (senderId !== null && this.botAccounts.has(senderId)) return true;
    if (!this.fromOurAccount(line)) return false;
    const texts = this.outgoing.get(userId);
    const until = texts?.get(line.content);
    if (until === undefined || until < this.now()) return false;
    texts!.delete(line.content);
    this.learn(senderId);
    return true;
  }

  /**
   * A command-looking line from the account the bot posts as, not recognised in memory: maybe an
   * echo of a message another node sent. The caller checks the outbox before running it.
   */
  needsOutboxCheck(line: ChatLine): boolean {
    return line.content.trimStart().startsWith('!') && this.fromOurAccount(line);
  }

  /** From the account the bot posts as: Kick's bot badge, or the streamer's with `user`. */
  fromOurAccount(line: ChatLine): boolean {
    if (this.sender === 'bot') return hasBotBadge(line);
    return line.sender.id === line.broadcasterUserId;
  }

  /** In bot mode every echo comes from the app's bot account: remember it. */
  private learn(senderId: number | null): void {
    if (this.sender === 'bot' && senderId !== null) this.botAccounts.add(senderId);
  }
}
