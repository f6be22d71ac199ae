import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { APP_PORT, SMTP_PORT } from './ports';

export { expect } from '@playwright/test';

interface AppServer {
  port: number;
  url: string;
}

const serverEntry = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');
// A first start creates and migrates the database: longer on a machine shared by many runs.
// A fresh data folder runs initdb and the migrations: 10-15 s alone, over a minute on a loaded machine.
const START_TIMEOUT_MS = Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000);

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the app exited (${child.exitCode}) before it was up:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `the app did not answer ${url}/api/health in ${START_TIMEOUT_MS} ms:\n${output()}`,
  );
}

/**
 * The journeys' `test`: each Playwright worker runs its own app (the built server, as `npm start`
 * serves it, in demo mode with its own data folder and built-in emulator), so workers never share
 * a database, an emulator or a Spotify player, and `baseURL` points at the worker's own app.
 * The SMTP sink is shared (playwright.config.ts): mail is read by recipient, and every journey
 * signs up its own address.
 */
export const test = base.extend<object, { app: AppServer }>({
  app: [
    // Playwright reads the fixtures a function asks for from its first parameter.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = APP_PORT + workerInfo.parallelIndex * 10;
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kyo-e2e-'));
      let log = '';
      const child = spawn(
        process.execPath,
        ['--enable-source-maps', '--v8-pool-size=1', serverEntry],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
            // Many journeys sign up from one address.
            RATE_LIMIT_FACTOR: '50',
            // The API journey's webhook receiver runs on this machine (127.0.0.1), as a
            // self-hoster's tools do; without it the SSRF guard refuses loopback (tested in the
            // server's own tests).
            WEBHOOKS_ALLOW_PRIVATE: 'true',
          },
        },
      );
      const keep = (chunk: Buffer) => {
        log = (log + chunk.toString()).slice(-20_000);
        if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      const url = `http://localhost:${port}`;
      try {
        await waitForHealth(url, child, () => log);
        await use({ port, url });
      } finally {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        if (child.exitCode === null) child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', auto: true, timeout: START_TIMEOUT_MS + 20_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});
