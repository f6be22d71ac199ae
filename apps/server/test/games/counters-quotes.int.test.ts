import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Counter, Quote } from '@kyo/contracts';
import { describeEachDatabase } from '../db';
import { startGamesWorld, type GamesWorld } from './games-world';

const MOD = { badges: ['moderator' as const] };

describeEachDatabase('counters and quotes in chat', (db) => {
  let world: GamesWorld;
  beforeAll(async () => {
    world = await startGamesWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  async function deaths(token: string, body: object = {}) {
    return world.ok<Counter>(
      'POST',
      '/api/bot/counters',
      token,
      { name: '!Deaths', label: 'Deaths', ...body },
      201,
    );
  }

  describe('counters', () => {
    it('shows a counter to anyone and lets moderators change it', async () => {
      const { token } = await world.streamer();
      const counter = await deaths(token);
      expect(counter).toMatchObject({ name: 'deaths', value: 0 });
      await world.chat('pixel_pat', '!deaths');
      await world.chat('mod_mira', '!deaths +', MOD);
      await world.chat('pixel_pat', '!deaths +');
      await world.chat('mod_mira', '!deaths +5', MOD);
      await world.chat('mod_mira', '!deaths -', MOD);
      await world.chat('mod_mira', '!deaths set 12', MOD);
      await world.chat('mod_mira', '!deaths sometimes', MOD);
      await world.settleGames();
      expect(world.newLines()).toEqual([
        'Deaths: 0',
        'Deaths: 1',
        'Deaths: 6',
        'Deaths: 5',
        'Deaths: 12',
        'Usage: !deaths, !deaths +, !deaths -, !deaths set 5',
      ]);
      const list = await world.ok<{ counters: Counter[] }>('GET', '/api/bot/counters', token);
      expect(list.counters[0]!.value).toBe(12);
    });

    it('answers a show at most every 5 seconds, while changes always count', async () => {
      const { token } = await world.streamer();
      await deaths(token);
      await world.chat('pixel_pat', '!deaths');
      await world.chat('sub_sam', '!deaths');
      await world.chat('mod_mira', '!deaths +', MOD);
      await world.chat('mod_mira', '!deaths +', MOD);
      await world.settleGames();
      expect(world.newLines()).toEqual(['Deaths: 0', 'Deaths: 1', 'Deaths: 2']);
      world.platforms.clock.advance(5_000);
      await world.chat('sub_sam', '!deaths');
      await world.settleGames();
      expect(world.newLines()).toEqual(['Deaths: 2']);
    });

    it('fills {count name} in commands and timers, 0 for a counter there is not', async () => {
      const { token } = await world.streamer();
      await deaths(token, { value: 7 });
      await world.ok(
        'POST',
        '/api/bot/commands',
        token,
        {
          name: 'stats',
          responses: ['Deaths {count deaths}, wins {count wins}, used {count}'],
        },
        201,
      );
      await world.ok(
        'POST',
        '/api/bot/timers',
        token,
        {
          name: 'Deaths',
          messages: ['So far: {count deaths} deaths'],
          intervalMinutes: 5,
          minChatLines: 0,
          liveOnly: false,
        },
        201,
      );
      await world.chat('pixel_pat', '!stats');
      await world.settleGames();
      world.platforms.clock.advance(5 * 60_000 + 1);
      await world.app.bot.runTimers();
      await world.settleGames();
      expect(world.newLines()).toEqual(['Deaths 7, wins 0, used 1', 'So far: 7 deaths']);
    });

    it('counts a change from one chat line once, even if the line comes again', async () => {
      const { token, userId } = await world.streamer();
      await deaths(token);
      const line = {
        ownerId: userId,
        eventId: 'evt-1',
        trigger: 'deaths',
        args: ['+'],
        rest: '+',
        sender: { kickUserId: '2002', username: 'mod_mira', role: 'moderator' as const },
      };
      expect(await world.app.games.chat.command(line)).toBe('Deaths: 1');
      expect(await world.app.games.chat.command(line)).toBe('Deaths: 1');
      expect(await world.app.games.chat.command({ ...line, eventId: 'evt-2' })).toBe('Deaths: 2');
      // A channel points reward adds once per redemption.
      expect(await world.app.games.addToCounter(userId, 'deaths', 3, 'redemption-1')).toMatchObject(
        { value: 5 },
      );
      expect(await world.app.games.addToCounter(userId, 'deaths', 3, 'redemption-1')).toMatchObject(
        { value: 5 },
      );
      expect(await world.app.games.addToCounter(userId, 'nope', 3, 'redemption-2')).toBeNull();
    });

    it('resets the counters set to reset when a stream starts, once', async () => {
      const { token } = await world.streamer();
      await deaths(token, { value: 4, resetPerStream: true });
      await world.ok('POST', '/api/bot/counters', token, { name: 'wins', value: 9 }, 201);
      world.platforms.server.emulator.kick.goLive({ broadcasterUserId: 1001, duplicate: true });
      await world.settleGames();
      const { counters } = await world.ok<{ counters: Counter[] }>(
        'GET',
        '/api/bot/counters',
        token,
      );
      expect(counters.map((c) => [c.name, c.value])).toEqual([
        ['deaths', 0],
        ['wins', 9],
      ]);
    });

    it('refuses a name taken by a built-in, a custom command or another counter', async () => {
      const { token } = await world.streamer();
      await deaths(token);
      await world.ok('POST', '/api/bot/commands', token, { name: 'wins', responses: ['x'] }, 201);
      for (const name of ['uptime', 'quote', 'wins', 'DEATHS']) {
        const response = await world.api('POST', '/api/bot/counters', token, { name });
        expect(response.statusCode, name).toBe(409);
        expect(response.json()).toMatchObject({ field: 'name' });
      }
      const bad = await world.api('POST', '/api/bot/counters', token, { name: 'a b', value: 1.5 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ field: string }>().field).toBe('name');
    });
  });

  it('lists the counters and !quote in !commands once they answer (issue 41: they were missing)', async () => {
    const { token } = await world.streamer();
    await world.chat('pixel_pat', '!commands');
    await world.settleGames();
    expect(world.newLines().at(-1)).not.toMatch(/!deaths|!quote/);
    await deaths(token);
    await world.chat('mod_mira', '!quote add gg', MOD);
    await world.settleGames();
    world.newLines();
    world.platforms.clock.advance(15_000); // !commands' own cooldown
    await world.chat('pixel_pat', '!commands');
    await world.settleGames();
    const listed = world.newLines().at(-1)!.split(': ')[1]!.split(', ');
    expect(listed).toEqual(expect.arrayContaining(['!deaths', '!quote']));
    expect(listed).not.toContain('!vote'); // no poll open
  });

  describe('quotes', () => {
    it('adds quotes from chat with the category and day, and reads them back', async () => {
      const { token } = await world.streamer();
      await world.chat('mod_mira', '!quote add that was  close', MOD);
      await world.chat('pixel_pat', '!quote add not a mod');
      await world.settleGames();
      expect(world.newLines()).toEqual(['Added quote #1.']);
      await world.chat('pixel_pat', '!quote');
      await world.settleGames();
      world.platforms.clock.advance(5_000);
      await world.chat('pixel_pat', '!quote 1');
      await world.settleGames();
      world.platforms.clock.advance(5_000);
      await world.chat('pixel_pat', '!quote search CLOSE');
      await world.settleGames();
      world.platforms.clock.advance(5_000);
      await world.chat('pixel_pat', '!quote search pizza');
      await world.settleGames();
      // Chat folds runs of spaces when it is sent; the quote keeps the text as typed.
      const quote = '#1: "that was close" (Just Chatting, 2026-11-21)';
      expect(world.newLines()).toEqual([quote, quote, quote, 'No quote matches "pizza".']);
      const { quotes } = await world.ok<{ quotes: Quote[] }>('GET', '/api/bot/quotes', token);
      expect(quotes[0]).toMatchObject({
        number: 1,
        text: 'that was  close',
        addedBy: 'mod_mira',
        category: 'Just Chatting',
        quotedOn: '2026-11-21',
      });
    });

    it('never gives a deleted quote’s number to another, and edits one', async () => {
      const { token } = await world.streamer();
      const first = await world.ok<Quote>('POST', '/api/bot/quotes', token, { text: 'one' }, 201);
      await world.ok('POST', '/api/bot/quotes', token, { text: 'two', category: null }, 201);
      await world.ok('DELETE', `/api/bot/quotes/${first.id}`, token, undefined, 204);
      const third = await world.ok<Quote>('POST', '/api/bot/quotes', token, { text: 'three' }, 201);
      expect(third.number).toBe(3);
      const edited = await world.ok<Quote>('PATCH', `/api/bot/quotes/${third.id}`, token, {
        text: 'three, edited',
        quotedOn: '2026-01-02',
        category: 'Minecraft',
      });
      expect(edited).toMatchObject({ number: 3, text: 'three, edited', quotedOn: '2026-01-02' });
      await world.chat('pixel_pat', '!quote 1');
      await world.settleGames();
      expect(world.newLines()).toEqual(['There is no quote #1.']);
      const found = await world.ok<{ quotes: Quote[]; total: number }>(
        'GET',
        '/api/bot/quotes?q=edited',
        token,
      );
      expect(found.quotes.map((q) => q.number)).toEqual([3]);
      const byNumber = await world.ok<{ total: number }>('GET', '/api/bot/quotes?q=%232', token);
      expect(byNumber.total).toBe(1);
    });

    it('adds a quote from a chat line once, even if the line comes again', async () => {
      const { userId } = await world.streamer();
      const line = {
        ownerId: userId,
        eventId: 'evt-q',
        trigger: 'quote',
        args: ['add', 'hi'],
        rest: 'add hi',
        sender: { kickUserId: '2002', username: 'mod_mira', role: 'moderator' as const },
      };
      expect(await world.app.games.chat.command(line)).toBe('Added quote #1.');
      expect(await world.app.games.chat.command(line)).toBeNull();
      expect(await world.app.games.chat.command({ ...line, eventId: 'evt-r' })).toBe(
        'Added quote #2.',
      );
    });

    it('finds a search with % and _ literally, and refuses bad input', async () => {
      const { token } = await world.streamer();
      await world.ok('POST', '/api/bot/quotes', token, { text: '100% sure' }, 201);
      await world.ok('POST', '/api/bot/quotes', token, { text: '1000 sure' }, 201);
      const found = await world.ok<{ total: number }>('GET', '/api/bot/quotes?q=0%25', token);
      expect(found.total).toBe(1);
      for (const body of [
        { text: '' },
        { text: 'a\u0000b' },
        { text: 'x', quotedOn: '2026-13-01' },
      ]) {
        const response = await world.api('POST', '/api/bot/quotes', token, body);
        expect(response.statusCode).toBe(400);
      }
      expect((await world.api('GET', '/api/bot/quotes?page=0', token)).statusCode).toBe(400);
    });
  });
});
