import { defineConfig } from '@playwright/test';
import { APP_PORT, SMTP_HTTP_PORT, SMTP_PORT } from './support/ports';

// Debian's Chromium, never a downloaded browser. These flags keep it quiet on a closed network.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // Per port: concurrent runs on other ports must not wipe each other's traces.
  outputDir: `./.artifacts/results-${APP_PORT}`,
  // One app per worker slot, started once for the run (support/apps.ts), so a worker replaced
  // after a failed journey finds its app up.
  globalSetup: './support/apps.ts',
  // Each worker uses its own app (support/test.ts); the files are shared out among them. Two, in
  // CI too: with three on two cores (an app and a Chromium each) the CI run's journeys took 22.6
  // instead of 16.3 minutes and clicks waited past their timeouts.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // CI: a journey that fails is tried once more, and reported as flaky if it then passes
  // (a loaded two-core machine); locally a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  // Journeys near 30 s on a quiet machine ran out under load; a hung one still fails within a minute.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    // DOM snapshots and sources, no screencast: recording every test's screencast cost 37 % of
    // the run's CPU (docs/testing.md). A failure still keeps its trace and a screenshot. In CI
    // the trace is recorded on a failed journey's retry only: not a snapshot per action of the
    // journeys that pass.
    trace: {
      mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
      snapshots: true,
      sources: true,
    },
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
      // The apps themselves are started per worker (support/test.ts).
      command: 'node --import tsx support/smtp-sink.ts',
      url: `http://127.0.0.1:${SMTP_HTTP_PORT}/health`,
      reuseExistingServer: false,
      // Journeys near 30 s on a quiet machine ran out under load; a hung one still fails within a minute.
      timeout: 60_000,
      env: { SMTP_SINK_PORT: String(SMTP_PORT), SMTP_SINK_HTTP_PORT: String(SMTP_HTTP_PORT) },
    },
  ],
});
