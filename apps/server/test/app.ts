import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app';
import { parseConfig, type Config } from '../src/platform/config';
import type { Database } from '../src/platform/db/database';

/** A tiny stand-in for apps/web/dist, so SPA fallback is tested without building the web app. */
export function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'kyo-web-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><title>Kyo</title><div id="root"></div>',
  );
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kyo-data-')),
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    // Suites sign up many users from one address; the rate-limit tests set it back to 1.
    RATE_LIMIT_FACTOR: '1000',
    ...env,
  });
}

export async function buildTestApp(
  database: Database,
  overrides: Partial<AppDeps> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: false,
    webRoot: fakeWebRoot(),
    ...overrides,
  });
  await app.ready();
  return app;
}
