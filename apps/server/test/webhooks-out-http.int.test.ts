import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WebhookDelivery, WebhookEndpoint } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { buildTestApp, testConfig } from './app';
import { bearer, signUp } from './factories';
import { channelEvent } from '../src/features/stats/stats.test-helper';
import { verifySignature } from '../src/features/webhooks-out/signature';

/** Real HTTP from the app: the guard's answer in the delivery log, and a local receiver. */
describeEachDatabase('outgoing webhooks over HTTP', (db) => {
  let guarded: FastifyInstance;
  let selfHosted: FastifyInstance;
  let receiver: Server;
  let port: number;
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    port = (receiver.address() as AddressInfo).port;
    // A name whose DNS answer points inside the network.
    guarded = await buildTestApp(db(), {
      webhooks: { resolve: async () => ['10.0.0.7'] },
    });
    selfHosted = await buildTestApp(db(), {
      config: testConfig({ WEBHOOKS_ALLOW_PRIVATE: 'true' }),
    });
  });
  afterAll(async () => {
    await guarded?.close();
    await selfHosted?.close();
    receiver?.closeAllConnections();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  const create = async (app: FastifyInstance, session: string, url: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: bearer(session),
      payload: { url, events: ['channel.followed'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ endpoint: WebhookEndpoint; secret: string }>();
  };

  it('refuses an address whose DNS answer is private, and says so in the log', async () => {
    const a = await signUp(guarded);
    const { endpoint } = await create(guarded, a.token, 'https://hooks.streamer.example/kyo');
    const test = await guarded.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/test`,
      headers: bearer(a.token),
    });
    expect(test.json<WebhookDelivery>()).toMatchObject({ status: 'failed', responseStatus: null });
    const error = test.json<WebhookDelivery>().error;
    expect(error).toMatch(/hooks\.streamer\.example is not a public address/);
    expect(error).not.toContain('10.0.0.7');
    // And a literal loopback address, without any lookup.
    const local = await create(guarded, a.token, `http://127.0.0.1:${port}/hook`);
    const before = received.length;
    const refused = await guarded.inject({
      method: 'POST',
      url: `/api/webhooks/${local.endpoint.id}/test`,
      headers: bearer(a.token),
    });
    expect(refused.json<WebhookDelivery>().status).toBe('failed');
    expect(received.length).toBe(before);
  });

  it('delivers to a local receiver when WEBHOOKS_ALLOW_PRIVATE is set, signed', async () => {
    const a = await signUp(selfHosted);
    const { secret } = await create(selfHosted, a.token, `http://127.0.0.1:${port}/hook`);
    const event = channelEvent(a.user.id, Date.now(), 'follow');
    selfHosted.services.bus.publish('kick.event', event);
    await selfHosted.services.bus.drain();
    await selfHosted.webhooksOut.idle();
    await selfHosted.webhooksOut.tick();
    const got = received.find((r) => r.body.includes(event.id));
    expect(got).toBeDefined();
    expect(
      verifySignature(secret, got!.body, String(got!.headers['kyo-signature']), Date.now() / 1000),
    ).toBe(true);
    expect(got!.headers['kyo-event-type']).toBe('channel.followed');
  });
});
