import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject } from 'vitest';
import { serverRoot } from '../src/platform/paths';

/**
 * A new data folder whose embedded database is already made and migrated (a copy of the run's
 * template, test/global-setup.ts), as a demo server leaves it after its first start.
 */
export function dataDirWithDatabase(): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kyo-proc-'));
  cpSync(inject('pgliteDiskTemplate'), path.join(dataDir, 'db'), { recursive: true });
  return dataDir;
}

/**
 * Runs the server's bundle, as `npm start` does (built from src/main.ts once per run by
 * test/global-setup.ts), on `env.DATA_DIR` or a new data folder with its database made.
 * `clockOffsetMs` starts it that much later in time (test/clock-offset.mjs), as a process started
 * after a while would see the world.
 */
export function startServer(env: Record<string, string>, options: { clockOffsetMs?: number } = {}) {
  // Without a DATA_DIR: a new one, its embedded database made (a first start's migrations in a
  // process of their own are pglite-thread.int's to test).
  const dataDir = env.DATA_DIR ?? dataDirWithDatabase();
  const preload = options.clockOffsetMs
    ? ['--import', pathToFileURL(path.join(serverRoot, 'test/clock-offset.mjs')).href]
    : [];
  const child = spawn(process.execPath, [...preload, inject('serverBundle')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      ...env,
      DATA_DIR: dataDir,
      ...(options.clockOffsetMs ? { KYO_TEST_CLOCK_OFFSET_MS: String(options.clockOffsetMs) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /**
   * Waits until the process printed `text`; fails at once if it exited first, and says what it
   * printed either way. Start-up (a new database folder's migrations) takes a while on a machine
   * loaded by the other test files.
   */
  const printed = async (text: string, timeoutMs = 120_000) => {
    await waitFor(() => {
      if (output.includes(text)) return true;
      if (child.exitCode !== null)
        throw new Error(`exited with ${child.exitCode} before printing "${text}"`);
      return false;
    }, timeoutMs).catch((error: Error) => {
      throw new Error(`the server process: ${error.message}:\n${output.slice(-2000)}`);
    });
  };
  return { child, exited, dataDir, output: () => output, printed };
}

export async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const started = Date.now();
  while (!(await predicate())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
