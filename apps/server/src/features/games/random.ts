import { randomInt } from 'node:crypto';
import type { RandomSource } from '@kyo/contracts';

/**
 * The real draw's randomness: node:crypto's `randomInt` (a CSPRNG, uniform without modulo bias).
 * Its name goes into every draw's audit record.
 */
export const cryptoRandom: RandomSource = {
  name: 'crypto.randomInt',
  int: (bound) => randomInt(bound),
};
