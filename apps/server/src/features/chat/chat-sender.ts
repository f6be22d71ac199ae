import { backoffDelay } from '@kyo/contracts';
import type { AccountLinks } from '../../feature-context';
import type { Clock } from '../../platform/clock';
import type { KickApi } from '../../providers/kick/kick-api';
import { ProviderError } from '../../providers/http';
import type {
  ChannelRef,
  ChatSendListener,
  MessageSource,
  OutgoingMessage,
  SendOutcome,
} from '../../ports';
import { toChatMessages } from './message-split';
import { GroupCommit } from '../../platform/group-commit';
import {
  newOutboxRow,
  type OutboxInsert,
  type OutboxRepo,
  type OutboxRow,
  type OutboxSent,
} from './outbox.repo';
import { RecentIds } from '../../platform/recent-ids';
import type { SelfMessages } from './self-messages';
import type { ChannelRateLimiter } from '../../platform/token-bucket';

export type { MessageSource, OutgoingMessage, SendOutcome };

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
  /** Told of every message sent and every one given up (the bot's counters, the stats). */
  listeners: readonly ChatSendListener[];
  /** A background write failed (marking a message sent). */
  onBackgroundError(error: unknown): void;
  /**
   * The only node (no Redis): an action's key is decided in memory and the outbox row written
   * behind the send, with its outcome: no database round trip before a reply.
   */
  alone?: boolean;
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
/**
 * One node alone: how long an action's key is remembered. The same action comes twice only from
 * the same webhook (deduplicated before the bot) or the same timer slot (claimed in the table).
 */
const KEY_MEMORY_MS = 10 * 60_000;
const KEY_CAPACITY = 100_000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** 500 ms, 1 s, 2 s … with ±20 % jitter. */
const backoff = (attempt: number) => backoffDelay(attempt, { baseMs: 500, jitter: 0.2 });

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
  /** `alone`: the keys used, and the rows written behind the send. */
  private readonly keys = new RecentIds(KEY_CAPACITY, KEY_MEMORY_MS);
  private readonly records: GroupCommit<OutboxRow, null>;
  /** `alone`: the rows being written behind, by channel and text (an echo may come first). */
  private readonly writing = new Map<string, Promise<unknown>>();

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
    this.records = new GroupCommit(
      async (rows) => {
        await deps.outbox.insertFinished(rows);
        return rows.map(() => null);
      },
      { lingerMs: MARK_LINGER_MS },
    );
  }

  /** Resolves when every outbox write so far is done. */
  async idle(): Promise<void> {
    await Promise.all([this.marks.idle(), this.records.idle()]);
  }

  async send(message: OutgoingMessage): Promise<SendOutcome> {
    return (await this.deliver(message)).outcome;
  }

  /** Sends as `send` does, and says why when it failed (a reward's chat line logs it). */
  async deliver(message: OutgoingMessage): Promise<{ outcome: SendOutcome; reason?: string }> {
    const parts = toChatMessages(message.content);
    if (parts.length === 0) return { outcome: 'empty' };
    const now = new Date(this.deps.clock.now());
    const inputs: OutboxInsert[] = parts.map((content, index) => ({
      userId: message.channel.userId,
      idempotencyKey: index === 0 ? message.key : `${message.key}#${index + 1}`,
      source: message.source,
      content,
      replyToMessageId: index === 0 ? (message.replyToMessageId ?? null) : null,
      now,
    }));
    const rows = this.deps.alone ? this.claimInMemory(inputs) : await this.claimInTable(inputs);
    if (!rows) return { outcome: 'duplicate' };
    for (const [index, row] of rows.entries()) {
      try {
        const sent = await this.post(message.channel, row);
        this.finished({ ...row, status: 'sent', ...sent, error: null });
      } catch (error) {
        const reason = error instanceof SendFailure ? error.message : 'Sending failed unexpectedly';
        await this.fail(message.channel, rows.slice(index), reason);
        if (!(error instanceof SendFailure)) throw error;
        return { outcome: 'failed', reason };
      }
    }
    return { outcome: 'sent' };
  }

  /** The rows to send, or null when the action's key was used (by an earlier send or node). */
  private async claimInTable(inputs: OutboxInsert[]): Promise<OutboxRow[] | null> {
    const inserted = await Promise.all(inputs.map((input) => this.inserts.add(input)));
    if (!inserted[0]) return null;
    return inserted.filter((row): row is OutboxRow => row !== null);
  }

  private claimInMemory(inputs: OutboxInsert[]): OutboxRow[] | null {
    const at = inputs[0]!.now.getTime();
    if (this.keys.has(inputs[0]!.idempotencyKey)) return null;
    const fresh = inputs.filter((input) => !this.keys.has(input.idempotencyKey));
    for (const input of fresh) this.keys.add(input.idempotencyKey, at);
    return fresh.map(newOutboxRow);
  }

  /**
   * The outcome in the outbox, off the reply path (the channel's next message need not wait for
   * this bookkeeping): a mark on the row, or with `alone` the row itself.
   */
  private finished(row: OutboxRow): void {
    const write = this.deps.alone
      ? this.writeBehind(row)
      : this.marks.add({
          id: row.id,
          kickMessageId: row.kickMessageId,
          attempts: row.attempts,
          sentAt: row.sentAt!,
        });
    write.catch((error: unknown) => this.deps.onBackgroundError(error));
  }

  private writeBehind(row: OutboxRow): Promise<unknown> {
    const key = `${row.userId}\n${row.content}`;
    const write = this.records.add(row);
    this.writing.set(key, write);
    const done = () => {
      if (this.writing.get(key) === write) this.writing.delete(key);
    };
    write.then(done, done);
    return write;
  }

  /** Resolves once the outbox row of this text, if one is being written behind, is written. */
  async written(userId: string, content: string): Promise<void> {
    await this.writing.get(`${userId}\n${content}`)?.catch(() => undefined);
  }

  private async post(
    channel: ChannelRef,
    row: OutboxRow,
  ): Promise<{ kickMessageId: string | null; attempts: number; sentAt: Date }> {
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
        const at = this.deps.clock.now();
        for (const listener of this.deps.listeners) listener.sent?.(channel, messageId, at);
        return {
          kickMessageId: messageId,
          attempts: attempt,
          sentAt: new Date(this.deps.clock.now()),
        };
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
    for (const row of rows) {
      const failed: OutboxRow = { ...row, status: 'failed', error: reason, attempts: 1 };
      if (this.deps.alone) this.finished(failed);
      else await this.deps.outbox.markFailed(row.id, reason, 1);
    }
    for (const listener of this.deps.listeners)
      await listener.failed?.(channel.userId, rows.length, reason);
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
