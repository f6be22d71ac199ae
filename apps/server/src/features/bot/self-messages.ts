import type { KickEventPayload } from '@kyo/contracts';

type ChatPayload = KickEventPayload<'chat.message.sent'>;

/** How long an outgoing text is remembered to recognise its echo. */
const ECHO_MS = 60_000;
const MAX_IDS = 20_000;

const hasBotBadge = (payload: ChatPayload) =>
  (payload.sender.identity?.badges ?? []).some((b) => b.type.toLowerCase() === 'bot');

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

  isOwn(userId: string, payload: ChatPayload): boolean {
    const senderId = payload.sender.user_id;
    if (this.sentIds.has(payload.message_id)) {
      this.sentIds.delete(payload.message_id);
      this.outgoing.get(userId)?.delete(payload.content);
      this.learn(senderId);
      return true;
    }
    if (senderId !== null && this.botAccounts.has(senderId)) return true;
    if (!this.fromOurAccount(payload)) return false;
    const texts = this.outgoing.get(userId);
    const until = texts?.get(payload.content);
    if (until === undefined || until < this.now()) return false;
    texts!.delete(payload.content);
    this.learn(senderId);
    return true;
  }

  /**
   * A command-looking line from the account the bot posts as, not recognised in memory: maybe an
   * echo of a message another node sent. The caller checks the outbox before running it.
   */
  needsOutboxCheck(payload: ChatPayload): boolean {
    return payload.content.trimStart().startsWith('!') && this.fromOurAccount(payload);
  }

  private fromOurAccount(payload: ChatPayload): boolean {
    if (this.sender === 'bot') return hasBotBadge(payload);
    return payload.sender.user_id === payload.broadcaster.user_id;
  }

  /** In bot mode every echo comes from the app's bot account: remember it. */
  private learn(senderId: number | null): void {
    if (this.sender === 'bot' && senderId !== null) this.botAccounts.add(senderId);
  }
}
