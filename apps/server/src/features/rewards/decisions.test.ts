import { describe, expect, it } from 'vitest';
import { DecisionProblem, DecisionQueue, type DecisionOutcome } from './decisions';

function queue(send: (ids: string[]) => Promise<Array<{ id: string; reason: string }>>) {
  const calls: Array<{ owner: string; decision: string; ids: string[] }> = [];
  const settled: DecisionOutcome[] = [];
  const q = new DecisionQueue({
    lingerMs: 60_000,
    send: async (owner, decision, ids) => {
      calls.push({ owner, decision, ids });
      return send(ids);
    },
    settled: async (_owner, _decision, outcomes) => void settled.push(...outcomes),
    onError: (error) => {
      throw error;
    },
  });
  return { q, calls, settled };
}

describe('decision batches', () => {
  it('sends 25 ids a call, per channel and decision', async () => {
    const { q, calls } = queue(async () => []);
    for (let i = 0; i < 30; i++) q.add('owner-a', 'accept', `a${i}`);
    q.add('owner-a', 'reject', 'r1');
    q.add('owner-b', 'accept', 'b1');
    // The 25th fills a call at once, without waiting for the linger.
    expect(calls.map((c) => c.ids.length)).toEqual([25]);
    await q.idle();
    expect(calls.map((c) => [c.owner, c.decision, c.ids.length])).toEqual([
      ['owner-a', 'accept', 25],
      ['owner-a', 'accept', 5],
      ['owner-a', 'reject', 1],
      ['owner-b', 'accept', 1],
    ]);
  });

  it('sends one id once even when it is added twice', async () => {
    const { q, calls } = queue(async () => []);
    q.add('o', 'accept', 'x');
    q.add('o', 'accept', 'x');
    await q.idle();
    expect(calls).toEqual([{ owner: 'o', decision: 'accept', ids: ['x'] }]);
  });

  it('reports refused ids with Kick’s reason, and a failed call as retry or refused', async () => {
    const refusing = queue(async () => [{ id: 'b', reason: 'NOT_PENDING' }]);
    refusing.q.add('o', 'accept', 'a');
    refusing.q.add('o', 'accept', 'b');
    await refusing.q.idle();
    expect(refusing.settled).toEqual([
      { id: 'a', result: 'done' },
      { id: 'b', result: 'refused', reason: 'NOT_PENDING' },
    ]);
    const down = queue(async () => {
      throw new DecisionProblem('retry', 'Kick is not answering');
    });
    down.q.add('o', 'reject', 'c');
    await down.q.idle();
    expect(down.settled).toEqual([{ id: 'c', result: 'retry', reason: 'Kick is not answering' }]);
  });
});
