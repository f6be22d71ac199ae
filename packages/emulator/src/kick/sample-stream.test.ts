import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../state/seed';
import { type TestEmulator, json, startTestEmulator } from '../test/harness';
import { sampleViewers } from './sample-stream';

let emu: TestEmulator;
const streamer = SEED.kick.streamer.userId;
const control = (path: string) => `${emu.url}/control/kick/channels/${streamer}${path}`;

beforeAll(async () => {
  emu = await startTestEmulator({ crowdTimers: false });
});
afterAll(() => emu.close());
beforeEach(() => emu.emulator.reset({ keepConnections: true }));

const channel = () => emu.emulator.kick.channels().find((c) => c.broadcasterUserId === streamer)!;

describe('sample stream', () => {
  it('plays a whole stream through the control API: live, a minute per tick, then offline', async () => {
    const started = await fetch(control('/sample-stream'), json('POST', { minutes: 10 }));
    expect(started.status).toBe(200);
    expect(await started.json()).toEqual({ playing: true, minute: 0, minutes: 10 });
    expect(channel().isLive).toBe(true);
    expect(emu.emulator.samples.playback(streamer)).toMatchObject({ minutes: 10, scale: 60 });
    const counts: number[] = [];
    for (let i = 1; i < 10; i++) {
      emu.emulator.samples.tick(streamer);
      counts.push(channel().viewerCount);
      expect(emu.emulator.kick.chatCrowd(streamer).ratePerSecond).toBeGreaterThan(0);
    }
    // Rises, then falls.
    const peak = Math.max(...counts);
    expect(counts.indexOf(peak)).toBeGreaterThan(0);
    expect(counts[counts.length - 1]).toBeLessThan(peak);
    expect(channel().category).toBe('Minecraft');
    emu.emulator.samples.tick(streamer);
    expect(channel().isLive).toBe(false);
    expect(emu.emulator.samples.playback(streamer)).toBeNull();
    expect(emu.emulator.kick.chatCrowd(streamer).ratePerSecond).toBe(0);
  });

  it('stops on request (offline), and refuses a bad length or an unknown channel', async () => {
    await fetch(control('/sample-stream'), json('POST', {}));
    const stopped = await fetch(control('/sample-stream'), { method: 'DELETE' });
    expect(await stopped.json()).toMatchObject({ playing: false });
    expect(channel().isLive).toBe(false);
    const bad = await fetch(control('/sample-stream'), json('POST', { minutes: 2 }));
    expect(bad.status).toBe(400);
    const unknown = await fetch(
      `${emu.url}/control/kick/channels/999999/sample-stream`,
      json('POST', {}),
    );
    expect(unknown.status).toBe(404);
  });

  it('shapes viewers as a stream: low at the ends, high in the middle', () => {
    expect(sampleViewers(0, 90, 200, 0.5)).toBeLessThan(20);
    expect(sampleViewers(30, 90, 200, 0.5)).toBeGreaterThan(150);
  });
});
