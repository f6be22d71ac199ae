import type { AccountLinks } from '../../../feature-context';
import type { Clock } from '../../../platform/clock';
import type { KickApi } from '../../../providers/kick/kick-api';
import { ProviderError } from '../../../providers/http';
import type { BotErrors } from '../status/bot-errors';
import type { ChannelCounters } from '../channel/channel-counters';
import type { ChannelRef } from '../channel/channels';
import { toChatMessages } from './message-split';
import { GroupCommit } from '../../../platform/group-commit';
import type { OutboxInsert, OutboxRepo, OutboxRow, OutboxSent } from './outbox.repo';
import type { SelfMessages } from './self-messages';
import type { ChannelRateLimiter } from '../../../platform/token-bucket';

export type MessageSource = 'command' | 'builtin' | 'mod' | 'alert' | 'timer';

export interface OutgoingMessage {
  channel: ChannelRef;
  /** Unique per action: `cmd:<kick message id>`, `alert:<kick message id>`, `timer:<id>:<due>`. */
  key: string;
  source: MessageSource;
  content: string;
  replyToMessageId?: string | null;
}

export type SendOutcome = 'sent' | 'duplicate' | 'failed' | 'empty';

export interface ChatSenderDeps {
  outbox: OutboxRepo;
  kickApi?: KickApi;
  links: Pick<
    AccountLinks,
    'accessToken' | 'accessTokenAfterRejection' | 'rejectedAfterRefresh' | 'kickStatus'
  >;
  /** KICK_CHAT_SENDER: the app's bot account or the streamer's own account. */
  senderType: 'bot' | 'user';
  limiter: ChannelRateLimiter;
  clock: Clock;
  self: SelfMessages;
  counters: ChannelCounters;
  errors: BotErrors;
  /** A background write failed (marking a message sent). */
  onBackgroundError(error: unknown): void;
  sleep?: (ms: number) => Promise<void>;
}

const MAX_ATTEMPTS = 4;
/** A Retry-After longer than this is not waited for: the message would arrive out of context. */
const MAX_WAIT_MS = 30_000;
const TOKEN_TTL_MS = 30_000;
/** Outbox rows wait this long for others to share their insert (bench/bot/README.md). */
const INSERT_LINGER_MS = 2;
/** "Sent" marks are bookkeeping off the reply path: they can wait longer to batch up. */
const MARK_LINGER_MS = 25;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** 500 ms, 1 s, 2 s … with ±20 % jitter. */
const backoff = (attempt: number) =>
  Math.round(500 * 2 ** (attempt - 1) * (0.8 + Math.random() * 0.4));

class SendFailure extends Error {}

const NEEDS_RECONNECT = 'Kick needs a reconnect: the bot cannot post until you connect Kick again.';

/**
 * Posts the bot's messages through POST /public/v1/chat (docs/platforms/kick.md §4.4). Each message is first
 * written to the outbox under its idempotency key (a second attempt for the same action stops
 * there), split to Kick's 500-character limit, paced by the channel's token bucket, retried with
 * backoff on 429 (Retry-After when Kick sends one) and 5xx, and its outcome recorded: failures
 * are on the status page, not only in the logs.
 */
export class ChatSender {
  private readonly tokens = new Map<string, { token: string; until: number }>();
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly inserts: GroupCommit<OutboxInsert, OutboxRow | null>;
  private readonly marks: GroupCommit<OutboxSent, null>;

  constructor(private readonly deps: ChatSenderDeps) {
    this.sleep = deps.sleep ?? realSleep;
    this.inserts = new GroupCommit((items) => deps.outbox.insertMany(items), {
      lingerMs: INSERT_LINGER_MS,
    });
    this.marks = new GroupCommit(
      async (items) => {
        await deps.outbox.markSentMany(items);
        return items.map(() => null);
      },
      { lingerMs: MARK_LINGER_MS },
    );
  }

  /** Resolves when every "sent" mark is written. */
  idle(): Promise<void> {
    return this.marks.idle();
  }

  async send(message: OutgoingMessage): Promise<SendOutcome> {
    const parts = toChatMessages(message.content);
    if (parts.length === 0) return 'empty';
    const now = new Date(this.deps.clock.now());
    const inserted = await Promise.all(
      parts.map((content, index) =>
        this.inserts.add({
          userId: message.channel.userId,
          idempotencyKey: index === 0 ? message.key : `${message.key}#${index + 1}`,
          source: message.source,
          content,
          replyToMessageId: index === 0 ? (message.replyToMessageId ?? null) : null,
          now,
        }),
      ),
    );
    if (!inserted[0]) return 'duplicate';
    const rows = inserted.filter((row): row is OutboxRow => row !== null);
    for (const [index, row] of rows.entries()) {
      try {
        await this.post(message.channel, row);
      } catch (error) {
        const reason = error instanceof SendFailure ? error.message : 'Sending failed unexpectedly';
        await this.fail(message.channel, rows.slice(index), reason);
        if (!(error instanceof SendFailure)) throw error;
        return 'failed';
      }
    }
    return 'sent';
  }

  private async post(channel: ChannelRef, row: OutboxRow): Promise<void> {
    const { kickApi } = this.deps;
    if (!kickApi) throw new SendFailure('Kick is not configured on this server.');
    let token = await this.token(channel.userId);
    let refreshedToken = false;
    const wait = await this.deps.limiter.reserveShared(String(channel.broadcasterUserId));
    if (wait > 0) await this.sleep(wait);
    this.deps.self.expect(channel.userId, row.content);
    for (let attempt = 1; ; attempt++) {
      try {
        const { messageId } = await kickApi.sendChat(token, {
          type: this.deps.senderType,
          content: row.content,
          ...(this.deps.senderType === 'user'
            ? { broadcasterUserId: channel.broadcasterUserId }
            : {}),
          ...(row.replyToMessageId ? { replyToMessageId: row.replyToMessageId } : {}),
        });
        this.deps.self.sent(messageId);
        // Not awaited: the channel's next message need not wait for this bookkeeping.
        this.marks
          .add({
            id: row.id,
            kickMessageId: messageId,
            attempts: attempt,
            sentAt: new Date(this.deps.clock.now()),
          })
          .catch((error: unknown) => this.deps.onBackgroundError(error));
        this.deps.counters.add(channel.userId, 'messagesSent');
        return;
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        const retry = this.retryDelay(error, attempt);
        if (error.kind === 'unauthorized' && !refreshedToken) {
          // Kick may end a token before its stored expiry: one forced refresh, then one retry.
          // A dead grant is marked 'needs reconnect' by the refresh itself.
          refreshedToken = true;
          this.tokens.delete(channel.userId);
          const fresh = await this.deps.links.accessTokenAfterRejection(
            channel.userId,
            'kick',
            token,
          );
          if (!fresh) throw new SendFailure(NEEDS_RECONNECT);
          token = fresh;
          this.tokens.set(channel.userId, { token, until: this.deps.clock.now() + TOKEN_TTL_MS });
          continue;
        }
        if (error.kind === 'unauthorized') {
          // Refused again with a token issued a moment ago: the grant is marked dead.
          await this.deps.links.rejectedAfterRefresh(channel.userId, 'kick', token);
          this.tokens.delete(channel.userId);
          throw new SendFailure(NEEDS_RECONNECT);
        }
        if (retry === null) throw new SendFailure(describe(error));
        await this.sleep(retry);
      }
    }
  }

  /** How long to wait before trying again, or null to give up. */
  private retryDelay(error: ProviderError, attempt: number): number | null {
    if (attempt >= MAX_ATTEMPTS) return null;
    if (error.kind === 'rate_limited') {
      const wait = error.retryAfterMs ?? backoff(attempt);
      return wait <= MAX_WAIT_MS ? wait : null;
    }
    // 5xx: Kick did not take the message. A timeout is not retried: it may have been posted.
    if (error.kind === 'unavailable' && attempt < 3) return backoff(attempt);
    return null;
  }

  private async token(userId: string): Promise<string> {
    const now = this.deps.clock.now();
    const cached = this.tokens.get(userId);
    if (cached && cached.until > now) return cached.token;
    let token: string | null;
    let refreshError: unknown;
    try {
      token = await this.deps.links.accessToken(userId, 'kick');
    } catch (error) {
      // A refresh that failed: the grant is dead (needs a reconnect) or Kick is down.
      token = null;
      refreshError = error;
    }
    if (!token) {
      const status = await this.deps.links.kickStatus(userId);
      if (status === 'needs_reconnect') throw new SendFailure(NEEDS_RECONNECT);
      if (refreshError instanceof ProviderError)
        throw new SendFailure(`Could not refresh the Kick token: ${describe(refreshError)}`);
      throw new SendFailure('Kick is not connected: the bot cannot post.');
    }
    this.tokens.set(userId, { token, until: now + TOKEN_TTL_MS });
    return token;
  }

  private async fail(channel: ChannelRef, rows: OutboxRow[], reason: string): Promise<void> {
    for (const row of rows) await this.deps.outbox.markFailed(row.id, reason, 1);
    this.deps.counters.add(channel.userId, 'messagesFailed', rows.length);
    await this.deps.errors.record(channel.userId, 'send', reason);
  }
}

function describe(error: ProviderError): string {
  switch (error.kind) {
    case 'rate_limited':
      return 'Kick kept rate limiting the bot (429); the message was dropped.';
    case 'unavailable':
      return `Kick is not answering (${error.status ?? 'no status'}): ${error.message}`;
    case 'timeout':
      return 'Kick did not answer in time; the message may not have been posted.';
    case 'network':
      return 'Kick could not be reached.';
    case 'unauthorized':
      return 'Kick did not accept the token: reconnect Kick.';
    case 'forbidden':
      return 'Kick refused: the token lacks the chat:write scope. Reconnect Kick.';
    default:
      return `Kick refused the message (${error.status ?? '?'}): ${error.message}`;
  }
}
