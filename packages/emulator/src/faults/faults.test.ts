import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_KICK_SCOPES,
  type TestEmulator,
  bearer,
  json,
  kickTokens,
  startTestEmulator,
} from '../test/harness';

let emu: TestEmulator;
let token: string;
beforeAll(async () => {
  emu = await startTestEmulator();
  token = (await kickTokens(emu.url, ALL_KICK_SCOPES)).access_token;
});
afterAll(() => emu.close());

const users = () => fetch(`${emu.url}/kick/api/public/v1/users`, bearer(token));

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

describe('faults', () => {
  it('fails the next N matching requests with the status asked for, in the provider’s error shape', async () => {
    emu.emulator.faults.add({
      provider: 'kick',
      pathContains: '/public/v1/users',
      status: 503,
      count: 2,
    });
    const first = await users();
    expect(first.status).toBe(503);
    expect(await first.json()).toEqual({ data: {}, message: 'Service Unavailable' });
    expect((await users()).status).toBe(503);
    expect((await users()).status).toBe(200);
    expect(emu.emulator.faults.list()).toEqual([]);
  });

  it('answers 429 with Retry-After until the fault is cleared', async () => {
    const res = await fetch(
      `${emu.url}/control/faults`,
      json('POST', {
        provider: 'kick',
        method: 'POST',
        pathContains: '/chat',
        status: 429,
        retryAfterSeconds: 7,
      }),
    );
    expect(res.status).toBe(201);
    const send = () =>
      fetch(
        `${emu.url}/kick/api/public/v1/chat`,
        json('POST', { type: 'bot', content: 'hi' }, token),
      );
    for (let i = 0; i < 3; i++) {
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('7');
    }
    expect((await users()).status).toBe(200); // GET is not matched
    await fetch(`${emu.url}/control/faults`, { method: 'DELETE' });
    expect((await send()).status).toBe(200);
  });

  it('uses Spotify’s and Discord’s rate-limit bodies', async () => {
    emu.emulator.faults.add({ provider: 'spotify', status: 429, retryAfterSeconds: 3, count: 1 });
    emu.emulator.faults.add({ provider: 'discord', status: 429, retryAfterSeconds: 2, count: 1 });
    const spotify = await fetch(`${emu.url}/spotify/api/v1/me`);
    expect(await spotify.json()).toEqual({
      error: { status: 429, message: 'API rate limit exceeded' },
    });
    const discord = await fetch(
      `${emu.url}/discord/api/webhooks/1/x`,
      json('POST', { content: 'x' }),
    );
    expect(await discord.json()).toEqual({
      message: 'You are being rate limited.',
      retry_after: 2,
      global: false,
    });
  });

  it('holds a request with a timeout fault until released, then answers normally', async () => {
    emu.emulator.faults.add({ provider: 'kick', pathContains: '/users', timeout: true, count: 1 });
    const timedOut = await fetch(`${emu.url}/kick/api/public/v1/users`, {
      ...bearer(token),
      signal: AbortSignal.timeout(200),
    }).catch((error: Error) => error.name);
    expect(timedOut).toBe('TimeoutError');

    emu.emulator.faults.add({ provider: 'kick', pathContains: '/users', timeout: true });
    const pending = users();
    await until(() => emu.emulator.context.faults.held === 2);
    emu.emulator.faults.clear();
    expect((await pending).status).toBe(200);
    expect((await users()).status).toBe(200);
  });

  it('applies only to the provider it names', async () => {
    emu.emulator.faults.add({ provider: 'spotify', status: 500 });
    expect((await users()).status).toBe(200);
    expect((await fetch(`${emu.url}/spotify/api/v1/me`)).status).toBe(500);
    emu.emulator.faults.clear();
  });

  it('fails only every Nth matching request when asked ("now and then")', async () => {
    emu.emulator.faults.add({ provider: 'kick', pathContains: '/users', status: 503, every: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await users()).status);
    expect(statuses).toEqual([200, 200, 503, 200, 200, 503, 200]);
    expect(emu.emulator.faults.list()[0]).toMatchObject({ every: 3, seen: 7, hits: 2 });
    emu.emulator.faults.clear();
  });

  it('lapses after its duration on the emulator clock (an outage of a set length)', async () => {
    emu.emulator.faults.add({ provider: 'kick', status: 503, durationSeconds: 120 });
    expect((await users()).status).toBe(503);
    emu.clock.advance(119_000);
    expect((await users()).status).toBe(503);
    emu.clock.advance(1_000);
    expect((await users()).status).toBe(200);
    expect(emu.emulator.faults.list()).toEqual([]);
  });

  it('says QUOTA_EXCEEDED in a Spotify 429 when the quota fault is asked for', async () => {
    const bad = await fetch(
      `${emu.url}/control/faults`,
      json('POST', { provider: 'kick', status: 429, quotaExceeded: true }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'quotaExceeded' });
    emu.emulator.faults.add({
      provider: 'spotify',
      status: 429,
      quotaExceeded: true,
      retryAfterSeconds: 900,
      count: 1,
    });
    const spent = await fetch(`${emu.url}/spotify/api/v1/me/player/currently-playing`);
    expect(spent.status).toBe(429);
    expect(spent.headers.get('retry-after')).toBe('900');
    expect(await spent.json()).toEqual({
      error: { status: 429, message: 'Too many requests', reason: 'QUOTA_EXCEEDED' },
    });
  });
});
