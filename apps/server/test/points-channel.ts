import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { startBotWorld, type BotWorld } from '../src/features/bot/bot-world.test-helper';
import type { TestDatabase } from './db';

export interface PointsChannel {
  world: BotWorld;
  token: string;
  ownerId: string;
}

/**
 * The points tests' world (inside a `describeEachDatabase`): one bot world per suite, and before
 * each test a fresh streamer with points on (currency "coins"), handed to `ready`; `seed` gives a
 * viewer points through the ledger, `balanceOf` reads a balance from the database.
 */
export function pointsChannel(db: () => TestDatabase, ready: (channel: PointsChannel) => void) {
  let channel: PointsChannel;
  let world: BotWorld;
  beforeAll(async () => {
    world = await startBotWorld(db());
  });
  afterAll(() => world.close());
  beforeEach(async () => {
    await world.reset();
    const { token, userId: ownerId } = await world.streamer();
    const saved = await world.api('PUT', '/api/points/settings', token, {
      enabled: true,
      currencyName: 'coins',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    channel = { world, token, ownerId };
    ready(channel);
  });

  const seed = (login: string, amount: number) =>
    world.app.points.repo.apply(
      channel.ownerId,
      [{ login, name: login, delta: amount, kind: 'adjust', key: `seed:${login}` }],
      new Date(world.platforms.clock.now()),
    );
  const balanceOf = async (login: string) => {
    const result = await db().db.execute(
      sql`select balance from points_viewers where user_id = ${channel.ownerId}::uuid and login = ${login}`,
    );
    const { rows } = result as { rows: { balance: string }[] };
    return Number(rows[0]?.balance ?? 0);
  };
  return { seed, balanceOf };
}
