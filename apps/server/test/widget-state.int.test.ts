import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  REALTIME_PATH,
  type LeaderboardState,
  type Widget,
  type ChannelEventOf,
} from '@kyo/contracts';
import { widgetStates } from '../src/features/widgets/widget-state.schema';
import { sampleChannelEvent } from './kick-samples';
import { buildTestApp } from './app';
import { describeEachDatabase } from './db';
import { bearer } from './factories';
import {
  startIngestWorld,
  type IngestWorld,
} from '../src/features/kick-events/kick-events.test-helper';
import { TestSocket } from './test-socket';

const CHANNEL = 1001;
const KEKW = '[emote:37226:KEKW]';

describeEachDatabase('widget state through the emulator', (db) => {
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
  afterAll(async () => {
    if (app !== world.app) await app.close();
    await world.close();
  });

  const kick = () => world.platforms.server.emulator.kick;

  async function settle() {
    await world.platforms.server.emulator.whenIdle();
    await app.services.bus.drain();
  }

  async function chat(lines: Array<[string, string]>) {
    for (const [username, content] of lines) {
      kick().sendChat({ broadcasterUserId: CHANNEL, username, content });
    }
    await settle();
  }

  async function setUp() {
    const me = await world.streamer();
    const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
      app.inject({ method, url: path, headers: bearer(me.token), ...(payload ? { payload } : {}) });
    const create = async (type: string, settings: object = {}) => {
      const response = await call('POST', '/api/widgets', { type, settings });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Widget>();
    };
    const stateOf = async <T>(widget: Widget) => {
      const response = await call('GET', `/api/widgets/${widget.id}/state`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ state: T; now: number }>().state;
    };
    return { ...me, call, create, stateOf };
  }

  async function overlay(key: string) {
    const socket = await TestSocket.open(`${url.replace('http', 'ws')}${REALTIME_PATH}`);
    sockets.push(socket);
    socket.send({ type: 'hello', role: 'overlay', key });
    return { socket, snapshot: await socket.next('snapshot') };
  }

  const ranking = (state: LeaderboardState) =>
    state.entries.map((e) => `${e.rank}.${e.name}=${e.value}`);

  it('ranks many viewers by their messages, without the broadcaster, written in batches', async () => {
    const me = await setUp();
    const board = await me.create('chat-leaderboard', { window: 'all', topN: 3 });
    const lines: Array<[string, string]> = [];
    for (let i = 0; i < 12; i++) lines.push([`viewer_${String(i).padStart(2, '0')}`, 'hi']);
    for (let i = 0; i < 4; i++) lines.push(['amy', `line ${i}`], ['bob', 'yo']);
    lines.push(['amy', 'again'], ['kyo_demo', 'streamer talking'], ['kyo_demo', 'more']);
    await chat(lines);
    await app.widgets.flushStates();
    expect(ranking(await me.stateOf<LeaderboardState>(board))).toEqual([
      '1.amy=5',
      '2.bob=4',
      '3.viewer_00=1',
    ]);
  });

  it('counts active chat minutes once per minute across flushes', async () => {
    const me = await setUp();
    const board = await me.create('chat-leaderboard', { window: 'all', metric: 'minutes' });
    const clock = world.platforms.clock;
    clock.set(Math.ceil(clock.now() / 60_000) * 60_000 + 1000);
    await chat([
      ['amy', 'a'],
      ['bob', 'b'],
    ]);
    await app.widgets.flushStates();
    clock.advance(20_000);
    await chat([['amy', 'same minute']]);
    await app.widgets.flushStates();
    clock.advance(60_000);
    await chat([
      ['amy', 'next minute'],
      ['amy', 'and again'],
    ]);
    await app.widgets.flushStates();
    expect(ranking(await me.stateOf<LeaderboardState>(board))).toEqual(['1.amy=2', '2.bob=1']);
  });

  it('answers !top in chat with the widget’s ranking', async () => {
    const me = await setUp();
    await me.create('chat-leaderboard', { title: 'Chat champs' });
    await chat([
      ['amy', 'a'],
      ['amy', 'b'],
      ['bob', 'c'],
    ]);
    await app.widgets.flushStates();
    await chat([['cem', '!top']]);
    await app.bot.idle();
    await settle();
    const said = kick()
      .chatLog(CHANNEL, { limit: 10 })
      .map((m) => m.content);
    expect(said).toContain('Chat champs (this stream): 1. amy (2 messages), 2. bob (1 message)');
  });

  it('takes a banned viewer off at once, and off the counts for good; a timeout leaves them', async () => {
    const me = await setUp();
    const board = await me.create('chat-leaderboard', { window: 'all' });
    await chat([
      ['amy', 'a'],
      ['amy', 'b'],
      ['bob', 'c'],
      ['cem', 'd'],
    ]);
    await app.widgets.flushStates();
    kick().ban({ broadcasterUserId: CHANNEL, username: 'cem', durationMinutes: 10 });
    kick().ban({ broadcasterUserId: CHANNEL, username: 'amy' });
    await settle();
    // Before any flush: the ban's reducer took amy off.
    expect(ranking(await me.stateOf<LeaderboardState>(board))).toEqual(['1.bob=1', '1.cem=1']);
    await chat([['bob', 'e']]);
    await app.widgets.flushStates();
    expect(ranking(await me.stateOf<LeaderboardState>(board))).toEqual(['1.bob=2', '2.cem=1']);
  });

  it('resets by hand: counting starts again, earlier counts stay out', async () => {
    const me = await setUp();
    const board = await me.create('chat-leaderboard', { window: 'all' });
    await chat([
      ['amy', 'a'],
      ['amy', 'b'],
    ]);
    await app.widgets.flushStates();
    world.platforms.clock.advance(1000);
    const reset = await me.call('POST', `/api/widgets/${board.id}/state/reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json<{ state: LeaderboardState }>().state.entries).toEqual([]);
    world.platforms.clock.advance(1000);
    await chat([['bob', 'c']]);
    await app.widgets.flushStates();
    expect(ranking(await me.stateOf<LeaderboardState>(board))).toEqual(['1.bob=1']);
    const alert = await me.create('follower-alert');
    const refused = await me.call('POST', `/api/widgets/${alert.id}/state/reset`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'not_stateful' });
  });

  it('keeps one streak for every browser source, sent as coalesced state messages', async () => {
    const me = await setUp();
    const streak = await me.create('emote-streak');
    const first = await overlay(streak.key);
    expect(first.snapshot).toMatchObject({ state: { count: 0, emote: null } });
    await chat([
      ['amy', KEKW],
      ['bob', `lol ${KEKW}`],
      ['cem', `${KEKW} ${KEKW}`],
      ['dan', 'plain'],
    ]);
    const second = await overlay(streak.key);
    expect(second.snapshot).toMatchObject({
      state: { count: 3, emote: { id: '37226', name: 'KEKW' }, chatters: [] },
    });
    // Three lines, at most a few messages: the first change at once, the rest coalesced.
    let last = await first.socket.next('state');
    while ((last.state as { count: number }).count < 3) last = await first.socket.next('state');
    const stateMessages = first.socket.received.filter((m) => m.type === 'state').length;
    expect(stateMessages).toBeLessThanOrEqual(3);
    expect(first.socket.received.some((m) => m.type === 'event')).toBe(false);
  });

  it('gives a reloaded chat box its recent lines in the snapshot', async () => {
    const me = await setUp();
    const box = await me.create('chat', { maxMessages: 3 });
    await chat([
      ['amy', 'one'],
      ['bob', '!song'],
      ['cem', 'two'],
      ['dan', 'three'],
      ['eve', 'four'],
    ]);
    const { snapshot } = await overlay(box.key);
    const lines = (snapshot.state as { lines: Array<{ username: string; text: string }> }).lines;
    expect(lines.map((l) => `${l.username}:${l.text}`)).toEqual([
      'cem:two',
      'dan:three',
      'eve:four',
    ]);
  });

  it('shows a test burst on the overlay without counting it', async () => {
    const me = await setUp();
    const board = await me.create('chat-leaderboard', { window: 'all' });
    const { socket } = await overlay(board.key);
    const test = await me.call('POST', `/api/widgets/${board.id}/test-event`, {
      kind: 'chat.crowd',
    });
    expect(test.statusCode, test.body).toBe(200);
    let shown = await socket.next('state');
    while (!shown.test) shown = await socket.next('state');
    expect((shown.state as LeaderboardState).entries).toHaveLength(10);
    await app.widgets.flushStates();
    // The real ranking counted none of it.
    expect((await me.stateOf<LeaderboardState>(board)).entries).toEqual([]);
  });

  it('rebuilds a stored state that no longer fits its schema instead of failing', async () => {
    const me = await setUp();
    const streak = await me.create('emote-streak');
    await db()
      .db.insert(widgetStates)
      .values({ widgetId: streak.id, state: { count: 'many', emote: 7 }, updatedAt: new Date() });
    const { snapshot } = await overlay(streak.key);
    expect(snapshot.state).toMatchObject({ count: 0, emote: null });
    await chat([['amy', KEKW]]);
    expect(await me.stateOf(streak)).toMatchObject({ count: 1 });
  });

  it('saves a chat box whose lines carry text the database refuses, beside other channels', async () => {
    const me = await setUp();
    const box = await me.create('chat');
    const sample = sampleChannelEvent('chat.message.sent') as ChannelEventOf<'chat'>;
    const text = 'nul \u0000 and lone \ud800 surrogate';
    app.services.bus.publish('kick.event', {
      ...sample,
      ownerId: me.userId,
      parts: [{ kind: 'text', text }],
      text,
    });
    await app.services.bus.drain();
    await overlay(box.key);
    await app.widgets.flushStates();
    const [row] = await db()
      .db.select()
      .from(widgetStates)
      .where(eq(widgetStates.widgetId, box.id));
    expect(JSON.stringify(row?.state)).toContain('nul  and lone \uFFFD surrogate');
  });

  describe('across a restart', () => {
    it('shows the same ranking, streak and lines at once after the server restarts', async () => {
      const me = await setUp();
      const board = await me.create('chat-leaderboard', {
        window: 'day',
        timeZone: 'Europe/Istanbul',
      });
      const streak = await me.create('emote-streak', { gapSeconds: 300 });
      const box = await me.create('chat');
      await chat([
        ['amy', KEKW],
        ['bob', KEKW],
        ['amy', 'x'],
        ['cem', KEKW],
      ]);
      // The server stops: what it counted and changed is written on the way out.
      await app.close();
      app = await buildTestApp(db(), {
        config: world.platforms.config(),
        clock: world.platforms.clock,
      });
      url = await app.listen({ port: 0, host: '127.0.0.1' });
      kick().setWebhookUrl(`${url}/api/kick/webhook`);
      const boardView = await overlay(board.key);
      expect(ranking(boardView.snapshot.state as LeaderboardState)).toEqual([
        '1.amy=2',
        '2.bob=1',
        '2.cem=1',
      ]);
      const streakView = await overlay(streak.key);
      expect(streakView.snapshot.state).toMatchObject({ count: 3, emote: { name: 'KEKW' } });
      const boxView = await overlay(box.key);
      expect((boxView.snapshot.state as { lines: unknown[] }).lines).toHaveLength(4);
    });
  });
});
