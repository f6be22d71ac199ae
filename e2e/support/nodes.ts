import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import {
  findPostgresBin,
  startThrowawayCluster,
  type Cluster,
} from '../../apps/server/test/postgres-cluster';
import { freePort } from '../../apps/server/test/ports';
import { redisAvailable, startRedis } from '../../apps/server/test/redis';
import { launch, root, serverEntry, START_TIMEOUT_MS, stop, untilUp } from './processes';

export { expect } from '@playwright/test';

/**
 * Two app nodes for the journeys that cross nodes (docs/testing.md, "Two nodes"): the built
 * server (`apps/server/dist/main.js`, as support/test.ts starts one) twice, in production mode,
 * on one throwaway PostgreSQL cluster and one redis-server, with one APP_SECRET, and the
 * platform emulator on its own port (`npm start -w @kyo/emulator`) that both reach. No proxy in
 * front: a journey opens a page on the node it names and points Kick's webhooks at the node it
 * names (the emulator's control API), so which node handles what is decided, not random.
 * Started only for a file that asks for `nodes` (worker-scoped), stopped with everything it made
 * (processes, data folders) even when the journey fails.
 */

const emulatorEntry = path.join(root, 'packages/emulator/src/standalone.ts');
/** The demo clients the standalone emulator knows (packages/emulator/src/demo-clients.ts). */
const KICK_CLIENT = { id: 'kyo-demo-kick', secret: 'kyo-demo-kick-secret' };

export interface AppNode {
  name: string;
  url: string;
  /** SIGKILL: a crashed machine. */
  kill(): Promise<void>;
  /** Starts it again on the same port, database and data folder; resolves once healthy. */
  start(): Promise<void>;
}

export interface TwoNodes {
  a: AppNode;
  b: AppNode;
  /** The emulator's control API (`…/control`): Kick's accounts, follows, webhook URL. */
  control: string;
  /** Sends Kick's webhooks to this node from now on. */
  webhooksTo(node: AppNode): Promise<void>;
}

/** Why the journey cannot run here (outside CI), or null; in CI a missing server is an error. */
export function twoNodesMissing(): string | null {
  const required = process.env.CI || process.env.REQUIRE_POSTGRES === '1';
  if (!findPostgresBin()) {
    if (required) throw new Error('PostgreSQL (initdb, pg_ctl) is missing: install postgresql');
    return 'PostgreSQL (initdb, pg_ctl) is not installed: the two-node journey needs it';
  }
  if (!redisAvailable()) return 'redis-server is not installed: the two-node journey needs it';
  return null;
}

export const test = base.extend<object, { nodes: TwoNodes }>({
  nodes: [
    // Playwright reads the fixtures a function asks for from its first parameter.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const children: Array<() => ChildProcess | null> = [];
      const folders: string[] = [];
      const made: { database?: Cluster; redis?: Awaited<ReturnType<typeof startRedis>> } = {};
      try {
        // The database and Redis at once (each kept as soon as it is up, for the clean-up).
        const [cluster, cache] = await Promise.all([
          startThrowawayCluster(findPostgresBin()!).then((up) => (made.database = up)),
          startRedis().then((up) => (made.redis = up)),
        ]);
        const [emulatorPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
        // One origin for the app's links and OAuth redirects: node A's (a page on node B has
        // the same host name on another port, so the app does not send it to A).
        const publicUrl = `http://localhost:${portA}`;
        const emulator = launch(process.execPath, ['--import', 'tsx', emulatorEntry], {
          ...process.env,
          EMULATOR_PORT: String(emulatorPort),
          EMULATOR_APP_URL: publicUrl,
          EMULATOR_KICK_WEBHOOK_URL: `http://127.0.0.1:${portA}/api/kick/webhook`,
        });
        children.push(() => emulator.child);
        const emulatorUrl = `http://localhost:${emulatorPort}`;
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          APP_MODE: 'production',
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          APP_SECRET: randomBytes(32).toString('hex'),
          PUBLIC_URL: publicUrl,
          DATABASE_URL: cluster.url,
          REDIS_URL: cache.url,
          LOG_LEVEL: 'warn',
          // Many journeys' sign-ups from one address, as support/test.ts.
          RATE_LIMIT_FACTOR: '50',
          KICK_CLIENT_ID: KICK_CLIENT.id,
          KICK_CLIENT_SECRET: KICK_CLIENT.secret,
          KICK_AUTH_URL: `${emulatorUrl}/kick/id`,
          KICK_API_URL: `${emulatorUrl}/kick/api`,
          TTS_ENGINE: 'off',
        };
        const node = (name: string, port: number): AppNode => {
          const dataDir = mkdtempSync(path.join(os.tmpdir(), `kyo-e2e-node${name}-`));
          folders.push(dataDir);
          let current: ChildProcess | null = null;
          children.push(() => current);
          const url = `http://localhost:${port}`;
          return {
            name,
            url,
            async start() {
              const started = launch(
                process.execPath,
                ['--enable-source-maps', '--v8-pool-size=1', serverEntry],
                { ...env, PORT: String(port), DATA_DIR: dataDir },
              );
              current = started.child;
              await untilUp(`${url}/api/health`, started.child, started.output, `node ${name}`);
            },
            async kill() {
              await stop(current, 'SIGKILL');
              current = null;
            },
          };
        };
        const a = node('A', portA);
        const b = node('B', portB);
        // The first to take the migration lock migrates; the other waits for it.
        await Promise.all([
          untilUp(
            `${emulatorUrl}/control/kick/webhook-url`,
            emulator.child,
            emulator.output,
            'the emulator',
          ),
          a.start(),
          b.start(),
        ]);
        const control = `${emulatorUrl}/control`;
        await use({
          a,
          b,
          control,
          async webhooksTo(target) {
            const response = await fetch(`${control}/kick/webhook-url`, {
              method: 'PUT',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                url: `http://127.0.0.1:${new URL(target.url).port}/api/kick/webhook`,
              }),
            });
            if (!response.ok)
              throw new Error(`webhook URL: ${response.status} ${await response.text()}`);
          },
        });
      } finally {
        await Promise.all(children.map((child) => stop(child(), 'SIGTERM')));
        await made.redis?.kill();
        try {
          made.database?.stop();
        } finally {
          for (const folder of folders)
            if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
        }
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
  // The journey's own requests and pages go to node A unless they name node B.
  baseURL: async ({ nodes }, use) => use(nodes.a.url),
});
