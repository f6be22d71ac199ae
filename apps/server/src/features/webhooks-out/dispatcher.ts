import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RESPONSE_MAX_BYTES,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_SWITCH_OFF_AFTER_MS,
  WEBHOOK_TIMEOUT_MS,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { randomToken } from '../../platform/ids';
import type { DeliveriesRepo, DeliveryRow } from './deliveries.repo';
import type { EndpointRow, EndpointsRepo } from './endpoints.repo';
import { signatureHeader } from './signature';
import type { PostResult } from './webhook-http';

/** One POST of a webhook (webhook-http.ts; tests may stand in). */
export type Poster = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<PostResult>;

export interface DispatcherDeps {
  deliveries: DeliveriesRepo;
  endpoints: EndpointsRepo;
  clock: Clock;
  post: Poster;
  /** The endpoint's signing secret (decrypted). */
  secretOf(endpoint: EndpointRow): string;
  /** An endpoint was switched off after failing for a day: tell its streamer (once). */
  onSwitchedOff(endpoint: EndpointRow): void;
  onError(error: unknown): void;
  /** Deliveries in flight on this node at once. */
  concurrency?: number;
}

/** A claim lasts well past the longest attempt: a node that dies mid-send frees it after this. */
const CLAIM_MS = WEBHOOK_TIMEOUT_MS * 6;
const PER_ENDPOINT = 4;

/** When the attempt after `attempts` failed ones is due, or null when there is none left. */
export function nextAttemptAfter(attempts: number, at: number): number | null {
  if (attempts >= WEBHOOK_MAX_ATTEMPTS) return null;
  return at + WEBHOOK_RETRY_DELAYS_MS[attempts - 1]!;
}

/**
 * Sends due deliveries. Every node runs one: each round claims what is due (a compare-and-set,
 * so a delivery is sent by one node at a time), sends it signed, and records the outcome: done,
 * or the next attempt on the schedule (1 min, 5 min, 30 min, 2 h, 6 h), or failed for good. An
 * endpoint whose every attempt has failed for 24 h is switched off. `kick()` runs a round at once
 * (a new event is sent within milliseconds); the scheduler's tick finds the retries that fell due.
 */
export class Dispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private inFlight = 0;
  private readonly sends = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(private readonly deps: DispatcherDeps) {}

  /** Runs a round now (or right after the one running). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.rounds().finally(() => {
      this.running = null;
    });
  }

  /** One round, awaited (the scheduler's tick; tests). */
  async tick(): Promise<void> {
    this.kick();
    await this.idle();
  }

  /** Resolves when no round runs and no send is in flight. */
  async idle(): Promise<void> {
    while (this.running || this.sends.size > 0) {
      await this.running;
      await Promise.all([...this.sends]);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  /** Claims and sends one delivery now, awaiting its outcome (a test delivery, "Send again"). */
  async sendNow(id: string): Promise<DeliveryRow | undefined> {
    const now = this.deps.clock.now();
    const token = randomToken(12);
    const row = await this.deps.deliveries.claimOne(
      id,
      token,
      new Date(now),
      new Date(now + CLAIM_MS),
    );
    if (!row) return undefined;
    const [endpoint] = await this.deps.endpoints.findMany([row.endpointId]);
    if (!endpoint) return undefined;
    return this.attempt(row, endpoint, token);
  }

  private async rounds(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.round();
      } while (this.again && !this.stopped);
    } catch (error) {
      this.deps.onError(error);
    }
  }

  private async round(): Promise<void> {
    const capacity = (this.deps.concurrency ?? 16) - this.inFlight;
    if (capacity <= 0) return;
    const now = this.deps.clock.now();
    const token = randomToken(12);
    const claimed = await this.deps.deliveries.claim({
      now: new Date(now),
      token,
      until: new Date(now + CLAIM_MS),
      limit: capacity,
      perEndpoint: PER_ENDPOINT,
    });
    if (claimed.length === 0) return;
    const endpoints = new Map(
      (await this.deps.endpoints.findMany([...new Set(claimed.map((row) => row.endpointId))])).map(
        (endpoint) => [endpoint.id, endpoint],
      ),
    );
    for (const row of claimed) {
      const endpoint = endpoints.get(row.endpointId);
      if (!endpoint) continue;
      this.inFlight += 1;
      const send = this.attempt(row, endpoint, token)
        .catch((error: unknown) => this.deps.onError(error))
        .finally(() => {
          this.inFlight -= 1;
          this.sends.delete(send);
          // A slot freed: more may be due (a backlog after an outage).
          if (claimed.length >= capacity) this.kick();
        });
      this.sends.add(send);
    }
  }

  private async attempt(
    row: DeliveryRow,
    endpoint: EndpointRow,
    token: string,
  ): Promise<DeliveryRow | undefined> {
    const { clock } = this.deps;
    const startedAt = clock.now();
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Kyo-Webhooks/1.0 (+docs/api.md)',
      'kyo-event-id': row.eventId,
      'kyo-event-type': row.eventType,
      'kyo-delivery-id': row.id,
      'kyo-signature': signatureHeader(
        this.deps.secretOf(endpoint),
        row.body,
        Math.floor(startedAt / 1000),
      ),
    };
    const result = await this.deps.post(endpoint.url, headers, row.body);
    const at = clock.now();
    const next = result.ok || row.manual ? null : nextAttemptAfter(row.attempts, at);
    const finished = await this.deps.deliveries.finish(row.id, token, {
      status: result.ok ? 'succeeded' : next === null ? 'failed' : 'pending',
      nextAttemptAt: next === null ? null : new Date(next),
      responseStatus: result.status,
      error: result.error ?? (result.ok ? null : result.excerpt),
      durationMs: result.durationMs,
    });
    if (!finished) return undefined;
    if (result.ok) await this.deps.endpoints.succeeded(endpoint.id);
    // A test or a "Send again" that fails starts no streak: only the events' own attempts count.
    else if (!row.manual) {
      const off = await this.deps.endpoints.failed(
        endpoint.id,
        new Date(startedAt),
        WEBHOOK_SWITCH_OFF_AFTER_MS,
      );
      if (off) this.deps.onSwitchedOff(off);
    }
    return finished;
  }
}

export const POST_LIMITS = { timeoutMs: WEBHOOK_TIMEOUT_MS, maxBytes: WEBHOOK_RESPONSE_MAX_BYTES };
