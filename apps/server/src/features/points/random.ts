import { randomInt } from 'node:crypto';
import type { RandomSource } from '@kyo/contracts';

/**
 * The points games' randomness: node:crypto's `randomInt` (a CSPRNG, uniform without modulo
 * bias). Its name is recorded with every round's draw.
 */
export const pointsRandom: RandomSource = {
  name: 'crypto.randomInt',
  int: (bound) => randomInt(bound),
};
