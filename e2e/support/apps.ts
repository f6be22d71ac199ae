import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { APP_PORT, SMTP_PORT } from './ports';
import { launch, serverEntry, stop, untilUp } from './processes';

/** Worker n's app (support/test.ts): its port. */
export const appPort = (parallelIndex: number) => APP_PORT + parallelIndex * 10;

/**
 * Playwright's global setup: one app per worker slot (the built server, as `npm start` serves it,
 * in demo mode with its own data folder and built-in emulator), started once for the run.
 * Started here rather than by each worker: Playwright replaces a worker after a failed journey,
 * and an app per worker was then started again (initdb and the migrations, over a minute on a
 * loaded machine) while the other worker's journey ran; in CI that start starved the other
 * worker's next waits, so one failure made another. Answers the teardown.
 */
export default async function startApps(config: FullConfig) {
  const apps = Array.from({ length: config.workers }, (_, index) => {
    const port = appPort(index);
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
    return { child, output, dataDir, url: `http://localhost:${port}` };
  });
  const teardown = async () => {
    await Promise.all(apps.map((app) => stop(app.child, 'SIGTERM', 15_000)));
    for (const app of apps) rmSync(app.dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(
      apps.map((app) => untilUp(`${app.url}/api/health`, app.child, app.output, 'the app', 200)),
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
