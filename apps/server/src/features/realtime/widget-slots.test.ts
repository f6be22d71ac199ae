import { describe, expect, it } from 'vitest';
import { overlayServerMessageSchema, type WidgetEvent } from '@kyo/contracts';
import type { Connection } from './connection';
import type { Frame } from './frames';
import { DEFAULT_LIMITS } from './limits';
import type { OverlayGrant } from '../../ports';
import { WidgetSlots } from './widget-slots';

const NOW = Date.UTC(2026, 4, 1, 20);

/** A socket stand-in that records the frames sent to it. */
function recorder() {
  const frames: Frame[] = [];
  const connection = { send: (frame: Frame) => frames.push(frame) } as unknown as Connection;
  const messages = () =>
    frames.map((frame) => JSON.parse(frame.toString()) as Record<string, unknown>);
  return { connection, messages };
}

const grant = (overrides: Partial<OverlayGrant> = {}): OverlayGrant => ({
  widgetId: 'w-chat',
  userId: 'u-1',
  type: 'chat',
  key: 'key-chat-0123456789',
  settings: { fontSize: 20 },
  version: 1,
  accepts: ['chat.message', 'chat.clear-user'],
  ...overrides,
});
const follow: WidgetEvent = { kind: 'follow', name: 'PixelPanda', at: NOW };
const chat: WidgetEvent = {
  kind: 'chat.message',
  id: 'm1',
  username: 'Nora',
  color: null,
  badges: [],
  parts: [{ kind: 'text', text: 'hi' }],
  text: 'hi',
  at: NOW,
};

describe('widget slots', () => {
  it('sends a user’s event only to the slots whose widget shows its kind', () => {
    const slots = new WidgetSlots(DEFAULT_LIMITS, () => {});
    const chatBox = recorder();
    const alerts = recorder();
    slots.attach(slots.open(grant(), NOW)!, chatBox.connection, NOW);
    const alertSlot = slots.open(
      grant({ widgetId: 'w-follow', key: 'key-follow-0123456789', accepts: ['follow'] }),
      NOW,
    )!;
    slots.attach(alertSlot, alerts.connection, NOW);

    expect(slots.publishToUser('u-1', follow, NOW)).toBe(1);
    expect(slots.publishToUser('u-2', follow, NOW)).toBe(0);
    expect(alerts.messages()).toEqual([{ type: 'event', seq: 1, event: follow }]);
    expect(chatBox.messages()).toEqual([]);
  });

  it('frames events as the overlay contract describes them', () => {
    const slots = new WidgetSlots(DEFAULT_LIMITS, () => {});
    const socket = recorder();
    const slot = slots.open(grant(), NOW)!;
    slots.attach(slot, socket.connection, NOW);
    slots.publish(slot, chat, true, NOW);
    slots.publishToUser('u-1', chat, NOW);
    for (const message of socket.messages()) {
      expect(overlayServerMessageSchema.safeParse(message).success).toBe(true);
    }
    expect(socket.messages().map((m) => [m.seq, m.test])).toEqual([
      [1, true],
      [2, undefined],
    ]);
  });

  it('sends the very same bytes to every socket of a widget', () => {
    const slots = new WidgetSlots(DEFAULT_LIMITS, () => {});
    const slot = slots.open(grant(), NOW)!;
    const sent: Frame[] = [];
    for (let i = 0; i < 3; i++) {
      slots.attach(
        slot,
        { send: (frame: Frame) => sent.push(frame) } as unknown as Connection,
        NOW,
      );
    }
    slots.publish(slot, chat, false, NOW);
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(1);
  });

  it('refuses a grant looked up before the key was rotated or the widget deleted', () => {
    const slots = new WidgetSlots(DEFAULT_LIMITS, () => {});
    slots.rotate('w-chat', 'key-new-0123456789', NOW);
    expect(slots.open(grant(), NOW)).toBeNull();
    expect(slots.open(grant({ key: 'key-new-0123456789' }), NOW)).not.toBeNull();
    slots.remove('w-chat');
    expect(slots.open(grant({ key: 'key-new-0123456789' }), NOW)).toBeNull();
  });

  it('keeps the newer settings when a stale lookup arrives after a save', () => {
    const slots = new WidgetSlots(DEFAULT_LIMITS, () => {});
    slots.open(grant({ settings: { fontSize: 40 }, version: 5 }), NOW);
    const slot = slots.open(grant({ settings: { fontSize: 20 }, version: 4 }), NOW)!;
    expect(slot.settings).toEqual({ fontSize: 40 });
  });

  it('evicts an idle slot once its replay has expired, with a new epoch afterwards', () => {
    const slots = new WidgetSlots(DEFAULT_LIMITS, () => {});
    const first = slots.open(grant(), NOW)!;
    slots.evictIdle(NOW + DEFAULT_LIMITS.replayMaxAgeMs - 1);
    expect(slots.get('w-chat')).toBe(first);
    slots.evictIdle(NOW + DEFAULT_LIMITS.replayMaxAgeMs + 1);
    expect(slots.get('w-chat')).toBeUndefined();
    expect(slots.open(grant(), NOW)!.epoch).not.toBe(first.epoch);
  });

  it('reports health: sources connected, last event and last sign of life', () => {
    const changes: string[] = [];
    const slots = new WidgetSlots(DEFAULT_LIMITS, (userId) => changes.push(userId));
    const slot = slots.open(grant(), NOW)!;
    const socket = recorder();
    slots.attach(slot, socket.connection, NOW);
    slots.publish(slot, chat, false, NOW + 1000);
    slots.seen('w-chat', NOW + 2000);
    expect(slots.health('w-chat')).toEqual({
      connections: 1,
      lastEventAt: NOW + 1000,
      lastSeenAt: NOW + 2000,
    });
    slots.detach(socket.connection, NOW + 3000);
    expect(slots.health('w-chat').connections).toBe(0);
    expect(changes.length).toBeGreaterThanOrEqual(4);
  });
});

describe('a slot of a shared stream (several nodes)', () => {
  const frame = (seq: number) => Buffer.from(JSON.stringify({ type: 'event', seq }));
  const slotWith = () => {
    const slots = new WidgetSlots(DEFAULT_LIMITS, () => undefined);
    const slot = slots.open(grant(), NOW)!;
    const socket = recorder();
    slots.attach(slot, socket.connection, NOW);
    const seqs = () => socket.messages().map((m) => m.seq);
    return { slot, seqs };
  };

  it('sends events in number order: one numbered ahead waits for those before it', () => {
    const { slot, seqs } = slotWith();
    expect(slot.accept(1, frame(1), NOW)).toBe(false);
    // Another node numbered 2 and 3; 4 arrives first here.
    expect(slot.accept(4, frame(4), NOW)).toBe(true);
    expect(seqs()).toEqual([1]);
    expect(slot.accept(3, frame(3), NOW)).toBe(true);
    expect(slot.accept(2, frame(2), NOW)).toBe(false);
    expect(seqs()).toEqual([1, 2, 3, 4]);
    // A copy of one already sent (heard twice) is dropped.
    expect(slot.accept(3, frame(3), NOW)).toBe(false);
    expect(seqs()).toEqual([1, 2, 3, 4]);
    expect(slot.buffer.after(1, slot.seq, NOW)?.length).toBe(3);
  });

  it('gives up on a gap that does not fill: what waited goes out, in order, once', () => {
    const { slot, seqs } = slotWith();
    slot.accept(1, frame(1), NOW);
    slot.accept(5, frame(5), NOW);
    slot.accept(3, frame(3), NOW);
    slot.flushEarly();
    expect(seqs()).toEqual([1, 3, 5]);
    // Late arrivals below the last sent are not sent again.
    expect(slot.accept(2, frame(2), NOW)).toBe(false);
    expect(seqs()).toEqual([1, 3, 5]);
    // A resume across the hole still works: everything after 1 that this node has.
    expect(
      slot.buffer
        .after(1, slot.seq, NOW)
        ?.map((f) => (JSON.parse(f.toString()) as { seq: number }).seq),
    ).toEqual([3, 5]);
    expect(
      slot.buffer
        .after(3, slot.seq, NOW)
        ?.map((f) => (JSON.parse(f.toString()) as { seq: number }).seq),
    ).toEqual([5]);
  });
});
