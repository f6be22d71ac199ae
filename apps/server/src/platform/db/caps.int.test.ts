import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { buildTestApp } from '../../../test/app';
import { bearer, signUp } from '../../../test/factories';

/** Per-account limits: a clear 409 at the limit, and no way past it by racing. */
describeEachDatabase('per-account limits', (db) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(db());
  });
  afterAll(async () => {
    await app.close();
  });

  const kinds = [
    {
      limit: 'commands' as const,
      url: '/api/bot/commands',
      body: (i: number) => ({ name: `cmd${i}`, responses: ['hi'] }),
    },
    {
      limit: 'timers' as const,
      url: '/api/bot/timers',
      body: (i: number) => ({ name: `timer ${i}`, messages: ['hi'], intervalMinutes: 10 }),
    },
    {
      limit: 'widgets' as const,
      url: '/api/widgets',
      body: () => ({ type: 'chat' }),
    },
  ];

  for (const kind of kinds) {
    it(`stops at ${ACCOUNT_LIMITS[kind.limit]} ${kind.limit} with a 409, even when requests race`, async () => {
      const { token } = await signUp(app);
      const create = (i: number) =>
        app.inject({
          method: 'POST',
          url: kind.url,
          headers: bearer(token),
          payload: kind.body(i),
        });
      const cap = ACCOUNT_LIMITS[kind.limit];
      for (let i = 0; i < cap - 3; i++) expect((await create(i)).statusCode).toBe(201);
      // Ten at once where three fit: exactly three get in.
      const raced = await Promise.all(Array.from({ length: 10 }, (_, i) => create(cap + i)));
      expect(raced.filter((r) => r.statusCode === 201)).toHaveLength(3);
      const refused = raced.filter((r) => r.statusCode === 409);
      expect(refused).toHaveLength(7);
      expect(refused[0]!.json()).toMatchObject({
        error: 'limit_reached',
        message: expect.stringContaining(`at most ${cap}`),
      });
      const list = await app.inject({ method: 'GET', url: kind.url, headers: bearer(token) });
      const body = list.json<unknown[] | { items?: unknown[]; commands?: unknown[] }>();
      const items = Array.isArray(body) ? body : Object.values(body).find(Array.isArray);
      expect(items).toHaveLength(cap);
    }, 120_000);
  }
});
