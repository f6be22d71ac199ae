import { describe, expect, it } from 'vitest';
import type { SeEventDetail } from '@kyo/contracts/widgets/types/custom.logic';
import { manualTimers } from '../../test/manual-timers';
import {
  FrameBridge,
  memoryStore,
  parseFrameMessage,
  serverStore,
  type HostMessage,
} from './frame-bridge';

const follower = (name: string): SeEventDetail => ({
  listener: 'follower-latest',
  event: { name },
});

function setup(
  options: {
    holdSeconds?: number;
    store?: ReturnType<typeof memoryStore>;
    counter?: (name: string) => Promise<number | null>;
  } = {},
) {
  const timers = manualTimers();
  const posted: HostMessage[] = [];
  const delivered: unknown[] = [];
  const errors: string[] = [];
  let reloads = 0;
  const bridge = new FrameBridge({
    post: (message) => posted.push(message),
    store: options.store ?? memoryStore(),
    timers,
    now: () => timers.now(),
    holdSeconds: options.holdSeconds ?? null,
    ...(options.counter ? { counter: options.counter } : {}),
    code: { html: '<p>hi</p>', css: '', js: 'x()' },
    loadDetail: () => ({ fieldData: { title: 'Hi' } }),
    delivered: (token) => delivered.push(token),
    onError: (message) => errors.push(message),
    reload: () => (reloads += 1),
  });
  const frame = (message: Record<string, unknown>) => bridge.receive({ kyo: 1, ...message });
  return { bridge, timers, posted, delivered, errors, frame, reloads: () => reloads };
}

describe('custom widget frame messages', () => {
  it('accepts only the bridge’s own shapes', () => {
    expect(parseFrameMessage({ kyo: 1, type: 'ready' })).toEqual({ type: 'ready' });
    expect(parseFrameMessage({ kyo: 1, type: 'store.get', id: 3, key: 'total' })).toEqual({
      type: 'store.get',
      id: 3,
      key: 'total',
    });
    for (const bad of [
      null,
      'ready',
      { type: 'ready' },
      { kyo: 2, type: 'ready' },
      { kyo: 1, type: 'navigate', url: '/api/user' },
      { kyo: 1, type: 'store.get', id: -1, key: 'a' },
      { kyo: 1, type: 'store.get', id: 1, key: '../x' },
      { kyo: 1, type: 'store.set', key: 'a', value: 'x'.repeat(10_000) },
      { kyo: 1, type: 'counter.get', id: 1.5, name: 'deaths' },
    ])
      expect(parseFrameMessage(bad), JSON.stringify(bad)).toBeNull();
    expect(parseFrameMessage({ kyo: 1, type: 'error', message: { html: 1 } })).toEqual({
      type: 'error',
      message: 'Error',
      line: 0,
    });
  });
});

describe('custom widget frame bridge', () => {
  it('hands the frame its code, sends onWidgetLoad once it ran, then the events in order', () => {
    const { bridge, posted, delivered, frame } = setup();
    bridge.send(follower('Ann'), 'a');
    bridge.send(follower('Bo'), 'b');
    expect(posted).toEqual([]);
    frame({ type: 'hello' });
    expect(posted).toEqual([
      { kyo: 1, type: 'code', code: { html: '<p>hi</p>', css: '', js: 'x()' } },
    ]);
    posted.length = 0;
    frame({ type: 'ready' });
    expect(posted).toEqual([
      { kyo: 1, type: 'load', detail: { fieldData: { title: 'Hi' } } },
      { kyo: 1, type: 'event', detail: follower('Ann') },
      { kyo: 1, type: 'event', detail: follower('Bo') },
    ]);
    expect(delivered).toEqual(['a', 'b']);
    bridge.session({ 'tip-session': { amount: 5 } });
    expect(posted.at(-1)).toEqual({
      kyo: 1,
      type: 'session',
      detail: { 'tip-session': { amount: 5 } },
    });
  });

  it('answers SE_API.store and SE_API.counters by the request’s id', async () => {
    const { posted, frame } = setup();
    frame({ type: 'store.set', key: 'total', value: { kicks: 5 } });
    frame({ type: 'store.get', id: 7, key: 'total' });
    frame({ type: 'store.get', id: 8, key: 'missing' });
    frame({ type: 'counter.get', id: 9, name: 'deaths' });
    await Promise.resolve();
    await Promise.resolve();
    expect(posted).toEqual(
      expect.arrayContaining([
        { kyo: 1, type: 'reply', id: 7, value: { kicks: 5 } },
        { kyo: 1, type: 'reply', id: 8, value: null },
        { kyo: 1, type: 'reply', id: 9, value: { counter: 'deaths', value: null } },
      ]),
    );
  });

  it('answers SE_API.counters.get with the channel’s counter as the display reads it', async () => {
    const asked: string[] = [];
    const counters: Record<string, number> = { deaths: 7 };
    const { posted, frame } = setup({
      counter: (name) => {
        asked.push(name);
        return Promise.resolve(counters[name] ?? null);
      },
    });
    frame({ type: 'counter.get', id: 1, name: 'deaths' });
    frame({ type: 'counter.get', id: 2, name: 'wins' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(['deaths', 'wins']);
    expect(posted).toEqual(
      expect.arrayContaining([
        { kyo: 1, type: 'reply', id: 1, value: { counter: 'deaths', value: 7 } },
        { kyo: 1, type: 'reply', id: 2, value: { counter: 'wins', value: null } },
      ]),
    );
  });

  it('holds the queue while a widget with widgetDuration shows an event, until resumeQueue', () => {
    const { bridge, posted, frame, timers } = setup({ holdSeconds: 5 });
    frame({ type: 'ready' });
    bridge.send(follower('Ann'), 'a');
    bridge.send(follower('Bo'), 'b');
    bridge.send(follower('Cy'), 'c');
    const events = () => posted.filter((m) => m.type === 'event').length;
    expect(events()).toBe(1);
    frame({ type: 'resume' });
    expect(events()).toBe(2);
    timers.advance(5000);
    expect(events()).toBe(3);
  });

  it('passes at most 20 events a second into the frame; the rest wait their turn', () => {
    const { bridge, posted, frame, timers } = setup();
    frame({ type: 'ready' });
    for (let index = 0; index < 30; index++) bridge.send(follower(`v${index}`), index);
    const events = () => posted.filter((m) => m.type === 'event').length;
    expect(events()).toBe(20);
    timers.advance(1000);
    expect(events()).toBe(30);
  });

  it('reloads a frame that stops beating (a loop), and reports it', () => {
    const { frame, timers, errors, reloads } = setup();
    frame({ type: 'ready' });
    for (let second = 0; second < 4; second++) {
      timers.advance(1000);
      frame({ type: 'heartbeat' });
    }
    expect(reloads()).toBe(0);
    timers.advance(6000);
    expect(reloads()).toBe(1);
    expect(errors).toEqual(['The widget stopped responding for 5 s: reloaded']);
  });

  it('reports the frame’s errors with their line', () => {
    const { frame, errors } = setup();
    frame({ type: 'error', message: 'Uncaught TypeError: x is undefined', line: 12 });
    expect(errors).toEqual(['Uncaught TypeError: x is undefined (line 12)']);
  });

  it('reads the server’s store once and writes through', async () => {
    const writes: [string, unknown][] = [];
    let lists = 0;
    const store = serverStore({
      list: () => {
        lists += 1;
        return Promise.resolve({ total: 3 });
      },
      set: (name, value) => {
        writes.push([name, value]);
        return Promise.resolve();
      },
    });
    expect(await store.get('total')).toBe(3);
    await store.set('total', 4);
    expect(await store.get('total')).toBe(4);
    expect(await store.get('other')).toBeNull();
    expect(lists).toBe(1);
    expect(writes).toEqual([['total', 4]]);
  });
});
