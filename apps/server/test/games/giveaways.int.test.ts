import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drawWinners, seededRandom, type Giveaway, type GiveawayEntry } from '@kyo/contracts';
import { describeEachDatabase } from '../db';
import { CONFIRM_GRACE_MS } from '../../src/features/games/giveaways/giveaway-draws';
import { SEED, startGamesWorld, type GamesWorld } from './games-world';

describeEachDatabase('giveaways in chat', (db) => {
  let world: GamesWorld;
  beforeAll(async () => {
    world = await startGamesWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  const list = (token: string) =>
    world.ok<{ active: Giveaway | null; past: Giveaway[] }>('GET', '/api/bot/giveaways', token);
  const open = (token: string, body: object) =>
    world.ok<Giveaway>('POST', '/api/bot/giveaways', token, { title: 'Steam key', ...body }, 201);
  const entriesOf = async (token: string, id: string) =>
    (await world.ok<{ entries: GiveawayEntry[] }>('GET', `/api/bot/giveaways/${id}/entries`, token))
      .entries;

  it('enters viewers by keyword or command, draws one, and redraws when the winner is silent', async () => {
    const { token } = await world.streamer();
    const giveaway = await open(token, {
      keyword: 'pizza',
      command: 'join',
      confirmSeconds: 30,
      subscriberTickets: 3,
    });
    await world.settleGames();
    expect(world.newLines()).toEqual([
      '🎁 Giveaway: Steam key! Type !join or pizza in chat to enter.',
    ]);

    await world.chat('pixel_pat', 'pizza');
    await world.chat('vip_vic', '!join me');
    await world.chat('sub_sam', 'PIZZA', { badges: [{ type: 'subscriber', count: 4 }] });
    await world.chat('mod_mira', 'pizza', { badges: ['moderator'] });
    await world.chat('lurker_lee', 'pizza please');
    await world.chat('pixel_pat', 'pizza');
    await world.settleGames();
    const entries = await entriesOf(token, giveaway.id);
    expect(entries.map((e) => [e.viewerName, e.tickets, e.source]).sort()).toEqual([
      ['pixel_pat', 1, 'keyword'],
      ['sub_sam', 3, 'keyword'],
      ['vip_vic', 1, 'command'],
    ]);
    expect((await list(token)).active).toMatchObject({ entries: 3, tickets: 5 });

    // The same seed over the same drum picks the same viewers.
    const random = seededRandom(SEED);
    const first = drawWinners(entries, 1, new Set(), random)[0]!.entry;
    const second = drawWinners(entries, 1, new Set([first.viewerId]), random)[0]!.entry;

    const drawn = await world.ok<Giveaway>(
      'POST',
      `/api/bot/giveaways/${giveaway.id}/draw`,
      token,
      { expectedDraws: 0 },
    );
    expect(drawn.status).toBe('closed');
    expect(drawn.draws).toEqual([
      expect.objectContaining({
        seq: 1,
        viewerName: first.viewerName,
        status: 'pending',
        entrants: 3,
        totalTickets: 5,
        randomSource: `seeded:${SEED}`,
      }),
    ]);
    expect(drawn.draws[0]!.drawnBy).toMatch(/\S/);
    // A second click on the page that saw no draw is refused: a draw is one draw.
    const again = await world.api('POST', `/api/bot/giveaways/${giveaway.id}/draw`, token, {
      expectedDraws: 0,
    });
    expect(again.statusCode).toBe(409);
    await world.settleGames();
    expect(world.newLines()).toEqual([
      `🎉 @${first.viewerName} won Steam key! Say something in chat within 30 seconds to claim it.`,
    ]);

    // Silent past the deadline (and the grace for other nodes' counts): drawn again.
    world.platforms.clock.advance(30_000 + CONFIRM_GRACE_MS);
    await world.app.games.tick();
    await world.settleGames();
    expect(world.newLines()).toEqual([
      `⌛ @${first.viewerName} did not answer in time. Drawing again…`,
      `🎉 @${second.viewerName} won Steam key! Say something in chat within 30 seconds to claim it.`,
    ]);
    // Too late for the first; in time for the second.
    await world.chat(first.viewerName, 'I am here!');
    world.platforms.clock.advance(10_000);
    await world.chat(second.viewerName, 'thank you!!');
    await world.settleGames();
    expect(world.newLines()).toEqual([
      `✅ @${second.viewerName} claimed Steam key. Congratulations!`,
    ]);

    const { active, past } = await list(token);
    expect(active).toBeNull();
    expect(past[0]).toMatchObject({ status: 'ended' });
    expect(
      past[0]!.draws.map((d) => [d.seq, d.viewerName, d.status, d.drawnBy, d.entrants]),
    ).toEqual([
      [1, first.viewerName, 'timed_out', drawn.draws[0]!.drawnBy, 3],
      [2, second.viewerName, 'confirmed', 'redraw', 2],
    ]);
    // Settling again changes nothing (another node's tick finds nothing due).
    world.platforms.clock.advance(60_000);
    await world.app.games.tick();
    await world.settleGames();
    expect(world.newLines()).toEqual([]);
  });

  it('draws a silent winner’s place at the next tick when the draw failed after their time ran out', async () => {
    const { token } = await world.streamer();
    const giveaway = await open(token, { keyword: 'pizza', command: null, confirmSeconds: 30 });
    for (const name of ['pixel_pat', 'vip_vic', 'sub_sam']) await world.chat(name, 'pizza');
    await world.settleGames();
    const drawn = await world.ok<Giveaway>(
      'POST',
      `/api/bot/giveaways/${giveaway.id}/draw`,
      token,
      { expectedDraws: 0 },
    );
    const silent = drawn.draws[0]!.viewerName;
    await world.settleGames();
    world.newLines();
    // The database refuses every new draw for one tick, as a failing connection would.
    await db().db.execute(sql`create function kyo_test_no_draw() returns trigger
      language plpgsql as $$ begin raise exception 'no draw now'; end $$`);
    await db().db.execute(sql`create trigger kyo_test_no_draw before insert
      on game_giveaway_draws for each row execute function kyo_test_no_draw()`);
    try {
      world.platforms.clock.advance(30_000 + CONFIRM_GRACE_MS);
      await world.app.games.tick();
      await world.settleGames();
    } finally {
      await db().db.execute(sql`drop trigger kyo_test_no_draw on game_giveaway_draws`);
      await db().db.execute(sql`drop function kyo_test_no_draw()`);
    }
    // Nothing half done: the winner is still theirs to lose, nobody was told anything.
    expect((await list(token)).active!.draws.map((d) => [d.viewerName, d.status])).toEqual([
      [silent, 'pending'],
    ]);
    expect(world.newLines()).toEqual([]);

    await world.app.games.tick();
    await world.settleGames();
    const [first, second] = (await list(token)).active!.draws;
    expect([first!.status, second!.status, second!.drawnBy]).toEqual([
      'timed_out',
      'pending',
      'redraw',
    ]);
    expect(second!.viewerName).not.toBe(silent);
    expect(world.newLines()).toEqual([
      `⌛ @${silent} did not answer in time. Drawing again…`,
      `🎉 @${second!.viewerName} won Steam key! Say something in chat within 30 seconds to claim it.`,
    ]);
  });

  it('keeps out who the rules keep out: no follow, too few lines, not subscribed long enough', async () => {
    const { token } = await world.streamer();
    const kick = world.platforms.server.emulator.kick;
    kick.follow({ broadcasterUserId: 1001, username: 'pixel_pat' });
    kick.follow({ broadcasterUserId: 1001, username: 'sub_sam' });
    await world.settleGames();
    const giveaway = await open(token, {
      command: 'join',
      minFollowMinutes: 0,
      minMessages: 2,
      minSubMonths: 3,
    });
    const sub = (months: number) => ({ badges: [{ type: 'subscriber' as const, count: months }] });
    // pixel_pat follows and chats, but is not subscribed; vip_vic does not follow.
    await world.chat('pixel_pat', 'hi');
    await world.chat('pixel_pat', 'hello');
    await world.chat('pixel_pat', '!join');
    await world.chat('vip_vic', 'hi', sub(12));
    await world.chat('vip_vic', 'hello', sub(12));
    await world.chat('vip_vic', '!join', sub(12));
    // sub_sam follows and is subscribed long enough, but said one line before entering.
    await world.chat('sub_sam', 'hi', sub(5));
    await world.chat('sub_sam', '!join', sub(5));
    await world.settleGames();
    expect(await entriesOf(token, giveaway.id)).toEqual([]);
    // One more line and sub_sam is in.
    await world.chat('sub_sam', '!join', sub(5));
    await world.settleGames();
    expect((await entriesOf(token, giveaway.id)).map((e) => [e.viewerName, e.subMonths])).toEqual([
      ['sub_sam', 5],
    ]);
  });

  it('draws several winners at once without asking them to confirm, then ends', async () => {
    const { token } = await world.streamer();
    const giveaway = await open(token, {
      keyword: 'me',
      command: null,
      winners: 2,
      confirmSeconds: 0,
    });
    for (const name of ['pixel_pat', 'vip_vic', 'sub_sam']) await world.chat(name, 'me');
    await world.settleGames();
    world.newLines();
    const drawn = await world.ok<Giveaway>(
      'POST',
      `/api/bot/giveaways/${giveaway.id}/draw`,
      token,
      { expectedDraws: 0 },
    );
    expect(drawn.status).toBe('ended');
    const names = drawn.draws.map((d) => d.viewerName);
    expect(new Set(names).size).toBe(2);
    expect(drawn.draws.every((d) => d.status === 'confirmed' && d.confirmBy === null)).toBe(true);
    await world.settleGames();
    expect(world.newLines()).toEqual(names.map((name) => `🎉 @${name} won Steam key!`));
    // A new giveaway can start now.
    await open(token, { command: 'join' });
  });

  it('says so when nobody is left to draw, and answers the usual errors', async () => {
    const { token } = await world.streamer();
    const giveaway = await open(token, { command: 'join' });
    const conflict = await world.api('POST', '/api/bot/giveaways', token, { title: 'Second' });
    expect(conflict.statusCode).toBe(409);
    const empty = await world.api('POST', `/api/bot/giveaways/${giveaway.id}/draw`, token, {
      expectedDraws: 0,
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json<Giveaway>()).toMatchObject({ status: 'closed', draws: [] });
    await world.settleGames();
    expect(world.newLines().slice(-1)).toEqual(['Nobody is left to draw for Steam key.']);
    // Entries again, then closed by hand.
    await world.ok('POST', `/api/bot/giveaways/${giveaway.id}/reopen`, token);
    await world.ok('POST', `/api/bot/giveaways/${giveaway.id}/close`, token);
    const refused = await world.api('DELETE', `/api/bot/giveaways/${giveaway.id}`, token);
    expect(refused.statusCode).toBe(409);
    await world.ok('POST', `/api/bot/giveaways/${giveaway.id}/end`, token);
    await world.ok('DELETE', `/api/bot/giveaways/${giveaway.id}`, token, undefined, 204);
    const missing = await world.api('POST', `/api/bot/giveaways/${giveaway.id}/end`, token);
    expect(missing.statusCode).toBe(404);

    for (const [body, field] of [
      [{ title: 'x', command: null }, 'keyword'],
      [{ title: 'x', winners: 21 }, 'winners'],
      [{ title: '' }, 'title'],
      [{ title: 'x', keyword: 'a'.repeat(41) }, 'keyword'],
      [{ title: 'x', subscriberTickets: null }, 'subscriberTickets'],
    ] as const) {
      const response = await world.api('POST', '/api/bot/giveaways', token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
    const other = await world.streamer(1002);
    const forbidden = await world.api('GET', `/api/bot/giveaways?owner=${other.userId}`, token);
    expect(forbidden.statusCode).toBe(403);
  });
});
