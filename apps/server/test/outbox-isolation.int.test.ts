import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { SEED } from '@kyo/emulator';
import { describeEachDatabase } from './db';
import { GroupCommit } from '../src/platform/group-commit';
import { OutboxRepo } from '../src/features/chat/outbox.repo';
import { userFacingReason } from '../src/features/bot/status/bot-errors';
import { startBotWorld, type BotWorld } from '../src/features/bot/bot-world.test-helper';

const OTHER = SEED.kick.secondStreamer.userId;

/** The chat feature's outbox, written in batches across channels (bot-isolation's sibling). */
describeEachDatabase('one tenant’s bad row in the outbox’s batch', (db) => {
  let world: BotWorld;
  beforeAll(async () => {
    world = await startBotWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  it('writes the other tenants’ rows of a batch the database refuses one row of', async () => {
    const a = await world.streamer();
    const b = await world.streamer(OTHER);
    const repo = new OutboxRepo(db().db);
    const writer = new GroupCommit((items: Parameters<OutboxRepo['insertMany']>[0]) =>
      repo.insertMany(items),
    );
    const now = new Date(world.platforms.clock.now());
    const row = (userId: string, content: string) => ({
      userId,
      idempotencyKey: `test:${randomUUID()}`,
      source: 'command' as const,
      content,
      replyToMessageId: null,
      now,
    });
    const [bad, good] = await Promise.allSettled([
      writer.add(row(a.userId, 'secret of channel A \u0000')),
      writer.add(row(b.userId, 'fine for channel B')),
    ]);
    expect(bad.status).toBe('rejected');
    expect(good).toMatchObject({ status: 'fulfilled', value: { content: 'fine for channel B' } });
    // What the first streamer may read of it says nothing of the SQL or anyone's data.
    const reason = userFacingReason((bad as PromiseRejectedResult).reason);
    expect(reason).not.toMatch(/insert|select|params|channel [AB]/i);
  });
});
