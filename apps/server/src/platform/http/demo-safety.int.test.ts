import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/db';
import { buildTestApp, testConfig } from '../../../test/app';

const LOCAL_ONLY = [
  '/api/demo/outbox',
  '/emulator/',
  '/emulator/control/tokens',
  '/emulator/control/state',
];

describeEachDatabase('demo pages that act on everyone’s data', (db) => {
  let demo: FastifyInstance;
  let production: FastifyInstance;
  beforeAll(async () => {
    demo = await buildTestApp(db());
    production = await buildTestApp(db(), {
      config: testConfig({ APP_MODE: 'production' }),
    });
  });
  afterAll(async () => {
    await demo.close();
    await production.close();
  });

  it('answer this machine in demo mode', async () => {
    for (const url of LOCAL_ONLY) {
      const response = await demo.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect(response.statusCode, url).toBe(200);
    }
    const v6 = await demo.inject({ method: 'GET', url: '/api/demo/outbox', remoteAddress: '::1' });
    expect(v6.statusCode).toBe(200);
  });

  it('do not exist for anyone else (404), while the emulated platforms still answer', async () => {
    for (const url of LOCAL_ONLY) {
      const response = await demo.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
    const revoke = await demo.inject({
      method: 'POST',
      url: '/emulator/control/tokens/revoke',
      remoteAddress: '203.0.113.7',
      payload: { provider: 'kick', grantId: 'x' },
    });
    expect(revoke.statusCode).toBe(404);
    const health = await demo.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.7',
    });
    expect(health.statusCode).toBe(200);
  });

  it('are not served at all in production mode', async () => {
    const outbox = await production.inject({ method: 'GET', url: '/api/demo/outbox' });
    expect(outbox.statusCode).toBe(404);
    const control = await production.inject({ method: 'GET', url: '/emulator/control/tokens' });
    // Only the web app's fallback page: no emulator is mounted.
    expect(control.headers['content-type']).toContain('text/html');
    expect(control.body).not.toContain('grantId');
  });
});
