import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CLOSE_CODES,
  REALTIME_PATH,
  toChannelEvent,
  type ChannelEvent,
  type KickEvent,
  type Widget,
  type WidgetEvent,
  type WidgetType,
} from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { buildTestApp } from '../../../test/app';
import { bearer, signUp } from '../../../test/factories';
import { FakeClock } from '../../platform/clock';
import { providerConnections } from '../connections/connections.schema';
import { TestSocket, type ReceivedMessage } from '../../../test/test-socket';

const START = Date.UTC(2026, 4, 1, 20);
const seqsOf = (messages: ReceivedMessage[]) => messages.map((message) => message.seq);

describeEachDatabase('realtime gateway', (db) => {
  let app: FastifyInstance;
  let clock: FakeClock;
  let url: string;
  let sockets: TestSocket[] = [];
  let nextBroadcaster = 9000;

  beforeAll(async () => {
    clock = new FakeClock(START);
    app = await buildTestApp(db(), { clock });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${REALTIME_PATH}`;
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    for (const socket of sockets) socket.drop();
    sockets = [];
  });

  async function open(options: Parameters<typeof TestSocket.open>[1] = {}) {
    const socket = await TestSocket.open(url, options);
    sockets.push(socket);
    return socket;
  }

  /** A signed-up streamer with helpers to call the widgets API. */
  async function streamer() {
    const { token, user, email, password } = await signUp(app);
    const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
      app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });
    const createWidget = async (type: WidgetType, settings?: object) => {
      const response = await call('POST', '/api/widgets', { type, ...(settings && { settings }) });
      expect(response.statusCode).toBe(201);
      return response.json<Widget>();
    };
    const testEvent = async (widget: Widget, kind = 'chat.message') => {
      const response = await call('POST', `/api/widgets/${widget.id}/test-event`, { kind });
      expect(response.statusCode).toBe(200);
      return response.json<{ seq: number }>().seq;
    };
    /** Connects the user's Kick channel (as the connections feature stores it). */
    const connectKick = async () => {
      const broadcasterUserId = nextBroadcaster++;
      await db()
        .db.insert(providerConnections)
        .values({
          id: crypto.randomUUID(),
          userId: user.id,
          provider: 'kick',
          providerAccountId: String(broadcasterUserId),
          username: `channel_${broadcasterUserId}`,
          accessTokenEnc: 'sealed',
          expiresAt: new Date(START + 3_600_000),
        });
      return broadcasterUserId;
    };
    return { token, email, password, userId: user.id, call, createWidget, testEvent, connectKick };
  }

  async function overlay(key: string, hello: { lastSeq?: number; epoch?: string } = {}) {
    const socket = await open();
    socket.send({ type: 'hello', role: 'overlay', key, ...hello });
    const snapshot = await socket.next('snapshot');
    return { socket, snapshot };
  }

  const connectionsOf = (widget: Widget) => app.realtime.health(widget.id).connections;

  /** A Kick event of the owner's channel as the ingest publishes it (read with the real reader). */
  function kickEvent(
    owner: { userId: string; broadcasterUserId: number },
    type: KickEvent['type'],
    payload: Record<string, unknown>,
  ): ChannelEvent {
    const event = toChannelEvent(
      {
        type,
        messageId: crypto.randomUUID(),
        broadcasterUserId: owner.broadcasterUserId,
        sentAt: clock.now(),
        receivedAt: clock.now(),
        payload: {
          broadcaster: { user_id: owner.broadcasterUserId, username: 'streamer' },
          ...payload,
        },
      } as KickEvent,
      { userId: owner.userId, username: 'streamer' },
    );
    if (!event) throw new Error(`${type} is not read`);
    return event;
  }

  describe('overlays', () => {
    it('answers hello with a snapshot of the widget, its settings completed with defaults', async () => {
      const me = await streamer();
      const widget = await me.createWidget('chat', { fontSize: 30 });
      const { snapshot } = await overlay(widget.key);
      expect(snapshot).toMatchObject({
        type: 'snapshot',
        widget: {
          id: widget.id,
          type: 'chat',
          settings: { fontSize: 30, fontFamily: 'Inter', maxMessages: 15, showEmotes: true },
        },
        seq: 0,
        resumed: false,
      });
      expect(snapshot.epoch).toEqual(expect.any(String));
    });

    it('numbers the events of a widget in increasing order', async () => {
      const me = await streamer();
      const widget = await me.createWidget('chat');
      const { socket } = await overlay(widget.key);
      const answered = [await me.testEvent(widget), await me.testEvent(widget)];
      const events = await socket.take('event', 2);
      expect(seqsOf(events)).toEqual([1, 2]);
      expect(answered).toEqual([1, 2]);
      expect(events[0]).toMatchObject({ test: true, event: { kind: 'chat.message' } });
    });

    it('replays every event missed while the socket was down, once and in order, then goes live', async () => {
      const me = await streamer();
      const widget = await me.createWidget('chat');
      const first = await overlay(widget.key);
      await me.testEvent(widget);
      const seen = await first.socket.next('event');
      first.socket.drop();
      await vi.waitFor(() => expect(connectionsOf(widget)).toBe(0));

      for (let i = 0; i < 5; i++) await me.testEvent(widget);
      const again = await overlay(widget.key, {
        lastSeq: seen.seq as number,
        epoch: first.snapshot.epoch as string,
      });
      expect(again.snapshot).toMatchObject({ resumed: true, seq: 6 });
      expect(seqsOf(await again.socket.take('event', 5))).toEqual([2, 3, 4, 5, 6]);

      await me.testEvent(widget);
      expect(seqsOf(await again.socket.take('event', 1))).toEqual([7]);
      expect(seqsOf(again.socket.received.filter((m) => m.type === 'event'))).toEqual([
        2, 3, 4, 5, 6, 7,
      ]);
    });

    it('gives a reloaded page (a new socket with the saved lastSeq) the same guarantee', async () => {
      const me = await streamer();
      const widget = await me.createWidget('chat');
      const page = await overlay(widget.key);
      await me.testEvent(widget);
      await me.testEvent(widget);
      const saved = (await page.socket.take('event', 2))[1]!.seq as number;
      // OBS reloads the source: the new page connects while the old one is still closing.
      const reloaded = await overlay(widget.key, {
        lastSeq: saved,
        epoch: page.snapshot.epoch as string,
      });
      page.socket.close();
      await me.testEvent(widget);
      await vi.waitFor(() => expect(connectionsOf(widget)).toBe(1));
      await me.testEvent(widget);
      expect(reloaded.snapshot).toMatchObject({ resumed: true, seq: 2 });
      expect(seqsOf(await reloaded.socket.take('event', 2))).toEqual([3, 4]);
    });

    it('answers a client from another epoch with a fresh snapshot and no replay', async () => {
      const me = await streamer();
      const widget = await me.createWidget('chat');
      await overlay(widget.key);
      await me.testEvent(widget);
      await me.testEvent(widget);
      const stale = await overlay(widget.key, { lastSeq: 1, epoch: 'from-before-a-restart' });
      expect(stale.snapshot).toMatchObject({ resumed: false, seq: 2 });
      await me.testEvent(widget);
      expect(seqsOf(await stale.socket.take('event', 1))).toEqual([3]);
    });

    it('answers a client older than the replay buffer with a fresh snapshot', async () => {
      const me = await streamer();
      const widget = await me.createWidget('chat');
      const first = await overlay(widget.key);
      await me.testEvent(widget);
      clock.advance(16 * 60_000);
      const event: WidgetEvent = { kind: 'follow', name: 'LateLarry', at: clock.now() };
      app.services.bus.publish('widget.event', { widgetId: widget.id, event, test: false });
      await app.services.bus.drain();
      const late = await overlay(widget.key, { lastSeq: 0, epoch: first.snapshot.epoch as string });
      expect(late.snapshot).toMatchObject({ resumed: false, seq: 2 });
    });

    it('replays to an alert display only the alerts of the last minute; a chat box gets all', async () => {
      const me = await streamer();
      const alert = await me.createWidget('follower-alert');
      const chat = await me.createWidget('chat');
      const first = await overlay(alert.key);
      const chatFirst = await overlay(chat.key);
      first.socket.drop();
      chatFirst.socket.drop();
      await vi.waitFor(() => expect(connectionsOf(alert) + connectionsOf(chat)).toBe(0));
      await me.testEvent(alert, 'follow');
      await me.testEvent(chat);
      clock.advance(61_000);
      await me.testEvent(alert, 'follow');
      await me.testEvent(chat);
      clock.advance(30_000);
      const back = await overlay(alert.key, { lastSeq: 0, epoch: first.snapshot.epoch as string });
      const chatBack = await overlay(chat.key, {
        lastSeq: 0,
        epoch: chatFirst.snapshot.epoch as string,
      });
      expect(back.snapshot).toMatchObject({ resumed: true, seq: 2 });
      expect(seqsOf(await back.socket.take('event', 1))).toEqual([2]);
      expect(seqsOf(await chatBack.socket.take('event', 2))).toEqual([1, 2]);
      await me.testEvent(alert, 'follow');
      expect(seqsOf(await back.socket.take('event', 1))).toEqual([3]);
    });

    it('closes a socket with an unknown key with 4404', async () => {
      const socket = await open();
      socket.send({ type: 'hello', role: 'overlay', key: 'no-such-key-0123456789' });
      expect((await socket.closed).code).toBe(CLOSE_CODES.notFound);
    });

    it('closes the sources of a rotated key with 4410 and refuses the old key afterwards', async () => {
      const me = await streamer();
      const widget = await me.createWidget('follower-alert');
      const { socket } = await overlay(widget.key);
      const rotated = (
        await me.call('POST', `/api/widgets/${widget.id}/rotate-key`)
      ).json<Widget>();
      expect((await socket.closed).code).toBe(CLOSE_CODES.keyRotated);

      const old = await open();
      old.send({ type: 'hello', role: 'overlay', key: widget.key });
      expect((await old.closed).code).toBe(CLOSE_CODES.notFound);
      expect((await overlay(rotated.key)).snapshot.widget).toMatchObject({ id: widget.id });
    });

    it('closes the sources of a deleted widget with 4404', async () => {
      const me = await streamer();
      const widget = await me.createWidget('chat');
      const { socket } = await overlay(widget.key);
      await me.call('DELETE', `/api/widgets/${widget.id}`);
      expect((await socket.closed).code).toBe(CLOSE_CODES.notFound);
    });

    it('sends saved settings to the connected sources at once', async () => {
      const me = await streamer();
      const widget = await me.createWidget('chat');
      const { socket } = await overlay(widget.key);
      await me.call('PATCH', `/api/widgets/${widget.id}`, { settings: { fontSize: 44 } });
      const message = await socket.next('settings');
      expect(message.settings).toMatchObject({ fontSize: 44, fontFamily: 'Inter' });
    });

    it('tells every connected source to reload on request', async () => {
      const me = await streamer();
      const widget = await me.createWidget('subscribe');
      const a = await overlay(widget.key);
      const b = await overlay(widget.key);
      const answer = await me.call('POST', `/api/widgets/${widget.id}/reload`);
      expect(answer.json()).toEqual({ reloaded: 2 });
      await a.socket.next('reload');
      await b.socket.next('reload');
    });

    it('refuses more than 20 sources for one widget with 4429', async () => {
      const me = await streamer();
      const widget = await me.createWidget('chat');
      for (let i = 0; i < 20; i++) await overlay(widget.key);
      const extra = await open();
      extra.send({ type: 'hello', role: 'overlay', key: widget.key });
      expect((await extra.closed).code).toBe(CLOSE_CODES.tooMany);
    });
  });

  describe('protocol', () => {
    it.each([
      ['text that is not JSON', 'hello?'],
      ['an unknown message type', { type: 'subscribe', key: 'x'.repeat(20) }],
      ['a hello without its key', { type: 'hello', role: 'overlay' }],
      [
        'a hello with an extra field',
        { type: 'hello', role: 'overlay', key: 'k'.repeat(20), x: 1 },
      ],
      ['a pong before hello', { type: 'pong' }],
      [
        'a key with a NUL character',
        { type: 'hello', role: 'overlay', key: `${'k'.repeat(20)}\u0000` },
      ],
      [
        'a key with a lone surrogate',
        { type: 'hello', role: 'overlay', key: `${'k'.repeat(20)}\uD800` },
      ],
    ])('closes a socket that sends %s with 4400', async (_, message) => {
      const socket = await open();
      socket.send(message);
      expect((await socket.closed).code).toBe(CLOSE_CODES.badMessage);
    });

    it('closes a socket that sends a second hello with 4400', async () => {
      const me = await streamer();
      const widget = await me.createWidget('chat');
      const { socket } = await overlay(widget.key);
      socket.send({ type: 'hello', role: 'overlay', key: widget.key });
      expect((await socket.closed).code).toBe(CLOSE_CODES.badMessage);
    });

    it('closes a socket whose message passes the size cap', async () => {
      const socket = await open();
      socket.send({ type: 'hello', role: 'dashboard', token: 'x'.repeat(20_000) });
      expect((await socket.closed).code).toBe(1009);
    });

    it('closes a socket that never says hello with 4408', async () => {
      const socket = await open();
      await vi.waitFor(() => expect(app.realtime.stats().sockets).toBeGreaterThan(0));
      clock.advance(10_000);
      app.realtime.tick();
      expect((await socket.closed).code).toBe(CLOSE_CODES.helloTimeout);
    });

    it('terminates a source whose page stops answering pings and keeps one that answers', async () => {
      const me = await streamer();
      const widget = await me.createWidget('chat');
      const live = await overlay(widget.key);
      // Its network stack still answers WebSocket pings; its script is frozen.
      const frozen = await open({ answerPings: false });
      frozen.send({ type: 'hello', role: 'overlay', key: widget.key });
      await frozen.next('snapshot');

      for (let beat = 1; beat <= 3; beat++) {
        clock.advance(15_000);
        app.realtime.tick();
        if (beat === 3) break;
        await live.socket.next('ping');
        const now = new Date(clock.now()).toISOString();
        await vi.waitFor(() => expect(app.realtime.health(widget.id).lastSeenAt).toBe(now));
      }
      expect((await frozen.closed).code).toBe(1006);
      expect(live.socket.ws.readyState).toBe(live.socket.ws.OPEN);
      await vi.waitFor(() => expect(connectionsOf(widget)).toBe(1));
    });

    it('answers a plain HTTP request to the endpoint with 426', async () => {
      const response = await app.inject({ method: 'GET', url: REALTIME_PATH });
      expect(response.statusCode).toBe(426);
    });
  });

  describe('dashboards', () => {
    it('pushes health as the overlays of its widgets connect and disconnect', async () => {
      const me = await streamer();
      const widget = await me.createWidget('chat');
      const dashboard = await open();
      dashboard.send({ type: 'hello', role: 'dashboard', token: me.token });
      const healthOf = async (connections: number) => {
        for (;;) {
          const message = await dashboard.next('health');
          const entry = (message.widgets as { id: string; connections: number }[]).find(
            (w) => w.id === widget.id,
          );
          if (entry?.connections === connections) return entry;
        }
      };
      expect(await healthOf(0)).toMatchObject({ lastSeenAt: null, lastEventAt: null });
      const source = await overlay(widget.key);
      expect(await healthOf(1)).toMatchObject({ lastSeenAt: new Date(clock.now()).toISOString() });
      source.socket.close();
      await healthOf(0);
    });

    it('closes the dashboards of a session that signs out, and only those', async () => {
      const me = await streamer();
      const other = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: me.email, password: me.password },
      });
      const otherToken = other.json<{ token: string }>().token;
      const mine = await open();
      mine.send({ type: 'hello', role: 'dashboard', token: me.token });
      await mine.next('health');
      const theirs = await open();
      theirs.send({ type: 'hello', role: 'dashboard', token: otherToken });
      await theirs.next('health');

      const logout = await app.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: { ...bearer(me.token), 'content-type': 'application/json' },
        payload: {},
      });
      expect(logout.statusCode).toBe(204);
      expect((await mine.closed).code).toBe(CLOSE_CODES.unauthorized);
      expect(theirs.ws.readyState).toBe(theirs.ws.OPEN);
    });

    it('closes the other sessions’ dashboards when the password changes', async () => {
      const me = await streamer();
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: me.email, password: me.password },
      });
      const elsewhere = await open();
      elsewhere.send({
        type: 'hello',
        role: 'dashboard',
        token: login.json<{ token: string }>().token,
      });
      await elsewhere.next('health');
      const here = await open();
      here.send({ type: 'hello', role: 'dashboard', token: me.token });
      await here.next('health');
      const change = await me.call('POST', '/api/user/password', {
        current: me.password,
        next: 'A-whole-new-password-77',
      });
      expect(change.statusCode).toBe(200);
      expect((await elsewhere.closed).code).toBe(CLOSE_CODES.unauthorized);
      expect(here.ws.readyState).toBe(here.ws.OPEN);
    });

    it('closes a dashboard with an invalid token with 4401', async () => {
      const dashboard = await open();
      dashboard.send({ type: 'hello', role: 'dashboard', token: 'not-a-token' });
      expect((await dashboard.closed).code).toBe(CLOSE_CODES.unauthorized);
    });
  });

  describe('Kick events', () => {
    async function channelWithOverlays() {
      const me = await streamer();
      const broadcaster = await me.connectKick();
      const chat = await overlay((await me.createWidget('chat')).key);
      const follows = await overlay((await me.createWidget('follower-alert')).key);
      const subs = await overlay((await me.createWidget('subscribe')).key);
      const publish = async (type: KickEvent['type'], payload: Record<string, unknown>) => {
        app.services.bus.publish(
          'kick.event',
          kickEvent({ userId: me.userId, broadcasterUserId: broadcaster }, type, payload),
        );
        await app.services.bus.drain();
      };
      return { chat: chat.socket, follows: follows.socket, subs: subs.socket, publish };
    }

    const viewer = (username: string, identity?: object) => ({
      user_id: 77,
      username,
      is_anonymous: false,
      ...(identity && { identity }),
    });

    it('sends a chat message to the chat box with its emotes split out and its badges', async () => {
      const { chat, publish } = await channelWithOverlays();
      await publish('chat.message.sent', {
        message_id: 'm-1',
        sender: viewer('NightOwlNora', {
          username_color: '#FF6B6B',
          badges: [{ type: 'subscriber', text: 'Subscriber', count: 6 }],
        }),
        content: 'hi [emote:37226:KEKW]',
      });
      const { event } = (await chat.next('event')) as unknown as { event: WidgetEvent };
      expect(event).toMatchObject({
        kind: 'chat.message',
        id: 'm-1',
        username: 'NightOwlNora',
        color: '#FF6B6B',
        badges: [{ type: 'subscriber', text: 'Subscriber', count: 6 }],
        parts: [
          { kind: 'text', text: 'hi ' },
          { kind: 'emote', id: '37226', name: 'KEKW' },
        ],
        text: 'hi KEKW',
      });
    });

    it('sends a follow to the follower alert and not to the chat box', async () => {
      const { chat, follows, publish } = await channelWithOverlays();
      await publish('channel.followed', { follower: viewer('PixelPanda') });
      await publish('chat.message.sent', {
        message_id: 'm-2',
        sender: viewer('PixelPanda'),
        content: 'just followed',
      });
      expect((await follows.next('event')).event).toMatchObject({
        kind: 'follow',
        name: 'PixelPanda',
      });
      // The chat box's first event is the chat line: the follow never reached it.
      expect((await chat.next('event')).event).toMatchObject({ kind: 'chat.message', id: 'm-2' });
    });

    it('clears a banned chatter from the chat box', async () => {
      const { chat, publish } = await channelWithOverlays();
      await publish('moderation.banned', {
        moderator: viewer('mod'),
        banned_user: viewer('spammer42'),
        metadata: { reason: 'spam', expires_at: null },
      });
      expect((await chat.next('event')).event).toMatchObject({
        kind: 'chat.clear-user',
        username: 'spammer42',
      });
    });

    it('sends gifted subs to the subscriber alert with the gifter and the count', async () => {
      const { subs, publish } = await channelWithOverlays();
      await publish('channel.subscription.gifts', {
        gifter: { is_anonymous: true, user_id: null, username: null },
        giftees: [viewer('a'), viewer('b'), viewer('c')],
      });
      expect((await subs.next('event')).event).toMatchObject({
        kind: 'gifted',
        name: 'Anonymous',
        count: 3,
        giftees: ['a', 'b', 'c'],
      });
    });

    it('sends nothing to the overlays of another channel', async () => {
      const mine = await channelWithOverlays();
      const other = await channelWithOverlays();
      await mine.publish('channel.followed', { follower: viewer('OnlyMine') });
      await other.publish('channel.followed', { follower: viewer('OnlyOther') });
      expect((await other.follows.next('event')).event).toMatchObject({ name: 'OnlyOther' });
      expect((await mine.follows.next('event')).event).toMatchObject({ name: 'OnlyMine' });
    });
  });
});
