import { createServer } from 'node:net';

/**
 * Ports for the test's own servers (Redis, nginx, server processes, PostgreSQL), free when asked.
 * Not the OS's port 0: Vitest runs several files at once, and a port the OS hands out (from its
 * ephemeral range, 32768+) can be handed again, to another file's server or to an outgoing
 * connection, while its first owner is down: a Redis "crash" restarted on its port found it taken.
 * So each Vitest worker takes ports from its own slice of 20000-31999: above every port fetch
 * refuses to call (the highest of undici's "bad ports" is 10080), below the ephemeral range.
 */
const FIRST = 20_000;
const SLICE = 2_000;
const slot = Number(process.env.VITEST_POOL_ID ?? 0) % 6;
const low = FIRST + slot * SLICE;
let next = low + Math.floor(Math.random() * SLICE);

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let tries = 0; tries < SLICE; tries++) {
    const port = next;
    next = next + 1 < low + SLICE ? next + 1 : low;
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${low}-${low + SLICE - 1}`);
}
