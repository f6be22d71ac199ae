/**
 * Memory of the demo server as `npm start` runs it (the built `apps/server/dist/main.js`, the
 * embedded database, the emulator): resident memory at idle after its first start (a new data
 * folder) and after a restart (the folder exists), the time each start took, and per idle
 * overlay socket, with N sockets (10,000 by default; 0 skips them) connected from another process.
 *
 *   npm run build && node --import tsx bench/memory/run.ts [--sockets 10000] [--runs 3] [--idle 20]
 *        [--node-args="--enable-source-maps --v8-pool-size=1"] [--entry dist/main.js]
 *
 * Resident memory is the server process's VmRSS (/proc, Linux), the median of one reading a
 * second over the last five seconds of each wait. See README.md beside this file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { Clients, SOCKETS_PER_ADDRESS } from '../fanout/harness';
import { SOCKETS_PER_WIDGET } from '../fanout/servers';
import { median } from '../fanout/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    idle: { type: 'string', default: '20' },
    'node-args': { type: 'string', default: '--enable-source-maps --v8-pool-size=1' },
    // Another build to compare with (e.g. main's, built and copied to apps/server/dist-main/).
    entry: { type: 'string', default: 'dist/main.js' },
  },
});
const SOCKETS = Number(args.sockets);
const RUNS = Number(args.runs);
const IDLE_SECONDS = Number(args.idle);
/** As `npm start` runs the server (apps/server/package.json). */
const NODE_ARGS = args['node-args'].split(' ').filter(Boolean);
const WIDGETS_PER_USER = 100;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
};

/** The median resident memory over the last five seconds of a wait. */
async function settledRss(pid: number, seconds: number): Promise<number> {
  await sleep(Math.max(0, seconds - 5) * 1000);
  const readings: number[] = [];
  for (let i = 0; i < 5; i++) {
    readings.push(rssMb(pid));
    await sleep(1000);
  }
  return median(readings);
}

/** Starts the server on `dir` (a new one by default); `startMs` runs to its first health answer. */
async function startServer(
  dir = mkdtempSync(path.join(os.tmpdir(), 'kyo-bench-memory-')),
): Promise<{ child: ChildProcess; url: string; dir: string; startMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...NODE_ARGS, args.entry], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Sign-ups and widget creation from one address, many times a minute.
      RATE_LIMIT_FACTOR: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error('the server did not start');
    await sleep(100);
  }
  return { child, url, dir, startMs: performance.now() - started };
}

async function stopServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function call<T>(url: string, token: string | null, body: object): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Streamers with enough chat widgets for the sockets (the gateway allows 20 per widget). */
async function widgetKeys(url: string, sockets: number): Promise<string[]> {
  const widgets = Math.ceil(sockets / SOCKETS_PER_WIDGET);
  const keys: string[] = [];
  for (let user = 0; keys.length < widgets; user++) {
    const { token } = await call<{ token: string }>(`${url}/api/user/register`, null, {
      email: `memory_${user}_${Date.now()}@example.com`,
      password: `Kyo-memory-${user}-bench!`,
      username: `memory_${user}_${Date.now().toString(36)}`.slice(0, 25),
    });
    for (let i = 0; i < WIDGETS_PER_USER && keys.length < widgets; i++) {
      const widget = await call<{ key: string }>(`${url}/api/widgets`, token, { type: 'chat' });
      keys.push(widget.key);
    }
  }
  return keys;
}

interface Sample {
  firstStartMs: number;
  firstIdleMb: number;
  restartMs: number;
  idleMb: number;
  beforeSocketsMb: number;
  withSocketsMb: number;
  perSocketKb: number;
}

async function run(clients: Clients): Promise<Sample> {
  const first = await startServer();
  let firstIdleMb: number;
  try {
    firstIdleMb = await settledRss(first.child.pid!, IDLE_SECONDS);
  } finally {
    await stopServer(first.child);
  }
  const { child, url, dir, startMs } = await startServer(first.dir);
  try {
    const idleMb = await settledRss(child.pid!, IDLE_SECONDS);
    const sample = {
      firstStartMs: first.startMs,
      firstIdleMb,
      restartMs: startMs,
      idleMb,
      beforeSocketsMb: idleMb,
      withSocketsMb: idleMb,
      perSocketKb: 0,
    };
    if (SOCKETS === 0) return sample;
    const keys = await widgetKeys(url, SOCKETS);
    const beforeSocketsMb = await settledRss(child.pid!, 10);
    clients.send({
      type: 'connect',
      url: `${url.replace('http', 'ws')}/api/realtime`,
      hellos: Array.from({ length: SOCKETS }, (_, i) =>
        JSON.stringify({
          type: 'hello',
          role: 'overlay',
          key: keys[Math.floor(i / SOCKETS_PER_WIDGET)],
        }),
      ),
      localAddresses: Array.from(
        { length: SOCKETS },
        (_, i) => `127.0.0.${2 + Math.floor(i / SOCKETS_PER_ADDRESS)}`,
      ),
    });
    const connected = await clients.next('connected');
    if (connected.sockets !== SOCKETS) throw new Error(`only ${connected.sockets} sockets`);
    const withSocketsMb = await settledRss(child.pid!, 15);
    clients.send({ type: 'disconnect' });
    await clients.next('disconnected');
    return {
      ...sample,
      beforeSocketsMb,
      withSocketsMb,
      perSocketKb: ((withSocketsMb - beforeSocketsMb) * 1024) / SOCKETS,
    };
  } finally {
    await stopServer(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'apps/server', args.entry)))
    throw new Error('Build first: npm run build');
  console.log(
    `memory benchmark: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `Node ${process.version}, node ${NODE_ARGS.join(' ') || '(no flags)'} ${args.entry}, demo mode, ` +
      `${SOCKETS} idle overlay sockets, ${RUNS} runs`,
  );
  const clients = new Clients();
  const samples: Sample[] = [];
  try {
    for (let i = 1; i <= RUNS; i++) {
      const sample = await run(clients);
      samples.push(sample);
      console.log(
        `  run ${i}: first start ${(sample.firstStartMs / 1000).toFixed(1)} s, idle ${sample.firstIdleMb.toFixed(0)} MB ` +
          `after ${IDLE_SECONDS} s; restart ${(sample.restartMs / 1000).toFixed(1)} s, idle ${sample.idleMb.toFixed(0)} MB` +
          (SOCKETS === 0
            ? ''
            : `; ${sample.beforeSocketsMb.toFixed(0)} MB with the widgets, ${sample.withSocketsMb.toFixed(0)} MB ` +
              `with ${SOCKETS} sockets: ${sample.perSocketKb.toFixed(1)} KB per socket`),
      );
    }
  } finally {
    clients.stop();
  }
  const m = (pick: (s: Sample) => number) => median(samples.map(pick));
  console.log(
    `\nMedians of ${RUNS} runs: first start ${(m((s) => s.firstStartMs) / 1000).toFixed(1)} s, ` +
      `idle ${m((s) => s.firstIdleMb).toFixed(0)} MB; restart ${(m((s) => s.restartMs) / 1000).toFixed(1)} s, ` +
      `idle ${m((s) => s.idleMb).toFixed(0)} MB` +
      (SOCKETS === 0
        ? ''
        : `; ${m((s) => s.perSocketKb).toFixed(1)} KB per idle overlay socket ` +
          `(${m((s) => s.withSocketsMb).toFixed(0)} MB with ${SOCKETS} sockets)`),
  );
  process.exit(0);
}

await main();
