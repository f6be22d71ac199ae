import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../state/seed';
import { type TestEmulator, bearer, form, json, startTestEmulator } from '../test/harness';
import { VIEWER_STEP_MS, nextViewerCount } from './viewer-motion';

let emu: TestEmulator;
let appToken: string;
const streamer = SEED.kick.streamer.userId;
const second = SEED.kick.secondStreamer.userId;

beforeAll(async () => {
  emu = await startTestEmulator({ viewerWalk: true });
  // An app (client-credentials) token: what a server polling many channels uses (docs/platforms/kick.md §4.2).
  const response = await fetch(
    `${emu.url}/kick/id/oauth/token`,
    form({ grant_type: 'client_credentials', client_id: 'kyo-kick', client_secret: 'kick-secret' }),
  );
  appToken = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(() => emu.close());
beforeEach(() => emu.emulator.reset({ keepConnections: true }));

interface ChannelRow {
  broadcaster_user_id: number;
  stream: { is_live: boolean; viewer_count: number };
}

async function channels(
  ids: number[],
): Promise<{ status: number; body: { data: ChannelRow[]; message: string } }> {
  const query = ids.map((id) => `broadcaster_user_id=${id}`).join('&');
  const response = await fetch(`${emu.url}/kick/api/public/v1/channels?${query}`, bearer(appToken));
  return {
    status: response.status,
    body: (await response.json()) as { data: ChannelRow[]; message: string },
  };
}

async function viewers(id: number = streamer): Promise<number> {
  return (await channels([id])).body.data[0]!.stream.viewer_count;
}

describe('Kick viewer counts over time', () => {
  it('walks on its own while live: moves, stays plausible, and is the same however often it is read', async () => {
    const kick = emu.emulator.kick;
    kick.goLive({ broadcasterUserId: streamer, viewerCount: 500 });
    kick.goLive({ broadcasterUserId: second, viewerCount: 500 });
    const often: number[] = [];
    for (let step = 0; step < 240; step++) {
      emu.clock.advance(VIEWER_STEP_MS);
      often.push(await viewers(streamer)); // read every step
    }
    const once = await viewers(streamer);
    expect(once).toBe(often.at(-1));
    expect(new Set(often).size).toBeGreaterThan(20);
    // Mean-reverting: an hour later it is still in the neighbourhood of the count set.
    expect(Math.min(...often)).toBeGreaterThan(300);
    expect(Math.max(...often)).toBeLessThan(700);
    // The second channel, read only now, walked its own path without being looked at.
    expect(await viewers(second)).not.toBe(500);
  });

  it('re-anchors on "set viewers", stands still while the walk is off, and reads 0 offline', async () => {
    const kick = emu.emulator.kick;
    kick.goLive({ broadcasterUserId: streamer, viewerCount: 40 });
    emu.clock.advance(10 * VIEWER_STEP_MS);
    kick.setViewerCount({ broadcasterUserId: streamer, count: 2_000 });
    expect(await viewers()).toBe(2_000);
    emu.clock.advance(20 * VIEWER_STEP_MS);
    const walked = await viewers();
    expect(walked).not.toBe(2_000);
    expect(Math.abs(walked - 2_000)).toBeLessThan(400);

    const still = kick.setViewerMotion({ broadcasterUserId: streamer, walk: false });
    expect(still).toMatchObject({ viewerWalk: false, viewerCount: walked });
    emu.clock.advance(100 * VIEWER_STEP_MS);
    expect(await viewers()).toBe(walked);

    kick.goOffline({ broadcasterUserId: streamer });
    emu.clock.advance(100 * VIEWER_STEP_MS);
    expect(await viewers()).toBe(0);
  });

  it('reports 1 viewer for exactly the reads asked to glitch, without bending the real count', async () => {
    const kick = emu.emulator.kick;
    kick.goLive({ broadcasterUserId: streamer, viewerCount: 650 });
    kick.setViewerMotion({ broadcasterUserId: streamer, walk: false });
    const response = await fetch(
      `${emu.url}/control/kick/channels/${streamer}/viewers/glitch`,
      json('POST', { reads: 2 }),
    );
    expect(await response.json()).toMatchObject({ glitchReadsLeft: 2, viewerCount: 650 });
    expect(await viewers()).toBe(1);
    const live = await fetch(
      `${emu.url}/kick/api/public/v1/livestreams?broadcaster_user_id=${streamer}`,
      bearer(appToken),
    );
    const body = (await live.json()) as { data: { viewer_count: number }[] };
    expect(body.data[0]!.viewer_count).toBe(1);
    expect(await viewers()).toBe(650);
    expect(kick.channels().find((c) => c.broadcasterUserId === streamer)).toMatchObject({
      viewerCount: 650,
      glitchReadsLeft: 0,
    });
  });

  it('glitches now and then when glitches are on: single samples of 1 among normal ones', async () => {
    const kick = emu.emulator.kick;
    kick.goLive({ broadcasterUserId: streamer, viewerCount: 700 });
    kick.setViewerMotion({ broadcasterUserId: streamer, glitches: true });
    const samples: number[] = [];
    for (let i = 0; i < 400; i++) {
      emu.clock.advance(VIEWER_STEP_MS);
      samples.push(await viewers());
    }
    const glitches = samples.filter((v) => v === 1).length;
    // About one step in 20; never the whole stream.
    expect(glitches).toBeGreaterThan(5);
    expect(glitches).toBeLessThan(60);
    expect(samples.filter((v) => v > 400).length).toBe(400 - glitches);
  });

  it('validates the motion controls', async () => {
    const put = (body: unknown) =>
      fetch(`${emu.url}/control/kick/channels/${streamer}/viewer-motion`, json('PUT', body));
    expect(await (await put({ walk: 'yes' })).json()).toMatchObject({ field: 'walk' });
    const glitch = await fetch(
      `${emu.url}/control/kick/channels/${streamer}/viewers/glitch`,
      json('POST', { reads: 0 }),
    );
    expect(await glitch.json()).toMatchObject({ field: 'reads' });
    expect((await put({ walk: null, glitches: true })).status).toBe(200);
  });
});

describe('Kick channels in batches', () => {
  it('answers up to 50 broadcaster ids in one call with an app token, skipping unknown ids', async () => {
    const kick = emu.emulator.kick;
    kick.goLive({ broadcasterUserId: second, viewerCount: 12 });
    kick.setViewerMotion({ broadcasterUserId: second, walk: false });
    const ids = [streamer, second, ...Array.from({ length: 48 }, (_, i) => 7_000_000 + i)];
    const { status, body } = await channels(ids);
    expect(status).toBe(200);
    const rows = body.data.map((c) => [c.broadcaster_user_id, c.stream.is_live]);
    expect(rows).toEqual([
      [streamer, false],
      [second, true],
    ]);
    expect(body.data[1]!.stream.viewer_count).toBe(12);
    const tooMany = await channels([...ids, 7_999_999]);
    expect(tooMany).toEqual({
      status: 400,
      body: { data: 'too many values (max 50)', message: 'Bad request' },
    });
  });
});

describe('the walk step', () => {
  it('pulls back towards the target and never goes below zero', () => {
    const constant = (value: number) => () => value;
    // A median draw (cos(2π·0.25) = 0): only the pull acts.
    expect(nextViewerCount(1_000, 500, constant(0.25))).toBe(960);
    expect(nextViewerCount(0, 0, constant(0.0001))).toBeGreaterThanOrEqual(0);
  });
});
