import { describe } from 'vitest';
import type { ClusterWorld } from './shared';

/** media behind nginx on three nodes (issue 40). */
export function mediaJourneys(world: ClusterWorld) {
  describe.todo('media', () => void world);
}
