/**
 * The two servers the benchmark compares, each fanning one event out to every connected client:
 * Kyo's realtime gateway (the whole app, the event entering on the bus as a Kick chat message),
 * and a bare `ws` broadcast sending the same bytes to the same clients.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import {
  channelToWidgetEvent as kickToWidgetEvent,
  toChannelEvent,
  type ChannelEvent,
  type KickEvent,
} from '@kyo/contracts';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { migrationsFolder } from '../../apps/server/src/platform/paths';
import { providerConnections } from '../../apps/server/src/features/connections/connections.schema';
import { nowMs } from './stats';

export interface BenchServer {
  name: string;
  url: string;
  /** The first message of each client. */
  hellos(count: number): string[];
  /**
   * Publishes event `index`, stamped with the time of publishing; answers how long the server
   * took to hand it to every socket (wall and CPU ms).
   */
  publish(index: number): Promise<{ wall: number; cpu: number }>;
  /** Several nodes: the address each socket connects to. */
  urls?(count: number): string[];
  /** Sockets the server holds right now. */
  sockets(): number | Promise<number>;
  /** Several nodes, each its own process: their CPU time so far, µs, per node. */
  nodeCpuUs?(): Promise<number[]>;
  close(): Promise<void>;
}

const BROADCASTER = 4242;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
/** Browser sources per widget allowed by the gateway (limits.ts): clients spread over widgets. */
export const SOCKETS_PER_WIDGET = 20;

/** A realistic chat line from Kick: a subscriber with a colour, a badge and an emote. */
function kickChat(index: number, sentAt: number): KickEvent {
  const id = `b-${index}-${sentAt.toFixed(3)}`;
  return {
    type: 'chat.message.sent',
    messageId: id,
    broadcasterUserId: BROADCASTER,
    sentAt: Math.floor(sentAt),
    receivedAt: Math.floor(sentAt),
    payload: {
      message_id: id,
      broadcaster: { user_id: BROADCASTER, username: 'bench_streamer' },
      sender: {
        is_anonymous: false,
        user_id: 77,
        username: 'NightOwlNora',
        identity: {
          username_color: '#FF6B6B',
          badges: [{ type: 'subscriber', text: 'Subscriber', count: 6 }],
        },
      },
      content: 'GG [emote:37226:KEKW] that clutch was insane',
    },
  };
}

/** The same chat line as the ingest publishes it: read once, its owner resolved. */
export function chatEvent(index: number, sentAt: number, ownerId = 'bench-owner'): ChannelEvent {
  return toChannelEvent(kickChat(index, sentAt), { userId: ownerId, username: 'bench_streamer' })!;
}

/**
 * Where Kyo's events enter: `gateway` hands the widget event (mapped from the Kick chat message)
 * to the realtime gateway, the like-for-like comparison with bare ws; `bus` publishes the Kick
 * event on the app's event bus, so every consumer (the chat bot too) handles it as in production.
 */
export type KyoEntry = 'gateway' | 'bus';

export async function startKyo(maxSockets: number, entry: KyoEntry): Promise<BenchServer> {
  const config = parseConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kyo-bench-')),
    APP_SECRET: randomBytes(32).toString('hex'),
    // A load test connects thousands of sockets from a few addresses (see limits.ts).
    RATE_LIMIT_FACTOR: '1000',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({});
  await database.migrate(migrationsFolder);
  const app = await buildApp({
    config,
    database,
    logger: false,
    webRoot: path.join(os.tmpdir(), 'kyo-bench-no-web'),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const signup = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: {
      email: `bench_${randomUUID()}@example.com`,
      password: `Kyo-${randomBytes(8).toString('hex')}!`,
      username: `bench_${randomBytes(4).toString('hex')}`,
    },
  });
  const { token, user } = signup.json<{ token: string; user: { id: string } }>();
  await database.db.insert(providerConnections).values({
    id: randomUUID(),
    userId: user.id,
    provider: 'kick',
    providerAccountId: String(BROADCASTER),
    username: 'bench_streamer',
    accessTokenEnc: 'unused',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const keys: string[] = [];
  for (let i = 0; i < Math.ceil(maxSockets / SOCKETS_PER_WIDGET); i++) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/widgets',
      headers: { authorization: `Bearer ${token}` },
      payload: { type: 'chat' },
    });
    keys.push(created.json<{ key: string }>().key);
  }

  const { port } = app.server.address() as AddressInfo;
  return {
    name: 'kyo',
    url: `ws://127.0.0.1:${port}/api/realtime`,
    hellos: (count) =>
      Array.from({ length: count }, (_, i) =>
        JSON.stringify({
          type: 'hello',
          role: 'overlay',
          key: keys[Math.floor(i / SOCKETS_PER_WIDGET)],
        }),
      ),
    async publish(index) {
      const start = performance.now();
      const cpu = process.cpuUsage();
      if (entry === 'gateway') {
        app.realtime.publishToUser(user.id, kickToWidgetEvent(chatEvent(index, nowMs(), user.id))!);
      } else {
        app.services.bus.publish('kick.event', chatEvent(index, nowMs(), user.id));
        await app.services.bus.drain();
      }
      return { wall: performance.now() - start, cpu: cpuMs(cpu) };
    },
    sockets: () => app.realtime.stats().sockets,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The baseline: `ws` alone, one pre-serialized Buffer sent to every client. */
export async function startBareWs(): Promise<BenchServer> {
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    perMessageDeflate: false,
    maxPayload: 4096,
  });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const subscribed = new Set<WebSocket>();
  wss.on('connection', (ws) => {
    ws.once('message', () => {
      subscribed.add(ws);
      ws.send('{"type":"ready"}');
    });
    ws.on('close', () => subscribed.delete(ws));
  });
  let seq = 0;
  const { port } = wss.address() as AddressInfo;
  return {
    name: 'bare ws',
    url: `ws://127.0.0.1:${port}`,
    hellos: (count) => Array.from({ length: count }, () => '{"type":"hello"}'),
    async publish(index) {
      const start = performance.now();
      const cpu = process.cpuUsage();
      // The same bytes Kyo sends: the same mapping, serialized once.
      const event = kickToWidgetEvent(chatEvent(index, nowMs()));
      const frame = Buffer.from(JSON.stringify({ type: 'event', seq: ++seq, event }));
      for (const ws of subscribed) {
        if (ws.readyState === WebSocket.OPEN) ws.send(frame, { binary: false });
      }
      return { wall: performance.now() - start, cpu: cpuMs(cpu) };
    },
    sockets: () => wss.clients.size,
    close: () => new Promise<void>((resolve) => wss.close(() => resolve())),
  };
}
