import { describe, expect, it } from 'vitest';
import { CopyWindows, FloodWindows } from './windows';

describe('flood windows', () => {
  it('counts one viewer’s lines within the window, and forgets them as it moves', () => {
    const flood = new FloodWindows();
    expect(flood.record('owner', 'ann', 0, 1_000)).toBe(1);
    expect(flood.record('owner', 'ann', 400, 1_000)).toBe(2);
    expect(flood.record('owner', 'bob', 500, 1_000)).toBe(1);
    expect(flood.record('owner', 'ann', 900, 1_000)).toBe(3);
    // At 1,000 the line of 0 has left; at 1,401 the one of 400 too.
    expect(flood.record('owner', 'ann', 1_000, 1_000)).toBe(3);
    expect(flood.record('owner', 'ann', 1_401, 1_000)).toBe(3);
    expect(flood.record('owner', 'ann', 5_000, 1_000)).toBe(1);
    expect(flood.record('other', 'ann', 5_000, 1_000)).toBe(1);
  });

  it('forgets a quiet channel on the sweep', () => {
    const flood = new FloodWindows();
    flood.record('owner', 'ann', 0, 60_000);
    flood.sweep(10);
    expect(flood.record('owner', 'ann', 20, 60_000)).toBe(1);
  });

  it('stays bounded when one channel sends more lines than a window can hold', () => {
    const flood = new FloodWindows();
    let count = 0;
    for (let i = 0; i < 60_000; i++) count = flood.record('owner', 'ann', 0, 60_000);
    expect(count).toBe(50_000);
  });
});

describe('copy-paste windows', () => {
  it('counts distinct viewers of one text, a viewer’s repeats once', () => {
    const copies = new CopyWindows();
    expect(copies.record('owner', 'raid', 'ann', 0, 1_000, 'line1')).toBe(1);
    expect(copies.record('owner', 'raid', 'ann', 100, 1_000, 'line2')).toBe(1);
    expect(copies.record('owner', 'raid', 'bob', 200, 1_000, 'line3')).toBe(2);
    expect(copies.record('owner', 'other', 'cem', 250, 1_000, 'line4')).toBe(1);
    expect(copies.record('owner', 'raid', 'cem', 300, 1_000, 'line5')).toBe(3);
    // At 1,050 ann's first line has left, her second (100) still counts.
    expect(copies.record('owner', 'raid', 'dan', 1_050, 1_000, 'line6')).toBe(4);
    // At 1,150 both of ann's lines have left.
    expect(copies.record('owner', 'raid', 'eve', 1_150, 1_000, 'line7')).toBe(4);
    expect(copies.record('owner', 'raid', 'ann', 9_000, 1_000, 'line8')).toBe(1);
  });

  it('keeps the lines of a text while they are in the window, and lets them go after', () => {
    const copies = new CopyWindows<string>();
    copies.record('owner', 'raid', 'ann', 0, 1_000, 'm1');
    copies.record('owner', 'hello', 'bob', 100, 1_000, 'm2');
    copies.record('owner', 'raid', 'cem', 200, 1_000, 'm3');
    copies.record('other', 'raid', 'dan', 200, 1_000, 'm4');
    expect(copies.linesOf('owner', 'raid')).toEqual(['m1', 'm3']);
    expect(copies.linesOf('owner', 'nothing')).toEqual([]);
    copies.record('owner', 'raid', 'eve', 1_100, 1_000, 'm5');
    expect(copies.linesOf('owner', 'raid')).toEqual(['m3', 'm5']);
  });
});
