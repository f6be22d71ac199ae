/**
 * Scene benchmark: how long a saved scene edit takes to reach an open scene display, side by side
 * with a widget's saved settings reaching its own overlay (the path OBS users already had), on
 * one in-process server over real HTTP and WebSockets. Run: node --import tsx bench/scenes/run.ts
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/platform/config';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { migrationsFolder } from '../../apps/server/src/platform/paths';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!, process.argv[i + 1]!);
const ROUNDS = Number(args.get('--rounds') ?? 200);
const LAYERS = Number(args.get('--layers') ?? 20);
const JSON_OUT = args.get('--json');

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Resolves with the next message of `type` that passes `check`. */
function nextMessage(
  socket: WebSocket,
  check: (message: Record<string, unknown>) => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
      if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong', t: message.t }));
      if (!check(message)) return;
      socket.off('message', onMessage);
      resolve();
    };
    socket.on('message', onMessage);
  });
}

async function open(url: string, hello: object): Promise<WebSocket> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(JSON.stringify(hello));
  return socket;
}

async function main() {
  const config = parseConfig({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kyo-bench-')),
    APP_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_FACTOR: '1000',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({});
  await database.migrate(migrationsFolder);
  const app = await buildApp({
    config,
    database,
    logger: false,
    webRoot: path.join(os.tmpdir(), 'kyo-bench-no-web'),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const signup = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: {
      email: `bench_${randomUUID()}@example.com`,
      password: `Kyo-${randomBytes(8).toString('hex')}!`,
      username: `bench_${randomBytes(4).toString('hex')}`,
    },
  });
  const { token } = signup.json<{ token: string }>();
  const call = async (method: string, url: string, body?: object) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };

  const widget = (await call('POST', '/api/widgets', { type: 'chat' })) as {
    id: string;
    key: string;
  };
  const scene = (await call('POST', '/api/scenes', {})) as { id: string; key: string };
  const layer = (i: number) => ({
    id: randomUUID(),
    kind: 'text',
    name: `Text ${i}`,
    text: `Layer ${i}`,
    font: 'Inter',
    fontSize: 48,
    fontWeight: 700,
    italic: false,
    color: '#ffffff',
    align: 'left',
    lineHeight: 1.2,
    shadow: null,
    x: 40 * i,
    y: 20 * i,
    width: 400,
    height: 80,
    rotation: 0,
    opacity: 1,
    visible: true,
    locked: false,
  });
  const chatLayer = { ...layer(0), kind: 'widget', name: 'Chat', widgetId: widget.id };
  delete (chatLayer as Record<string, unknown>).text;
  for (const field of [
    'font',
    'fontSize',
    'fontWeight',
    'italic',
    'color',
    'align',
    'lineHeight',
    'shadow',
  ])
    delete (chatLayer as Record<string, unknown>)[field];
  const layers = [chatLayer, ...Array.from({ length: LAYERS - 1 }, (_, i) => layer(i + 1))];
  await call('PATCH', `/api/scenes/${scene.id}`, { upsert: layers });

  const ws = `ws://127.0.0.1:${port}/api/realtime`;
  const display = await open(ws, { type: 'hello', role: 'scene', key: scene.key });
  await nextMessage(display, (m) => m.type === 'scene');
  const overlay = await open(ws, { type: 'hello', role: 'overlay', key: widget.key });
  await nextMessage(overlay, (m) => m.type === 'snapshot');

  const sceneMs: number[] = [];
  const settingsMs: number[] = [];
  let sceneCpu = 0;
  let settingsCpu = 0;
  const moved = layers[1]!;
  for (let round = 0; round < ROUNDS + 20; round++) {
    // A layer moved in the editor: the save, then the display's `scene` message.
    let cpu = process.cpuUsage();
    let start = performance.now();
    const arrived = nextMessage(
      display,
      (m) =>
        m.type === 'scene' &&
        (m.scene as { layers: Array<{ id: string; x: number }> }).layers.some(
          (l) => l.id === moved.id && l.x === round,
        ),
    );
    await call('PATCH', `/api/scenes/${scene.id}`, { upsert: [{ ...moved, x: round }] });
    await arrived;
    const sceneTook = performance.now() - start;
    const sceneUsed = process.cpuUsage(cpu);
    // A widget's settings saved: its overlay's `settings` message.
    cpu = process.cpuUsage();
    start = performance.now();
    const fontSize = 14 + (round % 20);
    const applied = nextMessage(
      overlay,
      (m) => m.type === 'settings' && (m.settings as { fontSize: number }).fontSize === fontSize,
    );
    await call('PATCH', `/api/widgets/${widget.id}`, { settings: { fontSize } });
    await applied;
    const settingsTook = performance.now() - start;
    const settingsUsed = process.cpuUsage(cpu);
    if (round < 20) continue; // warm-up
    sceneMs.push(sceneTook);
    settingsMs.push(settingsTook);
    sceneCpu += (sceneUsed.user + sceneUsed.system) / 1000;
    settingsCpu += (settingsUsed.user + settingsUsed.system) / 1000;
  }
  display.close();
  overlay.close();
  await app.close();
  await database.close();

  const bundle = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', 'overlay-bundle.json'), 'utf8'),
  ) as { overlay: { gzipKb: number; rawKb: number } };
  const result = {
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
    rounds: ROUNDS,
    layers: LAYERS,
    sceneEditToDisplay: {
      p50Ms: +quantile(sceneMs, 0.5).toFixed(2),
      p95Ms: +quantile(sceneMs, 0.95).toFixed(2),
      cpuMsPerSave: +(sceneCpu / ROUNDS).toFixed(2),
    },
    widgetSettingsToOverlay: {
      p50Ms: +quantile(settingsMs, 0.5).toFixed(2),
      p95Ms: +quantile(settingsMs, 0.95).toFixed(2),
      cpuMsPerSave: +(settingsCpu / ROUNDS).toFixed(2),
    },
    ratioP50: +(quantile(sceneMs, 0.5) / quantile(settingsMs, 0.5)).toFixed(2),
    displayBundleGzipKb: bundle.overlay.gzipKb,
  };
  console.log(JSON.stringify(result, null, 2));
  if (JSON_OUT) writeFileSync(JSON_OUT, `${JSON.stringify(result, null, 2)}\n`);
}

await main();
