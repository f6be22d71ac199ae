/**
 * Input masks: `#` accepts a digit, `A` accepts a letter (any script, so Turkish ç/ş/ğ work), every
 * other character is fixed and inserted for the user. Characters that do not fit their slot are
 * dropped, so typing and pasting both end up in the mask's shape.
 */
const SLOTS: Record<string, (char: string) => boolean> = {
  '#': (char) => /^\d$/.test(char),
  A: (char) => /^\p{L}$/u.test(char),
};

export function isMaskSlot(maskChar: string): boolean {
  return maskChar in SLOTS;
}

/**
 * Applies `mask` to `raw`. Fixed characters are written only when a slot after them is filled,
 * so deleting the last digit of `(123) 4` gives `(123`, not a caret stuck behind `) `.
 * Already-masked input maps to itself, which makes the function safe to run on every change.
 */
export function applyMask(raw: string, mask: string): string {
  let out = '';
  let pending = '';
  let r = 0;
  for (let m = 0; m < mask.length && r < raw.length; m++) {
    const maskChar = mask[m]!;
    const accepts = SLOTS[maskChar];
    if (!accepts) {
      pending += maskChar;
      if (raw[r] === maskChar) r++;
      continue;
    }
    while (r < raw.length && !accepts(raw[r]!)) r++;
    if (r >= raw.length) break;
    out += pending + raw[r]!;
    pending = '';
    r++;
  }
  return out;
}

/**
 * Where the caret belongs after masking: right after the characters that were before it. The
 * masked form of a prefix is a prefix of the masked whole, so its length is the caret position.
 */
export function maskedCaret(raw: string, mask: string, caret: number): number {
  return applyMask(raw.slice(0, caret), mask).length;
}

/** Number of slots a mask has, e.g. `(###) ###-####` → 10. */
export function maskSlotCount(mask: string): number {
  return [...mask].filter(isMaskSlot).length;
}
