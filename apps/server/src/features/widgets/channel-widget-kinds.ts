import {
  WIDGET_EVENT_KIND_OF,
  widgetContracts,
  widgetTypeSchema,
  type ChannelEvent,
  type WidgetEventKind,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { TtlCache } from '../../platform/ttl-cache';

/**
 * Read again after this long: bounds how long a change this node did not hear of (a Redis outage
 * on several nodes) can keep a channel's events from its widgets.
 */
const KINDS_TTL_MS = 60_000;

/**
 * Which widget events each channel's widgets show (the union of their types' `events`), kept in
 * memory: the widgets' stage in the chat pipeline takes a channel's event only when one of its
 * widgets shows it (no mapping, no delivery, no state fold and, with several nodes, no Redis
 * message for a chat line of a channel whose widgets show no chat). Read from the database once
 * per channel and minute; a change to the owner's widgets (here, or on another node: the
 * gateway's `widgetsChanged` message) forgets the channel at once, so the next event reads again.
 * Until known it answers yes: the stage runs as if every widget showed everything.
 */
export class ChannelWidgetKinds {
  private readonly cache: TtlCache<string, ReadonlySet<WidgetEventKind>>;

  constructor(
    private readonly deps: {
      typesOf(ownerId: string): Promise<readonly string[]>;
      clock: Clock;
      onError(error: unknown): void;
    },
  ) {
    this.cache = new TtlCache(deps.clock, () => KINDS_TTL_MS);
  }

  /** Whether a widget of the event's channel may show it (true while not known yet). */
  shows(event: ChannelEvent): boolean {
    const kind = (WIDGET_EVENT_KIND_OF as Partial<Record<string, WidgetEventKind>>)[event.kind];
    if (kind === undefined) return false;
    const known = this.cache.peek(event.ownerId);
    if (known) return known.value.has(kind);
    this.load(event.ownerId);
    return true;
  }

  /** The owner's widgets changed (created, edited, deleted; here or on another node). */
  changed(ownerId: string): void {
    this.cache.delete(ownerId);
  }

  private load(ownerId: string): void {
    this.cache
      .get(ownerId, async () => {
        const kinds = new Set<WidgetEventKind>();
        for (const name of await this.deps.typesOf(ownerId)) {
          const type = widgetTypeSchema.safeParse(name);
          if (type.success) for (const kind of widgetContracts[type.data].events) kinds.add(kind);
        }
        return kinds;
      })
      .catch((error: unknown) => this.deps.onError(error));
  }
}
