import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REALTIME_PATH, type Redemption } from '@kyo/contracts';
import { FakeClock } from '../src/platform/clock';
import { serverRoot } from '../src/platform/paths';
import { TestSocket } from './test-socket';
import { STREAMER } from '../src/features/bot/bot-world.test-helper';
import { freePort } from './ports';
import { consent, startPlatforms, TEST_CLIENTS, type EmulatedPlatforms } from './emulator';
import { makeSignup } from './factories';
import { dataDirWithDatabase } from './process';

/** The emulator on real time, as the server process runs on it (signatures, tokens). */
class RealClock extends FakeClock {
  constructor() {
    super(Date.now());
  }
  override now(): number {
    return Date.now();
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, ms = 30_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() - started > ms) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await wait(100);
  }
}

/**
 * The real server process (src/main.ts), production mode on PGlite, with Kick played by the
 * emulator over real HTTP: killed with SIGKILL in the middle of a redemption's actions, then
 * started again on the same data.
 */
describe('channel points across kill -9 of the server process', () => {
  let platforms: EmulatedPlatforms;
  let child: ChildProcess | null = null;
  let output = '';
  let port: number;
  let base: string;
  const dataDir = dataDirWithDatabase();
  const secret = randomBytes(32).toString('hex');
  const sockets: TestSocket[] = [];

  async function start() {
    const urls = platforms.server.emulator.urls;
    const started = spawn(process.execPath, [inject('serverBundle')], {
      cwd: serverRoot,
      env: {
        ...process.env,
        APP_MODE: 'production',
        NODE_ENV: 'production',
        APP_SECRET: secret,
        PUBLIC_URL: base,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        KICK_CLIENT_ID: TEST_CLIENTS.kick.clientId,
        KICK_CLIENT_SECRET: TEST_CLIENTS.kick.clientSecret,
        KICK_AUTH_URL: urls.kickAuth,
        KICK_API_URL: urls.kickApi,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(
      () =>
        fetch(`${base}/api/health`).then(
          (response) => response.ok,
          () => started.exitCode !== null && Promise.reject(new Error(output)),
        ),
      Boolean,
      90_000,
    );
  }

  async function kill() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }

  async function call(method: string, route: string, token?: string, body?: object) {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely read API answers
    const json: any = text ? JSON.parse(text) : null;
    return { status: response.status, json };
  }

  beforeAll(async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    platforms = await startPlatforms({
      appUrl: base,
      kickWebhookUrl: `${base}/api/kick/webhook`,
      clock: new RealClock(),
    });
    await start();
  }, 120_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.drop());
    await kill();
    await platforms?.close();
  }, 30_000);

  it('does not run the action in flight again after a restart: Kick rejects (refunds) it, the log says why', async () => {
    // A streamer with Kick connected and its webhooks subscribed.
    const signup = makeSignup();
    const registered = await call('POST', '/api/user/register', undefined, signup);
    expect(registered.status).toBe(201);
    const token = registered.json.token as string;
    const oauth = (await call('GET', '/api/kick/oauth', token)).json;
    const back = await consent(oauth.url);
    const tokens = (
      await call('POST', '/api/kick/token', token, {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        verifier: oauth.verifier,
      })
    ).json;
    const profile = (await call('GET', '/api/kick/users', tokens.access_token)).json.data[0];
    const saved = await call('POST', '/api/user/connections/kick', token, {
      username: profile.name,
      providerId: String(profile.user_id),
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresIn: tokens.expires_in,
      scope: tokens.scope,
    });
    expect(saved.status).toBe(200);
    expect(
      (await call('GET', `/api/events/subscribe/${registered.json.user.id}`, token)).status,
    ).toBe(200);

    // A display in OBS with Advanced access that receives the switch but never answers.
    const widget = await call('POST', '/api/widgets', token, { type: 'subscribe', settings: {} });
    expect(widget.status).toBe(201);
    const socket = await TestSocket.open(`${base.replace('http', 'ws')}${REALTIME_PATH}`);
    sockets.push(socket);
    socket.send({ type: 'hello', role: 'overlay', key: widget.json.key });
    await socket.next('snapshot', 10_000);
    socket.send({ type: 'obs', level: 4, scenes: ['Main', 'Cam'], current: 'Main' });
    await until(
      async () => (await call('GET', '/api/rewards/obs', token)).json.displays as unknown[],
      (displays) => displays.length === 1,
    );

    const created = await call('POST', '/api/rewards', token, {
      title: 'Cam + chat',
      cost: 10,
      actions: [
        { type: 'chat', template: 'before the switch, {user}' },
        { type: 'obs-scene', scene: 'Cam' },
        { type: 'chat', template: 'after the switch' },
      ],
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);

    const emulator = platforms.server.emulator;
    const redemption = emulator.rewards.redeem({
      broadcasterUserId: STREAMER,
      rewardId: created.json.kickRewardId,
      username: 'pixel_pat',
      input: '',
    });
    // Action 2 is in flight: the display got the switch. The process dies now.
    await socket.next('obs.scene', 20_000);
    await kill();
    socket.drop();

    await start();
    const status = () =>
      emulator.rewards.redemptions(STREAMER).find((r) => r.id === redemption.id)?.status;
    expect(await until(status, (value) => value !== 'pending', 60_000)).toBe('rejected');

    type Logged = Redemption & { outcome: string };
    const log = await until(
      async () =>
        (await call('GET', '/api/rewards/redemptions?filter=all', token)).json as {
          redemptions: Logged[];
        },
      (body) => body.redemptions[0]?.state === 'rejected',
    );
    const logged = log.redemptions[0]!;
    expect(logged.id).toBe(redemption.id);
    expect(logged.outcome).toContain('Action 2 (OBS scene switch) was interrupted by a restart');
    expect(logged.actions.map((a) => [a.type, a.ok])).toEqual([
      ['chat', true],
      ['obs-scene', false],
    ]);
    // The first line was posted once; the third action never ran.
    await wait(1_000);
    const lines = emulator.kick
      .chatLog(STREAMER)
      .filter((line) => line.fromApp)
      .map((line) => line.content);
    expect(lines).toEqual(['before the switch, pixel_pat']);
  }, 240_000);
});
