import { describe, expect, it } from 'vitest';
import { randomVariable } from './random.variable';
import { templateContext } from './test-context';

const roll = (random: number, args: string) =>
  randomVariable.resolve(templateContext({ random: () => random }), args);

describe('{random a-b}', () => {
  it('includes both ends of the range', async () => {
    expect(await roll(0, '1-6')).toBe('1');
    expect(await roll(0.9999, '1-6')).toBe('6');
  });

  it('accepts a reversed range and negative numbers', async () => {
    expect(await roll(0, '10-5')).toBe('5');
    expect(await roll(0.9999, '-3 - 3')).toBe('3');
  });

  it('defaults to 1-100', async () => {
    expect(await roll(0, '')).toBe('1');
    expect(await roll(0.9999, 'dice')).toBe('100');
  });
});
