import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  seededRandom,
  type ChannelEvent,
  type Giveaway,
  type KickActor,
  type Poll,
  type WidgetEvent,
} from '@kyo/contracts';
import { describeEachDatabase } from '../db';
import { buildTestApp, testConfig } from '../app';
import { bearer, signUp } from '../factories';
import { redisAvailable, startRedis } from '../redis';
import { FakeClock } from '../../src/platform/clock';
import { CONFIRM_GRACE_MS } from '../../src/features/games/giveaways/giveaway-draws';
import { gameChatCounts } from '../../src/features/games/games.schema';

let serial = 0;
/** A chat line as the webhook ingest publishes it (the channel's owner resolved). */
function line(ownerId: string, viewer: number, content: string, at: number): ChannelEvent {
  serial += 1;
  const sender: KickActor = {
    id: viewer,
    name: `viewer_${viewer}`,
    anonymous: false,
    color: null,
    badges: [],
    avatar: null,
  };
  return {
    kind: 'chat',
    id: `evt-${serial}`,
    source: 'chat.message.sent',
    ownerId,
    broadcasterUserId: 1001,
    channelName: 'kyo_demo',
    at,
    sentAt: at,
    receivedAt: at,
    messageId: `msg-${serial}`,
    sender,
    content,
    parts: [{ kind: 'text', text: content }],
    text: content,
    replyToMessageId: null,
  };
}

const TITLE = 'the games on two nodes';
if (!redisAvailable())
  describe.skip(`${TITLE} [redis-server missing]`, () => it('runs', () => undefined));
else
  describeEachDatabase(TITLE, (db) => {
    let redis: Awaited<ReturnType<typeof startRedis>>;
    let nodes: [FastifyInstance, FastifyInstance];
    const clock = new FakeClock(Date.UTC(2026, 10, 21, 12));

    beforeAll(async () => {
      redis = await startRedis();
      const node = () =>
        buildTestApp(db(), {
          config: testConfig({ REDIS_URL: redis.url }),
          clock,
          gamesRandom: seededRandom(1),
        });
      nodes = [await node(), await node()];
    }, 30_000);
    afterAll(async () => {
      await Promise.all(nodes.map((node) => node.close()));
      await redis.kill();
    });

    async function settle() {
      for (let round = 0; round < 3; round++)
        for (const node of nodes) {
          await node.services.bus.drain();
          await node.games.idle();
          await node.games.flush();
        }
    }
    const say = (node: FastifyInstance, event: ChannelEvent) =>
      node.services.bus.publish('kick.event', event);
    /** Sends until `done` holds: the other node hears of a change through Redis, a moment later. */
    async function until(send: () => void, done: () => Promise<boolean>) {
      for (let i = 0; i < 100; i++) {
        send();
        await settle();
        if (await done()) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('never happened');
    }
    async function streamer() {
      const { token, user } = await signUp(nodes[0]);
      const call = <T>(node: FastifyInstance, method: 'GET' | 'POST', url: string, body?: object) =>
        node
          .inject({ method, url, headers: bearer(token), ...(body ? { payload: body } : {}) })
          .then((r) => ({ status: r.statusCode, body: r.json<T>() }));
      return { token, ownerId: user.id, call };
    }

    it('counts each viewer’s vote once, the last one, whichever node hears it', async () => {
      const { ownerId, call } = await streamer();
      // The second node reads the channel's games before the poll exists.
      say(nodes[1], line(ownerId, 1, 'hello', clock.now()));
      await settle();
      const created = await call<Poll>(nodes[0], 'POST', '/api/bot/polls', {
        question: 'Map?',
        options: ['a', 'b', 'c'],
      });
      expect(created.status).toBe(201);
      const tally = async () =>
        (await call<{ active: Poll }>(nodes[0], 'GET', '/api/bot/polls')).body.active;
      // Redis tells the second node the poll exists: its votes count from then on.
      await until(
        () => say(nodes[1], line(ownerId, 1, '2', clock.now())),
        async () => (await tally()).total === 1,
      );
      // 30 viewers vote on both nodes at once, with a different option on each.
      for (let viewer = 2; viewer <= 31; viewer++) {
        say(nodes[0], line(ownerId, viewer, '1', clock.now()));
        say(nodes[1], line(ownerId, viewer, '3', clock.now()));
      }
      await settle();
      const poll = await tally();
      expect(poll.total).toBe(31);
      expect(poll.options[1]!.votes).toBe(1);
      expect(poll.options[0]!.votes + poll.options[2]!.votes).toBe(30);
    });

    it('makes one draw of two clicks on two nodes, and one redraw of two ticks', async () => {
      const { ownerId, call } = await streamer();
      const created = await call<Giveaway>(nodes[0], 'POST', '/api/bot/giveaways', {
        title: 'Key',
        command: 'join',
        confirmSeconds: 20,
      });
      expect(created.status).toBe(201);
      for (let viewer = 1; viewer <= 6; viewer++)
        say(nodes[viewer % 2]!, line(ownerId, 100 + viewer, '!join', clock.now()));
      await settle();
      const url = `/api/bot/giveaways/${created.body.id}/draw`;
      const clicks = await Promise.all(
        nodes.map((node) => call<Giveaway>(node, 'POST', url, { expectedDraws: 0 })),
      );
      expect(clicks.map((c) => c.status).sort()).toEqual([200, 409]);
      const drawn = clicks.find((c) => c.status === 200)!.body;
      expect(drawn.entries).toBe(6);
      expect(drawn.draws).toHaveLength(1);

      clock.advance(20_000 + CONFIRM_GRACE_MS);
      await Promise.all(nodes.map((node) => node.games.tick()));
      const { body } = await call<{ active: Giveaway }>(nodes[1], 'GET', '/api/bot/giveaways');
      expect(body.active.draws.map((d) => [d.seq, d.status])).toEqual([
        [1, 'timed_out'],
        [2, 'pending'],
      ]);
    });

    it('confirms a winner another node heard in time, from the chat counts it wrote', async () => {
      const { ownerId, call } = await streamer();
      const created = await call<Giveaway>(nodes[0], 'POST', '/api/bot/giveaways', {
        title: 'Key',
        command: 'join',
        confirmSeconds: 20,
      });
      for (let viewer = 1; viewer <= 3; viewer++)
        say(nodes[0], line(ownerId, 200 + viewer, '!join', clock.now()));
      await settle();
      const drawn = await call<Giveaway>(
        nodes[0],
        'POST',
        `/api/bot/giveaways/${created.body.id}/draw`,
        { expectedDraws: 0 },
      );
      const winner = drawn.body.draws[0]!;
      // As if a node that never heard of the draw had written the winner's line, 5 s later.
      const seen = new Date(clock.now() + 5_000).toISOString();
      await db().db.execute(sql`
        update ${gameChatCounts} set last_seen_at = ${seen}::timestamptz
        where owner_id = ${ownerId} and viewer_id = ${winner.viewerId}`);
      clock.advance(20_000 + CONFIRM_GRACE_MS);
      await nodes[1].games.tick();
      const { body } = await call<{ past: Giveaway[] }>(nodes[0], 'GET', '/api/bot/giveaways');
      expect(body.past[0]!.draws.map((d) => [d.status, d.confirmedAt])).toEqual([
        ['confirmed', seen],
      ]);
    });

    it('shows a change made on one node on the other node’s widgets', async () => {
      const { ownerId, call } = await streamer();
      const heard: WidgetEvent[] = [];
      const stop = nodes[1].services.bus.subscribe('live.event', ({ ownerId: owner, event }) => {
        if (owner === ownerId) heard.push(event);
      });
      const counter = await call<{ id: string }>(nodes[0], 'POST', '/api/bot/counters', {
        name: 'deaths',
      });
      await call(nodes[0], 'POST', `/api/bot/counters/${counter.body.id}/adjust`, { by: 2 });
      for (let i = 0; i < 100 && heard.length < 2; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      stop();
      expect(heard.map((e) => (e.kind === 'counter' ? e.value : null))).toEqual([0, 2]);
    });
  });
