import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { nginxAvailable, startCluster } from './cluster';
import { redisAvailable } from './redis';
import { connectStreamer, type Cluster, type ClusterStreamer } from './cluster-journeys/shared';
import { mediaJourneys } from './cluster-journeys/media';
import { songRequestJourneys } from './cluster-journeys/song-requests';
import { moderationJourneys } from './cluster-journeys/moderation';
import { redemptionJourneys } from './cluster-journeys/redemptions';
import { liveJourneys } from './cluster-journeys/live';

/**
 * The capabilities that came after the seed (media uploads, song requests, moderation, channel
 * points' redemptions, the live cockpit) on three real server processes behind nginx, one PostgreSQL and one
 * redis-server: one cluster and one connected streamer, shared by every journey below (each
 * journey module adds its own `describe`, in `cluster-journeys/`).
 */
const TITLE = 'the capabilities on three server processes behind nginx';
const ready = redisAvailable() && nginxAvailable() && inject('postgresAdminUrl') !== null;
if (!ready)
  describe.skip(`${TITLE} [redis, nginx or PostgreSQL missing]`, () => it('runs', () => undefined));
else
  describe(TITLE, () => {
    let cluster: Cluster;
    let streamer: ClusterStreamer;
    beforeAll(async () => {
      cluster = await startCluster({ nodes: 3, leaseTtlMs: 3_000 });
      streamer = await connectStreamer(cluster);
    }, 90_000);
    afterAll(async () => {
      await cluster?.stop();
    }, 30_000);

    const world = { cluster: () => cluster, streamer: () => streamer };
    mediaJourneys(world);
    songRequestJourneys(world);
    moderationJourneys(world);
    redemptionJourneys(world);
    liveJourneys(world);
  });
