import { describe } from 'vitest';
import type { ClusterWorld } from './shared';

/** redemptions behind nginx on three nodes (issue 40). */
export function redemptionJourneys(world: ClusterWorld) {
  describe.todo('redemptions', () => void world);
}
