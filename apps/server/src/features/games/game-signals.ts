import { z } from 'zod';
import { widgetEventSchema, type WidgetEvent } from '@kyo/contracts';
import type { EventBus } from '../../platform/bus/event-bus';
import type { ClusterChannel } from '../../platform/redis/redis-channel';
import type { AppEvents } from '../../app-events';
import type { GamesCache } from './games-cache';

const heardSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('event'), ownerId: z.string(), event: widgetEventSchema }),
  z.object({ type: z.literal('changed'), ownerId: z.string() }),
]);

/**
 * How a game's change gets out: its widget event to the owner's overlays (the bus's
 * `live.event`, which the widgets fold into the Counter, Giveaway and Poll states) on this node
 * and, with several nodes, on the others (a cluster channel); and a word to every node that its
 * copy of the owner's games is stale.
 */
export class GameSignals {
  constructor(
    private readonly bus: EventBus<AppEvents>,
    private readonly cache: GamesCache,
    private readonly channel: ClusterChannel | undefined,
  ) {}

  publish(ownerId: string, event: WidgetEvent): void {
    this.bus.publish('live.event', { ownerId, event });
    this.channel?.publish({ type: 'event', ownerId, event });
  }

  /** To this node's overlays only (a replay for an overlay that just connected here). */
  publishHere(ownerId: string, event: WidgetEvent): void {
    this.bus.publish('live.event', { ownerId, event });
  }

  /** The owner's games changed here: the other nodes read them again (this one already knows). */
  changedElsewhere(ownerId: string): void {
    this.channel?.publish({ type: 'changed', ownerId });
  }

  /** The owner's games changed here in a way easier to read again than to patch. */
  changed(ownerId: string): void {
    this.cache.invalidate(ownerId);
    this.changedElsewhere(ownerId);
  }

  async listen(): Promise<void> {
    await this.channel?.listen(
      (raw) => {
        const heard = heardSchema.safeParse(raw);
        if (!heard.success) return;
        if (heard.data.type === 'changed') this.cache.invalidate(heard.data.ownerId);
        else
          this.bus.publish('live.event', { ownerId: heard.data.ownerId, event: heard.data.event });
      },
      // Messages may have been lost while Redis was away: read every channel's games again.
      () => this.cache.clear(),
    );
  }
}
