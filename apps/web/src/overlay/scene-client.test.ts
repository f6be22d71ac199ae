import { describe, expect, it, vi } from 'vitest';
import { manualTimers } from '../features/widgets/test/manual-timers';
import { FakeSocket, MemoryStorage } from './fake-socket.test-helper';
import { SceneClient, sceneStorageKey, type LayerHandlers } from './scene-client';

const KEY = 's'.repeat(32);
const W1 = '0190f5a0-0000-7000-8000-000000000001';
const W2 = '0190f5a0-0000-7000-8000-000000000002';
const scene = (rev: number) => ({
  type: 'scene',
  scene: { id: 'sc', name: 'Main', width: 1920, height: 1080, rev, layers: [] },
});
const layer = (widgetId: string, message: object) => ({ type: 'layer', widgetId, message });
const snapshot = (id: string, epoch: string, seq: number, resumed = false) => ({
  type: 'snapshot',
  widget: { id, type: 'chat', settings: {} },
  epoch,
  seq,
  resumed,
});
const chat = (seq: number, text: string) => ({
  type: 'event',
  seq,
  event: { kind: 'chat.message', id: `m${seq}`, text, at: 0 },
});

function setup() {
  const sockets: FakeSocket[] = [];
  const timers = manualTimers();
  const storage = new MemoryStorage();
  const onScene = vi.fn();
  const onReload = vi.fn();
  const client = new SceneClient({
    key: KEY,
    url: 'ws://test/api/realtime',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    storage,
    timers,
    random: () => 0.5,
    onScene,
    onReload,
  });
  client.start();
  const socket = () => sockets.at(-1)!;
  const handlers = (): LayerHandlers & { events: string[] } => {
    const events: string[] = [];
    return {
      events,
      onSnapshot: vi.fn(),
      onState: vi.fn(),
      onSettings: vi.fn(),
      onEvent: ({ event }) => events.push((event as { text: string }).text),
    };
  };
  return { client, socket, sockets, timers, storage, onScene, onReload, handlers };
}

describe('scene realtime client', () => {
  it('says hello with the scene key, shows the scene, and hands each layer its own messages', () => {
    const { client, socket, onScene, handlers } = setup();
    socket().open();
    expect(socket().sent[0]).toEqual({ type: 'hello', role: 'scene', key: KEY, resume: {} });
    socket().receive(scene(1));
    expect(onScene).toHaveBeenCalledWith(expect.objectContaining({ rev: 1 }));
    // Messages that arrive before the layer's view mounts wait for it, in order.
    socket().receive(layer(W1, snapshot(W1, 'e1', 4)));
    socket().receive(layer(W1, chat(5, 'hi')));
    socket().receive(layer(W2, snapshot(W2, 'e2', 0)));
    const one = handlers();
    const two = handlers();
    client.attach(W1, one);
    client.attach(W2, two);
    expect(one.onSnapshot).toHaveBeenCalledTimes(1);
    expect(one.events).toEqual(['hi']);
    socket().receive(layer(W2, chat(1, 'two')));
    socket().receive(layer(W1, chat(5, 'again')));
    expect(two.events).toEqual(['two']);
    expect(one.events).toEqual(['hi']);
  });

  it('resumes every widget layer from its own point after a drop', () => {
    const { client, socket, sockets, timers, handlers } = setup();
    socket().open();
    socket().receive(scene(1));
    client.attach(W1, handlers());
    client.attach(W2, handlers());
    socket().receive(layer(W1, snapshot(W1, 'e1', 0)));
    socket().receive(layer(W1, chat(1, 'a')));
    socket().receive(layer(W1, chat(2, 'b')));
    socket().receive(layer(W2, snapshot(W2, 'e2', 7)));
    socket().drop();
    timers.advance(60_000);
    expect(sockets).toHaveLength(2);
    socket().open();
    expect(socket().sent[0]).toEqual({
      type: 'hello',
      role: 'scene',
      key: KEY,
      resume: { [W1]: { epoch: 'e1', lastSeq: 2 }, [W2]: { epoch: 'e2', lastSeq: 7 } },
    });
  });

  it('stores what a layer showed per scene and widget, and stops for good on a rotated key', () => {
    const { client, socket, storage, handlers } = setup();
    socket().open();
    socket().receive(scene(1));
    client.attach(W1, handlers());
    socket().receive(layer(W1, snapshot(W1, 'e1', 0)));
    socket().receive(layer(W1, chat(1, 'a')));
    client.ack(W1, 1, 'e1');
    expect(JSON.parse(storage.getItem(sceneStorageKey(KEY, W1))!)).toMatchObject({
      epoch: 'e1',
      seq: 1,
    });
    socket().drop(4410);
    expect(client.status.state).toBe('dead');
  });
});
