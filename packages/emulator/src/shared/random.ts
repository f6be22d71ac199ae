/**
 * mulberry32: a small seeded PRNG. The viewer walk fixes each step's randomness by (seed, step),
 * and a chat crowd's lines are the same every run for a seed, so tests can rely on them.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
