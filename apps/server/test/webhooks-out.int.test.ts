import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WebhookDelivery, WebhookEndpoint } from '@kyo/contracts';
import { WEBHOOK_RETRY_DELAYS_MS } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { buildTestApp, testConfig } from './app';
import { bearer, signUp } from './factories';
import { createMemoryMailer } from './mail';
import { FakeClock } from '../src/platform/clock';
import { channelEvent, chatLine } from '../src/features/stats/stats.test-helper';
import { verifySignature } from '../src/features/webhooks-out/signature';
import type { PostResult } from '../src/features/webhooks-out/webhook-http';
import { webhookDeliveries } from '../src/features/webhooks-out/webhooks-out.schema';

const T0 = Date.UTC(2026, 10, 27, 6, 0, 0);
const HOUR = 3_600_000;

interface Sent {
  node: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

describeEachDatabase('outgoing webhooks', (db) => {
  let clock: FakeClock;
  let app: FastifyInstance;
  let other: FastifyInstance;
  const mailer = createMemoryMailer();
  let sent: Sent[] = [];
  let answer: () => PostResult;
  const ok = (): PostResult => ({
    status: 200,
    ok: true,
    error: null,
    excerpt: 'ok',
    durationMs: 3,
  });
  const down = (): PostResult => ({
    status: 503,
    ok: false,
    error: 'The receiver answered 503',
    excerpt: 'down',
    durationMs: 3,
  });
  const poster =
    (node: string) => async (url: string, headers: Record<string, string>, body: string) => {
      sent.push({ node, url, headers, body, at: clock.now() });
      return answer();
    };

  beforeAll(async () => {
    clock = new FakeClock(T0);
    app = await buildTestApp(db(), { clock, mailer, webhooks: { post: poster('a') } });
    other = await buildTestApp(db(), {
      clock,
      mailer,
      config: testConfig(),
      webhooks: { post: poster('b') },
    });
  });
  afterAll(async () => {
    await app?.close();
    await other?.close();
  });
  beforeEach(() => {
    clock.set(T0);
    sent = [];
    answer = ok;
  });

  const create = async (session: string, events: string[], url = 'https://tools.example/hook') => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: bearer(session),
      payload: { url, events },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ endpoint: WebhookEndpoint; secret: string }>();
  };
  const publish = async (node: FastifyInstance, event: ReturnType<typeof channelEvent>) => {
    node.services.bus.publish('kick.event', event);
    await node.services.bus.drain();
    await node.webhooksOut.idle();
  };
  const tickAll = async () => {
    await Promise.all([app.webhooksOut.tick(), other.webhooksOut.tick()]);
  };
  /** A fresh session (access tokens last 15 minutes; these tests move the clock by hours). */
  const login = async (user: { email: string; password: string }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string }>().token;
  };
  const log = async (session: string, id: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/webhooks/${id}/deliveries`,
        headers: bearer(session),
      })
    ).json<{ deliveries: WebhookDelivery[] }>().deliveries;

  it('delivers a wanted event signed with the secret shown once, in the documented envelope', async () => {
    const a = await signUp(app);
    const { endpoint, secret } = await create(a.token, ['channel.followed']);
    expect(secret).toMatch(/^whsec_/);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/webhooks',
      headers: bearer(a.token),
    });
    expect(listed.body).not.toContain(secret);

    await publish(app, chatLine(a.user.id, T0, { id: 1, name: 'ada' }));
    await publish(app, channelEvent(a.user.id, T0, 'follow'));
    await tickAll();
    expect(sent).toHaveLength(1);
    const [delivery] = sent;
    const body = JSON.parse(delivery!.body);
    expect(Object.keys(body).sort()).toEqual(['channel', 'created_at', 'data', 'id', 'type']);
    expect(body).toMatchObject({ type: 'channel.followed', channel: { id: a.user.id } });
    expect(body.data.follower.username).toBe('someone');
    expect(delivery!.headers['kyo-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(
      verifySignature(secret, delivery!.body, delivery!.headers['kyo-signature']!, T0 / 1000),
    ).toBe(true);
    expect(
      verifySignature(
        'whsec_wrong',
        delivery!.body,
        delivery!.headers['kyo-signature']!,
        T0 / 1000,
      ),
    ).toBe(false);
    const [row] = await log(a.token, endpoint.id);
    expect(row).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      responseStatus: 200,
      type: 'channel.followed',
    });
  });

  it('makes no envelope for a Kick event nobody takes, and delivers the next once it is wanted', async () => {
    const a = await signUp(app);
    const enveloped: string[] = [];
    const stop = app.services.bus.subscribe(
      'api.event',
      (event) => void enveloped.push(event.type),
    );
    try {
      // No endpoint yet: the first line loads the (empty) list, the lines after it cost nothing.
      for (let line = 0; line < 3; line++)
        await publish(app, chatLine(a.user.id, T0, { id: 1, name: 'ada' }));
      expect(enveloped).toEqual(['chat.message.sent']);
      await create(a.token, ['channel.followed']);
      await publish(app, channelEvent(a.user.id, T0, 'follow'));
      // The list is known again (a change heard back from the database may make it load twice).
      await publish(app, chatLine(a.user.id, T0, { id: 1, name: 'ada' }));
      enveloped.length = 0;
      for (let line = 0; line < 3; line++)
        await publish(app, chatLine(a.user.id, T0, { id: 1, name: 'ada' }));
      expect(enveloped.length).toBeLessThanOrEqual(1);
      await create(a.token, ['chat.message.sent']);
      await publish(app, chatLine(a.user.id, T0, { id: 2, name: 'bob' }));
      await tickAll();
      expect(sent.map((s) => (JSON.parse(s.body) as { type: string }).type).sort()).toEqual([
        'channel.followed',
        'chat.message.sent',
      ]);
    } finally {
      stop();
    }
  });

  it('delivers an event once per endpoint, published twice on two nodes and ticked on both', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    await create(a.token, ['channel.followed'], 'https://a.example/1');
    await create(a.token, ['channel.followed'], 'https://a.example/2');
    await create(b.token, ['channel.followed'], 'https://b.example/1');
    const event = channelEvent(a.user.id, T0, 'follow');
    await Promise.all([publish(app, event), publish(other, event)]);
    for (let i = 0; i < 3; i++) await tickAll();
    expect(sent.map((s) => s.url).sort()).toEqual(['https://a.example/1', 'https://a.example/2']);
    expect(new Set(sent.map((s) => (JSON.parse(s.body) as { id: string }).id))).toEqual(
      new Set([event.id]),
    );
  });

  it('retries on the schedule (1 min, 5 min, 30 min, 2 h, 6 h) and then gives up', async () => {
    const a = await signUp(app);
    const { endpoint } = await create(a.token, ['channel.followed']);
    answer = down;
    await publish(app, channelEvent(a.user.id, T0, 'follow'));
    await tickAll();
    expect(sent.map((s) => s.at)).toEqual([T0]);
    let at = T0;
    for (const delay of WEBHOOK_RETRY_DELAYS_MS) {
      const before = sent.length;
      clock.set(at + delay - 1_000);
      await tickAll();
      expect(sent.length, `early for ${delay}`).toBe(before);
      clock.set(at + delay);
      await tickAll();
      expect(sent.length, `after ${delay}`).toBe(before + 1);
      at += delay;
    }
    expect(sent.map((s) => s.at - T0)).toEqual([
      0, 60_000, 360_000, 2_160_000, 9_360_000, 30_960_000,
    ]);
    clock.advance(48 * HOUR);
    await tickAll();
    expect(sent).toHaveLength(6);
    a.token = await login(a);
    const [row] = await log(a.token, endpoint.id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 6,
      responseStatus: 503,
      nextAttemptAt: null,
    });
    // "Send again" sends the same event now, once, as a delivery of its own.
    answer = ok;
    const again = await app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/deliveries/${row!.id}/redeliver`,
      headers: bearer(a.token),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({
      status: 'succeeded',
      manual: true,
      eventId: row!.eventId,
    });
    expect(sent.at(-1)!.body).toBe(row!.body);
  });

  it('switches an endpoint off after failing for 24 hours and tells the streamer', async () => {
    const a = await signUp(app);
    const { endpoint } = await create(a.token, ['channel.followed']);
    answer = down;
    for (let hour = 0; hour <= 25; hour += 5) {
      clock.set(T0 + hour * HOUR);
      await publish(app, channelEvent(a.user.id, clock.now(), 'follow'));
      await tickAll();
    }
    a.token = await login(a);
    const listed = (
      await app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(a.token) })
    ).json<{ endpoints: WebhookEndpoint[] }>().endpoints;
    expect(listed[0]).toMatchObject({ enabled: false, disabledReason: 'failing' });
    expect(
      mailer.messages.some((m) => m.to === a.email && m.subject.includes('switched off')),
    ).toBe(true);
    // Off: nothing more is sent, not even the retries.
    const count = sent.length;
    clock.advance(12 * HOUR);
    await publish(app, channelEvent(a.user.id, clock.now(), 'follow'));
    await tickAll();
    expect(sent).toHaveLength(count);
    // Back on (by the streamer): the streak starts over and events flow again.
    answer = ok;
    a.token = await login(a);
    const on = await app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${endpoint.id}`,
      headers: bearer(a.token),
      payload: { enabled: true },
    });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null });
    await publish(app, channelEvent(a.user.id, clock.now(), 'follow'));
    await tickAll();
    expect(sent.length).toBeGreaterThan(count);
  });

  it('sends a test delivery, and keeps one streamer’s webhooks from another', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const { endpoint, secret } = await create(a.token, ['chat.message.sent']);
    const test = await app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/test`,
      headers: bearer(a.token),
    });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toMatchObject({ type: 'kyo.test', status: 'succeeded', manual: true });
    expect(JSON.parse(sent[0]!.body)).toMatchObject({
      type: 'kyo.test',
      channel: { id: a.user.id },
    });
    expect(
      verifySignature(secret, sent[0]!.body, sent[0]!.headers['kyo-signature']!, T0 / 1000),
    ).toBe(true);
    for (const [method, url] of [
      ['POST', `/api/webhooks/${endpoint.id}/test`],
      ['GET', `/api/webhooks/${endpoint.id}/deliveries`],
      ['PATCH', `/api/webhooks/${endpoint.id}`],
      ['DELETE', `/api/webhooks/${endpoint.id}`],
      ['POST', `/api/webhooks/${endpoint.id}/secret`],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: bearer(b.token),
        ...(method === 'PATCH' ? { payload: { enabled: false } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // B's chat never reaches A's endpoint.
    await publish(app, chatLine(b.user.id, T0, { id: 1, name: 'ada' }));
    await tickAll();
    expect(sent).toHaveLength(1);
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const a = await signUp(app);
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/webhooks', headers: bearer(a.token), payload });
    const cases: Array<[object, string]> = [
      [{ url: 'not a url', events: ['channel.followed'] }, 'url'],
      [{ url: 'ftp://x.example/', events: ['channel.followed'] }, 'url'],
      [{ url: 'https://user:pw@x.example/', events: ['channel.followed'] }, 'url'],
      [{ url: `https://x.example/${'a'.repeat(2100)}`, events: ['channel.followed'] }, 'url'],
      [{ url: 'https://x.example/', events: [] }, 'events'],
      [{ url: 'https://x.example/', events: ['kyo.test'] }, 'events.0'],
      [{ url: 'https://x.example/', events: ['channel.followed', 'channel.followed'] }, 'events'],
      [{ url: 'https://x.example/\u0000', events: ['channel.followed'] }, 'url'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().field, JSON.stringify(payload).slice(0, 80)).toBe(field);
    }
    const listed = await app.inject({
      method: 'GET',
      url: '/api/webhooks',
      headers: bearer(a.token),
    });
    expect(listed.json().endpoints).toEqual([]);
    const badLimit = await app.inject({
      method: 'GET',
      url: `/api/webhooks/${crypto.randomUUID()}/deliveries?limit=1000`,
      headers: bearer(a.token),
    });
    expect(badLimit.statusCode).toBe(400);
  });

  it('sends a delivery once when two nodes claim it at the same time', async () => {
    const a = await signUp(app);
    const { endpoint } = await create(a.token, ['channel.followed']);
    answer = down;
    await publish(app, channelEvent(a.user.id, T0, 'follow'));
    await tickAll();
    expect(sent).toHaveLength(1);
    // Its retry falls due; both nodes look at once, several times.
    answer = ok;
    clock.advance(WEBHOOK_RETRY_DELAYS_MS[0]);
    await Promise.all([tickAll(), tickAll(), tickAll()]);
    expect(sent).toHaveLength(2);
    const rows = await db()
      .db.select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
  });
  it('sends what was due before a restart once, from the node that comes back', async () => {
    const a = await signUp(app);
    const { endpoint } = await create(a.token, ['channel.followed']);
    answer = down;
    await publish(app, channelEvent(a.user.id, T0, 'follow'));
    await tickAll();
    expect(sent).toHaveLength(1);
    // Both nodes stop; one comes back after the retry fell due.
    await app.close();
    await other.close();
    clock.advance(WEBHOOK_RETRY_DELAYS_MS[0] + 1_000);
    answer = ok;
    app = await buildTestApp(db(), { clock, mailer, webhooks: { post: poster('a2') } });
    other = await buildTestApp(db(), {
      clock,
      mailer,
      config: testConfig(),
      webhooks: { post: poster('b2') },
    });
    await Promise.all([tickAll(), tickAll()]);
    expect(sent.slice(1).map((s) => s.node)).toHaveLength(1);
    await tickAll();
    expect(sent).toHaveLength(2);
    const rows = await db()
      .db.select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows).toMatchObject([{ status: 'succeeded', attempts: 2 }]);
  });
});
