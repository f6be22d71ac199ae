import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';

// Debian's Chromium, never a downloaded browser. These flags keep it quiet on a closed network.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 3199);
// Derived from the app's port so parallel runs on other ports do not collide.
const SMTP_PORT = PORT + 1000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kyo-e2e-'));

export default defineConfig({
  testDir: './tests',
  // Per port: concurrent runs on other ports must not wipe each other's traces.
  outputDir: `./.artifacts/results-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // A real SMTP server: the app sends its mail here over SMTP, the tests read it over HTTP.
      command: 'node --import tsx support/smtp-sink.ts',
      url: `http://127.0.0.1:${SMTP_PORT + 1}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_SINK_PORT: String(SMTP_PORT), SMTP_SINK_HTTP_PORT: String(SMTP_PORT + 1) },
    },
    {
      // The built app, as `npm start` serves it (the test runner builds first), in demo mode.
      command: 'node --enable-source-maps --v8-pool-size=1 ../apps/server/dist/main.js',
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      // A first start creates and migrates the database: longer on a machine shared by many runs.
      timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 60_000),
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // Many journeys sign up from one address.
        RATE_LIMIT_FACTOR: '50',
        // The API journey's webhook receiver runs on this machine (127.0.0.1), as a self-hoster's
        // tools do; without it the SSRF guard refuses loopback (tested in the server's own tests).
        WEBHOOKS_ALLOW_PRIVATE: 'true',
      },
    },
  ],
});
