import { describe } from 'vitest';
import type { ClusterWorld } from './shared';

/** moderation behind nginx on three nodes (issue 40). */
export function moderationJourneys(world: ClusterWorld) {
  describe.todo('moderation', () => void world);
}
