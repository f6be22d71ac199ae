import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import {
  type Claim,
  type DedupeStore,
  DEDUPE_RETENTION_MS,
  MEMORY_WINDOW_MS,
  MessageDedupe,
  messageCreatedAt,
} from './message-dedupe';
import { RecentIds } from '../../platform/recent-ids';

/** A store that behaves like the table: a primary key on the message id. */
function memoryStore() {
  const ids = new Map<string, Date>();
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
          ids.set(row.messageId, row.receivedAt);
          inserted.add(row.messageId);
        }
      }
      return inserted;
    },
    async recentMessages(since, limit) {
      return [...ids]
        .filter(([, at]) => at > since)
        .sort((a, b) => b[1].getTime() - a[1].getTime())
        .slice(0, limit)
        .map(([messageId, receivedAt]) => ({ messageId, receivedAt }));
    },
  };
  return store;
}

const at = new Date(0);
const first = (claim: Claim) => claim.first;
const recorded = (claim: Claim) => (claim.first ? claim.recorded : Promise.resolve());

describe('webhook message dedupe', () => {
  it('lets the first delivery of an id through and drops every later one', async () => {
    const dedupe = new MessageDedupe(memoryStore());
    expect(first(await dedupe.claim('a', 'chat.message.sent', at))).toBe(true);
    expect(first(await dedupe.claim('a', 'chat.message.sent', at))).toBe(false);
    expect(first(await dedupe.claim('b', 'chat.message.sent', at))).toBe(true);
  });

  it('answers two simultaneous deliveries of one id with exactly one claim', async () => {
    const dedupe = new MessageDedupe(memoryStore());
    const results = await Promise.all([
      dedupe.claim('a', 'x', at),
      dedupe.claim('a', 'x', at),
      dedupe.claim('a', 'x', at),
    ]);
    expect(results.filter(first)).toHaveLength(1);
  });

  it('asks the table when memory has forgotten the id (another node or a restart took it)', async () => {
    const store = memoryStore();
    await new MessageDedupe(store).claim('a', 'x', at);
    const restarted = new MessageDedupe(store);
    expect(first(await restarted.claim('a', 'x', at))).toBe(false);
  });

  it('writes the ids that arrive while an insert runs together in the next one', async () => {
    const store = memoryStore();
    const dedupe = new MessageDedupe(store);
    const claims = Array.from({ length: 50 }, (_, i) => dedupe.claim(`id-${i}`, 'x', at));
    expect((await Promise.all(claims)).every(first)).toBe(true);
    expect(store.statements.length).toBeLessThanOrEqual(2);
    expect(store.statements.reduce((a, b) => a + b, 0)).toBe(50);
  });

  it('rejects the claims of a failed insert and takes the same ids again afterwards', async () => {
    const store = memoryStore();
    const dedupe = new MessageDedupe(store);
    store.failOnce();
    await expect(dedupe.claim('a', 'x', at)).rejects.toThrow('database down');
    expect(first(await dedupe.claim('a', 'x', at))).toBe(true);
  });
});

describe('webhook message dedupe, one node alone', () => {
  const now = Date.UTC(2026, 10, 21, 12);
  const when = (ms: number) => new Date(now + ms);
  /** A Kick message id (a ULID) created `ms` after `now`. */
  const idAt = (ms: number) => ulid(now + ms);

  it('answers a new id without waiting for the table, and records it behind in one insert', async () => {
    const store = memoryStore();
    const dedupe = new MessageDedupe(store, { alone: true });
    await dedupe.load(now);
    const ids = Array.from({ length: 50 }, (_, i) => idAt(i));
    const claims = await Promise.all(ids.map((id, i) => dedupe.claim(id, 'x', when(i))));
    expect(claims.every(first)).toBe(true);
    // Answered before anything reached the table.
    expect(store.statements).toEqual([]);
    await Promise.all(claims.map(recorded));
    expect(store.statements).toEqual([50]);
    expect(first(await dedupe.claim(ids[7]!, 'x', when(100)))).toBe(false);
  });

  it('recognises a retry long after the first delivery, whatever its timestamp says', async () => {
    const store = memoryStore();
    const dedupe = new MessageDedupe(store, { alone: true });
    await dedupe.load(now);
    const id = idAt(0);
    await recorded(await dedupe.claim(id, 'x', when(0)));
    // Chat goes on: memory lets go of ids older than its window.
    await recorded(await dedupe.claim(idAt(20 * 60_000), 'x', when(20 * 60_000)));
    // Kick signs each attempt with its own time: 24 minutes and 23 hours later the retry is
    // fresh by its header, and memory no longer holds the id. Its id still says when it was made.
    for (const later of [24 * 60_000, 23 * 3600_000]) {
      await recorded(await dedupe.claim(idAt(later - 1), 'x', when(later - 1)));
      expect(first(await dedupe.claim(id, 'x', when(later)))).toBe(false);
    }
  });

  it('remembers across a restart, in memory what it just saw and in the table what is older', async () => {
    const store = memoryStore();
    const before = new MessageDedupe(store, { alone: true });
    await before.load(now);
    const old = idAt(-30 * 60_000);
    const recent = idAt(-1000);
    await Promise.all(
      [
        await before.claim(old, 'x', when(-30 * 60_000)),
        await before.claim(recent, 'x', when(-1000)),
      ].map(recorded),
    );

    const restarted = new MessageDedupe(store, { alone: true });
    await restarted.load(now);
    expect(first(await restarted.claim(recent, 'x', when(0)))).toBe(false);
    expect(store.statements).toEqual([1, 1]);
    // 'old' was not loaded, but its id says it is older than memory: the table knows it.
    expect(first(await restarted.claim(old, 'x', when(0)))).toBe(false);
    expect(store.statements).toEqual([1, 1, 1]);
    expect(first(await restarted.claim(idAt(1), 'x', when(1)))).toBe(true);
  });

  it('asks the table for ids that are not ULIDs or name a time no message can have', async () => {
    const store = memoryStore();
    const dedupe = new MessageDedupe(store, { alone: true });
    await dedupe.load(now);
    for (const id of [
      'not-a-ulid',
      idAt(10 * 60_000),
      'ZZZZZZZZZZZZZZZZZZZZZZZZZZ',
      idAt(-26 * 3600_000),
    ])
      expect(first(await dedupe.claim(id, 'x', when(0)))).toBe(true);
    expect(store.statements).toEqual([1, 1, 1, 1]);
  });

  it('asks the table for messages created before memory had to forget ids early', async () => {
    const store = memoryStore();
    const dedupe = new MessageDedupe(store, { alone: true, capacity: 2 });
    await dedupe.load(now);
    const [a, b, c] = [idAt(0), idAt(0), idAt(0)];
    for (const id of [a, b, c]) await recorded(await dedupe.claim(id, 'x', when(0)));
    // 'a' was forgotten early: a message created then goes to the table, which knows it.
    expect(first(await dedupe.claim(a, 'x', when(1)))).toBe(false);
    // A message created after the forgotten ones (beyond the clock skew) memory still vouches for.
    const statements = store.statements.length;
    expect(first(await dedupe.claim(idAt(120_000), 'x', when(120_000)))).toBe(true);
    expect(store.statements.length).toBe(statements);
  });

  it('rejects `recorded` when the table cannot be written, and still knows the id', async () => {
    const store = memoryStore();
    const dedupe = new MessageDedupe(store, { alone: true });
    await dedupe.load(now);
    store.failOnce();
    const id = idAt(0);
    const claim = await dedupe.claim(id, 'x', when(0));
    expect(claim.first).toBe(true);
    if (claim.first) await expect(claim.recorded).rejects.toThrow('database down');
    expect(first(await dedupe.claim(id, 'x', when(1)))).toBe(false);
  });
});

describe('a message id’s creation time', () => {
  const now = Date.UTC(2026, 10, 21, 12);
  it('reads the ULID’s time, and nothing from ids that are not ULIDs or out of range', () => {
    expect(messageCreatedAt(ulid(now - 5000), now)).toBe(now - 5000);
    expect(messageCreatedAt('01JBENCH', now)).toBeNull();
    expect(messageCreatedAt('01J!!!!!!!!!!!!!!!!!!!!!!!', now)).toBeNull();
    expect(messageCreatedAt(ulid(now + 2 * 60_000), now)).toBeNull();
    expect(messageCreatedAt(ulid(now - DEDUPE_RETENTION_MS - 1), now)).toBeNull();
  });
});

describe('recent ids', () => {
  it('forgets ids past the redelivery window, and past its capacity moves its horizon', () => {
    const ids = new RecentIds(2, MEMORY_WINDOW_MS);
    ids.add('a', 0);
    ids.add('b', 1);
    ids.add('c', 2);
    expect(ids.has('a')).toBe(false);
    expect([ids.has('b'), ids.has('c')]).toEqual([true, true]);
    expect(ids.horizon).toBe(0);
    ids.add('d', MEMORY_WINDOW_MS + 5);
    // 'b' and 'c' expired: no horizon move for ids no redelivery can repeat.
    expect([ids.has('b'), ids.has('c'), ids.has('d')]).toEqual([false, false, true]);
    expect(ids.horizon).toBe(0);
  });
});
