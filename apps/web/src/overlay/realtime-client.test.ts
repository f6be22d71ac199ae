import { describe, expect, it, vi } from 'vitest';
import type { WidgetEvent } from '@kyo/contracts';
import { manualTimers } from '../features/widgets/test/manual-timers';
import { backoffDelay } from '../features/widgets/lib/backoff';
import { FakeSocket, MemoryStorage } from './fake-socket.test-helper';
import { OverlayClient, storageKey } from './realtime-client';
import { STALE_AFTER_MS } from './reconnecting-socket';
import type { ReceivedEvent } from './widget-stream';

const KEY = 'k'.repeat(24);
const follow = (name: string): WidgetEvent => ({ kind: 'follow', name, at: 0 });
const snapshot = (epoch: string, seq: number, resumed = false) => ({
  type: 'snapshot',
  widget: { id: 'w1', type: 'follower-alert', settings: { durationSeconds: 3 } },
  epoch,
  seq,
  resumed,
});
const event = (seq: number, name: string) => ({ type: 'event', seq, event: follow(name) });

function setup(
  options: { storage?: MemoryStorage; random?: () => number; now?: () => number } = {},
) {
  const sockets: FakeSocket[] = [];
  const timers = manualTimers();
  const storage = options.storage ?? new MemoryStorage();
  const received: ReceivedEvent[] = [];
  const handlers = {
    onSnapshot: vi.fn(),
    onState: vi.fn(),
    onSettings: vi.fn(),
    onReload: vi.fn(),
    onStatus: vi.fn(),
  };
  const client = new OverlayClient({
    key: KEY,
    url: 'ws://test/api/realtime',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    storage,
    timers,
    random: options.random ?? (() => 0.5),
    ...(options.now ? { now: options.now } : {}),
    onEvent: (item) => received.push(item),
    ...handlers,
  });
  client.start();
  const socket = () => sockets.at(-1)!;
  const names = () =>
    received.map((item) => (item.event.kind === 'follow' ? item.event.name : '?'));
  return { client, sockets, socket, timers, storage, received, names, handlers };
}

describe('overlay realtime client', () => {
  it('hands over a stateful widget’s state with the server clock offset, then its changes', () => {
    const { socket, handlers } = setup({ now: () => 10_000 });
    socket().open();
    socket().receive({ ...snapshot('e1', 0), state: { count: 3 }, now: 12_500 });
    expect(handlers.onSnapshot).toHaveBeenCalledWith(expect.anything(), {
      state: { state: { count: 3 }, offsetMs: 2_500, test: false },
      resumed: false,
    });
    socket().receive({ type: 'state', state: { count: 4 }, now: 9_000, test: true });
    expect(handlers.onState).toHaveBeenCalledWith({
      state: { count: 4 },
      offsetMs: -1_000,
      test: true,
    });
  });

  it('says hello with the key, applies the snapshot, then delivers events in order', () => {
    const { socket, handlers, received, names } = setup();
    socket().open();
    expect(socket().sent).toEqual([{ type: 'hello', role: 'overlay', key: KEY }]);
    socket().receive(snapshot('e1', 4));
    expect(handlers.onSnapshot).toHaveBeenCalledWith(
      { id: 'w1', type: 'follower-alert', settings: { durationSeconds: 3 } },
      { state: null, resumed: false },
    );
    socket().receive(event(5, 'a'));
    socket().receive(event(6, 'b'));
    expect(names()).toEqual(['a', 'b']);
    expect(received[0]).toMatchObject({ seq: 5, epoch: 'e1', test: false });
  });

  it('ignores an event it already has or an older one', () => {
    const { socket, names } = setup();
    socket().open();
    socket().receive(snapshot('e1', 0));
    socket().receive(event(1, 'a'));
    socket().receive(event(1, 'a again'));
    socket().receive(event(2, 'b'));
    socket().receive(event(1, 'old'));
    socket().receive(event(3, 'c'));
    expect(names()).toEqual(['a', 'b', 'c']);
  });

  it('ignores events before the snapshot', () => {
    const { socket, names } = setup();
    socket().open();
    socket().receive(event(1, 'early'));
    expect(names()).toEqual([]);
  });

  it('stores what was shown, and after a reload resumes from it with the epoch', () => {
    const storage = new MemoryStorage();
    const first = setup({ storage });
    first.socket().open();
    first.socket().receive(snapshot('e1', 2));
    expect(JSON.parse(storage.getItem(storageKey(KEY))!)).toMatchObject({ epoch: 'e1', seq: 2 });
    first.socket().receive(event(3, 'a'));
    first.socket().receive(event(4, 'b'));
    first.client.ack(3, 'e1'); // b is still queued when OBS reloads the source
    first.client.stop();

    const second = setup({ storage });
    second.socket().open();
    expect(second.socket().sent[0]).toEqual({
      type: 'hello',
      role: 'overlay',
      key: KEY,
      epoch: 'e1',
      lastSeq: 3,
    });
    second.socket().receive(snapshot('e1', 4, true));
    second.socket().receive(event(4, 'b'));
    expect(second.names()).toEqual(['b']);
  });

  it('starts fresh, asking for nothing it missed, when its stored place is over a minute old', () => {
    let now = 1_000_000;
    const storage = new MemoryStorage();
    const first = setup({ storage, now: () => now });
    first.socket().open();
    first.socket().receive(snapshot('e1', 2));
    first.client.stop();
    now += 61_000; // OBS closed the source for a minute (a scene switch, a restart)
    const second = setup({ storage, now: () => now });
    second.socket().open();
    expect(second.socket().sent[0]).toEqual({ type: 'hello', role: 'overlay', key: KEY });
    // A place written by an older version (no time) is not trusted either.
    storage.setItem(storageKey(KEY), JSON.stringify({ epoch: 'e1', seq: 2 }));
    const third = setup({ storage, now: () => now });
    third.socket().open();
    expect(third.socket().sent[0]).toEqual({ type: 'hello', role: 'overlay', key: KEY });
  });

  it('keeps its stored place fresh while the page is connected, so a reload still resumes', () => {
    let now = 1_000_000;
    const storage = new MemoryStorage();
    const first = setup({ storage, now: () => now });
    first.socket().open();
    first.socket().receive(snapshot('e1', 2));
    for (let i = 0; i < 8; i++) {
      now += 15_000;
      first.socket().receive({ type: 'ping', t: now });
    }
    first.client.stop();
    now += 5_000;
    const second = setup({ storage, now: () => now });
    second.socket().open();
    expect(second.socket().sent[0]).toMatchObject({ epoch: 'e1', lastSeq: 2 });
  });

  it('ignores an acknowledgement from another epoch or an older one', () => {
    const { socket, client, storage } = setup();
    socket().open();
    socket().receive(snapshot('e2', 5));
    client.ack(9, 'e1');
    client.ack(4, 'e2');
    expect(JSON.parse(storage.getItem(storageKey(KEY))!)).toMatchObject({ epoch: 'e2', seq: 5 });
  });

  it('starts fresh when the server has another epoch (it restarted)', () => {
    const storage = new MemoryStorage();
    storage.setItem(storageKey(KEY), JSON.stringify({ epoch: 'old', seq: 40, at: Date.now() }));
    const { socket, names } = setup({ storage });
    socket().open();
    expect(socket().sent[0]).toMatchObject({ epoch: 'old', lastSeq: 40 });
    socket().receive(snapshot('new', 2, false));
    expect(JSON.parse(storage.getItem(storageKey(KEY))!)).toMatchObject({ epoch: 'new', seq: 2 });
    socket().receive(event(3, 'a'));
    expect(names()).toEqual(['a']);
  });

  it('reconnects after a drop with backoff and jitter, resuming from the last event received', () => {
    const { socket, sockets, timers, names } = setup({ random: () => 0 });
    socket().open();
    socket().receive(snapshot('e1', 0));
    socket().receive(event(1, 'a'));
    socket().receive(event(2, 'b'));
    socket().drop(1006);

    expect(sockets).toHaveLength(1);
    timers.advance(backoffDelay(0, () => 0) - 1);
    expect(sockets).toHaveLength(1);
    timers.advance(1);
    expect(sockets).toHaveLength(2);
    socket().open();
    expect(socket().sent[0]).toMatchObject({ epoch: 'e1', lastSeq: 2 });
    socket().receive(snapshot('e1', 4, true));
    socket().receive(event(2, 'b'));
    socket().receive(event(3, 'c'));
    socket().receive(event(4, 'd'));
    expect(names()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('waits longer after each failed attempt, up to a cap, and resets after a snapshot', () => {
    const { socket, sockets, timers } = setup({ random: () => 1 });
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      socket().drop(1006);
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        timers.advance(50);
        waited += 50;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
    socket().open();
    socket().receive(snapshot('e1', 0));
    socket().drop(1006);
    const before = sockets.length;
    timers.advance(500);
    expect(sockets.length).toBe(before + 1);
  });

  it('jitters the delay between half and all of the step', () => {
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(3, () => 0.5)).toBe(3000);
    expect(backoffDelay(3, () => 1)).toBe(4000);
  });

  it.each([4404, 4410])('stops for good when the key is unknown or rotated (%i)', (code) => {
    const { socket, sockets, timers, handlers } = setup();
    socket().open();
    socket().drop(code);
    timers.advance(60_000);
    expect(sockets).toHaveLength(1);
    expect(handlers.onStatus).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'dead' }));
  });

  it('answers pings, applies settings and reloads when told', () => {
    const { socket, handlers } = setup();
    socket().open();
    socket().receive(snapshot('e1', 0));
    socket().receive({ type: 'ping', t: 123 });
    expect(socket().sent.at(-1)).toEqual({ type: 'pong', t: 123 });
    socket().receive({ type: 'settings', settings: { durationSeconds: 9 } });
    expect(handlers.onSettings).toHaveBeenCalledWith({ durationSeconds: 9 });
    socket().receive({ type: 'reload' });
    expect(handlers.onReload).toHaveBeenCalledTimes(1);
  });

  it('replaces a socket that went silent (no ping) without waiting for a close', () => {
    const { socket, sockets, timers } = setup({ random: () => 0 });
    socket().open();
    socket().receive(snapshot('e1', 0));
    timers.advance(STALE_AFTER_MS - 1);
    expect(sockets).toHaveLength(1);
    timers.advance(1);
    expect(sockets[0]!.closedWith).toBe(4000);
    timers.advance(250);
    expect(sockets).toHaveLength(2);
  });

  it('closes quietly when stopped and does not reconnect', () => {
    const { socket, sockets, client, timers } = setup();
    socket().open();
    client.stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    timers.advance(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('ignores messages that are not JSON', () => {
    const { socket, handlers } = setup();
    socket().open();
    socket().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(handlers.onSnapshot).not.toHaveBeenCalled();
  });
});
