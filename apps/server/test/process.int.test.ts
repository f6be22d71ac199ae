import type { ChildProcess } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './ports';
import { startServer } from './process';

describe('the server process', () => {
  let running: ChildProcess | undefined;
  afterEach(() => {
    running?.kill('SIGKILL');
    running = undefined;
  });

  it('stops with a message naming each bad variable', async () => {
    const server = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    running = server.child;
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('DATABASE_URL');
  }, 30_000);

  it('serves, then on SIGTERM stops accepting, drains, closes the database and exits 0', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1' });
    running = server.child;
    await server.printed('Kyo is running');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite' } });
    // The data folder and its secrets are this user's alone.
    expect(statSync(server.dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(server.dataDir, 'app-secret')).mode & 0o777).toBe(0o600);
    // Tokens and codes in query strings never reach the log.
    await fetch(`http://127.0.0.1:${port}/api/kick/logout?token=Sup3rSecretT0ken`);
    await server.printed('/api/kick/logout');
    expect(server.output()).not.toContain('Sup3rSecretT0ken');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(server.output()).toContain('shutdown complete');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 180_000);
});
