import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { FakeClock } from '../src/platform/clock';
import { inject } from 'vitest';
import { serverRoot } from '../src/platform/paths';
import { createPostgresDatabase } from './db';
import { startPlatforms, TEST_CLIENTS, type EmulatedPlatforms } from './emulator';
import { startRedis } from './redis';
import { freePort } from './ports';

export const NGINX = '/usr/sbin/nginx';

/** Whether nginx can run here (CI installs Debian's nginx-light; CI makes it a must). */
export function nginxAvailable(): boolean {
  if (existsSync(NGINX)) return true;
  if (process.env.CI) throw new Error(`${NGINX} is missing: install Debian's nginx-light`);
  return false;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A clock that follows real time (the nodes run on it), for the emulator's signatures and tokens. */
class RealClock extends FakeClock {
  constructor() {
    super(Date.now());
  }
  override now(): number {
    return Date.now();
  }
}

export interface ClusterNode {
  name: string;
  port: number;
  url: string;
  output(): string;
  /** SIGKILL: what a crashed machine looks like to the others. */
  kill(): Promise<void>;
  start(): Promise<void>;
}

/**
 * Several real server processes (the real entry point, src/main.ts) in production mode on one
 * real PostgreSQL database and one real redis-server, behind nginx (Debian's, with the
 * configuration docs/deployment.md shows), with Kick, Spotify and Discord played by the emulator
 * over real HTTP and Kick's webhooks sent to the proxy.
 */
export async function startCluster(options: { nodes: number; leaseTtlMs?: number }) {
  const redis = await startRedis();
  const database = await createPostgresDatabase();
  const proxyPort = await freePort();
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const platforms: EmulatedPlatforms = await startPlatforms({
    appUrl: proxyUrl,
    kickWebhookUrl: `${proxyUrl}/api/kick/webhook`,
    clock: new RealClock(),
  });
  const urls = platforms.server.emulator.urls;
  const secret = randomBytes(32).toString('hex');
  const env = {
    APP_MODE: 'production',
    NODE_ENV: 'production',
    APP_SECRET: secret,
    PUBLIC_URL: proxyUrl,
    TRUST_PROXY: 'true',
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    LEASE_TTL_MS: String(options.leaseTtlMs ?? 3_000),
    LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_FACTOR: '1',
    KICK_CLIENT_ID: TEST_CLIENTS.kick.clientId,
    KICK_CLIENT_SECRET: TEST_CLIENTS.kick.clientSecret,
    KICK_AUTH_URL: urls.kickAuth,
    KICK_API_URL: urls.kickApi,
    SPOTIFY_CLIENT_ID: TEST_CLIENTS.spotify.clientId,
    SPOTIFY_CLIENT_SECRET: TEST_CLIENTS.spotify.clientSecret,
    SPOTIFY_ACCOUNTS_URL: urls.spotifyAccounts,
    SPOTIFY_API_URL: urls.spotifyApi,
    DISCORD_CLIENT_ID: TEST_CLIENTS.discord.clientId,
    DISCORD_CLIENT_SECRET: TEST_CLIENTS.discord.clientSecret,
    DISCORD_URL: urls.discord,
  };

  const nodes: ClusterNode[] = [];
  for (let i = 0; i < options.nodes; i++) {
    const port = await freePort();
    let child: ChildProcess | null = null;
    let output = '';
    const node: ClusterNode = {
      name: String.fromCharCode(65 + i),
      port,
      url: `http://127.0.0.1:${port}`,
      output: () => output,
      async start() {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kyo-node-'));
        const started = spawn(process.execPath, [inject('serverBundle')], {
          cwd: serverRoot,
          env: {
            ...process.env,
            ...env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child = started;
        started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        for (let tries = 0; ; tries++) {
          const ok = await fetch(`${node.url}/api/health`).then(
            (response) => response.ok,
            () => false,
          );
          if (ok) return;
          if (started.exitCode !== null || tries > 600)
            throw new Error(`node ${node.name} did not start:\n${output}`);
          await wait(100);
        }
      },
      async kill() {
        const running = child;
        child = null;
        if (!running || running.exitCode !== null) return;
        await new Promise<void>((resolve) => {
          running.once('exit', () => resolve());
          running.kill('SIGKILL');
        });
      },
    };
    nodes.push(node);
  }
  // The first node migrates (already done by the template); the others start alongside.
  await Promise.all(nodes.map((node) => node.start()));

  const proxy = await startNginx(proxyPort, nodes);
  return {
    proxyUrl,
    nodes,
    redis,
    platforms,
    databaseUrl: database.url,
    async stop() {
      await proxy.stop();
      await Promise.all(nodes.map((node) => node.kill()));
      await platforms.close();
      await redis.kill();
      await database.drop();
    },
  };
}

/** The nginx configuration docs/deployment.md shows, for these nodes (kept in step by a test). */
export function nginxConfig(listenPort: number, upstreams: string[], prefix: string): string {
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;

  # --- from docs/deployment.md ---
  map $http_upgrade $connection_upgrade {
    default upgrade;
    ''      close;
  }
  upstream kyo {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 6m; # above the largest upload (5 MB): its 413 is the app's JSON
    location / {
      proxy_pass http://kyo;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 75s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
    }
  }
  # --- end ---
}
`;
}

async function startNginx(port: number, nodes: ClusterNode[]) {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'kyo-nginx-'));
  const conf = path.join(prefix, 'nginx.conf');
  // As root (CI), nginx's workers would run as nobody, who cannot use the private temp folder.
  const asRoot = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(
    conf,
    asRoot +
      nginxConfig(
        port,
        nodes.map((node) => `127.0.0.1:${node.port}`),
        prefix,
      ),
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || tries > 100) throw new Error(`nginx did not start: ${output}`);
    await wait(100);
  }
  return {
    async stop() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
