import { describe, expect, it } from 'vitest';
import { applyMask, maskedCaret, maskSlotCount } from './input-mask';

const PHONE = '(###) ###-####';

describe('applyMask', () => {
  it('inserts the fixed characters for the user while typing digits', () => {
    expect(applyMask('1', PHONE)).toBe('(1');
    expect(applyMask('1234', PHONE)).toBe('(123) 4');
    expect(applyMask('1234567890', PHONE)).toBe('(123) 456-7890');
  });

  it('drops characters that do not fit their slot', () => {
    expect(applyMask('12a3', '####')).toBe('123');
    expect(applyMask('1AB', 'AA-##')).toBe('AB');
    expect(applyMask('ab12cd34', 'AA-##')).toBe('ab-12');
  });

  it('accepts letters of any script in an A slot', () => {
    expect(applyMask('çş12', 'AA ##')).toBe('çş 12');
  });

  it('cuts input that is longer than the mask', () => {
    expect(applyMask('123456789012345', PHONE)).toBe('(123) 456-7890');
  });

  it('reshapes a pasted value, formatted or not', () => {
    expect(applyMask('555 123 4567', PHONE)).toBe('(555) 123-4567');
    expect(applyMask('(555) 123-4567', PHONE)).toBe('(555) 123-4567');
    expect(applyMask('+1 555.123.4567', '+# (###) ###-####')).toBe('+1 (555) 123-4567');
  });

  it('leaves no trailing fixed characters, so backspace can delete past them', () => {
    expect(applyMask('(123) ', PHONE)).toBe('(123');
    expect(applyMask('', PHONE)).toBe('');
  });

  it('maps an already masked value to itself', () => {
    for (const value of ['(1', '(123) 4', '(123) 456-78']) {
      expect(applyMask(value, PHONE)).toBe(value);
    }
  });
});

describe('maskedCaret', () => {
  it('keeps the caret right after the characters that were typed before it', () => {
    // typed "9" after "(12" in "(12) 3" → raw "(129) 3", caret after the 9 (index 4)
    expect(maskedCaret('(129) 3', PHONE, 4)).toBe(4);
    expect(maskedCaret('1234', PHONE, 4)).toBe(7);
  });
});

describe('maskSlotCount', () => {
  it('counts the digit and letter slots of a mask', () => {
    expect(maskSlotCount(PHONE)).toBe(10);
    expect(maskSlotCount('AA-####')).toBe(6);
  });
});
