import { describe, expect, it } from 'vitest';
import { SpeechPool } from './speech-pool';

/** A job that runs until the test lets it end, noting when it started. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    job: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the speech pool', () => {
  it('runs at most its size at once, the rest in order as places free', async () => {
    const pool = new SpeechPool({ size: 2, perChannel: 20 });
    const started: string[] = [];
    const jobs = Array.from({ length: 6 }, (_, i) => gate(started, `a${i}`));
    const answers = jobs.map((g) => pool.run('a', g.job));
    await tick();
    expect(started).toEqual(['a0', 'a1']);
    expect(pool.running).toBe(2);
    jobs[0]!.finish();
    await tick();
    expect(started).toEqual(['a0', 'a1', 'a2']);
    expect(pool.running).toBe(2);
    for (const g of jobs) g.finish();
    expect(await Promise.all(answers)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5']);
    expect(pool.running).toBe(0);
  });

  it('lets the channels take turns: a burst of one does not keep another waiting behind it', async () => {
    const pool = new SpeechPool({ size: 1, perChannel: 20 });
    const started: string[] = [];
    const burst = Array.from({ length: 5 }, (_, i) => gate(started, `a${i}`));
    const answers = burst.map((g) => pool.run('a', g.job));
    const other = gate(started, 'b0');
    answers.push(pool.run('b', other.job));
    await tick();
    for (const g of [...burst, other]) {
      g.finish();
      await tick();
    }
    await Promise.all(answers);
    expect(started).toEqual(['a0', 'a1', 'b0', 'a2', 'a3', 'a4']);
  });

  it('refuses a channel more than its queue holds, and goes on after a failed job', async () => {
    const pool = new SpeechPool({ size: 1, perChannel: 2 });
    const started: string[] = [];
    const running = gate(started, 'first');
    const first = pool.run('a', running.job);
    const queued = [pool.run('a', async () => 'q1'), pool.run('a', async () => 'q2')];
    await expect(pool.run('a', async () => 'q3')).rejects.toMatchObject({ code: 'busy' });
    // Another channel still has room.
    const theirs = pool.run('b', async () => {
      throw new Error('engine broke');
    });
    running.finish();
    expect(await first).toBe('first');
    await expect(theirs).rejects.toThrow('engine broke');
    expect(await Promise.all(queued)).toEqual(['q1', 'q2']);
    expect(pool.running).toBe(0);
  });
});
