import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { APP_PORT, SMTP_PORT } from './ports';
import { launch, serverEntry, START_TIMEOUT_MS, stop, untilUp } from './processes';

export { expect } from '@playwright/test';

interface AppServer {
  port: number;
  url: string;
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
      const { child, output } = launch(
        process.execPath,
        ['--enable-source-maps', '--v8-pool-size=1', serverEntry],
        {
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
      );
      const url = `http://localhost:${port}`;
      try {
        await untilUp(`${url}/api/health`, child, output, 'the app', 200);
        await use({ port, url });
      } finally {
        await stop(child, 'SIGTERM', 15_000);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', auto: true, timeout: START_TIMEOUT_MS + 20_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});
