import { describe, expect, it } from 'vitest';
import { joinColor, splitColor } from './color-alpha';

describe('colours with opacity', () => {
  it('splits #rrggbbaa into the colour and a percentage', () => {
    expect(splitColor('#0b0d10b3')).toEqual({ hex: '#0b0d10', alpha: 70 });
    expect(splitColor('#53FC18')).toEqual({ hex: '#53fc18', alpha: 100 });
    expect(splitColor('#abc')).toEqual({ hex: '#aabbcc', alpha: 100 });
  });

  it('joins them back, dropping the alpha byte at full opacity', () => {
    expect(joinColor('#0b0d10', 70)).toBe('#0b0d10b3');
    expect(joinColor('#0b0d10', 100)).toBe('#0b0d10');
    expect(joinColor('#000000', 0)).toBe('#00000000');
  });
});
