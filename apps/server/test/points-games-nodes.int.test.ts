import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp } from './app';
import { describeEachDatabase } from './db';
import { bearer, signUp } from './factories';
import { FakeClock } from '../src/platform/clock';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Two nodes on one database: the same `!gamble` line reaching both plays one round, and a
 * prediction resolved on both at once pays once (the database decides, not a node).
 */
describeEachDatabase('points games on two nodes', (db) => {
  let nodes: [FastifyInstance, FastifyInstance];
  let ownerId: string;
  let token: string;
  const clock = new FakeClock(Date.UTC(2026, 5, 1, 12, 0, 1));
  beforeAll(async () => {
    const node = () => buildTestApp(db(), { clock });
    nodes = [await node(), await node()];
    const user = await signUp(nodes[0]);
    ownerId = user.user.id;
    token = user.token;
    const saved = await nodes[0].inject({
      method: 'PUT',
      url: '/api/points/games',
      headers: bearer(token),
      payload: { gamble: { enabled: true, minBet: 1, maxBet: 1_000, cooldownSeconds: 0 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    for (const node of nodes ?? []) await node.close();
  });

  const seed = (login: string, amount: number) =>
    nodes[0].points.repo.apply(
      ownerId,
      [{ login, name: login, delta: amount, kind: 'adjust', key: `seed:${login}` }],
      new Date(clock.now()),
    );
  const balance = async (login: string) =>
    (await nodes[0].points.repo.viewer(ownerId, login))?.balance ?? 0;
  const ledgerEqualsBalances = async () => {
    const [row] = rowsOf<{ ledger: string; balances: string }>(
      await db().db.execute(sql`
        select (select coalesce(sum(delta), 0) from points_ledger where user_id = ${ownerId}::uuid)::bigint as ledger,
               (select coalesce(sum(balance), 0) from points_viewers where user_id = ${ownerId}::uuid)::bigint as balances`),
    );
    expect(Number(row!.ledger)).toBe(Number(row!.balances));
  };

  it('plays the same !gamble line once when both nodes get it', async () => {
    await seed('pixel_pat', 100);
    const player = { login: 'pixel_pat', name: 'pixel_pat' };
    const results = await Promise.all(
      nodes.map((node) =>
        node.pointsGames.games.play(ownerId, 'gamble', player, { kind: 'all' }, 'msg-1'),
      ),
    );
    expect(results.map((r) => r.kind).sort()).toEqual(['played', 'replay']);
    const rounds = rowsOf<{ n: number }>(
      await db().db.execute(
        sql`select count(*)::int as n from points_rounds where user_id = ${ownerId}::uuid`,
      ),
    );
    expect(Number(rounds[0]!.n)).toBe(1);
    // All in once: 0 after a loss, 200 after a win; never a second round on the first's result.
    expect([0, 200]).toContain(await balance('pixel_pat'));
    await ledgerEqualsBalances();
  });

  it('resolves a prediction asked on both nodes at once, paying once', async () => {
    await seed('alice', 100);
    await seed('bob', 100);
    const opened = await nodes[0].pointsGames.predictions.open(
      ownerId,
      { title: 'Win?', outcomes: ['Yes', 'No'], windowSeconds: 60 },
      'streamer',
    );
    const predictions = nodes.map((node) => node.pointsGames.predictions);
    const bet = { kind: 'amount' as const, amount: 40 };
    await predictions[0]!.bet(ownerId, { login: 'alice', name: 'alice' }, '1', bet, 'b1');
    await predictions[1]!.bet(ownerId, { login: 'bob', name: 'bob' }, '2', bet, 'b2');
    // The same chat line on the other node bets nothing more.
    expect(
      (await predictions[1]!.bet(ownerId, { login: 'bob', name: 'bob' }, '2', bet, 'b2')).kind,
    ).toBe('replay');
    const results = await Promise.allSettled(
      predictions.map((p) => p.resolve(ownerId, opened!.id, 1)),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected')!;
    expect((refused.reason as { statusCode: number }).statusCode).toBe(409);
    expect(await balance('alice')).toBe(140);
    expect(await balance('bob')).toBe(60);
    await ledgerEqualsBalances();
  });
});
