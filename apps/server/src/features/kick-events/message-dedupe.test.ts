import { describe, expect, it } from 'vitest';
import { type DedupeStore, MessageDedupe, RecentSet } from './message-dedupe';

/** A store that behaves like the table: a primary key on the message id. */
function memoryStore() {
  const ids = new Set<string>();
  const statements: number[] = [];
  let failNext = false;
  const store: DedupeStore & { statements: number[]; failOnce(): void } = {
    statements,
    failOnce: () => void (failNext = true),
    async claimMessages(rows) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (failNext) {
        failNext = false;
        throw new Error('database down');
      }
      statements.push(rows.length);
      const inserted = new Set<string>();
      for (const row of rows) {
        if (!ids.has(row.messageId)) {
          ids.add(row.messageId);
          inserted.add(row.messageId);
        }
      }
      return inserted;
    },
  };
  return store;
}

const at = new Date(0);

describe('webhook message dedupe', () => {
  it('lets the first delivery of an id through and drops every later one', async () => {
    const dedupe = new MessageDedupe(memoryStore());
    expect(await dedupe.claim('a', 'chat.message.sent', at)).toBe(true);
    expect(await dedupe.claim('a', 'chat.message.sent', at)).toBe(false);
    expect(await dedupe.claim('b', 'chat.message.sent', at)).toBe(true);
  });

  it('answers two simultaneous deliveries of one id with exactly one claim', async () => {
    const dedupe = new MessageDedupe(memoryStore());
    const results = await Promise.all([
      dedupe.claim('a', 'x', at),
      dedupe.claim('a', 'x', at),
      dedupe.claim('a', 'x', at),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('asks the table when memory has forgotten the id (another node or a restart took it)', async () => {
    const store = memoryStore();
    await new MessageDedupe(store).claim('a', 'x', at);
    const restarted = new MessageDedupe(store);
    expect(await restarted.claim('a', 'x', at)).toBe(false);
  });

  it('writes the ids that arrive while an insert runs together in the next one', async () => {
    const store = memoryStore();
    const dedupe = new MessageDedupe(store);
    const claims = Array.from({ length: 50 }, (_, i) => dedupe.claim(`id-${i}`, 'x', at));
    expect((await Promise.all(claims)).every(Boolean)).toBe(true);
    expect(store.statements.length).toBeLessThanOrEqual(2);
    expect(store.statements.reduce((a, b) => a + b, 0)).toBe(50);
  });

  it('rejects the claims of a failed insert and takes the same ids again afterwards', async () => {
    const store = memoryStore();
    const dedupe = new MessageDedupe(store);
    store.failOnce();
    await expect(dedupe.claim('a', 'x', at)).rejects.toThrow('database down');
    expect(await dedupe.claim('a', 'x', at)).toBe(true);
  });
});

describe('recent set', () => {
  it('forgets the oldest entries beyond its capacity', () => {
    const set = new RecentSet(2);
    set.add('a');
    set.add('b');
    set.add('c');
    expect(set.has('a')).toBe(false);
    expect(set.has('b')).toBe(true);
    expect(set.has('c')).toBe(true);
  });
});
