import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from './app';
import { createTestDatabase, type TestDatabase } from './db';
import { bearer, signUp } from './factories';
import { postMedia } from './post-media';
import { redisAvailable, startRedis } from './redis';

/**
 * Two nodes on one database and one real redis-server, a proxy spreading a streamer's uploads
 * over both: the upload limit (30 a minute) counts on both at once. The limit is Redis's, not the
 * database's, so this runs on PGlite only (uploads on both databases: alert-media.int.test.ts).
 */
const TITLE = 'media uploads on two nodes sharing Redis';
if (!redisAvailable())
  describe.skip(`${TITLE} [redis-server missing]`, () => it('runs', () => undefined));
else
  describe(TITLE, () => {
    let redis: Awaited<ReturnType<typeof startRedis>>;
    let database: TestDatabase;
    let nodes: FastifyInstance[];
    let urls: string[];

    beforeAll(async () => {
      [redis, database] = await Promise.all([startRedis(), createTestDatabase('pglite')]);
      // Rate limits as in production (factor 1), shared through Redis.
      const config = () => testConfig({ REDIS_URL: redis.url, RATE_LIMIT_FACTOR: '1' });
      nodes = [
        await buildTestApp(database, { config: config() }),
        await buildTestApp(database, { config: config() }),
      ];
      urls = await Promise.all(nodes.map((node) => node.listen({ port: 0, host: '127.0.0.1' })));
    }, 60_000);
    afterAll(async () => {
      await Promise.all(nodes?.map((node) => node.close()) ?? []);
      await database?.close();
      await redis?.kill();
    });

    /** A small MP3 (an ID3 tag), different for each `n`. */
    const mp3 = (n: number) =>
      Buffer.concat([Buffer.from('ID3\u0004\u0000', 'latin1'), Buffer.alloc(500, n)]);
    const upload = (node: FastifyInstance, token: string, n: number) =>
      node.inject({
        method: 'POST',
        url: `/api/media?name=${n}.mp3`,
        headers: { ...bearer(token), 'content-type': 'audio/mpeg' },
        payload: mp3(n),
      });

    it('counts a streamer’s uploads on every node: the 31st in a minute is a 429 wherever it lands', async () => {
      const { token } = await signUp(nodes[0]!);
      // 30 uploads, every other one on the other node: each node saw 15.
      for (let n = 0; n < 30; n++) {
        const response = await upload(nodes[n % 2]!, token, n);
        expect(response.statusCode, response.body).toBe(201);
      }
      const over = await upload(nodes[1]!, token, 30);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Counted before the body is read: an upload whose body never finishes is refused too.
      const unread = await postMedia(urls[0]!, token, {
        length: 5 * 1024 * 1024,
        chunks: [Buffer.alloc(16 * 1024)],
        unfinished: true,
      });
      expect(unread.status).toBe(429);
      // Another streamer has their own count.
      const other = await signUp(nodes[1]!);
      expect((await upload(nodes[1]!, other.token, 0)).statusCode).toBe(201);
    });
  });
