import type { KeyObject } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  KICK_WEBHOOK_HEADERS as H,
  type ChannelEvent,
  type KickEvent,
  hasUnsafeText,
  jsonMayHoldUnsafeText,
  isKickEventType,
  repairTextDeep,
  kickEventPayloadSchemas,
  toChannelEvent,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { HttpError, badRequest } from '../../platform/http/http-error';
import type { MessageDedupe } from './message-dedupe';
import { quickChatPayload } from './quick-chat-payload';
import { freshnessAt, parseWebhookTimestamp, verifyKickSignature } from './webhook-signature';

type KickPayload = KickEvent['payload'];

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

export type IngestOutcome = 'accepted' | 'duplicate' | 'ignored' | 'invalid';

/** A verified payload we could not read: the owner sees it on their status page. */
export interface InvalidKickPayload {
  /** The Kyo user whose channel it was, when the payload still named a known channel. */
  ownerId: string | null;
  type: string;
  /** The first failing field, dotted (`sender.identity.badges.0.type`), or '' for the body. */
  field: string;
  at: number;
}

export interface WebhookIngestDeps {
  /** Kick's public key, cached; `refetch` answers a new key only when it changed. */
  publicKey: { current(): Promise<KeyObject>; refetch(): Promise<KeyObject | null> } | null;
  dedupe: MessageDedupe;
  clock: Clock;
  /** The Kyo user (and Kick username) whose connected channel this is, cached. */
  ownerOf(broadcasterUserId: number): Promise<{ userId: string; username: string } | null>;
  publish(event: ChannelEvent): void;
  onInvalid(payload: InvalidKickPayload): void;
  log: FastifyBaseLogger;
}

const REQUIRED = [H.messageId, H.timestamp, H.signature, H.type] as const;

const forbidden = (code: string, message: string) => new HttpError(403, code, message);

function header(request: WebhookRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Kick webhook ingest (docs/platforms/kick.md §6): headers → timestamp window → RSA signature → payload schema
 * → dedupe on the message id → publish on the bus. Everything that can reject runs before the
 * dedupe, so a rejected request changes nothing; the consumers run from the bus, and the answer
 * waits until the message id is recorded (message-dedupe.ts).
 */
export class WebhookIngest {
  readonly stats = {
    accepted: 0,
    duplicate: 0,
    ignored: 0,
    invalid: 0,
    rejected: 0,
    /** Verified events of a channel no Kyo user has connected (any more). */
    unowned: 0,
  };

  constructor(private readonly deps: WebhookIngestDeps) {}

  async handle(request: WebhookRequest): Promise<IngestOutcome> {
    try {
      return await this.process(request);
    } catch (error) {
      if (error instanceof HttpError) this.stats.rejected++;
      throw error;
    }
  }

  private async process(request: WebhookRequest): Promise<IngestOutcome> {
    const missing = REQUIRED.filter((name) => !header(request, name));
    if (missing.length > 0)
      throw new HttpError(400, 'missing_headers', `Missing webhook headers: ${missing.join(', ')}`);
    const messageId = header(request, H.messageId)!;
    const timestamp = header(request, H.timestamp)!;
    const type = header(request, H.type)!;
    const now = this.deps.clock.now();

    const sentAt = parseWebhookTimestamp(timestamp);
    const freshness = freshnessAt(sentAt, now);
    if (freshness !== 'fresh')
      throw forbidden('stale_webhook', `The webhook timestamp is ${freshness}`);
    await this.verify(request, messageId, timestamp);

    const version = header(request, H.version) ?? '1';
    if (!isKickEventType(type) || version !== '1') {
      // Acknowledged: a 4xx would make Kick retry, then unsubscribe us (docs/platforms/kick.md §6.2).
      this.stats.ignored++;
      return 'ignored';
    }
    const read = this.read(request.rawBody, type, messageId);
    // Acknowledged as well: Kick would retry the same unreadable body, then unsubscribe us.
    if (!read.ok) {
      await this.invalid(read, type, messageId, now);
      return 'invalid';
    }
    const payload = read.payload;
    // By the message id alone: a retry carries the same id with a fresh timestamp.
    const claim = await this.deps.dedupe.claim(messageId, type, new Date(now));
    if (!claim.first) {
      this.stats.duplicate++;
      return 'duplicate';
    }
    const broadcasterUserId = (payload as { broadcaster: { user_id: number } }).broadcaster.user_id;
    // The channel's owner, resolved once here for every consumer.
    const owner = await this.deps.ownerOf(broadcasterUserId);
    if (owner) {
      const event = {
        type,
        messageId,
        broadcasterUserId,
        sentAt: sentAt ?? now,
        receivedAt: now,
        payload,
      } as KickEvent;
      const channelEvent = toChannelEvent(event, owner);
      if (channelEvent) this.deps.publish(channelEvent);
      this.stats.accepted++;
    } else this.stats.unowned++;
    // The 2xx once the id is in the table: if this process dies before, Kick delivers it again.
    await claim.recorded.catch((error: unknown) =>
      this.deps.log.warn({ err: error, messageId }, 'could not record a webhook message id'),
    );
    return 'accepted';
  }

  private async verify(request: WebhookRequest, messageId: string, timestamp: string) {
    if (!this.deps.publicKey)
      throw new HttpError(503, 'kick_not_configured', 'Kick is not configured on this server');
    const input = {
      messageId,
      timestamp,
      rawBody: request.rawBody,
      signature: header(request, H.signature)!,
    };
    const key = await this.loadKey(() => this.deps.publicKey!.current());
    if (verifyKickSignature(key, input)) return;
    // Kick may have rotated its key: fetch it once more (at most once a minute) and retry.
    const rotated = await this.loadKey(() => this.deps.publicKey!.refetch());
    if (rotated && verifyKickSignature(rotated, input)) return;
    throw forbidden('invalid_signature', 'The webhook signature does not verify');
  }

  private async loadKey<T>(load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'could not fetch the Kick public key');
      // 503: Kick retries, and nothing unverified gets in meanwhile.
      throw new HttpError(503, 'kick_unavailable', 'Cannot verify webhooks right now');
    }
  }

  /**
   * The payload, read with its schema (null for optional fields is fine), with NUL characters and
   * lone surrogates in Kick's text repaired so the event is not lost. A body that is not JSON is
   * not Kick's (400); a verified payload that does not match is recorded and answered 2xx. A chat
   * line of the common shape is read without the schema (quick-chat-payload.ts: every line comes
   * here, and the schema's parse cost as much as the signature).
   */
  private read(
    rawBody: Buffer,
    type: keyof typeof kickEventPayloadSchemas,
    messageId: string,
  ):
    | { ok: true; payload: KickPayload }
    | { ok: false; json: unknown; field: string; problem: string | undefined } {
    let json: unknown;
    const text = rawBody.toString('utf8');
    try {
      json = JSON.parse(text);
    } catch {
      this.deps.log.warn({ messageId, type }, 'webhook body is not JSON');
      throw badRequest('The webhook body is not JSON', 'body');
    }
    if (jsonMayHoldUnsafeText(text) && hasUnsafeText(json)) json = repairTextDeep(json);
    if (type === 'chat.message.sent') {
      const quick = quickChatPayload(json);
      if (quick) return { ok: true, payload: quick };
    }
    const parsed = kickEventPayloadSchemas[type].safeParse(json);
    if (parsed.success) return { ok: true, payload: parsed.data };
    const issue = parsed.error.issues[0];
    return { ok: false, json, field: issue?.path.join('.') ?? '', problem: issue?.message };
  }

  /** A verified payload that does not match its schema: logged, and shown to the owner. */
  private async invalid(
    read: { json: unknown; field: string; problem: string | undefined },
    type: string,
    messageId: string,
    now: number,
  ): Promise<void> {
    const { json, field, problem } = read;
    this.stats.invalid++;
    this.deps.log.warn(
      { messageId, type, field, problem },
      'webhook payload does not match its schema: skipped',
    );
    const broadcaster = (json as { broadcaster?: { user_id?: unknown } } | null)?.broadcaster;
    const owner =
      typeof broadcaster?.user_id === 'number'
        ? await this.deps.ownerOf(broadcaster.user_id)
        : null;
    this.deps.onInvalid({ ownerId: owner?.userId ?? null, type, field, at: now });
  }
}
