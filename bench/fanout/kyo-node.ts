/**
 * One Kyo node of the two-node fan-out benchmark, in its own process (its own event loop and
 * CPU figures): the whole app on a shared PostgreSQL and Redis, driven by the parent over IPC.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { channelToWidgetEvent } from '@kyo/contracts';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { migrationsFolder } from '../../apps/server/src/platform/paths';
import { providerConnections } from '../../apps/server/src/features/connections/connections.schema';
import { chatEvent } from './servers';
import { nowMs } from './stats';

export type ToNode =
  | { id: number; type: 'start'; databaseUrl: string; redisUrl: string; secret: string }
  | { id: number; type: 'setup'; widgets: number }
  | { id: number; type: 'publish'; index: number; userId: string }
  | { id: number; type: 'sockets' }
  | { id: number; type: 'cpu' }
  | { id: number; type: 'stop' };

export type FromNode =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;

async function handle(message: ToNode): Promise<unknown> {
  switch (message.type) {
    case 'start': {
      const config = parseConfig({
        NODE_ENV: 'production',
        APP_MODE: 'production',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kyo-bench-node-')),
        APP_SECRET: message.secret,
        DATABASE_URL: message.databaseUrl,
        REDIS_URL: message.redisUrl,
        PUBLIC_URL: 'http://127.0.0.1:3000',
        RATE_LIMIT_FACTOR: '1000',
        LOG_LEVEL: 'warn',
      });
      database = await openDatabase({ url: message.databaseUrl });
      await database.migrate(migrationsFolder);
      app = await buildApp({
        config,
        database,
        logger: false,
        webRoot: path.join(os.tmpdir(), 'kyo-bench-no-web'),
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return (app.server.address() as AddressInfo).port;
    }
    case 'setup': {
      const signup = await app!.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: {
          email: `bench_${randomUUID()}@example.com`,
          password: `Kyo-${randomBytes(8).toString('hex')}!`,
          username: `bench_${randomBytes(4).toString('hex')}`,
        },
      });
      const { token, user } = signup.json<{ token: string; user: { id: string } }>();
      await database!.db.insert(providerConnections).values({
        id: randomUUID(),
        userId: user.id,
        provider: 'kick',
        providerAccountId: '4242',
        username: 'bench_streamer',
        accessTokenEnc: 'unused',
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      const keys: string[] = [];
      for (let i = 0; i < message.widgets; i++) {
        const created = await app!.inject({
          method: 'POST',
          url: '/api/widgets',
          headers: { authorization: `Bearer ${token}` },
          payload: { type: 'chat' },
        });
        keys.push(created.json<{ key: string }>().key);
      }
      return { userId: user.id, keys };
    }
    case 'publish': {
      const start = performance.now();
      const cpu = process.cpuUsage();
      const event = channelToWidgetEvent(chatEvent(message.index, nowMs(), message.userId))!;
      app!.realtime.publishToUser(message.userId, event);
      const used = process.cpuUsage(cpu);
      return { wall: performance.now() - start, cpu: (used.user + used.system) / 1000 };
    }
    case 'sockets':
      return app!.realtime.stats().sockets;
    case 'cpu': {
      const used = process.cpuUsage();
      return used.user + used.system;
    }
    case 'stop':
      await app?.close();
      await database?.close();
      setTimeout(() => process.exit(0), 50);
      return null;
  }
}

process.on('message', (message: ToNode) => {
  handle(message).then(
    (value) => process.send!({ id: message.id, ok: true, value } satisfies FromNode),
    (error: unknown) =>
      process.send!({ id: message.id, ok: false, error: String(error) } satisfies FromNode),
  );
});
process.on('disconnect', () => process.exit(0));
