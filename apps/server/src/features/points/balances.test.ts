import { describe, expect, it } from 'vitest';
import { PointsBalances, type BalanceRow } from './balances';

const OWNER = 'owner-1';
const TTL = 30_000;

/** Balances in memory over a database read the test answers when it likes. */
function makeBalances(rows: BalanceRow[] = []) {
  let now = 1_000_000;
  const reads: Array<(rows: BalanceRow[]) => void> = [];
  const balances = new PointsBalances({
    load: () => new Promise<BalanceRow[]>((resolve) => reads.push(resolve)),
    now: () => now,
    ttlMs: TTL,
  });
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  return {
    balances,
    reads,
    advance: (ms: number) => (now += ms),
    /** Answers the oldest read waiting with `answer` (the database's rows then). */
    answer: async (answer: BalanceRow[] = rows) => {
      reads.shift()!(answer);
      await tick();
    },
    /** Asks once (the first ask starts the read of the channel) and answers the read. */
    loaded: async (answer: BalanceRow[] = rows) => {
      expect(balances.standing(OWNER, 'anyone')).toBeUndefined();
      reads.shift()!(answer);
      await tick();
    },
  };
}

const row = (login: string, balance: number): BalanceRow => ({ login, name: login, balance });
const CHANNEL = [row('ana', 50), row('bo', 120), row('cy', 50), row('di', 7)];

describe('balances in memory', () => {
  it('answers nothing until the channel is read, then balances and ranks from memory', async () => {
    const { balances, reads, loaded } = makeBalances(CHANNEL);
    await loaded();
    expect(balances.standing(OWNER, 'bo')).toEqual({ name: 'bo', balance: 120, rank: 1 });
    // Equal balances share a rank: 1 + how many have more.
    expect(balances.standing(OWNER, 'ana')).toEqual({ name: 'ana', balance: 50, rank: 2 });
    expect(balances.standing(OWNER, 'cy')).toEqual({ name: 'cy', balance: 50, rank: 2 });
    expect(balances.standing(OWNER, 'di')).toEqual({ name: 'di', balance: 7, rank: 4 });
    // Known channel, no balance: none.
    expect(balances.standing(OWNER, 'nobody')).toBeNull();
    expect(balances.standing('another-owner', 'bo')).toBeUndefined();
    expect(reads).toHaveLength(1); // the other channel's read only
  });

  it('takes this node’s writes as they committed, without reading again', async () => {
    const { balances, reads, loaded } = makeBalances(CHANNEL);
    await loaded();
    const token = balances.writing(OWNER);
    balances.written(OWNER, token, [row('di', 500), row('bo', 0), row('ed', 60)]);
    expect(balances.standing(OWNER, 'di')).toMatchObject({ balance: 500, rank: 1 });
    expect(balances.standing(OWNER, 'ed')).toMatchObject({ balance: 60, rank: 2 });
    expect(balances.standing(OWNER, 'ana')).toMatchObject({ balance: 50, rank: 3 });
    expect(balances.standing(OWNER, 'bo')).toMatchObject({ balance: 0, rank: 5 });
    // The viewers seen in chat: a name only changes the name of a viewer with a balance.
    balances.written(OWNER, balances.writing(OWNER), [
      { login: 'ana', name: 'Ana' },
      { login: 'fay', name: 'fay' },
    ]);
    expect(balances.standing(OWNER, 'ana')).toEqual({ name: 'Ana', balance: 50, rank: 3 });
    expect(balances.standing(OWNER, 'fay')).toBeNull();
    expect(reads).toHaveLength(0);
  });

  it('ranks right after a write of many viewers (sorted again)', async () => {
    const { balances, loaded } = makeBalances(CHANNEL);
    await loaded();
    const many = Array.from({ length: 100 }, (_, i) => row(`v${i}`, 1000 + i));
    balances.written(OWNER, balances.writing(OWNER), [...many, row('di', 2000)]);
    expect(balances.standing(OWNER, 'di')).toMatchObject({ rank: 1 });
    expect(balances.standing(OWNER, 'v99')).toMatchObject({ rank: 2 });
    expect(balances.standing(OWNER, 'bo')).toMatchObject({ rank: 102 });
  });

  it('forgets a channel another node changed, and keeps no read that was under way then', async () => {
    const { balances, reads, answer, loaded } = makeBalances(CHANNEL);
    await loaded();
    balances.changedElsewhere(OWNER);
    expect(balances.standing(OWNER, 'bo')).toBeUndefined();
    // Another change while the database is read: what it answers may predate that change.
    balances.changedElsewhere(OWNER);
    await answer([row('bo', 1)]);
    expect(balances.standing(OWNER, 'bo')).toBeUndefined();
    expect(reads).toHaveLength(1);
    await answer([row('bo', 2)]);
    expect(balances.standing(OWNER, 'bo')).toMatchObject({ balance: 2 });
  });

  it('reads a channel in use again as soon as another node changed it', async () => {
    const { balances, reads, answer, loaded } = makeBalances(CHANNEL);
    await loaded();
    balances.changedElsewhere(OWNER);
    expect(reads).toHaveLength(1); // asked for by nobody yet
    await answer([row('bo', 9)]);
    expect(balances.standing(OWNER, 'bo')).toEqual({ name: 'bo', balance: 9, rank: 1 });
    expect(reads).toHaveLength(0);
    // A channel not in memory here is not read for another node's change.
    balances.changedElsewhere('another-owner');
    balances.clear();
    balances.changedElsewhere(OWNER);
    expect(reads).toHaveLength(0);
  });

  it('forgets the channel when something came between a write’s start and its end', async () => {
    const { balances, loaded } = makeBalances(CHANNEL);
    await loaded();
    const first = balances.writing(OWNER);
    const second = balances.writing(OWNER);
    balances.written(OWNER, second, [row('bo', 80)]);
    expect(balances.standing(OWNER, 'bo')).toMatchObject({ balance: 80 });
    // The first write committed before the second took the row: its 100 is older than 80.
    balances.written(OWNER, first, [row('bo', 100)]);
    expect(balances.standing(OWNER, 'bo')).toBeUndefined();
  });

  it('does not keep a read that began before one of this node’s writes ended', async () => {
    const { balances, reads, answer } = makeBalances(CHANNEL);
    const token = balances.writing(OWNER);
    expect(balances.standing(OWNER, 'bo')).toBeUndefined();
    balances.written(OWNER, token, [row('bo', 999)]);
    await answer(); // read before the write's commit: bo 120
    expect(balances.standing(OWNER, 'bo')).toBeUndefined();
    expect(reads).toHaveLength(1);
  });

  it('forgets a channel whose write may or may not have committed; nothing changed keeps it', async () => {
    const { balances, loaded } = makeBalances(CHANNEL);
    await loaded();
    balances.written(OWNER, balances.writing(OWNER), []);
    expect(balances.standing(OWNER, 'bo')).toMatchObject({ balance: 120 });
    balances.written(OWNER, balances.writing(OWNER), null);
    expect(balances.standing(OWNER, 'bo')).toBeUndefined();
  });

  it('reads a channel again in the background past half its life, and not at all past it', async () => {
    const { balances, reads, advance, answer, loaded } = makeBalances(CHANNEL);
    await loaded();
    advance(TTL / 2);
    // Still answered from memory while the read runs.
    expect(balances.standing(OWNER, 'bo')).toMatchObject({ balance: 120 });
    expect(reads).toHaveLength(1);
    await answer([row('bo', 121)]);
    expect(balances.standing(OWNER, 'bo')).toMatchObject({ balance: 121 });
    advance(TTL);
    expect(balances.standing(OWNER, 'bo')).toBeUndefined();
  });

  it('forgets everything when the link to the other nodes comes back, and prunes old channels', async () => {
    const { balances, advance, answer, loaded } = makeBalances(CHANNEL);
    await loaded();
    balances.clear();
    expect(balances.standing(OWNER, 'bo')).toBeUndefined();
    await answer();
    advance(TTL);
    balances.prune();
    // Pruned: a write now finds nothing to keep, and the next ask reads again.
    balances.written(OWNER, balances.writing(OWNER), [row('bo', 1)]);
    expect(balances.standing(OWNER, 'bo')).toBeUndefined();
  });
});
