/**
 * Live cockpit benchmark (issue 43): the /live page's first load on demo data, and how long a
 * Kick event takes from its webhook to the feed row on an open page (the owner's and a
 * moderator's). The real server process in demo mode (the built-in emulator, PGlite on disk),
 * as `npm start` runs it; real HTTP, WebSockets and Chromium. README.md beside this file.
 *
 *   npm run build && node --import tsx bench/live/run.ts [--rows 200] [--rounds 30]
 *     [--loads 10] [--latency 200] [--json out.json] [--trace]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { WebSocket } from 'ws';
import { REALTIME_PATH } from '@kyo/contracts';
import { consent } from '@kyo/emulator/testing';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '30' },
    loads: { type: 'string', default: '10' },
    latency: { type: 'string', default: '200' },
    json: { type: 'string' },
    trace: { type: 'boolean', default: false },
  },
});
const ROWS = Number(values.rows);
const ROUNDS = Number(values.rounds);
const LOADS = Number(values.loads);
const LATENCY = Number(values.latency);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONTROL = '/emulator/control';

const quantile = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const summary = (list: number[]) => ({
  p50: +quantile(list, 0.5).toFixed(1),
  p95: +quantile(list, 0.95).toFixed(1),
  max: +Math.max(...list).toFixed(1),
  n: list.length,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The built server in demo mode, on its own data folder. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kyo-bench-live-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1000',
    },
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error('the server did not start within 60 s');
    await sleep(100);
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  const machine = {
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadBefore: load(),
  };
  console.log(`machine: ${machine.cpus}, ${machine.memoryGb} GB, Node ${machine.node}`);
  console.log(`load average before: ${machine.loadBefore}`);
  const server = await startServer();
  const { url } = server;
  const call = async <T>(method: string, route: string, token?: string, body?: unknown) => {
    const response = await fetch(`${url}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok)
      throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? null : await response.json()) as T;
  };
  const register = (name: string) =>
    call<{ token: string; user: { id: string } & Record<string, unknown> }>(
      'POST',
      '/api/user/register',
      undefined,
      {
        email: `${name}@example.com`,
        password: `Kyo-bench-${name}-password!`,
        username: name,
      },
    );

  try {
    // The demo: a streamer with Kick connected through the emulator's OAuth, and a moderator.
    const kick = await call<{ user_id: number; username: string }>(
      'POST',
      `${CONTROL}/kick/accounts`,
      undefined,
      { username: 'bench_streamer', kind: 'streamer' },
    );
    const owner = await register('bench_owner');
    const start = await call<{ url: string; verifier: string }>(
      'GET',
      '/api/kick/oauth',
      owner.token,
    );
    const back = await consent(start.url, { account: String(kick.user_id) });
    const tokens = await call<{
      access_token: string;
      refresh_token: string;
      expires_in: number;
      scope: string;
    }>('POST', '/api/kick/token', owner.token, {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      verifier: start.verifier,
    });
    owner.user = await call('POST', '/api/user/connections/kick', owner.token, {
      username: kick.username,
      providerId: String(kick.user_id),
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresIn: tokens.expires_in,
      scope: tokens.scope,
    });
    // Kick's event subscriptions, as the connections page asks for them after connecting.
    await call('GET', `/api/events/subscribe/${owner.user.id}`, owner.token);
    const mod = await register('bench_mod');
    await call('POST', '/api/user/moderators', owner.token, { username: 'bench_mod' });
    await call('POST', '/api/bot/timers', owner.token, {
      name: 'socials',
      messages: ['Follow on X'],
      intervalMinutes: 15,
    });

    // The feed filled to what a channel keeps: follows, subs, renewals, gifts and Kicks.
    const channel = `${CONTROL}/kick/channels/${kick.user_id}`;
    const kinds: Array<[string, object]> = [
      ['follows', {}],
      ['subscriptions', {}],
      ['renewals', { months: 7 }],
      ['gifts', { count: 5, gifter: 'gifter_gal' }],
      ['kicks', { amount: 500, message: 'gg, what a run' }],
    ];
    for (let i = 0; i < ROWS; i++) {
      const [kind, extra] = kinds[i % kinds.length]!;
      await call('POST', `${channel}/${kind}`, undefined, { username: `viewer_${i}`, ...extra });
    }
    for (let i = 0; ; i++) {
      const { activity } = await call<{ activity: unknown[] }>(
        'GET',
        '/api/live/activity',
        owner.token,
      );
      if (activity.length >= Math.min(ROWS, 100)) break;
      if (i > 300) throw new Error(`the feed has ${activity.length} rows after 30 s`);
      await sleep(100);
    }

    // 1. The page's first load, API side: what /live asks at once, in parallel as it does.
    const firstRequests = [
      '/api/live/stream-info',
      '/api/live/presets',
      '/api/live/history',
      '/api/live/activity',
      '/api/live/alerts',
      '/api/live/dock',
      '/api/live/obs',
      '/api/bot/timers',
      '/api/bot/polls',
      '/api/bot/giveaways',
    ];
    const all: number[] = [];
    const feed: number[] = [];
    let feedBytes = 0;
    for (let round = -3; round < ROUNDS; round++) {
      const began = performance.now();
      let feedAt = 0;
      await Promise.all(
        firstRequests.map(async (route) => {
          const response = await fetch(`${url}${route}`, {
            headers: { authorization: `Bearer ${owner.token}` },
          });
          const text = await response.text();
          if (!response.ok) throw new Error(`${route}: ${response.status}`);
          if (route === '/api/live/activity') {
            feedAt = performance.now() - began;
            feedBytes = text.length;
          }
        }),
      );
      if (round < 0) continue;
      all.push(performance.now() - began);
      feed.push(feedAt);
    }

    // 2. The page in Chromium, signed in: navigation to the first feed row shown.
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
    const pageLoads: number[] = [];
    const apiCalls: number[] = [];
    const domReady: number[] = [];
    for (let round = -1; round < LOADS; round++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${url}/api/health`);
      // The app's stored session (as e2e/support/signed-in.ts writes it); this program has
      // no DOM types, so the script is text.
      const auth = { token: owner.token, user: owner.user, kickData: null, spotifyData: null };
      await page.evaluate(
        `window.localStorage.setItem('KYO_AUTH', ${JSON.stringify(JSON.stringify(auth))})`,
      );
      let calls = 0;
      const timeline: string[] = [];
      const at = () => (performance.now() - began).toFixed(0).padStart(5);
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) calls++;
      });
      page.on('requestfinished', (request) =>
        timeline.push(`${at()} ms  ${new URL(request.url()).pathname}`),
      );
      const began = performance.now();
      await page.goto(`${url}/live`);
      await page.getByRole('list', { name: 'Activity' }).getByRole('listitem').first().waitFor();
      if (round >= 0) {
        pageLoads.push(performance.now() - began);
        apiCalls.push(calls);
        // The document and its scripts (the app's shell), before the page asks for data.
        domReady.push(
          Number(
            await page.evaluate(
              "performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd",
            ),
          ),
        );
      }
      // --trace: when each request of the last load finished (where the time goes).
      if (values.trace && round === LOADS - 1) console.log(timeline.join('\n'));
      await context.close();
    }
    await browser.close();

    // 3. Webhook to row: the emulator sends Kick's signed webhook; the row reaches the pages.
    const socket = (token: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`${url.replace('http', 'ws')}${REALTIME_PATH}`);
        ws.once('error', reject);
        ws.once('open', () => {
          ws.send(JSON.stringify({ type: 'hello', role: 'dashboard', token }));
          resolve(ws);
        });
        ws.on('message', (data: Buffer) => {
          const message = JSON.parse(data.toString()) as { type: string; t?: number };
          if (message.type === 'ping') ws.send(JSON.stringify({ type: 'pong', t: message.t }));
        });
      });
    const ownerPage = await socket(owner.token);
    const modPage = await socket(mod.token);
    const arrival = (ws: WebSocket, name: string) =>
      new Promise<number>((resolve) => {
        const onMessage = (data: Buffer) => {
          const message = JSON.parse(data.toString()) as {
            type: string;
            activity?: { name: string };
          };
          if (message.type !== 'live.activity' || message.activity?.name !== name) return;
          ws.off('message', onMessage);
          resolve(performance.now());
        };
        ws.on('message', onMessage);
      });
    await sleep(500);
    const toOwner: number[] = [];
    const toMod: number[] = [];
    for (let round = -10; round < LATENCY; round++) {
      const name = `latency_${round + 10}`;
      const arrived = Promise.all([arrival(ownerPage, name), arrival(modPage, name)]);
      const began = performance.now();
      await call('POST', `${channel}/follows`, undefined, { username: name });
      const [atOwner, atMod] = await arrived;
      if (round < 0) continue;
      toOwner.push(atOwner - began);
      toMod.push(atMod - began);
      // One event at a time, a few a second: a busy stream, not a load test.
      await sleep(50);
    }
    ownerPage.close();
    modPage.close();

    const results = {
      machine: { ...machine, loadAfter: load() },
      feedRows: ROWS,
      firstLoadApi: {
        requests: firstRequests.length,
        all: summary(all),
        feed: summary(feed),
        feedBytes,
      },
      firstLoadChromium: {
        toFirstRow: summary(pageLoads),
        domContentLoaded: summary(domReady),
        apiRequests: quantile(apiCalls, 0.5),
      },
      webhookToRow: { owner: summary(toOwner), moderator: summary(toMod) },
    };
    console.log(JSON.stringify(results, null, 2));
    if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await server.stop();
  }
}

await main();
