import { describe, expect, it } from 'vitest';
import { manualTimers } from '../../test/manual-timers';
import { AlertQueue, type AlertStage } from './alert-queue';

function setup(timing = { durationMs: 1000, outMs: 200, gapMs: 500 }) {
  const timers = manualTimers();
  const log: string[] = [];
  const queue = new AlertQueue<string>({
    timing: () => timing,
    timers,
    onStage: (stage: AlertStage<string>) => {
      log.push(stage ? `${timers.now()} ${stage.phase} ${stage.alert}` : `${timers.now()} clear`);
    },
  });
  return { queue, timers, log, advance: (ms: number) => timers.advance(ms) };
}

describe('alert queue', () => {
  it('shows alerts one at a time, in arrival order, with the gap between them', () => {
    const { queue, log, advance } = setup();
    queue.push('a');
    queue.push('b');
    queue.push('c');
    expect(queue.waiting).toBe(2);
    advance(10_000);
    expect(log).toEqual([
      '0 in a',
      '1000 out a',
      '1200 clear',
      '1700 in b',
      '2700 out b',
      '2900 clear',
      '3400 in c',
      '4400 out c',
      '4600 clear',
    ]);
  });

  it('never has two alerts on screen, however fast they arrive', () => {
    const { queue, log, advance } = setup({ durationMs: 300, outMs: 0, gapMs: 0 });
    for (let i = 0; i < 50; i++) queue.push(`gift${i}`);
    advance(60_000);
    const shown = log.filter((line) => line.includes(' in ')).map((line) => line.split(' ')[2]);
    expect(shown).toEqual(Array.from({ length: 50 }, (_, i) => `gift${i}`));
    // Every "in" is followed by its own clear before the next "in".
    let open = 0;
    for (const line of log) {
      if (line.includes(' in ')) open += 1;
      if (line.endsWith('clear')) open -= 1;
      expect(open).toBeLessThanOrEqual(1);
    }
  });

  it('starts an alert that arrives during the gap only after the gap', () => {
    const { queue, log, advance } = setup();
    queue.push('a');
    advance(1300);
    queue.push('b');
    advance(399);
    expect(log.at(-1)).toBe('1200 clear');
    advance(1);
    expect(log.at(-1)).toBe('1700 in b');
  });

  it('reads the timing when an alert starts, so a settings change applies to the next one', () => {
    const timing = { durationMs: 1000, outMs: 0, gapMs: 0 };
    const { queue, log, advance } = setup(timing);
    queue.push('a');
    timing.durationMs = 5000;
    queue.push('b');
    advance(10_000);
    expect(log).toContain('1000 out a');
    expect(log).toContain('6000 out b');
  });

  it('stops and forgets what is waiting when disposed', () => {
    const { queue, timers, log, advance } = setup();
    queue.push('a');
    queue.push('b');
    queue.dispose();
    advance(10_000);
    expect(log).toEqual(['0 in a']);
    expect(timers.pending()).toBe(0);
    queue.push('c');
    expect(log).toEqual(['0 in a']);
  });

  it('holds alerts while paused (the one on screen finishes) and plays them in order on resume', () => {
    const { queue, log, advance } = setup({ durationMs: 1000, outMs: 0, gapMs: 0 });
    queue.push('a');
    queue.pause(true);
    queue.push('b');
    queue.push('c');
    advance(10_000);
    expect(log).toEqual(['0 in a', '1000 out a', '1000 clear']);
    expect(queue.waiting).toBe(2);
    queue.pause(false);
    advance(10_000);
    expect(log.slice(3)).toEqual([
      '10000 in b',
      '11000 out b',
      '11000 clear',
      '11000 in c',
      '12000 out c',
      '12000 clear',
    ]);
  });

  it('clear drops the waiting alerts and ends the one on screen', () => {
    const { queue, log, advance } = setup({ durationMs: 1000, outMs: 0, gapMs: 0 });
    queue.push('a');
    queue.push('b');
    queue.push('c');
    queue.clear();
    advance(10_000);
    expect(log).toEqual(['0 in a', '0 out a', '0 clear']);
    expect(queue.waiting).toBe(0);
  });
});
