import type { ApiEvent } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { GroupCommit } from '../../platform/group-commit';
import { uuidv7 } from '../../platform/ids';
import { TtlCache } from '../../platform/ttl-cache';
import type { DeliveriesRepo, NewDelivery } from './deliveries.repo';
import type { EndpointRow, EndpointsRepo } from './endpoints.repo';

/** How long a user's endpoints are kept in memory (changes elsewhere also clear them at once). */
const ENDPOINTS_TTL_MS = 30_000;

/**
 * Events in: each event the API hands on becomes one delivery row per switched-on endpoint of
 * its channel that wants its type, written with a group commit (a busy chat costs one statement
 * per batch, not one per line). The unique index makes a second write of the same event for the
 * same endpoint a no-op, so an event published twice (a retry, two nodes) is delivered once.
 */
export class Intake {
  private readonly cache: TtlCache<string, EndpointRow[]>;
  private readonly writer: GroupCommit<NewDelivery, null>;

  constructor(
    private readonly deps: {
      endpoints: EndpointsRepo;
      deliveries: DeliveriesRepo;
      clock: Clock;
      /** Rows were written: the dispatcher sends them now. */
      written(): void;
    },
  ) {
    this.cache = new TtlCache(deps.clock, () => ENDPOINTS_TTL_MS);
    this.writer = new GroupCommit<NewDelivery, null>(async (rows) => {
      await deps.deliveries.insert(rows);
      deps.written();
      return rows.map(() => null);
    });
  }

  async onEvent(event: ApiEvent): Promise<void> {
    const endpoints = await this.cache.get(event.channel.id, () =>
      this.deps.endpoints.enabledOf(event.channel.id),
    );
    const wanting = endpoints.filter((endpoint) => endpoint.events.includes(event.type));
    if (wanting.length === 0) return;
    const now = this.deps.clock.now();
    const body = JSON.stringify(event);
    await Promise.all(
      wanting.map((endpoint) =>
        this.writer.add({
          id: uuidv7(now),
          endpointId: endpoint.id,
          eventId: event.id,
          eventType: event.type,
          body,
          status: 'pending',
          nextAttemptAt: new Date(now),
          createdAt: new Date(now),
        }),
      ),
    );
  }

  /**
   * Whether an event of this type may make a delivery for the channel: false only when its
   * endpoints are in memory and none wants it (a busy chat with no webhook costs no envelope).
   */
  mayWant(ownerId: string, type: string): boolean {
    const known = this.cache.peek(ownerId);
    return !known || known.value.some((endpoint) => endpoint.events.includes(type));
  }

  /** A user's endpoints changed (here or on another node). */
  forget(userId: string): void {
    this.cache.delete(userId);
  }

  forgetAll(): void {
    this.cache.clear();
  }

  idle(): Promise<void> {
    return this.writer.idle();
  }
}
