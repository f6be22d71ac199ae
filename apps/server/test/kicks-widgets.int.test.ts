import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import {
  REALTIME_PATH,
  type LeaderboardState,
  type Widget,
  type WidgetEvent,
} from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { bearer } from './factories';
import {
  startIngestWorld,
  type IngestWorld,
} from '../src/features/kick-events/kick-events.test-helper';
import { TestSocket } from './test-socket';

const CHANNEL = 1001;

describeEachDatabase('Kicks on overlays through the emulator', (db) => {
  let world: IngestWorld;
  let app: FastifyInstance;
  let url: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    world = await startIngestWorld(db());
    app = world.app;
    url = world.webhookUrl.replace(/\/api\/.*$/, '');
  }, 60_000);
  afterEach(async () => {
    sockets.splice(0).forEach((socket) => socket.close());
    await world.reset();
  });
  afterAll(async () => world.close());

  const kick = () => world.platforms.server.emulator.kick;
  async function settle() {
    await world.platforms.server.emulator.whenIdle();
    await app.services.bus.drain();
  }
  /** A viewer's Kicks gift through the emulator's webhook, handled through to the overlays. */
  async function gift(username: string, amount: number, message: string) {
    kick().giftKicks({ broadcasterUserId: CHANNEL, username, amount, message });
    await settle();
  }

  async function setUp() {
    const me = await world.streamer();
    const call = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
      app.inject({ method, url: path, headers: bearer(me.token), ...(payload ? { payload } : {}) });
    const create = async (type: string, settings: object = {}) => {
      const response = await call('POST', '/api/widgets', { type, settings });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Widget>();
    };
    return { ...me, call, create };
  }

  async function overlay(key: string) {
    const socket = await TestSocket.open(`${url.replace('http', 'ws')}${REALTIME_PATH}`);
    sockets.push(socket);
    socket.send({ type: 'hello', role: 'overlay', key });
    await socket.next('snapshot');
    return socket;
  }

  it('delivers a kicks.gifted webhook to the subscriber alert as a Kicks event', async () => {
    const me = await setUp();
    const alert = await me.create('subscribe');
    expect(alert.settings).toMatchObject({ showKicks: true, kicksTemplate: expect.any(String) });
    const socket = await overlay(alert.key);
    await gift('pixel_pat', 1000, 'gg wp');
    const message = await socket.next('event');
    expect(message.event).toMatchObject({
      kind: 'kicks',
      name: 'pixel_pat',
      amount: 1000,
      gift: 'Kicks',
      message: 'gg wp',
    });
  });

  it("leaves a Kicks message that says one of the moderation rules' banned words off the alert", async () => {
    const me = await setUp();
    const rule = await me.call('PATCH', '/api/moderation/rules/banned_words', {
      enabled: true,
      action: 'delete',
      settings: { terms: [{ text: 'badword', mode: 'word' }] },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const alert = await me.create('subscribe');
    const socket = await overlay(alert.key);
    await gift('pixel_pat', 500, 'you are a badword');
    const hidden = await socket.next('event');
    // The alert still shows, without the message (and nothing to speak).
    expect(hidden.event).toMatchObject({ kind: 'kicks', name: 'pixel_pat', amount: 500 });
    expect(hidden.event).not.toHaveProperty('message');
    await gift('sub_sam', 100, 'great stream');
    const shown = await socket.next('event');
    expect(shown.event).toMatchObject({ kind: 'kicks', name: 'sub_sam', message: 'great stream' });
  });

  it('shows a Kicks message without its links while the Links rule is on', async () => {
    const me = await setUp();
    const alert = await me.create('subscribe');
    const socket = await overlay(alert.key);
    const text = 'follow me at https://evil.example/x and bit.ly/abc, gg';
    await gift('link_larry', 100, text);
    expect((await socket.next('event')).event).toMatchObject({ message: text });
    const rule = await me.call('PATCH', '/api/moderation/rules/links', {
      enabled: true,
      action: 'delete',
    });
    expect(rule.statusCode, rule.body).toBe(200);
    await gift('link_larry', 100, text);
    expect((await socket.next('event')).event).toMatchObject({ message: 'follow me at and gg' });
    // Nothing but a link: the alert shows without a message.
    await gift('link_larry', 100, 'kick.com/other');
    const bare = await socket.next('event');
    expect(bare.event).toMatchObject({ kind: 'kicks', name: 'link_larry' });
    expect(bare.event).not.toHaveProperty('message');
  });

  it('sends a test Kicks event, with an amount, to the subscriber alert', async () => {
    const me = await setUp();
    const alert = await me.create('subscribe');
    const socket = await overlay(alert.key);
    const test = await me.call('POST', `/api/widgets/${alert.id}/test-event`, { kind: 'kicks' });
    expect(test.statusCode, test.body).toBe(200);
    const message = await socket.next('event');
    expect(message.event).toMatchObject({ kind: 'kicks', amount: expect.any(Number) });
    expect((message.event as { amount: number }).amount).toBeGreaterThan(0);
  });

  it('makes a test Kicks on a widget that speaks one to hear, and answers the builder the same event', async () => {
    const me = await setUp();
    const alert = await me.create('subscribe', { tts: { enabled: true, minAmount: 5000 } });
    const socket = await overlay(alert.key);
    const test = await me.call('POST', `/api/widgets/${alert.id}/test-event`, { kind: 'kicks' });
    expect(test.statusCode, test.body).toBe(200);
    const answer = test.json<{ seq: number; events: WidgetEvent[] }>();
    const sent = await socket.next('event');
    expect(answer).toEqual({ seq: sent.seq, events: [sent.event] });
    expect(sent.event).toMatchObject({
      kind: 'kicks',
      message: expect.stringMatching(/\S/),
      speech: expect.any(String),
    });
    expect((sent.event as { amount: number }).amount).toBeGreaterThanOrEqual(5000);
  });

  it('ranks viewers by the Kicks they sent on a Kicks leaderboard', async () => {
    const me = await setUp();
    const board = await me.create('chat-leaderboard', { metric: 'kicks', window: 'all' });
    for (const [username, amount] of [
      ['amy', 100],
      ['bob', 500],
      ['amy', 450],
      ['cem', 1],
    ] as const)
      kick().giftKicks({ broadcasterUserId: CHANNEL, username, amount });
    kick().sendChat({ broadcasterUserId: CHANNEL, username: 'dan', content: 'just chatting' });
    await settle();
    await app.widgets.flushStates();
    const response = await me.call('GET', `/api/widgets/${board.id}/state`);
    expect(response.statusCode, response.body).toBe(200);
    const state = response.json<{ state: LeaderboardState }>().state;
    expect(state.entries.map((e) => `${e.rank}.${e.name}=${e.value}`)).toEqual([
      '1.amy=550',
      '2.bob=500',
      '3.cem=1',
    ]);
  });
});
