import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from './db';
import { buildTestApp, testConfig } from './app';
import { signUp } from './factories';
import { redisAvailable, startRedis } from './redis';

type Redis = Awaited<ReturnType<typeof startRedis>>;

/**
 * Two server nodes on one database and one real redis-server: what must hold across nodes does,
 * and a Redis that goes away degrades the nodes instead of stopping them.
 */
const TITLE = 'two nodes sharing Redis';
if (!redisAvailable())
  describe.skip(`${TITLE} [redis-server missing]`, () => it('runs', () => undefined));
else
  describeEachDatabase(TITLE, (db) => {
    let redis: Redis;
    let nodes: FastifyInstance[];

    beforeAll(async () => {
      redis = await startRedis();
      // Rate limits as in production (factor 1), shared through Redis.
      const config = () => testConfig({ REDIS_URL: redis.url, RATE_LIMIT_FACTOR: '1' });
      nodes = [
        await buildTestApp(db(), { config: config() }),
        await buildTestApp(db(), { config: config() }),
      ];
    }, 30_000);
    afterAll(async () => {
      await Promise.all(nodes.map((node) => node.close()));
      await redis.kill();
    });

    const health = async (node: FastifyInstance) =>
      (await node.inject({ url: '/api/health' })).json<{
        status: string;
        redis: { status: string };
      }>();
    const login = (node: FastifyInstance, email: string, password: string, ip: string) =>
      node.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password },
        remoteAddress: ip,
      });

    it('says Redis is up on every node', async () => {
      for (const node of nodes) {
        expect(await health(node)).toMatchObject({ status: 'ok', redis: { status: 'ok' } });
      }
    });

    it('counts a brute force spread over both nodes as one: the 11th try is refused on either', async () => {
      const { email } = await signUp(nodes[0]!);
      const answers: number[] = [];
      for (let i = 0; i < 12; i++) {
        const response = await login(nodes[i % 2]!, email, 'Wrong-password-1!', `10.0.0.${i}`);
        answers.push(response.statusCode);
      }
      // 10 wrong answers are allowed per account in 10 minutes, wherever they land.
      expect(answers.slice(0, 10).every((code) => code === 401)).toBe(true);
      expect(answers.slice(10)).toEqual([429, 429]);
    });

    it('keeps answering while Redis is down (this node’s own limits), says so, and recovers', async () => {
      const { email, password } = await signUp(nodes[1]!);
      await redis.kill();
      await vi.waitFor(async () => expect((await health(nodes[0]!)).redis.status).toBe('error'), {
        timeout: 5_000,
      });
      const during = await health(nodes[0]!);
      expect(during.status).toBe('degraded');
      // Sign-in works; wrong passwords are still limited, per node.
      expect((await login(nodes[0]!, email, password, '10.1.0.1')).statusCode).toBe(200);
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        codes.push((await login(nodes[0]!, email, 'Wrong-password-1!', `10.1.1.${i}`)).statusCode);
      }
      expect(codes.at(-1)).toBe(429);
      await redis.start();
      await vi.waitFor(
        async () => {
          for (const node of nodes) expect(await health(node)).toMatchObject({ status: 'ok' });
        },
        { timeout: 10_000, interval: 200 },
      );
    });
  });
