import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../src/platform/db/database';
import { migrationsFolder } from '../src/platform/paths';
import { buildTestApp } from './app';
import { createServer, connect, type Socket } from 'node:net';
import { createPostgresDatabase } from './db';

/** A TCP link to PostgreSQL that a test can cut (a restart: connections drop, new ones refused). */
async function cuttableLink(targetPort: number) {
  const sockets = new Set<Socket>();
  let up = true;
  const server = createServer((client) => {
    if (!up) return client.destroy();
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      up = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const adminUrl = inject('postgresAdminUrl');

describe.skipIf(!adminUrl)('PostgreSQL starting together and going away', () => {
  it('migrates an empty database once when three nodes start on it at the same time', async () => {
    const name = `kyo_fresh_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl! });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const nodes = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString() })));
    try {
      await Promise.all(nodes.map((node) => node.migrate(migrationsFolder)));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      const files = (await import('node:fs'))
        .readdirSync(migrationsFolder)
        .filter((f) => f.endsWith('.sql'));
      expect(applied.rows[0].n).toBe(files.length);
      await check.end();
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);

  describe('a node whose database goes away and comes back', () => {
    let app: FastifyInstance;
    let link: Awaited<ReturnType<typeof cuttableLink>>;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const created = await createPostgresDatabase();
      drop = () => created.drop();
      const target = new URL(created.url);
      link = await cuttableLink(Number(target.port));
      target.port = String(link.port);
      const database = await openDatabase({ url: target.toString() });
      app = await buildTestApp(Object.assign(database, { reset: async () => undefined }));
    });
    afterAll(async () => {
      link?.restore();
      await app?.close();
      await link?.close();
      await drop?.();
    });

    it('says so on /api/health with a 503, answers requests that need it with a 503 (not a 500), and recovers', async () => {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      // The database restarts: open connections drop, new ones are refused.
      link.cut();
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', database: { status: 'error' } });
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'someone@example.com', password: 'Whatever-1234!' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.headers['retry-after']).toBe('5');
      expect(login.json()).toMatchObject({ error: 'service_unavailable' });
      link.restore();
      const back = await app.inject({ url: '/api/health' });
      expect(back.statusCode).toBe(200);
      const again = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'someone@example.com', password: 'Whatever-1234!' },
      });
      expect(again.statusCode).toBe(401);
    });
  });
});
