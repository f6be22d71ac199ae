import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PointsSettingsInput, PointsViewer } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { startBotWorld, STREAMER, type BotWorld } from '../src/features/bot/bot-world.test-helper';

// Each test drives the whole app (webhooks, the bot's replies) on a machine that may be busy.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const RULES: PointsSettingsInput = {
  enabled: true,
  currencyName: 'coins',
  perMinute: 10,
  activeMinutes: 2,
  firstLineBonus: 5,
  followBonus: 50,
  giveEnabled: true,
};

/**
 * Viewer points through the real path: the emulator's signed webhooks, the chat pipeline, the
 * minute flush, the bot's command engine and the page's API.
 */
describeEachDatabase('viewer points', (db) => {
  let world: BotWorld;
  let token: string;
  let ownerId: string;
  beforeAll(async () => {
    world = await startBotWorld(db());
  });
  afterAll(() => world.close());
  beforeEach(async () => {
    await world.reset();
    ({ token, userId: ownerId } = await world.streamer());
  });

  const save = async (rules: PointsSettingsInput = RULES) => {
    const response = await world.api('PUT', '/api/points/settings', token, rules);
    expect(response.statusCode, response.body).toBe(200);
  };
  const goLive = () =>
    db().db.execute(sql`
      insert into stats_streams (id, user_id, broadcaster_user_id, started_at, last_live_at)
      values (gen_random_uuid(), ${ownerId}::uuid, ${STREAMER}, now(), now())`);
  const viewers = async () => {
    const response = await world.api('GET', '/api/points/viewers', token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ viewers: PointsViewer[] }>();
    return Object.fromEntries(body.viewers.map((v) => [v.username, v.balance]));
  };
  const chat = async (name: string, line: string, badges?: string[]) => {
    await world.chat(name, line, badges ? { badges: badges as never } : {});
    await world.settle();
  };
  const lastReply = () => world.botLines().at(-1)?.content;
  const ledgerSum = async () => {
    const [row] = rowsOf<{ ledger: string; balances: string }>(
      await db().db.execute(sql`
        select (select coalesce(sum(delta), 0) from points_ledger where user_id = ${ownerId}::uuid)::bigint as ledger,
               (select coalesce(sum(balance), 0) from points_viewers where user_id = ${ownerId}::uuid)::bigint as balances`),
    );
    return { ledger: Number(row!.ledger), balances: Number(row!.balances) };
  };

  it('credits each active chat minute once while live, with the first line’s bonus', async () => {
    await save();
    await chat('pixel_pat', 'hello everyone');
    await chat('shorty', 'hi'); // too short to earn: seen, no points
    await chat('cmd_carl', '!hello there'); // a command: no points
    // Offline: nothing is earned yet, the chatters are seen.
    await world.app.points.flush();
    expect(await viewers()).toEqual({ pixel_pat: 0, shorty: 0, cmd_carl: 0 });

    await goLive();
    // One second into a minute M: a 2-minute window touches minutes M, M+1 and M+2.
    const clock = world.platforms.clock;
    clock.advance(60_000 - (clock.now() % 60_000) + 1_000);
    await chat('pixel_pat', 'still here');
    await world.app.points.flush();
    await world.app.points.flush(); // the same minute again: nothing more
    expect((await viewers()).pixel_pat).toBe(15);
    clock.advance(10_000);
    await chat('pixel_pat', 'still here'); // a repeat does not renew activity
    const balances: number[] = [];
    for (let i = 0; i < 3; i++) {
      clock.advance(60_000);
      await world.app.points.flush();
      balances.push((await viewers()).pixel_pat!);
    }
    expect(balances).toEqual([25, 35, 35]);
    expect(await ledgerSum()).toEqual({ ledger: 35, balances: 35 });
  });

  it('counts the line just typed in !points, before the minute’s flush, and never twice', async () => {
    await save();
    await goLive();
    await chat('pixel_pat', 'hello everyone');
    // No flush yet: !points writes this channel's earnings first (the first line's 5 + minute 10).
    await chat('pixel_pat', '!points');
    expect(lastReply()).toBe('@pixel_pat you have 15 coins (rank #1).');
    // The minute's flush writes the same keys again: nothing more.
    await world.app.points.flush();
    await chat('pixel_pat', '!points');
    expect(lastReply()).toBe('@pixel_pat you have 15 coins (rank #1).');
    expect(await ledgerSum()).toEqual({ ledger: 15, balances: 15 });
  });

  it('writes a channel’s earnings when another channel in the same flush fails', async () => {
    await save();
    await goLive();
    await chat('pixel_pat', 'hello everyone');
    // The account goes (every table emptied) while this node still holds its chatter's minute.
    await world.reset();
    ({ token, userId: ownerId } = await world.streamer());
    await save();
    await goLive();
    await chat('nova', 'first time here');
    // The gone channel comes first in the batch: its write fails, the new channel's is made.
    await world.app.points.flush();
    expect(await viewers()).toEqual({ nova: 15 });
  });

  it('answers !points, !toppoints, !give and the moderators’ commands, refusing bad input', async () => {
    await save();
    await goLive();
    await chat('pixel_pat', 'hello everyone');
    await chat('shorty', 'hi');
    await world.app.points.flush();

    await chat('pixel_pat', '!points');
    expect(lastReply()).toBe('@pixel_pat you have 15 coins (rank #1).');
    await chat('shorty', '!points @pixel_pat');
    expect(lastReply()).toBe('@shorty pixel_pat has 15 coins (rank #1).');
    await chat('shorty', '!points');
    expect(lastReply()).toBe('@shorty you have no coins yet.');

    await chat('pixel_pat', '!give @shorty -3');
    expect(lastReply()).toBe('@pixel_pat the amount must be a whole number above 0.');
    await chat('pixel_pat', '!give @shorty 1.5');
    expect(lastReply()).toBe('@pixel_pat the amount must be a whole number above 0.');
    await chat('pixel_pat', '!give @pixel_pat 1');
    expect(lastReply()).toBe('@pixel_pat you cannot give coins to yourself.');
    await chat('pixel_pat', '!give @nobody_here 1');
    expect(lastReply()).toBe('@pixel_pat nobody_here has not been seen in this chat.');
    await chat('pixel_pat', '!give @shorty 16');
    expect(lastReply()).toBe('@pixel_pat you only have 15 coins.');
    await chat('shorty', '!give @pixel_pat 1');
    expect(lastReply()).toBe('@shorty you only have 0 coins.');
    await chat('pixel_pat', '!give @shorty 5');
    expect(lastReply()).toBe('@pixel_pat gave 5 coins to shorty.');
    expect(await viewers()).toEqual({ pixel_pat: 10, shorty: 5 });

    // Only a moderator's badge lets !addpoints through; a viewer gets no answer.
    const before = world.botLines().length;
    await chat('shorty', '!addpoints @shorty 1000');
    expect(world.botLines()).toHaveLength(before);
    await chat('mod_mira', '!addpoints @shorty 100', ['moderator']);
    expect(lastReply()).toBe('@mod_mira added 100 coins to shorty (now 105).');
    await chat('mod_mira', '!removepoints @shorty 500', ['moderator']);
    expect(lastReply()).toBe('@mod_mira shorty only has 105 coins.');
    await chat('mod_mira', '!removepoints @shorty 5', ['moderator']);
    expect(lastReply()).toBe('@mod_mira removed 5 coins from shorty (now 100).');
    await chat('pixel_pat', '!toppoints');
    expect(lastReply()).toBe('Top coins: 1. shorty (100), 2. pixel_pat (10)');
    // The rank counts the viewers with more (read in the balance's own statement).
    await chat('pixel_pat', '!points');
    expect(lastReply()).toBe('@pixel_pat you have 10 coins (rank #2).');
    expect(await ledgerSum()).toEqual({ ledger: 110, balances: 110 });

    // Points off: the commands are silent and nothing is earned.
    await save({ ...RULES, enabled: false });
    const lines = world.botLines().length;
    await chat('pixel_pat', '!points');
    expect(world.botLines()).toHaveLength(lines);
  });

  it('credits a follow once when Kick delivers it twice', async () => {
    await save();
    world.platforms.server.emulator.kick.follow({
      broadcasterUserId: STREAMER,
      username: 'new_fan',
      duplicate: true,
    });
    await world.settle();
    await world.app.points.idle();
    expect(await viewers()).toEqual({ new_fan: 50 });
  });

  describe('the page’s API', () => {
    it('refuses bad settings and amounts with a 400 naming the field', async () => {
      const bad = await world.api('PUT', '/api/points/settings', token, { perMinute: -1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'perMinute' });
      await save();
      await chat('pixel_pat', 'hello everyone');
      await world.app.points.flush();
      const zero = await world.api('POST', '/api/points/viewers/pixel_pat/adjust', token, {
        amount: 0,
        reason: 'x',
      });
      expect(zero.json()).toMatchObject({ field: 'amount' });
      const fraction = await world.api('POST', '/api/points/viewers/pixel_pat/adjust', token, {
        amount: 1.5,
        reason: 'x',
      });
      expect(fraction.statusCode).toBe(400);
      const unknown = await world.api('POST', '/api/points/viewers/ghost/adjust', token, {
        amount: 5,
        reason: 'x',
      });
      expect(unknown.statusCode).toBe(404);
      const below = await world.api('POST', '/api/points/viewers/pixel_pat/adjust', token, {
        amount: -1,
        reason: 'x',
      });
      expect(below.statusCode).toBe(409);
      expect(below.json()).toMatchObject({ field: 'amount' });
    });

    it('adjusts once per adjustment id, keeping the reason in the ledger', async () => {
      await save();
      await chat('pixel_pat', 'hello everyone');
      await world.app.points.flush();
      const body = {
        amount: 40,
        reason: 'won the quiz',
        id: '0190a0b0-0000-7000-8000-000000000001',
      };
      for (let i = 0; i < 2; i++) {
        const response = await world.api(
          'POST',
          '/api/points/viewers/pixel_pat/adjust',
          token,
          body,
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ username: 'pixel_pat', balance: 40, rank: 1 });
      }
      const ledger = await world.api('GET', '/api/points/viewers/pixel_pat/ledger', token);
      expect(ledger.json()).toMatchObject({
        entries: [{ delta: 40, kind: 'adjust', note: 'won the quiz' }],
      });
    });

    it('imports a CSV in one transaction, or refuses it whole with the bad rows', async () => {
      await save();
      const bad = await world.api('POST', '/api/points/import', token, {
        csv: 'username,points\nalice,10\nbob,-4\n=evil,3\nalice,1\n',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        field: 'csv',
        refused: [
          { line: 3, reason: 'Points must be a whole number from 0' },
          { line: 4, reason: 'Not a Kick username' },
          { line: 5, reason: 'This viewer is in the file twice' },
        ],
      });
      expect(await viewers()).toEqual({});

      const good = await world.api('POST', '/api/points/import', token, {
        csv: 'Username,Points,Rank\r\nAlice,1200,1\r\n"bob",30,2\r\n',
      });
      expect(good.statusCode, good.body).toBe(200);
      expect(good.json()).toEqual({ imported: 2, refused: [] });
      const set = await world.api('POST', '/api/points/import', token, {
        csv: 'username,points\nalice,1000\n',
        mode: 'set',
      });
      expect(set.json()).toEqual({ imported: 1, refused: [] });
      expect(await viewers()).toEqual({ Alice: 1000, bob: 30 });

      const csv = await world.api('GET', '/api/points/viewers.csv', token);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body).toBe('username,points\r\nAlice,1000\r\nbob,30\r\n');
      const page = await world.api('GET', '/api/points/viewers?search=bo&limit=1', token);
      expect(page.json()).toMatchObject({ total: 1, viewers: [{ username: 'bob', rank: 2 }] });
      const badPage = await world.api('GET', '/api/points/viewers?limit=1000', token);
      expect(badPage.json()).toMatchObject({ field: 'limit' });
    });
  });
});
