import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Giveaway, GiveawayEntry } from '@kyo/contracts';
import { describeEachDatabase } from '../db';
import { STREAMER, startRewardsWorld, type RewardsWorld } from '../rewards-world';
import { CONFIRM_GRACE_MS } from '../../src/features/games/giveaways/giveaway-draws';

/**
 * Banned viewers and giveaways (issue 40, item 11): Kick's `moderation.banned` takes a viewer out
 * of the open giveaway, and a viewer banned (or timed out) before cannot enter by any way in,
 * chat or a channel-points reward, until Kick lifts it.
 */
describeEachDatabase('giveaways and banned viewers', (db) => {
  let world: RewardsWorld;
  let me: { token: string; userId: string };
  beforeAll(async () => {
    world = await startRewardsWorld(db());
  }, 60_000);
  afterAll(() => world.close());
  beforeEach(async () => {
    await world.reset();
    me = await world.streamer();
  });

  const kick = () => world.platforms.server.emulator.kick;
  const settle = async () => {
    await world.settle();
    await world.app.games.idle();
    await world.settle();
  };
  const ok = async <T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> => {
    const response = await world.api(method, url, me.token, body);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  };
  const chat = (username: string, content: string) =>
    kick().sendChat({ broadcasterUserId: STREAMER, username, content });
  const entered = async (id: string) =>
    (await ok<{ entries: GiveawayEntry[] }>('GET', `/api/bot/giveaways/${id}/entries`)).entries
      .map((e) => e.viewerName)
      .sort();
  const open = () =>
    ok<Giveaway>('POST', '/api/bot/giveaways', {
      title: 'Steam key',
      keyword: 'pizza',
      command: null,
      confirmSeconds: 30,
    });

  it('takes a viewer banned after entering out of the giveaway and the draw', async () => {
    const giveaway = await open();
    for (const name of ['pixel_pat', 'vip_vic', 'sub_sam']) chat(name, 'pizza');
    await settle();
    expect(await entered(giveaway.id)).toEqual(['pixel_pat', 'sub_sam', 'vip_vic']);

    kick().ban({ broadcasterUserId: STREAMER, username: 'pixel_pat', reason: 'spam' });
    // A timeout keeps an entry, but not in a draw while it lasts.
    kick().ban({ broadcasterUserId: STREAMER, username: 'vip_vic', durationMinutes: 10 });
    await settle();
    expect(await entered(giveaway.id)).toEqual(['sub_sam', 'vip_vic']);
    const { active } = await ok<{ active: Giveaway }>('GET', '/api/bot/giveaways');
    expect(active).toMatchObject({ entries: 2, tickets: 2 });

    const drawn = await ok<Giveaway>('POST', `/api/bot/giveaways/${giveaway.id}/draw`, {
      expectedDraws: 0,
    });
    expect(drawn.draws.map((d) => [d.viewerName, d.entrants])).toEqual([['sub_sam', 1]]);
  });

  it('keeps out an entry line said before the ban that arrives after it (a late webhook)', async () => {
    const giveaway = await open();
    kick().setWebhookUrl('http://127.0.0.1:9/api/kick/webhook');
    const line = chat('pixel_pat', 'pizza');
    await world.platforms.server.emulator.whenIdle();
    kick().setWebhookUrl(`${world.url}/api/kick/webhook`);
    world.platforms.clock.advance(1_000);
    kick().ban({ broadcasterUserId: STREAMER, username: 'pixel_pat' });
    await settle();
    // Kick tries the line again after the ban was delivered.
    kick().redeliver(line.deliveries[0]!.messageId);
    await settle();
    expect(await entered(giveaway.id)).toEqual([]);
  });

  it('keeps a viewer banned before out by a channel-points reward, until Kick lifts it', async () => {
    kick().ban({ broadcasterUserId: STREAMER, username: 'pixel_pat' });
    kick().ban({ broadcasterUserId: STREAMER, username: 'vip_vic', durationMinutes: 10 });
    await settle();
    const giveaway = await open();
    const reward = await world.createReward(me.token, {
      title: 'Ticket',
      cost: 100,
      actions: [{ type: 'giveaway-entry' }],
    });
    const banned = world.redeem(reward.kickRewardId, 'pixel_pat');
    const timedOut = world.redeem(reward.kickRewardId, 'vip_vic');
    await settle();
    expect(await entered(giveaway.id)).toEqual([]);
    const statusOnKick = (id: string) =>
      world.platforms.server.emulator.rewards.redemptions(STREAMER).find((r) => r.id === id)
        ?.status;
    expect([statusOnKick(banned.id), statusOnKick(timedOut.id)]).toEqual(['rejected', 'rejected']);
    const log = await world.redemptions(me.token);
    expect(log.map((r) => r.outcome)).toEqual([
      'Action 1 (giveaway entry) failed: The viewer is banned from the channel',
      'Action 1 (giveaway entry) failed: The viewer is banned from the channel',
    ]);

    // The timeout ends; the ban is lifted on Kick (no webhook): heard in chat, they may enter.
    world.platforms.clock.advance(10 * 60_000 + CONFIRM_GRACE_MS);
    kick().unban({ broadcasterUserId: STREAMER, username: 'pixel_pat' });
    world.redeem(reward.kickRewardId, 'vip_vic');
    chat('pixel_pat', 'pizza');
    await settle();
    expect(await entered(giveaway.id)).toEqual(['pixel_pat', 'vip_vic']);
  });
});
