import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatLogEntry } from '@kyo/emulator';
import { RAID_NOTICE, type ModerationLogEntry, type ModerationView } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { buildTestApp } from './app';
import { bearer } from './factories';
import { redisAvailable, startRedis } from './redis';
import { startBotWorld, STREAMER, type BotWorld } from '../src/features/bot/bot-world.test-helper';
import { RedisModeration } from '../src/platform/redis/redis-moderation';

type Redis = Awaited<ReturnType<typeof startRedis>>;

/**
 * Two nodes on one database and one real redis-server, Kick's webhooks landing on either: a
 * viewer's second hit counts wherever it lands, a raid split across nodes is still a raid, a
 * permit given on one node holds on the other, and each message gets one action.
 */
const TITLE = 'moderation on two nodes sharing Redis';
if (!redisAvailable())
  describe.skip(`${TITLE} [redis-server missing]`, () => it('runs', () => undefined));
else
  describeEachDatabase(TITLE, (db) => {
    let redis: Redis;
    let world: BotWorld;
    let second: FastifyInstance;
    let urls: [string, string];
    let token: string;
    let ownerId: string;

    beforeAll(async () => {
      redis = await startRedis();
      const env = { REDIS_URL: redis.url };
      world = await startBotWorld(db(), env);
      ({ token, userId: ownerId } = await world.streamer());
      const enable = async (rule: string, body: object) => {
        const response = await world.api('PATCH', `/api/moderation/rules/${rule}`, token, body);
        expect(response.statusCode, response.body).toBe(200);
      };
      await enable('links', { enabled: true });
      await enable('copy_paste', {
        enabled: true,
        action: 'delete',
        settings: { minViewers: 3, seconds: 30, minLength: 10 },
      });
      // The second node starts after the rules were saved: it reads them from the database.
      let secondUrl: string;
      ({ app: second, url: secondUrl } = await startNode());
      urls = [world.platforms.server.emulator.kick.webhookUrl()!, secondUrl];
    }, 60_000);
    afterAll(async () => {
      await second?.close();
      await world?.close();
      await redis?.kill();
    });

    /** Another node on the same database and Redis, listening for Kick's webhooks. */
    const startNode = async () => {
      const app = await buildTestApp(db(), {
        config: world.platforms.config({
          REDIS_URL: redis.url,
          BOT_CHAT_RATE_PER_SECOND: '1000',
          BOT_CHAT_BURST: '1000',
        }),
        clock: world.platforms.clock,
      });
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, url: `${url}/api/kick/webhook` };
    };
    const emulator = () => world.platforms.server.emulator;
    /** The next webhooks go to node 0 or node 1. */
    const to = (node: 0 | 1) => emulator().kick.setWebhookUrl(urls[node]);
    const settle = async (...more: FastifyInstance[]) => {
      const others = [second, ...more];
      for (let round = 0; round < 3; round++) {
        await world.settle();
        await Promise.all([world.app, ...others].map((node) => node.moderation.idle()));
        for (const node of others) await node.services.bus.drain();
      }
    };
    const deleted = (messageId: string) =>
      emulator()
        .kick.chatLog(STREAMER)
        .find((l) => l.messageId === messageId)?.deleted;

    it('counts a viewer’s second hit on the other node: a warning, then a timeout', async () => {
      to(0);
      const first = await world.chat('pixel_pat', 'go to kick.com/elsewhere');
      await settle();
      world.platforms.clock.advance(6_000);
      to(1);
      const again = await world.chat('pixel_pat', 'seriously kick.com/elsewhere');
      await settle();
      expect([deleted(first.messageId), deleted(again.messageId)]).toEqual([true, true]);
      expect(emulator().kick.bans(STREAMER)).toEqual([
        expect.objectContaining({ username: 'pixel_pat', durationMinutes: 1 }),
      ]);
      emulator().kick.unban({ broadcasterUserId: STREAMER, username: 'pixel_pat' });
    });

    it('sees a copy-paste raid split across nodes, and takes down its lines on both, those shown before too', async () => {
      const removed: string[] = [];
      // Each node tells its own overlays (the bus of the node that acted).
      const stops = [world.app, second].map((node) =>
        node.services.bus.subscribe('chat.deleted', ({ messageId }) => {
          removed.push(messageId);
        }),
      );
      const lines: ChatLogEntry[] = [];
      for (const [node, name] of [
        [0, 'raid_a'],
        [1, 'raid_b'],
        [0, 'raid_c'],
      ] as const) {
        to(node);
        lines.push(await world.chat(name, 'FOLLOW my channel for free stuff!!'));
        await settle();
      }
      // Neither node saw three viewers itself: the shared window did, and the raid is one event
      // on both nodes: each takes down the lines of it that it had shown.
      expect(lines.map((l) => deleted(l.messageId))).toEqual([true, true, true]);
      // They had been shown (published on 'kick.event'): the overlays are told to drop them.
      await vi.waitFor(() =>
        expect(new Set(removed)).toEqual(new Set(lines.map((l) => l.messageId))),
      );
      for (const stop of stops) stop();
      const log = (await world.api('GET', '/api/moderation/log', token)).json<{
        entries: ModerationLogEntry[];
      }>().entries;
      expect(log.filter((e) => e.rule === 'copy_paste')).toHaveLength(3);
    });

    it('posts one notice for a raid split over two nodes, and one warning per 30 s on either', async () => {
      world.platforms.clock.advance(60_000);
      const saved = await second.inject({
        method: 'PATCH',
        url: '/api/moderation/rules/copy_paste',
        headers: bearer(token),
        payload: { action: 'warn' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const said = world.botLines().length;
      const lines = [];
      for (const [node, name] of [
        [0, 'bot_a'],
        [1, 'bot_b'],
        [0, 'bot_c'],
        [1, 'bot_d'],
        [0, 'bot_e'],
        [1, 'bot_f'],
      ] as const) {
        to(node);
        lines.push(await world.chat(name, 'buy cheap followers on streamboost today'));
        await settle();
      }
      expect(lines.map((l) => deleted(l.messageId))).toEqual(lines.map(() => true));
      expect(
        world
          .botLines()
          .slice(said)
          .map((l) => l.content),
      ).toEqual([RAID_NOTICE]);
      expect(emulator().kick.bans(STREAMER)).toEqual([]);

      // The warning pace is the channel's, whichever node warns: a link on node 1 right after
      // the notice is deleted silently, one on node 0 past the 30 s is warned.
      to(1);
      const held = await world.chat('link_lea', 'see kick.com/lea');
      await settle();
      world.platforms.clock.advance(31_000);
      to(0);
      const warned = await world.chat('link_lou', 'see kick.com/lou');
      await settle();
      expect([deleted(held.messageId), deleted(warned.messageId)]).toEqual([true, true]);
      expect(
        world
          .botLines()
          .slice(said + 1)
          .map((l) => l.content),
      ).toEqual(['@link_lou, please don’t: links. Next time it is a timeout.']);
    });

    it('lets !sr carry a song link on a node that heard song requests switched on elsewhere', async () => {
      const songs = (node: FastifyInstance, enabled: boolean) =>
        node.inject({
          method: 'PUT',
          url: '/api/song-requests/settings',
          headers: bearer(token),
          payload: { enabled },
        });
      const on = async (node: FastifyInstance) =>
        (
          await node.inject({ method: 'GET', url: '/api/moderation', headers: bearer(token) })
        ).json<ModerationView>().commandLinks[0]!.on;
      const song = '!sr https://open.spotify.com/track/3mVqvZ8S2q2MNbbDN4v2bK';
      expect((await songs(second, true)).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await on(world.app)).toBe(true));
      to(0);
      const kept = await world.chat('song_sid', song);
      await settle();
      expect((await songs(world.app, false)).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await on(second)).toBe(false));
      world.platforms.clock.advance(31_000);
      to(1);
      const gone = await world.chat('song_sol', song);
      await settle();
      expect([deleted(kept.messageId), deleted(gone.messageId)]).toEqual([false, true]);
    });

    /**
     * A moderator's `!permit` lands on node `grant`; once node `use` knows of it, the viewer's first
     * link lands there and the second back on `grant`. Answers whether each link was deleted.
     */
    const permitThenTwoLinks = async (
      viewer: string,
      grant: 0 | 1,
      use: 0 | 1,
      links: [string, string],
    ) => {
      const nodes = [world.app, second];
      to(grant);
      await world.chat('mod_max', `!permit @${viewer}`, { badges: ['moderator'] });
      await settle();
      // The permit reaches the other node over Redis pub/sub.
      await vi.waitFor(() =>
        expect(nodes[use]!.moderation.knowsPermit(ownerId, viewer)).toBe(true),
      );
      to(use);
      const permitted = await world.chat(viewer, links[0]);
      await settle();
      to(grant);
      const next = await world.chat(viewer, links[1]);
      await settle();
      return [deleted(permitted.messageId), deleted(next.messageId)];
    };

    it('honours a permit given on the other node, once', async () => {
      const links = ['my clip: youtube.com/watch?v=1', 'and youtube.com/watch?v=2'] as [
        string,
        string,
      ];
      expect(await permitThenTwoLinks('sub_sam', 0, 1, links)).toEqual([false, true]);
    });

    it('honours a permit on a node restarted since it was given, and on a node that joined after it', async () => {
      const lines: string[] = [];
      // Given on node 1, which then restarts: its memory is new, Redis still holds the permit.
      to(1);
      await world.chat('mod_max', '!permit @late_lou', { badges: ['moderator'] });
      await settle();
      await second.close();
      let secondUrl: string;
      ({ app: second, url: secondUrl } = await startNode());
      urls[1] = secondUrl;
      expect(second.moderation.knowsPermit(ownerId, 'late_lou')).toBe(false);
      to(1);
      lines.push((await world.chat('late_lou', 'my clip: youtube.com/watch?v=5')).messageId);
      await settle();
      // Given on node 0; a third node starts afterwards and receives the viewer's link.
      to(0);
      await world.chat('mod_max', '!permit @new_nia', { badges: ['moderator'] });
      await settle();
      const third = await startNode();
      try {
        expect(third.app.moderation.knowsPermit(ownerId, 'new_nia')).toBe(false);
        emulator().kick.setWebhookUrl(third.url);
        lines.push((await world.chat('new_nia', 'my clip: youtube.com/watch?v=6')).messageId);
        await settle(third.app);
        // Used: the next link is deleted.
        lines.push((await world.chat('new_nia', 'again youtube.com/watch?v=7')).messageId);
        await settle(third.app);
      } finally {
        await third.app.close();
      }
      expect(lines.map(deleted)).toEqual([false, false, true]);
    });

    it('waits in idle() for a permit Redis answers slowly, and the verdict it decides', async () => {
      // A loaded machine: Redis answers after the webhook was acknowledged and the bus drained.
      const { takePermit: take } = RedisModeration.prototype as {
        takePermit: (this: RedisModeration, ...args: [string, string, number]) => Promise<boolean>;
      };
      const slow = vi
        .spyOn(RedisModeration.prototype, 'takePermit')
        .mockImplementation(async function (this: RedisModeration, ...args) {
          await new Promise((resolve) => setTimeout(resolve, 150));
          return take.apply(this, args);
        });
      try {
        const links = ['clip: youtube.com/watch?v=3', 'again youtube.com/watch?v=4'] as [
          string,
          string,
        ];
        expect(await permitThenTwoLinks('sub_sue', 1, 0, links)).toEqual([false, true]);
        expect(slow).toHaveBeenCalledTimes(2);
      } finally {
        slow.mockRestore();
      }
    });

    /** The moderation log's entry for a viewer (one each in these tests). */
    const entryOf = async (viewer: string) =>
      (await world.api('GET', '/api/moderation/log', token))
        .json<{ entries: ModerationLogEntry[] }>()
        .entries.find((e) => e.viewer.name === viewer)!;
    /**
     * Node 1 logs a timeout as pending, then its call to Kick hangs: it "dies" there and renews its
     * claim no more (its sweep never runs again).
     */
    const dieOnNode1 = async (viewer: string) => {
      // Saved on node 1, which acts next (the other node hears of it over Redis).
      const rule = await second.inject({
        method: 'PATCH',
        url: '/api/moderation/rules/links',
        headers: bearer(token),
        payload: { action: 'timeout', timeoutMinutes: 5 },
      });
      expect(rule.statusCode, rule.body).toBe(200);
      emulator().faults.add({
        provider: 'kick',
        method: 'DELETE',
        pathContains: '/public/v1/chat/',
        timeout: true,
        count: 1,
      });
      to(1);
      const line = await world.chat(viewer, 'free stuff at bit.ly/xyz');
      // The fault is used up once the call is held.
      await vi.waitFor(() => expect(emulator().faults.list()).toEqual([]));
      await vi.waitFor(async () => expect((await entryOf(viewer))?.outcome).toBe('pending'));
      return line;
    };
    /** Lets node 1's hung call come back, and puts the rule back. */
    const revive = async () => {
      emulator().faults.clear();
      await second.moderation.idle();
      await second.inject({
        method: 'PATCH',
        url: '/api/moderation/rules/links',
        headers: bearer(token),
        payload: { action: 'warn' },
      });
    };

    it('takes up an action whose node died before Kick answered: done once, and undoable', async () => {
      const line = await dieOnNode1('doomed_dan');
      // Its claim still holds: node 0 leaves it alone.
      expect(await world.app.moderation.takeOverPending()).toBe(0);
      // Past the claim (two lease times of 10 s), node 0 takes it up.
      world.platforms.clock.advance(2 * 10_000 + 1);
      expect(await world.app.moderation.takeOverPending()).toBe(1);
      await world.app.moderation.idle();
      expect(deleted(line.messageId)).toBe(true);
      expect(emulator().kick.bans(STREAMER)).toEqual([
        expect.objectContaining({ username: 'doomed_dan', durationMinutes: 5 }),
      ]);
      const done = await entryOf('doomed_dan');
      expect(done).toMatchObject({ outcome: 'done', action: 'timeout', undoable: true });
      expect(await world.app.moderation.takeOverPending()).toBe(0);
      const undo = await world.api('POST', `/api/moderation/log/${done.id}/undo`, token);
      expect(undo.statusCode, undo.body).toBe(200);

      // Node 1's hung call comes back: it finds the action taken up, and times no one out again.
      await revive();
      expect(emulator().kick.bans(STREAMER)).toEqual([]);
      expect(await entryOf('doomed_dan')).toMatchObject({ outcome: 'undone' });
    });

    it('gives up an action found pending too long after its line (every node was down)', async () => {
      const line = await dieOnNode1('late_larry');
      world.platforms.clock.advance(11 * 60_000);
      expect(await world.app.moderation.takeOverPending()).toBe(1);
      await world.app.moderation.idle();
      expect(await entryOf('late_larry')).toMatchObject({ outcome: 'failed', problem: 'expired' });
      expect(deleted(line.messageId)).toBe(false);
      await revive();
      expect(emulator().kick.bans(STREAMER)).toEqual([]);
    });

    it('keeps moderating on each node while Redis is away', async () => {
      await redis.kill();
      world.platforms.clock.advance(60 * 60_000);
      to(1);
      const line = await world.chat('other_ola', 'spam spam bit.ly/zzz');
      await settle();
      expect(deleted(line.messageId)).toBe(true);
      await redis.start();
    });
  });
