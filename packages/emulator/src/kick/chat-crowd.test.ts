import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '../state/seed';
import { type TestEmulator, json, startTestEmulator } from '../test/harness';

let emu: TestEmulator;
const streamer = SEED.kick.streamer.userId;
const control = (path: string) => `${emu.url}/control/kick/channels/${streamer}${path}`;

beforeAll(async () => {
  emu = await startTestEmulator({ crowdTimers: false });
});
afterAll(() => emu.close());
beforeEach(() => emu.emulator.reset({ keepConnections: true }));

const lines = () => emu.emulator.kick.chatLog(streamer, { limit: 500 });
const EMOTE = /\[emote:(\d+):[^\]]+\]/g;

describe('chat crowd', () => {
  it('sends lines at the chosen rate from a reused pool of viewers, with emotes', async () => {
    const set = await fetch(
      control('/chat-crowd'),
      json('PUT', { ratePerSecond: 20, viewers: 10 }),
    );
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ ratePerSecond: 20, viewers: 10, emoteShare: 0.6 });
    for (let i = 0; i < 40; i++) emu.emulator.crowds.tick(streamer, 250);
    const sent = lines();
    expect(sent).toHaveLength(200);
    const names = new Set(sent.map((line) => line.sender.username));
    expect(names.size).toBeLessThanOrEqual(10);
    expect(names.size).toBeGreaterThan(3);
    const withEmotes = sent.filter((line) => /\[emote:/.test(line.content)).length;
    expect(withEmotes / sent.length).toBeGreaterThan(0.4);
    expect(withEmotes / sent.length).toBeLessThan(0.8);
    // Some lines are exactly one emote, the streak's.
    const soleEmote = sent.filter(
      (line) => new Set([...line.content.matchAll(EMOTE)].map((m) => m[1])).size === 1,
    );
    expect(soleEmote.length).toBeGreaterThan(20);
  });

  it('stops at rate 0 and after close, and reports what runs', async () => {
    await fetch(control('/chat-crowd'), json('PUT', { ratePerSecond: 10 }));
    expect(await (await fetch(control('/chat-crowd'))).json()).toMatchObject({ ratePerSecond: 10 });
    await fetch(control('/chat-crowd'), json('PUT', { ratePerSecond: 0 }));
    expect(emu.emulator.crowds.tick(streamer, 1000)).toBe(0);
    expect(await (await fetch(control('/chat-crowd'))).json()).toEqual({ ratePerSecond: 0 });
  });

  it.each([
    [{ ratePerSecond: 51 }, 'ratePerSecond'],
    [{ ratePerSecond: -1 }, 'ratePerSecond'],
    [{ ratePerSecond: 5, viewers: 0 }, 'viewers'],
    [{ ratePerSecond: 5, emoteShare: 2 }, 'emoteShare'],
    [{ ratePerSecond: 5, streakEmoteId: '999' }, 'streakEmoteId'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const response = await fetch(control('/chat-crowd'), json('PUT', body));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { field?: string }).field).toBe(field);
  });

  it('gives a viewer who spoke in the last 2 s no line while others can take it', async () => {
    let now = 1_000_000;
    const paced = await startTestEmulator({ crowdTimers: false, now: () => now });
    try {
      paced.emulator.kick.setChatCrowd({
        broadcasterUserId: streamer,
        ratePerSecond: 12,
        viewers: 40,
      });
      for (let i = 0; i < 120; i++) {
        now += 250;
        paced.emulator.crowds.tick(streamer, 250);
      }
      const sent = paced.emulator.kick.chatLog(streamer, { limit: 500 });
      expect(sent).toHaveLength(360);
      const last = new Map<string, number>();
      let closest = Infinity;
      for (const line of sent) {
        const at = Date.parse(line.createdAt);
        const before = last.get(line.sender.username);
        if (before !== undefined) closest = Math.min(closest, at - before);
        last.set(line.sender.username, at);
      }
      expect(closest).toBeGreaterThanOrEqual(2_000);
      // Still a top: the chattiest viewer says more than an even share.
      const counts = [...last.keys()].map(
        (name) => sent.filter((line) => line.sender.username === name).length,
      );
      expect(Math.max(...counts)).toBeGreaterThan(360 / 40);
    } finally {
      await paced.close();
    }
  });

  it('leaves banned viewers out', async () => {
    await fetch(control('/chat-crowd'), json('PUT', { ratePerSecond: 40, viewers: 3 }));
    emu.emulator.kick.ban({ broadcasterUserId: streamer, username: 'night_owl' });
    emu.emulator.crowds.tick(streamer, 1000);
    expect(
      lines().some((line) => line.sender.username === 'night_owl' && line.content !== ''),
    ).toBe(false);
  });
});
