import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { existsSync } from 'node:fs';
import { freePort } from './ports';

const REDIS_SERVER = '/usr/bin/redis-server';

/** Whether a real redis-server can run here (CI installs it; `REQUIRE_REDIS=1` makes it a must). */
export function redisAvailable(): boolean {
  if (existsSync(REDIS_SERVER)) return true;
  if (process.env.REQUIRE_REDIS === '1' || process.env.CI) {
    throw new Error(`${REDIS_SERVER} is missing: install Debian's redis-server`);
  }
  return false;
}

/**
 * A real redis-server on a free port, in memory only, that a test can stop (as a crash) and start
 * again on the same port.
 */
export async function startRedis() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    // Up when it accepts a connection.
    for (let i = 0; i < 100; i++) {
      const ok = await new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not start');
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Kills it at once (SIGKILL): what a crashed Redis looks like to the nodes. */
    async kill() {
      const running = child;
      child = null;
      if (!running) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
    start,
  };
}
