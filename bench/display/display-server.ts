/**
 * The display under test for run.ts: a server of this checkout's code serving one build of the web
 * app, an account whose Kick channel is connected, its chat box, chat leaderboard and custom code
 * widget, and a way to publish a chat line on its event bus (as the webhook ingest does).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { toChannelEvent, type KickEvent } from '@kyo/contracts';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { migrationsFolder } from '../../apps/server/src/platform/paths';
import { providerConnections } from '../../apps/server/src/features/connections/connections.schema';

const BROADCASTER = 4242;
const CHATTERS = 40;

export interface Build {
  name: string;
  webRoot: string;
}

export interface Display {
  build: Build;
  ownerId: string;
  base: string;
  keys: { chat: string; leaderboard: string; custom: string };
  publish: (index: number) => void;
  close: () => Promise<void>;
}

/** A chat line from one of 40 chatters, some with a colour and a badge. */
function kickChat(index: number): KickEvent {
  const id = `d-${index}-${randomUUID()}`;
  const chatter = (index * 7) % CHATTERS;
  const now = Date.now();
  return {
    type: 'chat.message.sent',
    messageId: id,
    broadcasterUserId: BROADCASTER,
    sentAt: now,
    receivedAt: now,
    payload: {
      message_id: id,
      broadcaster: { user_id: BROADCASTER, username: 'bench_streamer' },
      sender: {
        is_anonymous: false,
        user_id: 1000 + chatter,
        username: `Chatter${chatter}`,
        identity: {
          username_color: chatter % 3 === 0 ? '#FF6B6B' : '',
          badges: chatter % 4 === 0 ? [{ type: 'subscriber', text: 'Subscriber', count: 6 }] : [],
        },
      },
      content: `line ${index}: that clutch was insane, GG everyone`,
    },
  };
}

/** A custom code widget that shows each chat line, as a StreamElements chat widget does. */
const CUSTOM_JS = `window.addEventListener('onEventReceived', (obj) => {
  if (obj.detail.listener !== 'message') return;
  const line = document.createElement('p');
  line.textContent = obj.detail.event.data.text;
  document.getElementById('lines').append(line);
});`;

/** A port nobody listens on now (the app's public address must name its own port). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startDisplayServer(build: Build): Promise<Display> {
  const port = await freePort();
  const config = parseConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kyo-bench-display-')),
    APP_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_FACTOR: '1000',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({});
  await database.migrate(migrationsFolder);
  // Background jobs as main.ts runs them: the leaderboard's counts are flushed and ranked by one.
  const app = await buildApp({
    config,
    database,
    logger: false,
    webRoot: build.webRoot,
    backgroundJobs: true,
  });
  await app.listen({ port, host: '127.0.0.1' });
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
  const create = async (type: string, settings: Record<string, unknown> = {}) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/widgets',
      headers: { authorization: `Bearer ${token}` },
      payload: { type, settings },
    });
    if (created.statusCode !== 201 && created.statusCode !== 200)
      throw new Error(`create ${type}: ${created.statusCode} ${created.body}`);
    return created.json<{ key: string }>().key;
  };
  // The leaderboard counts all time: the bench's channel is not live, and a stream window is empty
  // until it is.
  const keys = {
    chat: await create('chat'),
    leaderboard: await create('chat-leaderboard', { window: 'all' }),
    custom: await create('custom', { html: '<div id="lines"></div>', js: CUSTOM_JS }),
  };
  return {
    build,
    ownerId: user.id,
    base: `http://127.0.0.1:${port}`,
    keys,
    publish: (index) => {
      const event = toChannelEvent(kickChat(index), {
        userId: user.id,
        username: 'bench_streamer',
      });
      if (event) app.services.bus.publish('kick.event', event);
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
