import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ApiEvent, PointsGamesSettingsInput, Prediction, RandomSource } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { startBotWorld, type BotWorld } from '../src/features/bot/bot-world.test-helper';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Draws as the test scripts them (each `int(bound)` takes the next number, modulo the bound). */
const scripted = (): RandomSource & { next: number[] } => {
  const next: number[] = [];
  return { name: 'scripted', next, int: (bound) => (next.shift() ?? 0) % bound };
};

const GAMES: PointsGamesSettingsInput = {
  gamble: { enabled: true, minBet: 10, maxBet: 500, cooldownSeconds: 30, winChance: 50 },
  slots: { enabled: true, minBet: 10, maxBet: 500, cooldownSeconds: 0 },
  duel: { enabled: true, minBet: 10, maxBet: 500, cooldownSeconds: 0 },
  predictions: { enabled: true, minBet: 1, maxBet: 1_000, windowSeconds: 60 },
};

/**
 * The points games and predictions through the real path: the emulator's signed chat webhooks,
 * the bot's command engine and its replies, the page's API, the ledger and the API's events.
 */
describeEachDatabase('points games and predictions', (db) => {
  let world: BotWorld;
  let token: string;
  let ownerId: string;
  const random = scripted();
  const events: ApiEvent[] = [];
  beforeAll(async () => {
    world = await startBotWorld(db(), {}, { pointsRandom: random });
    world.app.services.bus.subscribe('api.event', (event) => void events.push(event));
  });
  afterAll(() => world.close());
  beforeEach(async () => {
    await world.reset();
    events.length = 0;
    random.next.length = 0;
    ({ token, userId: ownerId } = await world.streamer());
    const points = await world.api('PUT', '/api/points/settings', token, {
      enabled: true,
      currencyName: 'coins',
    });
    expect(points.statusCode, points.body).toBe(200);
    const games = await world.api('PUT', '/api/points/games', token, GAMES);
    expect(games.statusCode, games.body).toBe(200);
  });

  const seed = (login: string, amount: number) =>
    world.app.points.repo.apply(
      ownerId,
      [{ login, name: login, delta: amount, kind: 'adjust', key: `seed:${login}:${amount}` }],
      new Date(world.platforms.clock.now()),
    );
  const chat = async (name: string, line: string, badges?: string[]) => {
    await world.chat(name, line, badges ? { badges: badges as never } : {});
    await world.settle();
    return world.botLines().at(-1)?.content;
  };
  const balance = async (login: string) =>
    (await world.app.points.repo.viewer(ownerId, login))?.balance ?? 0;
  const ledgerEqualsBalances = async () => {
    const [row] = rowsOf<{ ledger: string; balances: string }>(
      await db().db.execute(sql`
        select (select coalesce(sum(delta), 0) from points_ledger where user_id = ${ownerId}::uuid)::bigint as ledger,
               (select coalesce(sum(balance), 0) from points_viewers where user_id = ${ownerId}::uuid)::bigint as balances`),
    );
    expect(Number(row!.ledger)).toBe(Number(row!.balances));
  };
  const rounds = async () =>
    rowsOf<{
      game: string;
      login: string;
      bet: string;
      outcome: string;
      payout: string;
      draw: unknown;
    }>(
      await db().db.execute(sql`
        select game, login, bet, outcome, payout, draw from points_rounds
        where user_id = ${ownerId}::uuid order by created_at, id`),
    ).map((r) => ({ ...r, bet: Number(r.bet), payout: Number(r.payout) }));

  it('refuses bad game settings with a 400 naming the field', async () => {
    const crossed = await world.api('PUT', '/api/points/games', token, {
      gamble: { minBet: 100, maxBet: 10 },
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toMatchObject({ field: 'gamble.maxBet' });
    const text = await world.api('PUT', '/api/points/games', token, {
      slots: { texts: { win: 'You got {nope}' } },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ field: 'slots.texts.win' });
    const chance = await world.api('PUT', '/api/points/games', token, {
      gamble: { winChance: 100 },
    });
    expect(chance.json()).toMatchObject({ field: 'gamble.winChance' });
  });

  it('plays !gamble: a win doubles, a loss loses, each round recorded with its draw', async () => {
    await seed('pixel_pat', 100);
    random.next.push(10); // 10 < 50: a win
    expect(await chat('pixel_pat', '!gamble 40')).toBe('@pixel_pat won 40 coins and now has 140.');
    expect(await chat('pixel_pat', '!gamble 40')).toBe(
      '@pixel_pat wait 30 s before playing !gamble again.',
    );
    world.platforms.clock.advance(30_000);
    random.next.push(75); // a loss
    expect(await chat('pixel_pat', '!gamble 50%')).toBe('@pixel_pat lost 70 coins and now has 70.');
    world.platforms.clock.advance(30_000);
    random.next.push(99);
    expect(await chat('pixel_pat', '!gamble all')).toBe('@pixel_pat lost 70 coins and now has 0.');
    expect(await balance('pixel_pat')).toBe(0);
    expect(await rounds()).toEqual([
      expect.objectContaining({ game: 'gamble', bet: 40, outcome: 'win', payout: 80 }),
      expect.objectContaining({ game: 'gamble', bet: 70, outcome: 'lose', payout: 0 }),
      expect.objectContaining({ game: 'gamble', bet: 70, outcome: 'lose', payout: 0 }),
    ]);
    expect((await rounds())[0]!.draw).toEqual({
      source: 'scripted',
      bound: 100,
      value: 10,
      winChance: 50,
    });
    await ledgerEqualsBalances();
    // Each round is a `points.game` event for the webhooks and the event socket.
    const games = events.filter((e) => e.type === 'points.game');
    expect(games).toHaveLength(3);
    expect(games[0]).toMatchObject({
      type: 'points.game',
      data: {
        game: 'gamble',
        viewer: { username: 'pixel_pat' },
        bet: 40,
        payout: 80,
        outcome: 'win',
      },
    });
    expect(games[0]!.id).toMatch(/^points\.game:/);
  });

  it('answers bad bets clearly and takes nothing', async () => {
    await seed('pixel_pat', 100);
    const usage = '@pixel_pat usage: !gamble amount (a whole number, all or 50%)';
    expect(await chat('pixel_pat', '!gamble -5')).toBe(usage);
    expect(await chat('pixel_pat', '!gamble 1.5')).toBe(usage);
    expect(await chat('pixel_pat', '!gamble lots')).toBe(usage);
    expect(await chat('pixel_pat', '!gamble 5')).toBe(
      '@pixel_pat the bet must be at least 10 coins.',
    );
    expect(await chat('pixel_pat', '!gamble 501')).toBe(
      '@pixel_pat the bet can be at most 500 coins.',
    );
    expect(await chat('pixel_pat', '!gamble 200')).toBe('@pixel_pat you only have 100 coins.');
    expect(await chat('newbie', '!gamble all')).toBe('@newbie you have no coins yet.');
    await seed('broke', 5);
    await world.app.points.repo.apply(
      ownerId,
      [{ login: 'broke', name: 'broke', delta: -5, kind: 'adjust', key: 'empty' }],
      new Date(world.platforms.clock.now()),
    );
    expect(await chat('broke', '!gamble all')).toBe('@broke you have no coins to bet.');
    expect(await balance('pixel_pat')).toBe(100);
    expect(await rounds()).toEqual([]);
    // No cooldown was taken by the refusals.
    random.next.push(0);
    expect(await chat('pixel_pat', '!gamble 10')).toBe('@pixel_pat won 10 coins and now has 110.');
  });

  it('plays !slots by its payout table', async () => {
    await seed('pixel_pat', 100);
    random.next.push(5, 5, 5); // three 💎: 50 × the bet
    expect(await chat('pixel_pat', '!slots 10')).toBe(
      '💎 | 💎 | 💎 @pixel_pat wins 500 coins (bet 10), now 590.',
    );
    world.platforms.clock.advance(1_000);
    random.next.push(0, 0, 1); // a pair: the bet back
    expect(await chat('pixel_pat', '!slots 10')).toBe(
      '🍒 | 🍒 | 🍋 @pixel_pat wins 10 coins (bet 10), now 590.',
    );
    world.platforms.clock.advance(1_000);
    random.next.push(0, 1, 2);
    expect(await chat('pixel_pat', '!slots 90')).toBe(
      '🍒 | 🍋 | 🔔 @pixel_pat lost 90 coins, now 500.',
    );
    expect((await rounds()).map((r) => r.outcome)).toEqual(['win', 'push', 'lose']);
    await ledgerEqualsBalances();
  });

  it('uses a streamer’s own text, and Turkish defaults for a Turkish channel', async () => {
    await seed('pixel_pat', 100);
    await world.api('PUT', '/api/points/games', token, {
      ...GAMES,
      gamble: { ...GAMES.gamble, texts: { win: 'GG {name}! +{amount} → {balance}', lose: null } },
    });
    random.next.push(0);
    expect(await chat('pixel_pat', '!gamble 10')).toBe('GG pixel_pat! +10 → 110');
    const language = await world.api('PATCH', '/api/user/settings', token, { language: 'tr' });
    expect(language.statusCode, language.body).toBeLessThan(300);
    world.platforms.clock.advance(60_000);
    random.next.push(99);
    expect(await chat('pixel_pat', '!gamble 10')).toBe(
      '@pixel_pat 10 coins kaybetti, şimdi 100 var.',
    );
  });

  it('plays a duel: !duel, !accept within a minute, the winner takes the pot', async () => {
    await seed('alice', 100);
    await seed('bob', 50);
    expect(await chat('alice', '!duel @alice 10')).toBe('@alice you cannot duel yourself.');
    expect(await chat('alice', '!duel @ghost 10')).toBe(
      '@alice ghost has not been seen in this chat.',
    );
    expect(await chat('alice', '!duel @bob 60')).toBe('@alice bob only has 50 coins.');
    expect(await chat('bob', '!accept')).toBe('@bob nobody has challenged you to a duel.');
    expect(await chat('alice', '!duel @bob 30')).toBe(
      '@bob, alice challenges you to a duel for 30 coins: type !accept within 60 s.',
    );
    random.next.push(1); // the one who accepted wins
    expect(await chat('bob', '!accept')).toBe('bob won the duel against alice and takes 60 coins!');
    expect(await balance('alice')).toBe(70);
    expect(await balance('bob')).toBe(80);
    expect(await chat('bob', '!accept')).toBe('@bob nobody has challenged you to a duel.');

    expect(await chat('alice', '!duel @bob 10')).toMatch(/challenges you/);
    world.platforms.clock.advance(61_000);
    expect(await chat('bob', '!accept')).toBe('@bob the duel from alice has expired.');
    expect(await balance('bob')).toBe(80);
    expect(await rounds()).toEqual([
      expect.objectContaining({
        game: 'duel',
        login: 'alice',
        bet: 30,
        outcome: 'bob',
        payout: 60,
      }),
    ]);
    await ledgerEqualsBalances();
  });

  describe('predictions', () => {
    const open = async (body: object) => world.api('POST', '/api/points/predictions', token, body);

    it('opens from the page, takes bets in the window, pays the pool in proportion', async () => {
      await seed('alice', 1_000);
      await seed('bob', 1_000);
      await seed('carol', 1_000);
      const opened = await open({
        title: 'Win the round?',
        outcomes: ['Yes', 'No'],
        windowSeconds: 60,
      });
      expect(opened.statusCode, opened.body).toBe(200);
      const prediction = opened.json<Prediction>();
      await world.settle();
      expect(world.botLines().at(-1)?.content).toBe(
        'Prediction: Win the round?. 1) Yes, 2) No. Bet with !bet <number> <amount> within 60 s.',
      );
      expect(
        (await open({ title: 'Two', outcomes: ['a', 'b'], windowSeconds: 60 })).statusCode,
      ).toBe(409);

      expect(await chat('alice', '!bet 1 100')).toBe('@alice bet 100 coins on Yes (100 in all).');
      expect(await chat('alice', '!bet yes 50')).toBe('@alice bet 50 coins on Yes (150 in all).');
      expect(await chat('alice', '!bet 2 10')).toBe(
        '@alice you already bet on Yes: you can only add to that bet.',
      );
      expect(await chat('bob', '!bet 1 50')).toBe('@bob bet 50 coins on Yes (50 in all).');
      expect(await chat('carol', '!bet No 301')).toBe('@carol bet 301 coins on No (301 in all).');
      expect(await chat('carol', '!bet 3 10')).toBe('@carol pick an outcome from 1 to 2.');
      expect(await chat('carol', '!bet 2 -4')).toBe('@carol usage: !bet <outcome> amount');
      expect(await chat('dave', '!bet 2 10')).toBe('@dave you have no coins yet.');

      const live = (await world.api('GET', '/api/points/predictions', token)).json<{
        current: Prediction;
      }>().current;
      expect(live.outcomes).toEqual([
        { title: 'Yes', pool: 200, bettors: 2 },
        { title: 'No', pool: 301, bettors: 1 },
      ]);

      // The window ends: no bets, and the job locks it (once) with a line in chat.
      world.platforms.clock.advance(60_000);
      expect(await chat('bob', '!bet 1 10')).toBe('@bob bets are closed for “Win the round?”.');
      expect(await world.app.pointsGames.lockDue()).toBe(1);
      expect(await world.app.pointsGames.lockDue()).toBe(0);
      await world.settle();
      expect(world.botLines().at(-1)?.content).toBe(
        'Bets are closed for “Win the round?” (501 coins in the pool).',
      );

      const bad = await world.api(
        'POST',
        `/api/points/predictions/${prediction.id}/resolve`,
        token,
        {
          outcome: 3,
        },
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'outcome' });
      const resolved = await world.api(
        'POST',
        `/api/points/predictions/${prediction.id}/resolve`,
        token,
        { outcome: 1 },
      );
      expect(resolved.statusCode, resolved.body).toBe(200);
      expect(resolved.json()).toMatchObject({ state: 'resolved', winner: 1 });
      // alice: 150 + floor(150 × 301 / 200) = 375; bob: 50 + floor(50 × 301 / 200) = 125.
      expect(await balance('alice')).toBe(1_000 - 150 + 375);
      expect(await balance('bob')).toBe(1_000 - 50 + 125);
      expect(await balance('carol')).toBe(1_000 - 301);
      await world.settle();
      expect(world.botLines().at(-1)?.content).toBe(
        '“Win the round?”: Yes won! 2 winners share 501 coins.',
      );
      const again = await world.api(
        'POST',
        `/api/points/predictions/${prediction.id}/cancel`,
        token,
      );
      expect(again.statusCode).toBe(409);
      await ledgerEqualsBalances();
      expect(
        events
          .filter((e) => e.type === 'points.prediction')
          .map((e) => (e.data as { state: string }).state),
      ).toEqual(['open', 'locked', 'resolved']);
    });

    it('opens and cancels from chat (moderators), refunding every bet', async () => {
      await seed('alice', 100);
      // A viewer's !prediction gets no answer (moderators only) and opens nothing.
      const said = world.botLines().length;
      await chat('alice', '!prediction open Nope | a | b');
      expect(world.botLines()).toHaveLength(said);
      expect(await world.app.pointsGames.predictions.current(ownerId)).toBeNull();
      await chat('mod_mira', '!prediction open Boss down? | Yes | No | Maybe | 90s', ['moderator']);
      const current = await world.app.pointsGames.predictions.current(ownerId);
      expect(current).toMatchObject({ title: 'Boss down?', state: 'open' });
      expect(current!.outcomes.map((o) => o.title)).toEqual(['Yes', 'No', 'Maybe']);
      expect(Date.parse(current!.locksAt) - Date.parse(current!.openedAt)).toBe(90_000);
      expect(await chat('mod_mira', '!prediction open Again | x | y', ['moderator'])).toBe(
        '@mod_mira A prediction is already running: resolve or cancel it first',
      );
      expect(await chat('alice', '!bet Maybe 60')).toBe(
        '@alice bet 60 coins on Maybe (60 in all).',
      );
      expect(await balance('alice')).toBe(40);
      expect(await chat('mod_mira', '!prediction cancel', ['moderator'])).toBe(
        'The prediction “Boss down?” was cancelled: every bet is refunded.',
      );
      expect(await balance('alice')).toBe(100);
      expect(await chat('alice', '!bet 1 10')).toBe('@alice no prediction is open.');
      await ledgerEqualsBalances();
    });

    it('refuses bad predictions with a 400 naming the field, and a moderator’s page too', async () => {
      const one = await open({ title: 'x', outcomes: ['only'], windowSeconds: 60 });
      expect(one.statusCode).toBe(400);
      expect(one.json()).toMatchObject({ field: 'outcomes' });
      const twins = await open({ title: 'x', outcomes: ['A', 'a'], windowSeconds: 60 });
      expect(twins.json()).toMatchObject({ field: 'outcomes' });
      const short = await open({ title: 'x', outcomes: ['A', 'B'], windowSeconds: 5 });
      expect(short.json()).toMatchObject({ field: 'windowSeconds' });
      const missing = await world.api(
        'POST',
        '/api/points/predictions/0190a0b0-0000-7000-8000-000000000001/lock',
        token,
      );
      expect(missing.statusCode).toBe(404);
    });
  });
});
