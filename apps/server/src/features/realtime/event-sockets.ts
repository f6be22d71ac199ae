import { CLOSE_CODES, type ClientMessage } from '@kyo/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import { HttpError } from '../../platform/http/http-error';
import type { Connection, EventsAccessCheck } from './connection';
import { eventsSnapshotFrame } from './frames';
import type { RealtimeLimits } from './limits';
import type { WidgetSlot } from './widget-slot';
import type { WidgetSlots } from './widget-slots';

type EventsHello = Extract<ClientMessage, { role: 'events' }>;

/** What the public API says about a token that opens the event WebSocket. */
export interface EventsGrant {
  /** The channel whose events it gets. */
  ownerId: string;
  tokenId: string;
  expiresAt: number | null;
  /**
   * Asked again now and then: whether the token still reaches the channel (`ok`), is gone
   * (`revoked`: revoked or expired, closed with 4401) or no longer may (`forbidden`: a moderator
   * removed, 4403).
   */
  recheck(): Promise<EventsAccessCheck>;
}

/** The public API as the gateway asks it (public-api.feature.ts provides it). */
export interface EventsAuth {
  /** Throws a 401 HttpError for a bad token, a 403 for a missing scope or channel. */
  authenticate(token: string, owner: string | undefined): Promise<EventsGrant>;
}

/** A channel's event stream id among the gateway's streams. */
export const eventStreamId = (ownerId: string) => `events:${ownerId}`;

/** How often an open event socket's token is checked again (revocation, moderator removed). */
export const EVENTS_RECHECK_MS = 30_000;

export interface EventSocketsDeps {
  slots: WidgetSlots;
  auth: EventsAuth | undefined;
  clock: Clock;
  limits: RealtimeLimits;
  log: FastifyBaseLogger;
  /** The slot once its shared stream is loaded (null if it went away meanwhile). */
  whenReady(slot: WidgetSlot): Promise<WidgetSlot | null>;
  firstPingAt(now: number): number;
}

/**
 * The public API's event WebSocket (docs/api.md) on the gateway's machinery: each channel has a
 * stream like a widget's (numbers, replay buffer, shared between nodes), so a tool resumes after
 * a reconnect exactly as an overlay does. A token's sockets close when it is revoked (on every
 * node: the cluster channel carries it), when it expires, and when a check (every
 * 30 s) finds it no longer reaches the channel.
 */
export class EventSockets {
  private readonly byToken = new Map<string, Set<Connection>>();

  constructor(private readonly deps: EventSocketsDeps) {}

  async hello(connection: Connection, hello: EventsHello): Promise<void> {
    if (!this.deps.auth) return connection.close(CLOSE_CODES.notFound, 'No event stream here');
    let grant: EventsGrant;
    try {
      grant = await this.deps.auth.authenticate(hello.token, hello.owner);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.statusCode === 401)
        return connection.close(CLOSE_CODES.unauthorized, error.message);
      if (error.statusCode === 403) return connection.close(CLOSE_CODES.forbidden, error.message);
      if (error.statusCode === 429) return connection.close(CLOSE_CODES.tooMany, error.message);
      throw error;
    }
    if (!connection.open) return;
    const { slots, clock, limits } = this.deps;
    const slot = await this.deps.whenReady(
      slots.openStream(eventStreamId(grant.ownerId), grant.ownerId, clock.now()),
    );
    if (!connection.open) return;
    if (!slot) return connection.close(CLOSE_CODES.notFound, 'The event stream went away');
    if (slot.sockets.size >= limits.socketsPerWidget)
      return connection.close(CLOSE_CODES.tooMany, 'Too many event sockets for this channel');
    const now = clock.now();
    connection.state = 'events';
    connection.nextPingAt = this.deps.firstPingAt(now);
    connection.events = {
      tokenId: grant.tokenId,
      expiresAt: grant.expiresAt,
      recheck: () => grant.recheck(),
      nextCheckAt: now + EVENTS_RECHECK_MS,
    };
    let sockets = this.byToken.get(grant.tokenId);
    if (!sockets) this.byToken.set(grant.tokenId, (sockets = new Set()));
    sockets.add(connection);
    // Attached, the snapshot and what was missed in one synchronous step (as for overlays).
    slots.attach(slot, connection, now);
    const missed =
      hello.epoch === slot.epoch && hello.lastSeq !== undefined
        ? slot.buffer.after(hello.lastSeq, slot.seq, now)
        : null;
    connection.send(
      eventsSnapshotFrame({
        channel: { id: grant.ownerId },
        epoch: slot.epoch,
        seq: slot.seq,
        resumed: missed !== null,
        now,
      }),
    );
    for (const frame of missed ?? []) connection.send(frame);
  }

  /** An event for the channel's stream: numbered and sent if a tool has it open (or had, lately). */
  publish(ownerId: string, body: string, eventKey?: string): number | null {
    const slot = this.deps.slots.get(eventStreamId(ownerId));
    return slot ? this.deps.slots.publishBody(slot, body, this.deps.clock.now(), eventKey) : null;
  }

  holds(ownerId: string): boolean {
    return this.deps.slots.get(eventStreamId(ownerId)) !== undefined;
  }

  /** The token was revoked: its sockets close at once. */
  endToken(tokenId: string): number {
    const sockets = [...(this.byToken.get(tokenId) ?? [])];
    for (const connection of sockets)
      connection.close(CLOSE_CODES.unauthorized, 'The token was revoked');
    return sockets.length;
  }

  /** Expired tokens close; every 30 s each socket's token is checked again. */
  tick(now: number): void {
    for (const sockets of this.byToken.values()) {
      for (const connection of sockets) {
        const access = connection.events;
        if (!access || !connection.open) continue;
        if (access.expiresAt !== null && access.expiresAt <= now) {
          connection.close(CLOSE_CODES.unauthorized, 'The token expired');
          continue;
        }
        if (access.nextCheckAt > now) continue;
        access.nextCheckAt = now + EVENTS_RECHECK_MS;
        access.recheck().then(
          (check) => {
            if (check === 'revoked')
              connection.close(CLOSE_CODES.unauthorized, 'The token was revoked');
            else if (check === 'forbidden')
              connection.close(CLOSE_CODES.forbidden, 'The token no longer reaches this channel');
          },
          (error: unknown) => this.deps.log.warn({ err: error }, 'events: checking a token'),
        );
      }
    }
  }

  closed(connection: Connection): void {
    const tokenId = connection.events?.tokenId;
    if (!tokenId) return;
    const sockets = this.byToken.get(tokenId);
    sockets?.delete(connection);
    if (sockets?.size === 0) this.byToken.delete(tokenId);
  }
}
