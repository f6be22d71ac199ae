import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { SubathonReading } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { startBotWorld, STREAMER, type BotWorld } from '../src/features/bot/bot-world.test-helper';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/**
 * The subathon through real Kick webhooks (the emulator) and the bot's engine: moderators control
 * it by chat, bad input changes nothing, a gift of 100 adds 100 times its seconds, a pause keeps
 * the remainder, and the end is said once.
 */
describeEachDatabase('subathon timer', (db) => {
  let world: BotWorld;
  let token: string;
  let ownerId: string;
  beforeAll(async () => {
    world = await startBotWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => {
    await world.reset();
    ({ token, userId: ownerId } = await world.streamer());
  });

  const kick = () => world.platforms.server.emulator.kick;
  const clock = () => world.platforms.clock;
  const read = async () => {
    const response = await world.api('GET', '/api/subathon', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SubathonReading>();
  };
  const mod = async (line: string) => {
    await world.chat('mod_mira', line, { badges: ['moderator'] });
    await world.settle();
  };
  const lastLine = () => world.botLines().at(-1)?.content;

  it('validates the rules: 400 with the field, nothing saved', async () => {
    const bad = await world.api('PUT', '/api/subathon/rules', token, {
      secondsPerSub: -5,
      happyHours: [{ from: '2026-01-01T20:00:00Z', to: '2026-01-01T19:00:00Z', multiplier: 2 }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await read()).rules.secondsPerSub).toBe(300);
    const good = await world.api('PUT', '/api/subathon/rules', token, {
      secondsPerSub: 120,
      rewards: [{ name: 'Add a minute', seconds: 60 }],
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json<SubathonReading>().rules).toMatchObject({
      secondsPerSub: 120,
      secondsPerGiftedSub: 300,
    });
  });

  it('starts by a moderator’s line only; a gift of 100 adds exactly 100 × its seconds', async () => {
    await world.chat('viewer_vic', '!subathon start 1h');
    await world.settle();
    expect((await read()).state.status).toBe('idle');

    await mod('!subathon start 1h');
    expect(lastLine()).toBe('Subathon started: 1:00:00 on the clock!');
    const started = (await read()).state;
    expect(started).toMatchObject({ status: 'running', remainingMs: 3_600_000 });

    kick().giftSubs({ broadcasterUserId: STREAMER, gifter: 'pixel_pat', count: 100 });
    kick().subscribe({ broadcasterUserId: STREAMER, username: 'sub_sam' });
    await world.settle();
    const after = await read();
    expect(after.state.endsAt! - started.endsAt!).toBe((100 * 300 + 300) * 1000);
    expect(after.state.addedSeconds).toBe(100 * 300 + 300);
    expect(after.recent.map((r) => [r.source, r.seconds])).toEqual(
      expect.arrayContaining([
        ['gift', 30_000],
        ['sub', 300],
      ]),
    );
  });

  it('answers bad input in chat and changes nothing', async () => {
    await mod('!subathon start 10m');
    const before = (await read()).state;
    await mod('!subathon add 10x');
    expect(lastLine()).toBe('@mod_mira "10x" is not a time: try 10m, 1h30m or 1:30:00.');
    await mod('!subathon sub 2h');
    expect(lastLine()).toBe(
      '@mod_mira the subathon has only 0:10:00 left: it cannot lose 2:00:00.',
    );
    await mod('!subathon start');
    expect(lastLine()).toBe('@mod_mira the subathon is already running (0:10:00 left).');
    await mod('!subathon resume');
    expect(lastLine()).toBe('@mod_mira the subathon is not paused.');
    const after = (await read()).state;
    expect(after.version).toBe(before.version);
    expect(after.endsAt).toBe(before.endsAt);

    await mod('!subathon add 1h30m');
    expect(lastLine()).toBe('Subathon: +1:30:00 by mod_mira, 1:40:00 left.');
    await mod('!subathon sub 5m');
    expect(lastLine()).toBe('Subathon: -5:00 by mod_mira, 1:35:00 left.');
  });

  it('keeps the remainder while paused, and says the end once', async () => {
    await mod('!subathon start 10m');
    clock().advance(4 * 60_000);
    await mod('!subathon pause');
    expect(lastLine()).toBe('Subathon paused with 0:06:00 left.');
    clock().advance(5 * 60_000);
    expect((await read()).state).toMatchObject({ status: 'paused', remainingMs: 360_000 });
    // A sub while paused adds to the remainder.
    kick().subscribe({ broadcasterUserId: STREAMER, username: 'sub_sam' });
    await world.settle();
    expect((await read()).state.remainingMs).toBe(660_000);
    await mod('!subathon resume');
    expect(lastLine()).toBe('Subathon resumed: 0:11:00 left.');

    clock().advance(11 * 60_000 - 1);
    expect(await world.app.subathon.service.expire()).toBe(0);
    clock().advance(1);
    const ended = await Promise.all([
      world.app.subathon.service.expire(),
      world.app.subathon.service.expire(),
    ]);
    expect(ended.sort()).toEqual([0, 1]);
    const endLines = () =>
      world.botLines().filter((l) => l.content.startsWith('The subathon is over'));
    await vi.waitFor(async () => {
      await world.settle();
      expect(endLines()).not.toEqual([]);
    });
    expect(endLines().map((l) => l.content)).toEqual([
      'The subathon is over after 0:20:00! Thank you all!',
    ]);
    // (20 minutes on: the page's session expired; read the timer as the server has it)
    expect((await world.app.subathon.service.read(ownerId)).state).toMatchObject({
      status: 'ended',
      remainingMs: 0,
    });
    await mod('!subathon add 5m');
    expect(lastLine()).toBe('@mod_mira no subathon is running.');
  });

  it('answers the page’s controls with 409 when they do not fit, and 200 with the timer', async () => {
    const control = (body: object) => world.api('POST', '/api/subathon/control', token, body);
    expect((await control({ action: 'pause' })).statusCode).toBe(409);
    expect((await control({ action: 'jump' })).statusCode).toBe(400);
    const started = await control({ action: 'start', seconds: 600 });
    expect(started.statusCode, started.body).toBe(200);
    const tooMuch = await control({ action: 'subtract', seconds: 601 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json<{ message: string }>().message).toBe(
      'The subathon has only 0:10:00 left: it cannot lose 10:01.',
    );
    expect((await control({ action: 'add' })).statusCode).toBe(400);
    const added = await control({ action: 'add', seconds: 300 });
    expect(added.json<SubathonReading>().state.remainingMs).toBe(900_000);
  });
});
