/**
 * A display joining a widget's stream: an overlay's hello (its key looked up, the widget's slot
 * opened and, with several nodes, loaded), then for it or a scene display's widget layer
 * (scene-rooms.ts) the snapshot and, when it resumes the same stream, the events it missed.
 */
import {
  CLOSE_CODES,
  widgetContracts,
  type ClientMessage,
  type WidgetTypeContract,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import type { OverlayDirectory } from '../../ports';
import type { Connection, LayerSink } from './connection';
import { snapshotFrame } from './frames';
import type { RealtimeLimits } from './limits';
import type { WidgetSlot } from './widget-slot';
import type { WidgetSlots } from './widget-slots';

type OverlayHello = Extract<ClientMessage, { role: 'overlay' }>;

/** Where a display says its last stream stood (absent on a first connection). */
export type ResumeFrom = { epoch: string; lastSeq?: number | undefined } | undefined;

export interface WidgetDisplaysDeps {
  directory: Pick<OverlayDirectory, 'overlayByKey' | 'stateOf'>;
  slots: WidgetSlots;
  clock: Clock;
  limits: RealtimeLimits;
  firstPingAt(now: number): number;
}

export class WidgetDisplays {
  constructor(private readonly deps: WidgetDisplaysDeps) {}

  async hello(connection: Connection, hello: OverlayHello): Promise<void> {
    const { directory, slots, clock, limits } = this.deps;
    const grant = await directory.overlayByKey(hello.key);
    if (!connection.open) return;
    const opened = grant ? slots.open(grant, clock.now()) : null;
    const slot = opened && (await this.whenReady(opened));
    if (!connection.open) return;
    const now = clock.now();
    if (!slot) return connection.close(CLOSE_CODES.notFound, 'Unknown widget key');
    if (slot.sockets.size >= limits.socketsPerWidget) {
      return connection.close(CLOSE_CODES.tooMany, 'Too many browser sources for this widget');
    }
    connection.state = 'overlay';
    connection.ownerId = slot.userId;
    connection.widgetType = slot.type;
    connection.nextPingAt = this.deps.firstPingAt(now);
    slots.attach(slot, connection, now);
    this.sendSnapshot(
      connection,
      slot,
      hello.epoch === undefined ? undefined : { epoch: hello.epoch, lastSeq: hello.lastSeq },
      now,
    );
  }

  /**
   * The widget's snapshot to a newly attached sink and, when it resumes the same stream, what it
   * missed: in the same synchronous step as attaching, so an event published later goes out
   * live, one published earlier is in the replay, none is in both.
   */
  sendSnapshot(
    sink: Connection | LayerSink,
    slot: WidgetSlot,
    from: ResumeFrom,
    now: number,
  ): void {
    // An alert widget catches up on the last minute only (an alert played later is stale), and
    // never on a cancelled event (a refunded redemption).
    const notBefore =
      slot.type && (widgetContracts[slot.type] as WidgetTypeContract).alertKinds
        ? now - this.deps.limits.catchUpMs
        : -Infinity;
    const missed =
      from && from.epoch === slot.epoch && from.lastSeq !== undefined
        ? slot.buffer.after(
            from.lastSeq,
            slot.seq,
            now,
            notBefore,
            (frame) => !this.deps.slots.isCancelled(slot.userId, frame),
          )
        : null;
    const state = this.deps.directory.stateOf(slot.widgetId);
    if (!slot.type) return;
    sink.send(
      snapshotFrame({
        widget: {
          id: slot.widgetId,
          type: slot.type,
          settings: slot.settings,
          size: widgetContracts[slot.type].size,
        },
        epoch: slot.epoch,
        seq: slot.seq,
        resumed: missed !== null,
        ...(state === undefined ? {} : { state }),
        now,
        ...(slot.alerts ? { alerts: slot.alerts } : {}),
      }),
    );
    for (const frame of missed ?? []) sink.send(frame);
  }

  /** A slot whose shared stream is loaded (null if it went away meanwhile). */
  async whenReady(slot: WidgetSlot): Promise<WidgetSlot | null> {
    if (slot.ready) await slot.ready;
    return this.deps.slots.get(slot.widgetId) === slot ? slot : null;
  }
}
