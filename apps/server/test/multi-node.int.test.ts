import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import pg from 'pg';
import type { Widget } from '@kyo/contracts';
import { makeSignup } from './factories';
import { nginxAvailable, startCluster } from './cluster';
import {
  call,
  connectStreamer as connectClusterStreamer,
  health,
  overlay as openOverlay,
  type Cluster,
} from './cluster-journeys/shared';
import { redisAvailable } from './redis';
import { type TestSocket } from './test-socket';
import { BOT_NAME, STREAMER } from '../src/features/bot/bot-world.test-helper';

/**
 * Three real server processes on one PostgreSQL and one redis-server, behind nginx: the journeys
 * a streamer's service goes through when it runs on several machines.
 */
const TITLE = 'three server processes behind nginx';
const ready = redisAvailable() && nginxAvailable() && inject('postgresAdminUrl') !== null;
if (!ready)
  describe.skip(`${TITLE} [redis, nginx or PostgreSQL missing]`, () => it('runs', () => undefined));
else
  describe(TITLE, () => {
    let cluster: Cluster;
    const sockets: TestSocket[] = [];
    beforeAll(async () => {
      cluster = await startCluster({ nodes: 3, leaseTtlMs: 3_000 });
    }, 90_000);
    afterAll(async () => {
      sockets.forEach((socket) => socket.drop());
      await cluster?.stop();
    }, 30_000);

    async function overlay(base: string, hello: object) {
      const socket = await openOverlay(base, hello);
      sockets.push(socket);
      return socket;
    }
    let streamer: { token: string; userId: string };
    const connectStreamer = () => connectClusterStreamer(cluster);
    const kick = () => cluster.platforms.server.emulator.kick;
    const botLines = (content: string) =>
      kick()
        .chatLog(STREAMER)
        .filter((line) => line.fromApp && line.content === content);

    it('serves every node through the proxy, each with Redis up', async () => {
      for (const node of cluster.nodes)
        expect(await health(node.url)).toMatchObject({ status: 'ok', redis: { status: 'ok' } });
      // Exactly one node runs each service-wide job.
      const leases = await Promise.all(
        cluster.nodes.map(async (node) => (await health(node.url)).redis.leases ?? []),
      );
      expect(leases.flat().filter((name) => name === 'bot-timers')).toHaveLength(1);
    });

    it('carries a Kick webhook through the proxy to overlays on every node, and the bot answers once', async () => {
      streamer = await connectStreamer();
      const made = await call(cluster.proxyUrl, 'POST', '/api/widgets', streamer.token, {
        type: 'chat',
      });
      expect(made.status).toBe(201);
      const widget = made.json as Widget;
      const command = await call(cluster.proxyUrl, 'POST', '/api/bot/commands', streamer.token, {
        name: 'hello',
        responses: ['Hello from the cluster, {user}!'],
      });
      expect(command.status).toBe(201);
      const sources = await Promise.all(
        cluster.nodes.map((node) => overlay(node.url, { key: widget.key })),
      );
      for (const source of sources) await source.next('snapshot');
      for (let i = 0; i < 6; i++)
        kick().sendChat({
          broadcasterUserId: STREAMER,
          username: `viewer${i}`,
          content: `line ${i}`,
        });
      kick().sendChat({ broadcasterUserId: STREAMER, username: 'pixel_pat', content: '!hello' });
      // Webhooks went to the nodes in turn; every source shows every line once, with one numbering.
      const seen = await Promise.all(sources.map((source) => source.take('event', 8)));
      const view = (events: Array<Record<string, unknown>>) =>
        events.map((m) => [m.seq, (m.event as { text: string }).text]);
      expect(view(seen[1]!)).toEqual(view(seen[0]!));
      expect(view(seen[2]!)).toEqual(view(seen[0]!));
      const texts = seen[0]!.map((m) => (m.event as { text: string }).text);
      expect(texts).toEqual(
        expect.arrayContaining([
          'line 0',
          'line 5',
          '!hello',
          'Hello from the cluster, pixel_pat!',
        ]),
      );
      await vi.waitFor(
        () => expect(botLines('Hello from the cluster, pixel_pat!')).toHaveLength(1),
        {
          timeout: 10_000,
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(botLines('Hello from the cluster, pixel_pat!')).toHaveLength(1);
      expect(kick().chatLog(STREAMER).at(-1)!.sender.username).toBe(BOT_NAME);
    }, 40_000);

    it('polls a live channel on one node and shows its viewers on every node', async () => {
      const widget = (
        await call(cluster.proxyUrl, 'POST', '/api/widgets', streamer.token, {
          type: 'live-viewer',
        })
      ).json as Widget;
      const sources = await Promise.all(
        cluster.nodes.map((node) => overlay(node.url, { key: widget.key })),
      );
      kick().goLive({ broadcasterUserId: STREAMER, viewerCount: 321 });
      const shows = (source: TestSocket) =>
        source.received.some(
          (m) =>
            (m.type === 'state' || m.type === 'snapshot') &&
            JSON.stringify(m.state ?? null).includes('"viewers":321'),
        );
      await vi.waitFor(() => expect(sources.map(shows)).toEqual([true, true, true]), {
        timeout: 15_000,
        interval: 200,
      });
      // One node polls the channel (it holds the key's lease); the others hear its answers.
      const leases = await Promise.all(
        cluster.nodes.map(async (node) => (await health(node.url)).redis.leases ?? []),
      );
      expect(
        leases.flat().filter((name) => name === `poll:kick.channel-live:${STREAMER}`),
      ).toHaveLength(1);
    }, 30_000);

    it('refuses a brute force spread over the nodes at the same count as one node', async () => {
      const signup = makeSignup();
      expect(
        (await call(cluster.proxyUrl, 'POST', '/api/user/register', undefined, signup)).status,
      ).toBe(201);
      const { email } = signup;
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await call(cluster.proxyUrl, 'POST', '/api/user/login', undefined, {
          email,
          password: 'Wrong-password-1!',
        });
        codes.push(response.status);
      }
      expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
      expect(codes[10]).toBe(429);
    }, 30_000);

    it('survives kill -9 of the node running the jobs: another takes over, the timer fires once, overlays resume without loss', async () => {
      const holders = [];
      for (const node of cluster.nodes) {
        if ((await health(node.url)).redis.leases?.includes('bot-timers')) holders.push(node);
      }
      expect(holders).toHaveLength(1);
      const victim = holders[0]!;
      // A follower alert: no other source of this streamer shows follows, so the nodes that
      // receive the follows below hold no stream of this widget when they number them.
      const made = await call(cluster.proxyUrl, 'POST', '/api/widgets', streamer.token, {
        type: 'follower-alert',
      });
      const widget = made.json as Widget;
      // A source on the node that dies, mid-stream.
      const source = await overlay(victim.url, { key: widget.key });
      const { epoch } = await source.next('snapshot');
      kick().follow({ broadcasterUserId: STREAMER, username: 'early_fan' });
      const before = await source.next('event');
      // A timed message due in a few seconds.
      const timer = await call(cluster.proxyUrl, 'POST', '/api/bot/timers', streamer.token, {
        name: 'crash timer',
        messages: ['Timed message after the crash'],
        intervalMinutes: 1,
        minChatLines: 0,
        liveOnly: false,
      });
      expect(timer.status).toBe(201);
      const db = new pg.Client({ connectionString: cluster.databaseUrl });
      await db.connect();
      await db.query(
        `UPDATE bot_timers SET next_run_at = date_trunc('milliseconds', now() + interval '4 seconds') WHERE id = $1`,
        [timer.json.id],
      );
      await db.end();

      await victim.kill();
      const killedAt = Date.now();
      const live = cluster.nodes.filter((node) => node !== victim);
      const takeover = (async () => {
        for (;;) {
          const leases = await Promise.all(
            live.map(async (node) => (await health(node.url)).redis.leases ?? []),
          );
          if (leases.flat().includes('bot-timers')) return Date.now() - killedAt;
          if (Date.now() - killedAt > 20_000) return Infinity;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      // Follows go on while the source is cut off (webhooks reach the live nodes through the proxy).
      for (let i = 0; i < 5; i++)
        kick().follow({ broadcasterUserId: STREAMER, username: `late_fan_${i}` });
      // Handled by nodes that hold no stream of this widget before the source is back.
      await cluster.platforms.server.emulator.whenIdle();
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The source comes back through the proxy (another node) and resumes where it was.
      const back = await overlay(cluster.proxyUrl, { key: widget.key, epoch, lastSeq: before.seq });
      expect(await back.next('snapshot')).toMatchObject({ resumed: true });
      const resumed: Array<Record<string, unknown>> = [];
      for (let i = 0; i < 5; i++) resumed.push(await back.next('event', 10_000));
      expect(resumed.map((m) => (m.event as { name: string }).name)).toEqual(
        [0, 1, 2, 3, 4].map((i) => `late_fan_${i}`),
      );
      expect(resumed.map((m) => m.seq)).toEqual(
        [1, 2, 3, 4, 5].map((i) => (before.seq as number) + i),
      );

      // Another node held the timers' lease within the lease time (3 s) and a renewal (0.6 s).
      expect(await takeover).toBeLessThan(3_000 + 600 + 500);
      // The live channel (its viewer overlays are open on every node) is polled by a live node.
      await vi.waitFor(
        async () => {
          const held = await Promise.all(
            live.map(async (node) => (await health(node.url)).redis.leases ?? []),
          );
          expect(
            held.flat().filter((name) => name === `poll:kick.channel-live:${STREAMER}`),
          ).toHaveLength(1);
        },
        { timeout: 10_000, interval: 200 },
      );
      await vi.waitFor(() => expect(botLines('Timed message after the crash')).toHaveLength(1), {
        timeout: 25_000,
        interval: 250,
      });
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect(botLines('Timed message after the crash')).toHaveLength(1);
      // The dead node's sources are no longer counted once it has been silent 30 s (not waited for here).
      await victim.start();
    }, 90_000);

    it('agrees at once on whose channel it is when the Kick channel moves to another account', async () => {
      // Every node has the channel's owner cached from the webhooks above.
      const gone = await call(
        cluster.proxyUrl,
        'DELETE',
        '/api/user/connections/kick',
        streamer.token,
      );
      expect(gone.status).toBe(200);
      const next = await connectStreamer();
      const widget = (
        await call(cluster.proxyUrl, 'POST', '/api/widgets', next.token, { type: 'chat' })
      ).json as Widget;
      const sources: TestSocket[] = [];
      for (const node of cluster.nodes) {
        if (
          !(await fetch(`${node.url}/api/health`).then(
            (r) => r.ok,
            () => false,
          ))
        )
          continue;
        const source = await overlay(node.url, { key: widget.key });
        await source.next('snapshot');
        sources.push(source);
      }
      expect(sources.length).toBeGreaterThanOrEqual(2);
      // Within the old owner's cache time (60 s), webhooks on every node find the new owner.
      for (let i = 0; i < 3; i++)
        kick().sendChat({ broadcasterUserId: STREAMER, username: 'mover', content: `moved ${i}` });
      for (const source of sources) {
        const events = await source.take('event', 3);
        expect(events.map((m) => (m.event as { text: string }).text)).toEqual([
          'moved 0',
          'moved 1',
          'moved 2',
        ]);
      }
    }, 30_000);
  });
