import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ChannelEvent } from '@kyo/contracts';
import { buildTestApp, testConfig } from './app';
import { describeEachDatabase } from './db';
import { bearer, kickActor, signUp } from './factories';
import { redisAvailable, startRedis } from './redis';
import { FakeClock } from '../src/platform/clock';
import { NotEnoughPoints } from '../src/features/points/ledger.repo';
import { BALANCES_TTL_MS } from '../src/features/points/balances';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const BROADCASTER = 4242;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Two nodes on one database and one real redis-server: the same chat minute and the same webhook
 * reaching both credit once, 200 spends at once on both never take a balance below zero, and the
 * store's last item goes to one of two buyers.
 */
const TITLE = 'viewer points on two nodes';
if (!redisAvailable())
  describe.skip(`${TITLE} [redis-server missing]`, () => it('runs', () => undefined));
else
  describeEachDatabase(TITLE, (db) => {
    let redis: Awaited<ReturnType<typeof startRedis>>;
    let nodes: [FastifyInstance, FastifyInstance];
    let ownerId: string;
    const clock = new FakeClock(Date.UTC(2026, 5, 1, 12, 0, 1));
    beforeAll(async () => {
      redis = await startRedis();
      const node = () =>
        buildTestApp(db(), { config: testConfig({ REDIS_URL: redis.url }), clock });
      nodes = [await node(), await node()];
      const user = await signUp(nodes[0]);
      ownerId = user.user.id;
      const saved = await nodes[0].inject({
        method: 'PUT',
        url: '/api/points/settings',
        headers: bearer(user.token),
        payload: {
          enabled: true,
          perMinute: 10,
          activeMinutes: 1,
          firstLineBonus: 5,
          followBonus: 50,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await db().db.execute(sql`
        insert into stats_streams (id, user_id, broadcaster_user_id, started_at, last_live_at)
        values (gen_random_uuid(), ${ownerId}::uuid, ${BROADCASTER}, now(), now())`);
    });
    afterAll(async () => {
      for (const node of nodes ?? []) await node.close();
      await redis?.kill();
    });

    const base = (id: string) => ({
      id,
      source: 'chat.message.sent' as const,
      ownerId,
      broadcasterUserId: BROADCASTER,
      channelName: 'streamer',
      at: clock.now(),
      sentAt: clock.now(),
      receivedAt: clock.now(),
    });
    const line = (id: string, name: string, userId: number, text: string): ChannelEvent => ({
      ...base(id),
      kind: 'chat',
      messageId: id,
      sender: kickActor(name, userId),
      content: text,
      parts: [{ kind: 'text', text }],
      text,
      replyToMessageId: null,
    });
    const balanceOf = async (login: string) => {
      const rows = rowsOf<{ balance: string }>(
        await db().db.execute(
          sql`select balance from points_viewers where user_id = ${ownerId}::uuid and login = ${login}`,
        ),
      );
      return Number(rows[0]?.balance ?? 0);
    };
    const sums = async () => {
      const [row] = rowsOf<{ ledger: string; balances: string }>(
        await db().db.execute(sql`
        select (select coalesce(sum(delta), 0) from points_ledger where user_id = ${ownerId}::uuid)::bigint as ledger,
               (select coalesce(sum(balance), 0) from points_viewers where user_id = ${ownerId}::uuid)::bigint as balances`),
      );
      return { ledger: Number(row!.ledger), balances: Number(row!.balances) };
    };

    it('tells the other node the switch and rules (through kyo:points)', async () => {
      await vi.waitFor(() => expect(nodes[1].points.service.rulesOf(ownerId)?.perMinute).toBe(10));
    });

    it('credits a chat minute seen on both nodes once, flushed at the same time', async () => {
      // The viewer's lines land on both nodes in the same minute (two webhooks, one each).
      nodes[0].points.service.onEvent(line('m1', 'pixel_pat', 7, 'hello from node a'));
      nodes[1].points.service.onEvent(line('m2', 'pixel_pat', 7, 'hello from node b'));
      await Promise.all(nodes.map((node) => node.points.flush()));
      await Promise.all(nodes.map((node) => node.points.flush()));
      expect(await balanceOf('pixel_pat')).toBe(15);
      clock.advance(60_000);
      await Promise.all(nodes.map((node) => node.points.flush()));
      expect(await balanceOf('pixel_pat')).toBe(25);
    });

    it('credits a webhook both nodes received once', async () => {
      const follow: ChannelEvent = {
        ...base('follow-1'),
        kind: 'follow',
        follower: kickActor('new_fan', 9),
      };
      nodes[0].points.service.onEvent(follow);
      nodes[1].points.service.onEvent(follow);
      await Promise.all(nodes.map((node) => node.points.idle()));
      expect(await balanceOf('new_fan')).toBe(50);
    });

    it('lets 200 spends at once on two nodes take the balance to zero and no further', async () => {
      const now = new Date(clock.now());
      await nodes[0].points.repo.apply(
        ownerId,
        [{ login: 'spender', name: 'spender', delta: 100, kind: 'adjust', key: 'seed' }],
        now,
      );
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) =>
          nodes[i % 2]!.points.repo.apply(
            ownerId,
            [{ login: 'spender', name: 'spender', delta: -1, kind: 'give', key: `spend:${i}` }],
            now,
          ),
        ),
      );
      const refused = results.filter((r) => r.status === 'rejected');
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
      expect(refused).toHaveLength(100);
      for (const r of refused) expect(r.reason).toBeInstanceOf(NotEnoughPoints);
      expect(await balanceOf('spender')).toBe(0);
      const { ledger, balances } = await sums();
      expect(ledger).toBe(balances);
    });

    it('sells the last item to one of two buyers on two nodes, and a line both saw once', async () => {
      const now = new Date(clock.now());
      const item = {
        price: 40,
        perViewerLimit: null,
        cooldownSeconds: 0,
        viewerCooldownSeconds: 0,
        inputPrompt: null,
        enabled: true,
        actions: [{ type: 'chat' as const, template: '{user} got {reward}' }],
      };
      await nodes[0].points.store.create(ownerId, { ...item, name: 'last', stock: 1 });
      await nodes[0].points.store.create(ownerId, { ...item, name: 'many', stock: null });
      for (const login of ['buyer_a', 'buyer_b'])
        await nodes[0].points.repo.apply(
          ownerId,
          [{ login, name: login, delta: 100, kind: 'adjust', key: `seed:${login}` }],
          now,
        );
      const buyer = (login: string) => ({ login, name: login, kickUserId: null });
      const race = await Promise.all([
        nodes[0].points.store.buy(ownerId, {
          item: 'last',
          buyer: buyer('buyer_a'),
          text: '',
          source: 'chat:race-a',
        }),
        nodes[1].points.store.buy(ownerId, {
          item: 'last',
          buyer: buyer('buyer_b'),
          text: '',
          source: 'chat:race-b',
        }),
      ]);
      expect(race.filter((r) => 'ok' in r)).toHaveLength(1);
      expect(race.filter((r) => 'reason' in r)).toEqual([{ reason: 'sold_out' }]);

      // One chat line (its Kick message id) reaching both nodes buys once.
      const same = await Promise.all(
        nodes.map((node) =>
          node.points.store.buy(ownerId, {
            item: 'many',
            buyer: buyer('buyer_a'),
            text: '',
            source: 'chat:same-line',
          }),
        ),
      );
      expect(same.filter((r) => 'ok' in r)).toHaveLength(1);
      expect(same.filter((r) => 'reason' in r)).toEqual([{ reason: 'duplicate' }]);
      const [row] = rowsOf<{ n: number; paid: string }>(
        await db().db.execute(sql`
          select count(*)::int as n,
            (select count(*) from points_ledger where idem_key = 'buy:chat:same-line')::int as paid
          from points_purchases where source_key = 'chat:same-line'`),
      );
      expect(row).toEqual({ n: 1, paid: 1 });
      const { ledger, balances } = await sums();
      expect(ledger).toBe(balances);
    });
    it('lets 1,000 spends of 500 viewers at once on two nodes never go below zero, the ledger equal to the balances', async () => {
      // Each viewer has 50 and spends 30 twice at the same moment: a store purchase on one node
      // and a !give on the other. Exactly one of the two fits; which one is the database's call.
      const now = new Date(clock.now());
      const viewers = Array.from({ length: 500 }, (_, i) => `crowd_${i}`);
      await nodes[0].points.repo.apply(
        ownerId,
        viewers.map((login) => ({
          login,
          name: login,
          delta: 50,
          kind: 'adjust' as const,
          key: `seed:${login}`,
        })),
        now,
      );
      await nodes[0].points.store.create(ownerId, {
        name: 'hype',
        price: 30,
        stock: 10_000,
        perViewerLimit: null,
        cooldownSeconds: 0,
        viewerCooldownSeconds: 0,
        inputPrompt: null,
        enabled: true,
        actions: [{ type: 'chat' as const, template: '{user} hyped' }],
      });
      const spends = viewers.flatMap((login, i) => {
        const [buyNode, giveNode] = i % 2 ? [nodes[0], nodes[1]] : [nodes[1], nodes[0]];
        return [
          buyNode.points.storeRepo.buy(ownerId, {
            item: 'hype',
            buyer: { login, name: login, kickUserId: null },
            text: '',
            source: `chat:crowd-buy-${i}`,
            now,
          }),
          giveNode.points.repo
            .apply(
              ownerId,
              [{ login, name: login, delta: -30, kind: 'give', key: `give:crowd-${i}:from` }],
              now,
            )
            .then(
              () => 'given' as const,
              (error: unknown) => {
                if (error instanceof NotEnoughPoints) return 'short' as const;
                throw error;
              },
            ),
        ];
      });
      expect(spends).toHaveLength(1_000);
      const results = await Promise.all(spends);
      const bought = results.filter((r) => typeof r === 'object' && 'purchase' in r).length;
      const given = results.filter((r) => r === 'given').length;
      expect(bought + given).toBe(500);
      expect(
        results.filter((r) => r === 'short' || (typeof r === 'object' && 'reason' in r)),
      ).toHaveLength(500);
      const [row] = rowsOf<{ low: string; high: string; negative: number }>(
        await db().db.execute(sql`
          select min(balance)::bigint as low, max(balance)::bigint as high,
            count(*) filter (where balance < 0)::int as negative
          from points_viewers where user_id = ${ownerId}::uuid and login like 'crowd_%'`),
      );
      expect([Number(row!.low), Number(row!.high), row!.negative]).toEqual([20, 20, 0]);
      const [item] = await nodes[0].points.storeRepo
        .items(ownerId)
        .then((all) => all.filter((i) => i.name === 'hype'));
      expect(item).toMatchObject({ sold: bought, stock: 10_000 - bought });
      const { ledger, balances } = await sums();
      expect(ledger).toBe(balances);
    });

    it('answers !points from each node’s memory, and shows a change made on the other node', async () => {
      const adjust = (node: FastifyInstance, login: string, delta: number, key: string) =>
        node.points.repo.apply(
          ownerId,
          [{ login, name: login, delta, kind: 'adjust', key }],
          new Date(clock.now()),
        );
      const inMemory = (node: FastifyInstance, login: string) =>
        node.points.balances.standing(ownerId, login);
      /** What the database says, as `!points` tells it. */
      const truth = async (login: string) => {
        const row = await nodes[0].points.repo.viewer(ownerId, login);
        return { name: row!.name, balance: row!.balance, rank: row!.rank };
      };
      await adjust(nodes[0], 'mem_mia', 40, 'mem:seed');
      // Each node reads the channel's balances once (the first ask), then answers from memory.
      for (const node of nodes) {
        expect(await node.points.service.standing(ownerId, 'mem_mia', false)).toEqual(
          await truth('mem_mia'),
        );
        await vi.waitFor(() =>
          expect(inMemory(node, 'mem_mia')).toEqual({
            name: 'mem_mia',
            balance: 40,
            rank: expect.any(Number),
          }),
        );
        expect(inMemory(node, 'mem_mia')).toEqual(await truth('mem_mia'));
      }

      // A write on node a: node a knows it when the write returns; node b forgets the channel
      // when told (after the commit, through kyo:points) and reads it again at once (without
      // the message its memory would say 40 for 15 s more).
      await adjust(nodes[0], 'mem_mia', -25, 'mem:spend');
      expect(inMemory(nodes[0], 'mem_mia')).toEqual(await truth('mem_mia'));
      expect(inMemory(nodes[0], 'mem_mia')).toMatchObject({ balance: 15 });
      await vi.waitFor(() => expect(inMemory(nodes[1], 'mem_mia')).toMatchObject({ balance: 15 }));
      expect(await nodes[1].points.service.standing(ownerId, 'mem_mia', false)).toEqual(
        await truth('mem_mia'),
      );

      // And the other way round, with a viewer the channel had not seen.
      await adjust(nodes[1], 'mem_mo', 1_000_000, 'mem:new');
      expect(inMemory(nodes[1], 'mem_mo')).toEqual(await truth('mem_mo'));
      expect(inMemory(nodes[1], 'mem_mia')).toEqual(await truth('mem_mia'));
      await vi.waitFor(() =>
        expect(inMemory(nodes[0], 'mem_mo')).toEqual({
          name: 'mem_mo',
          balance: 1_000_000,
          rank: 1,
        }),
      );
      expect(await nodes[0].points.service.standing(ownerId, 'mem_mo', false)).toEqual(
        await truth('mem_mo'),
      );

      // A change no node was told of (around the ledger) is read again within BALANCES_TTL_MS.
      await vi.waitFor(() => expect(inMemory(nodes[0], 'mem_mia')).toMatchObject({ balance: 15 }));
      await db().db.execute(
        sql`update points_viewers set balance = 16 where user_id = ${ownerId}::uuid and login = 'mem_mia'`,
      );
      expect(inMemory(nodes[0], 'mem_mia')).toMatchObject({ balance: 15 });
      clock.advance(BALANCES_TTL_MS);
      expect(inMemory(nodes[0], 'mem_mia')).toBeUndefined();
      await vi.waitFor(() => expect(inMemory(nodes[0], 'mem_mia')).toMatchObject({ balance: 16 }));
      await db().db.execute(
        sql`update points_viewers set balance = 15 where user_id = ${ownerId}::uuid and login = 'mem_mia'`,
      );
    });
  });
