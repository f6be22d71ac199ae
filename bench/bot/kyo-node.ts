/**
 * One Kyo node of the two-node bot benchmark, in its own process: the whole app (background jobs
 * on) on a shared PostgreSQL and Redis, Kick played by the benchmark's emulator. It measures, as
 * run.ts does in one process, from a webhook's arrival to the bot's chat send, and reports it
 * with its CPU time over IPC.
 */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { consent } from '@kyo/emulator/testing';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/platform/config';
import { type ProviderFetch, undiciFetch } from '../../apps/server/src/providers/transport';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { migrationsFolder } from '../../apps/server/src/platform/paths';
import { bearer, signUp } from '../../apps/server/test/factories';
import { startProfiler } from './harness';
import { type StageTime, setStageTiming, takeStageTimes, timeStages } from './stage-profile';
import { summary } from './stats';

export type ToNode =
  | {
      id: number;
      type: 'start';
      /** PostgreSQL; without it the embedded PGlite, on disk as in demo mode. */
      databaseUrl?: string;
      /** Without it the node runs alone, as one node does today. */
      redisUrl?: string;
      secret: string;
      kick: { clientId: string; clientSecret: string; authUrl: string; apiUrl: string };
      /** Wrap the pipeline's stages with timers (stage-profile.ts), for profiled runs. */
      stages?: boolean;
    }
  | { id: number; type: 'setup'; accounts: Array<{ userId: number; username: string }> }
  | { id: number; type: 'begin'; profile?: boolean }
  | { id: number; type: 'end'; profile?: string }
  | { id: number; type: 'stop' };

export type FromNode =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

export interface NodeRun {
  /** Receipt → send of each reply this node sent (ms). */
  latency: ReturnType<typeof summary>;
  replies: number;
  webhooks: number;
  cpuUs: number;
  /** CPU µs of each of the process's threads over the run (Linux only). */
  threads: Record<string, number>;
  /** A profiled run with the stages wrapped (`start` with `stages`): each stage's timer. */
  stages?: Record<string, StageTime>;
}

/** The threads that appeared while the embedded database opened: its own. */
let databaseThreads = new Set<string>();
const threadIds = () => {
  try {
    return readdirSync('/proc/self/task');
  } catch {
    return [];
  }
};

/** CPU time (µs) of each thread of this process, from /proc (Linux). */
function threadTimes(): Map<string, number> {
  const times = new Map<string, number>();
  for (const tid of threadIds()) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      const name = readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
      // Node 20 names every thread "node": the threads are told apart by id.
      const key =
        tid === String(process.pid)
          ? 'app'
          : databaseThreads.has(tid)
            ? 'database'
            : `${name}#${tid}`;
      times.set(key, (times.get(key) ?? 0) + ticks * 10_000);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return times;
}

const received = new Map<string, number>();
const sent = new Map<string, number>();
let webhooks = 0;
let cpuAtBegin = process.cpuUsage();
let threadsAtBegin = new Map<string, number>();
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
let profiler: Awaited<ReturnType<typeof startProfiler>> | undefined;

/** The app's own platform client (undici's request), noting when each reply leaves. */
const instrumentedFetch: ProviderFetch = (url, init) => {
  if (url.endsWith('/public/v1/chat') && typeof init.body === 'string') {
    sent.set((JSON.parse(init.body) as { content: string }).content, performance.now());
  }
  return undiciFetch(url, init);
};

async function handle(message: ToNode): Promise<unknown> {
  switch (message.type) {
    case 'start': {
      if (message.stages) timeStages();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kyo-bench-bot-node-'));
      const before = new Set(threadIds());
      database = await openDatabase(
        message.databaseUrl ? { url: message.databaseUrl } : { dataDir: path.join(dataDir, 'db') },
      );
      await database.migrate(migrationsFolder);
      if (!message.databaseUrl)
        databaseThreads = new Set(threadIds().filter((tid) => !before.has(tid)));
      app = await buildApp({
        config: parseConfig({
          APP_MODE: 'production',
          DATA_DIR: dataDir,
          APP_SECRET: message.secret,
          ...(message.databaseUrl ? { DATABASE_URL: message.databaseUrl } : {}),
          ...(message.redisUrl ? { REDIS_URL: message.redisUrl } : {}),
          PUBLIC_URL: 'http://localhost:3000',
          RATE_LIMIT_FACTOR: '10000',
          LOG_LEVEL: 'warn',
          KICK_CLIENT_ID: message.kick.clientId,
          KICK_CLIENT_SECRET: message.kick.clientSecret,
          KICK_AUTH_URL: message.kick.authUrl,
          KICK_API_URL: message.kick.apiUrl,
          BOT_CHAT_RATE_PER_SECOND: '1000',
          BOT_CHAT_BURST: '1000',
        }),
        database,
        logger: false,
        backgroundJobs: true,
        fetch: instrumentedFetch,
        webRoot: dataDir,
      });
      app.server.prependListener('request', (request: { headers: Record<string, unknown> }) => {
        const id = request.headers['x-bench-id'];
        if (typeof id !== 'string') return;
        webhooks++;
        received.set(id, performance.now());
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return (app.server.address() as AddressInfo).port;
    }
    case 'setup': {
      for (const account of message.accounts) {
        const user = await signUp(app!);
        const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
          app!.inject({
            method,
            url,
            headers: bearer(user.token),
            ...(payload ? { payload } : {}),
          });
        const start = (await call('GET', '/api/kick/oauth')).json<{
          url: string;
          verifier: string;
        }>();
        const back = await consent(start.url, { account: String(account.userId) });
        const tokens = (
          await call('POST', '/api/kick/token', {
            code: back.searchParams.get('code'),
            state: back.searchParams.get('state'),
            verifier: start.verifier,
          })
        ).json<{
          access_token: string;
          refresh_token: string;
          expires_in: number;
          scope: string;
        }>();
        const saved = await call('POST', '/api/user/connections/kick', {
          username: account.username,
          providerId: String(account.userId),
          accessToken: tokens.access_token,
          refreshToken: tokens.refresh_token,
          expiresIn: tokens.expires_in,
          scope: tokens.scope,
        });
        if (saved.statusCode !== 200) throw new Error(`connect failed: ${saved.body}`);
        const command = await call('POST', '/api/bot/commands', {
          name: 'hello',
          responses: ['{1}'],
          globalCooldownSeconds: 0,
        });
        if (command.statusCode !== 201) throw new Error(`command failed: ${command.body}`);
      }
      return null;
    }
    case 'begin':
      received.clear();
      sent.clear();
      webhooks = 0;
      profiler = message.profile ? await startProfiler() : undefined;
      setStageTiming(Boolean(message.profile));
      takeStageTimes();
      cpuAtBegin = process.cpuUsage();
      threadsAtBegin = threadTimes();
      return null;
    case 'end': {
      const cpu = process.cpuUsage(cpuAtBegin);
      const threads: Record<string, number> = {};
      for (const [name, us] of threadTimes()) threads[name] = us - (threadsAtBegin.get(name) ?? 0);
      setStageTiming(false);
      const timers = takeStageTimes();
      if (profiler) await profiler.stop(message.profile);
      profiler = undefined;
      await app!.services.bus.drain();
      await app!.bot.idle();
      const latencies: number[] = [];
      for (const [id, at] of sent) {
        const from = received.get(id);
        if (from !== undefined && id.includes('m')) latencies.push(at - from);
      }
      return {
        latency: summary(latencies),
        replies: latencies.length,
        webhooks,
        cpuUs: cpu.user + cpu.system,
        threads,
        ...(Object.keys(timers).length > 0 && message.profile ? { stages: timers } : {}),
      } satisfies NodeRun;
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
