import { test as base } from '@playwright/test';
import { appPort } from './apps';

export { expect } from '@playwright/test';

interface AppServer {
  port: number;
  url: string;
}

/**
 * The journeys' `test`: each Playwright worker slot has its own app (support/apps.ts, started
 * once for the run), so workers never share a database, an emulator or a Spotify player, and
 * `baseURL` points at the worker's own app. The SMTP sink is shared (playwright.config.ts): mail
 * is read by recipient, and every journey signs up its own address.
 */
export const test = base.extend<object, { app: AppServer }>({
  app: [
    // Playwright reads the fixtures a function asks for from its first parameter.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = appPort(workerInfo.parallelIndex);
      await use({ port, url: `http://localhost:${port}` });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});
