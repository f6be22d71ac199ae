import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

/** Finds initdb/pg_ctl on PATH or in Debian's /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(): string | undefined {
  const candidates: string[] = [];
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) candidates.push(dir);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort().reverse())
      candidates.push(path.join(debian, version, 'bin'));
  }
  return candidates.find(
    (dir) =>
      dir &&
      existsSync(path.join(dir, 'initdb')) &&
      existsSync(path.join(dir, 'pg_ctl')) &&
      existsSync(path.join(dir, 'postgres')),
  );
}

export interface Cluster {
  url: string;
  stop(): void;
}

/**
 * Starts a throwaway PostgreSQL cluster in a temp folder on a free port (fsync off: it only lives
 * for the test run). PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function startThrowawayCluster(bin: string): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kyo-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' })
      : spawnSync(full, args, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(
        `${cmd} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`,
      );
    }
  };
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  run('initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--no-instructions',
  ]);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-s',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-w', '-s', '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
