import { describe, expect, it } from 'vitest';
import { clamp, decimals, dragValue, formatNumber, parseNumber, stepValue } from './number-math';

describe('clamp', () => {
  it('keeps a value inside min and max', () => {
    expect(clamp(150, 0, 100)).toBe(100);
    expect(clamp(-5, 0, 100)).toBe(0);
    expect(clamp(42, 0, 100)).toBe(42);
  });

  it('leaves a value alone when there are no bounds', () => {
    expect(clamp(-1e9)).toBe(-1e9);
  });
});

describe('dragValue', () => {
  it('adds one step per 2 px of movement: 10 px right with step 0.5 adds 2.5', () => {
    expect(dragValue(1, 10, 0.5)).toBe(3.5);
  });

  it('subtracts when dragging left', () => {
    expect(dragValue(10, -6, 1)).toBe(7);
  });

  it('ignores a movement smaller than 2 px', () => {
    expect(dragValue(5, 1, 1)).toBe(5);
    expect(dragValue(5, -1, 1)).toBe(5);
  });

  it('stops at min and max', () => {
    expect(dragValue(9, 100, 1, 0, 10)).toBe(10);
    expect(dragValue(1, -100, 1, 0, 10)).toBe(0);
  });

  it('does not leak floating-point dust', () => {
    expect(dragValue(0.1, 4, 0.1)).toBe(0.3);
  });
});

describe('stepValue', () => {
  it('adds whole steps and clamps', () => {
    expect(stepValue(1.5, 1, 0.5)).toBe(2);
    expect(stepValue(1, -3, 1, 0)).toBe(0);
  });
});

describe('decimals', () => {
  it('counts decimal places, also in exponent notation', () => {
    expect(decimals(2)).toBe(0);
    expect(decimals(0.25)).toBe(2);
    expect(decimals(1e-7)).toBe(7);
  });
});

describe('parseNumber', () => {
  it('reads dots and Turkish decimal commas', () => {
    expect(parseNumber('2.5')).toBe(2.5);
    expect(parseNumber('2,5')).toBe(2.5);
    expect(parseNumber(' -3 ')).toBe(-3);
  });

  it('gives null for text that is not a number', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('-')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
  });
});

describe('formatNumber', () => {
  it('writes the decimal mark of the language and no thousands separators', () => {
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(2.5, 'tr')).toBe('2,5');
    expect(formatNumber(12000, 'en')).toBe('12000');
    expect(formatNumber(-0.125, 'en')).toBe('-0.125');
  });
});
