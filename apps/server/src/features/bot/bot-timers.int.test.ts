import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Timer } from '@kyo/contracts';
import { buildTestApp } from '../../../test/app';
import { describeEachDatabase } from '../../../test/db';
import { startBotWorld, STREAMER, type BotWorld } from './bot-world.test-helper';

const MIN = 60_000;

describeEachDatabase('timed messages', (db) => {
  let world: BotWorld;
  beforeAll(async () => {
    world = await startBotWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  const clock = () => world.platforms.clock;

  async function timer(token: string, body: object): Promise<Timer> {
    const response = await world.api('POST', '/api/bot/timers', token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Timer>();
  }

  /** Moves the clock to `at` and runs the timers, as the scheduler does every 10 s. */
  async function runAt(at: number, app: FastifyInstance = world.app) {
    clock().set(at);
    const result = await app.bot.runTimers();
    await world.settle();
    return result;
  }

  it('posts at its due time, once per interval, rotating its messages', async () => {
    const { token } = await world.streamer();
    const created = await timer(token, {
      name: 'socials',
      messages: ['Follow on X', 'Join the Discord'],
      intervalMinutes: 3,
      minChatLines: 0,
      liveOnly: false,
    });
    const due = Date.parse(created.nextRunAt!);
    expect(due).toBe(clock().now() + 3 * MIN);
    await runAt(due - 1);
    expect(world.botLines()).toEqual([]);
    await runAt(due);
    await runAt(due + 1.5 * MIN);
    await runAt(due + 3 * MIN);
    await runAt(due + 6 * MIN);
    expect(world.botLines().map((l) => l.content)).toEqual([
      'Follow on X',
      'Join the Discord',
      'Follow on X',
    ]);
    const [listed] = (await world.api('GET', '/api/bot/timers', token)).json<{ timers: Timer[] }>()
      .timers;
    expect(listed!.lastSentAt).toBe(new Date(due + 6 * MIN).toISOString());
    expect(listed!.nextRunAt).toBe(new Date(due + 9 * MIN).toISOString());
  });

  it('posts on time in a silent chat when it needs no chat lines', async () => {
    const { token } = await world.streamer();
    const created = await timer(token, {
      name: 't',
      messages: ['still here'],
      minChatLines: 0,
      liveOnly: false,
    });
    await runAt(Date.parse(created.nextRunAt!));
    expect(world.botLines().map((l) => l.content)).toEqual(['still here']);
  });

  it('skips a slot when fewer chat lines than its minimum arrived since its last message', async () => {
    const { token } = await world.streamer();
    const created = await timer(token, {
      name: 't',
      messages: ['hydrate!'],
      intervalMinutes: 5,
      minChatLines: 3,
      liveOnly: false,
    });
    const due = Date.parse(created.nextRunAt!);
    await world.chat('pixel_pat', 'one');
    await world.chat('pixel_pat', 'two');
    await world.settle();
    expect((await runAt(due)).skipped).toBe(1);
    await world.chat('sub_sam', 'three');
    await world.settle();
    expect((await runAt(due + 5 * MIN)).sent).toBe(1);
    await world.chat('sub_sam', 'four');
    await world.settle();
    expect((await runAt(due + 10 * MIN)).skipped).toBe(1);
    expect(world.botLines().map((l) => l.content)).toEqual(['hydrate!']);
  });

  it('stays quiet while offline when live-only, and posts once the stream is live', async () => {
    const { token } = await world.streamer();
    const created = await timer(token, {
      name: 't',
      messages: ['live {title}'],
      intervalMinutes: 5,
      minChatLines: 0,
    });
    const due = Date.parse(created.nextRunAt!);
    expect((await runAt(due)).skipped).toBe(1);
    world.platforms.server.emulator.kick.goLive({ broadcasterUserId: STREAMER, title: 'now' });
    await world.settle();
    expect((await runAt(due + 5 * MIN)).sent).toBe(1);
    expect(world.botLines().map((l) => l.content)).toEqual(['live now']);
  });

  it('staggers timers with the same interval and never posts two together', async () => {
    const { token } = await world.streamer();
    const a = await timer(token, {
      name: 'a',
      messages: ['A'],
      intervalMinutes: 10,
      minChatLines: 0,
      liveOnly: false,
    });
    const b = await timer(token, {
      name: 'b',
      messages: ['B'],
      intervalMinutes: 10,
      minChatLines: 0,
      liveOnly: false,
    });
    const gap = Math.abs(Date.parse(a.nextRunAt!) - Date.parse(b.nextRunAt!)) % (10 * MIN);
    expect(gap).toBe(5 * MIN);
    const start = clock().now();
    const sentAt: number[] = [];
    for (let t = start; t <= start + 41 * MIN; t += 10_000) {
      const { sent } = await runAt(t);
      if (sent) sentAt.push(t);
    }
    expect(
      world
        .botLines()
        .map((l) => l.content)
        .sort(),
    ).toEqual(['A', 'A', 'A', 'A', 'B', 'B', 'B', 'B']);
    for (let i = 1; i < sentAt.length; i++)
      expect(sentAt[i]! - sentAt[i - 1]!).toBeGreaterThanOrEqual(4 * MIN);
  });

  it('spaces out timers of different intervals that fall due together', async () => {
    const { token } = await world.streamer();
    const a = await timer(token, {
      name: 'a',
      messages: ['A'],
      intervalMinutes: 10,
      minChatLines: 0,
      liveOnly: false,
    });
    await timer(token, {
      name: 'b',
      messages: ['B'],
      intervalMinutes: 20,
      minChatLines: 0,
      liveOnly: false,
    });
    // Both are due at the 20-minute mark: one posts, the other 30 s later.
    const both = Date.parse(a.nextRunAt!) + 10 * MIN;
    const first = await runAt(both);
    const second = await runAt(both + 10_000);
    const third = await runAt(both + 30_000);
    expect([first.sent, second.sent, third.sent]).toEqual([1, 0, 1]);
    expect(second.deferred).toBe(1);
  });

  it('fires each slot exactly once with two app instances on one database', async () => {
    const { token } = await world.streamer();
    const other = await buildTestApp(db(), {
      config: world.platforms.config({ BOT_CHAT_RATE_PER_SECOND: '1000', BOT_CHAT_BURST: '1000' }),
      clock: clock(),
    });
    try {
      const created = await timer(token, {
        name: 't',
        messages: ['once'],
        intervalMinutes: 5,
        minChatLines: 0,
        liveOnly: false,
      });
      const due = Date.parse(created.nextRunAt!);
      for (const slot of [due, due + 5 * MIN, due + 10 * MIN]) {
        clock().set(slot);
        const results = await Promise.all([
          world.app.bot.runTimers(),
          other.bot.runTimers(),
          world.app.bot.runTimers(),
          other.bot.runTimers(),
        ]);
        expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
      }
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual(['once', 'once', 'once']);
    } finally {
      await other.close();
    }
  });

  it('does not fire a slot again after a restart, and catches up with one message, not a burst', async () => {
    const { token } = await world.streamer();
    const created = await timer(token, {
      name: 't',
      messages: ['hi'],
      intervalMinutes: 5,
      minChatLines: 0,
      liveOnly: false,
    });
    const due = Date.parse(created.nextRunAt!);
    await runAt(due);
    const restarted = await buildTestApp(db(), {
      config: world.platforms.config(),
      clock: clock(),
    });
    try {
      expect((await runAt(due + 1000, restarted)).sent).toBe(0);
      // Down for an hour: one message for the missed slots, then the phase goes on.
      expect((await runAt(due + 62 * MIN, restarted)).sent).toBe(1);
      expect((await runAt(due + 63 * MIN, restarted)).sent).toBe(0);
      expect((await runAt(due + 65 * MIN, restarted)).sent).toBe(1);
    } finally {
      await restarted.close();
    }
    expect(world.botLines()).toHaveLength(3);
  });

  it('skips timers while the bot is switched off', async () => {
    const { token } = await world.streamer();
    const created = await timer(token, {
      name: 't',
      messages: ['hi'],
      minChatLines: 0,
      liveOnly: false,
    });
    await world.api('PUT', '/api/bot/settings', token, { enabled: false });
    expect((await runAt(Date.parse(created.nextRunAt!))).skipped).toBe(1);
    expect(world.botLines()).toEqual([]);
  });

  describe('API', () => {
    it('creates, lists, changes and deletes timers; a switched-off timer has no next run', async () => {
      const { token } = await world.streamer();
      const created = await timer(token, { name: 'socials', messages: ['{channel} on X'] });
      expect(created).toMatchObject({
        intervalMinutes: 15,
        minChatLines: 5,
        liveOnly: true,
        enabled: true,
      });
      const paused = await world.api('PATCH', `/api/bot/timers/${created.id}`, token, {
        enabled: false,
      });
      expect(paused.json()).toMatchObject({ enabled: false, nextRunAt: null, intervalMinutes: 15 });
      const resumed = await world.api('PATCH', `/api/bot/timers/${created.id}`, token, {
        enabled: true,
        intervalMinutes: 20,
      });
      expect(Date.parse(resumed.json().nextRunAt)).toBe(clock().now() + 20 * MIN);
      expect((await world.api('DELETE', `/api/bot/timers/${created.id}`, token)).statusCode).toBe(
        204,
      );
      expect((await world.api('GET', '/api/bot/timers', token)).json().timers).toEqual([]);
    });

    it('refuses bad input naming the field, and unknown or foreign timers with 404', async () => {
      const { token } = await world.streamer();
      const bad = async (body: object, field: string) => {
        const response = await world.api('POST', '/api/bot/timers', token, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().field).toBe(field);
      };
      await bad({ name: '', messages: ['x'] }, 'name');
      await bad({ name: 'a', messages: [] }, 'messages');
      await bad({ name: 'a', messages: ['ok', 'hi {user}'] }, 'messages.1');
      await bad({ name: 'a', messages: ['x'], intervalMinutes: 0 }, 'intervalMinutes');
      await bad({ name: 'a', messages: ['x'], minChatLines: -1 }, 'minChatLines');
      const mine = await timer(token, { name: 'a', messages: ['x'] });
      const other = await world.streamer(1002);
      expect(
        (await world.api('PATCH', `/api/bot/timers/${mine.id}`, other.token, { name: 'b' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await world.api('DELETE', `/api/bot/timers/${mine.id}`, other.token)).statusCode,
      ).toBe(404);
      expect(
        (await world.api('DELETE', `/api/bot/timers/${crypto.randomUUID()}`, token)).statusCode,
      ).toBe(404);
    });
  });
});
