import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { CLOSE_CODES, EVENTS_PATH, type CreatedApiToken } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { buildTestApp } from './app';
import { bearer, signUp } from './factories';
import { channelEvent, chatLine } from '../src/features/stats/stats.test-helper';
import { TestSocket } from './test-socket';
import { EVENTS_RECHECK_MS } from '../src/features/realtime/event-sockets';

describeEachDatabase('the public API’s event WebSocket', (db) => {
  let app: FastifyInstance;
  let url: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    app = await buildTestApp(db());
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${EVENTS_PATH}`;
  });
  afterEach(() => {
    sockets.splice(0).forEach((socket) => socket.drop());
  });
  afterAll(async () => app?.close());

  const token = async (session: string, scopes: string[]) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/api-tokens',
      headers: bearer(session),
      payload: { name: 'Local bot', scopes, expiresInDays: 30 },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedApiToken>();
  };
  const open = async (hello: Record<string, unknown>) => {
    const socket = await TestSocket.open(url);
    sockets.push(socket);
    socket.send({ type: 'hello', role: 'events', ...hello });
    return socket;
  };
  const publish = async (event: ReturnType<typeof channelEvent>) => {
    app.services.bus.publish('kick.event', event);
    await app.services.bus.drain();
  };

  it('streams the channel’s events as envelopes and replays what a reconnect missed', async () => {
    const a = await signUp(app);
    const { secret } = await token(a.token, ['events:read']);
    const first = await open({ token: secret });
    const ready = await first.next('snapshot');
    expect(ready).toMatchObject({ channel: { id: a.user.id }, resumed: false });

    const follow = channelEvent(a.user.id, Date.now(), 'follow');
    await publish(follow);
    const got = await first.next('event');
    expect(got.event).toMatchObject({
      id: follow.id,
      type: 'channel.followed',
      channel: { id: a.user.id },
    });
    const lastSeq = got.seq as number;

    // The tool drops; two events happen meanwhile; it comes back with what it had.
    first.drop();
    await first.closed;
    const missed = [
      chatLine(a.user.id, Date.now(), { id: 5, name: 'ada' }, 'hello'),
      channelEvent(a.user.id, Date.now(), 'sub'),
    ];
    for (const event of missed) await publish(event);
    const second = await open({ token: secret, lastSeq, epoch: ready.epoch });
    expect(await second.next('snapshot')).toMatchObject({ resumed: true });
    const replayed = await second.take('event', 2);
    expect(replayed.map((m) => (m.event as { id: string }).id)).toEqual(missed.map((e) => e.id));
    expect(replayed.map((m) => m.seq)).toEqual([lastSeq + 1, lastSeq + 2]);
  });

  it('refuses a token without events:read, a bad token, and another streamer’s channel', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const widgetsOnly = await token(a.token, ['widgets:read']);
    expect((await (await open({ token: widgetsOnly.secret })).closed).code).toBe(
      CLOSE_CODES.forbidden,
    );
    expect((await (await open({ token: 'kyo_pat_nope' })).closed).code).toBe(
      CLOSE_CODES.unauthorized,
    );
    const events = await token(a.token, ['events:read']);
    expect((await (await open({ token: events.secret, owner: b.user.id })).closed).code).toBe(
      CLOSE_CODES.forbidden,
    );
    // B's events never reach A's socket.
    const mine = await open({ token: events.secret });
    await mine.next('snapshot');
    await publish(channelEvent(b.user.id, Date.now(), 'follow'));
    const own = channelEvent(a.user.id, Date.now(), 'follow');
    await publish(own);
    expect(((await mine.next('event')).event as { id: string }).id).toBe(own.id);
  });

  it('closes the sockets of a token the moment it is revoked', async () => {
    const a = await signUp(app);
    const created = await token(a.token, ['events:read']);
    const socket = await open({ token: created.secret });
    await socket.next('snapshot');
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/user/api-tokens/${created.token.id}`,
      headers: bearer(a.token),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await socket.closed).code).toBe(CLOSE_CODES.unauthorized);
    expect((await (await open({ token: created.secret })).closed).code).toBe(
      CLOSE_CODES.unauthorized,
    );
  });

  it('closes a removed moderator’s socket with 4403 and a token gone elsewhere with 4401 at the next check', async () => {
    const owner = await signUp(app);
    const mod = await signUp(app);
    const added = await app.inject({
      method: 'POST',
      url: '/api/user/moderators',
      headers: bearer(owner.token),
      payload: { username: mod.username },
    });
    expect(added.statusCode, added.body).toBe(201);
    const modToken = await token(mod.token, ['events:read']);
    const moderating = await open({ token: modToken.secret, owner: owner.user.id });
    await moderating.next('snapshot');
    // A token revoked where this node did not hear of it (its row is gone): found at the check.
    const ownToken = await token(owner.token, ['events:read']);
    const own = await open({ token: ownToken.secret });
    await own.next('snapshot');
    await db().db.execute(sql`delete from api_tokens where id = ${ownToken.token.id}`);

    const { moderator } = added.json<{ moderator: { id: string } }>();
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/user/moderators/${moderator.id}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    app.realtime.tick(Date.now() + EVENTS_RECHECK_MS + 1_000);
    expect((await moderating.closed).code).toBe(CLOSE_CODES.forbidden);
    expect((await own.closed).code).toBe(CLOSE_CODES.unauthorized);
  });

  it('answers a plain GET with 426 and a bad hello by closing', async () => {
    const response = await app.inject({ method: 'GET', url: EVENTS_PATH });
    expect(response.statusCode).toBe(426);
    const socket = await TestSocket.open(url);
    sockets.push(socket);
    socket.send({ type: 'hello', role: 'overlay', key: 'x'.repeat(32) });
    expect((await socket.closed).code).toBe(CLOSE_CODES.badMessage);
  });
});
