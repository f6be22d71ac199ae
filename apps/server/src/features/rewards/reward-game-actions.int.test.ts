import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Counter, GiveawayEntry, SongRequestsOverview } from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { connectSpotify } from '../../../test/emulator';
import { STREAMER, startRewardsWorld, type RewardsWorld } from '../../../test/rewards-world';

/**
 * Song requests (issue 34) and the viewer games (issue 36) as reward actions: redeemed through
 * the emulator's signed webhooks, checked in the song queue, the counters and the giveaway.
 */
describeEachDatabase('reward actions: song requests, counters, giveaways', (db) => {
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

  const statusOnKick = (id: string) =>
    world.platforms.server.emulator.rewards.redemptions(STREAMER).find((r) => r.id === id)?.status;
  const ok = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: object,
  ): Promise<unknown> => {
    const response = await world.api(method, url, me.token, body);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };

  it('adds to a counter once per redemption, even when Kick delivers it twice', async () => {
    await ok('POST', '/api/bot/counters', { name: 'deaths', value: 3 });
    const reward = await world.createReward(me.token, {
      title: 'Death tax',
      cost: 20,
      actions: [{ type: 'counter', name: '!Deaths', amount: 5 }],
    });
    expect(reward.actions).toEqual([{ type: 'counter', name: 'deaths', amount: 5 }]);
    const redemption = world.redeem(reward.kickRewardId, 'pixel_pat');
    await world.settle();
    world.platforms.server.emulator.kick.redeliver(redemption.deliveries[0]!.messageId);
    await world.settle();
    const { counters } = (await ok('GET', '/api/bot/counters')) as { counters: Counter[] };
    expect(counters.map((c) => [c.name, c.value])).toEqual([['deaths', 8]]);
    expect(statusOnKick(redemption.id)).toBe('accepted');
    const [logged] = await world.redemptions(me.token);
    expect(logged!.actions).toEqual([{ type: 'counter', ok: true, note: 'deaths is now 8' }]);
  });

  it('rejects (refunds) a counter action whose counter does not exist', async () => {
    const reward = await world.createReward(me.token, {
      title: 'Ghost',
      cost: 20,
      actions: [{ type: 'counter', name: 'ghosts' }],
    });
    const redemption = world.redeem(reward.kickRewardId, 'pixel_pat');
    await world.settle();
    expect(statusOnKick(redemption.id)).toBe('rejected');
    const [logged] = await world.redemptions(me.token);
    expect(logged!.outcome).toBe('Action 1 (counter) failed: No counter named "ghosts"');
  });

  it('queues the typed song, says so in chat; a refused request is rejected with the reason', async () => {
    await connectSpotify(world.app, me.token);
    await ok('PUT', '/api/song-requests/settings', { enabled: true });
    const reward = await world.createReward(me.token, {
      title: 'Song',
      cost: 300,
      userInputRequired: true,
      actions: [{ type: 'song-request' }],
    });
    const queued = world.redeem(reward.kickRewardId, 'pixel_pat', 'Playinwitme');
    await world.settle();
    expect(statusOnKick(queued.id)).toBe('accepted');
    expect(world.botLines()).toEqual(['@pixel_pat queued "Playinwitme" at #1.']);
    const view = (await ok('GET', '/api/song-requests')) as SongRequestsOverview;
    expect(view.queue.map((r) => [r.track.title, r.requester.name])).toEqual([
      ['Playinwitme', 'pixel_pat'],
    ]);

    const missing = world.redeem(reward.kickRewardId, 'sub_sam', 'zzzz qqqq');
    await world.settle();
    expect(statusOnKick(missing.id)).toBe('rejected');
    expect(world.botLines().at(-1)).toBe('@sub_sam no song found for "zzzz qqqq".');
    await ok('PUT', '/api/song-requests/settings', { enabled: false });
    const off = world.redeem(reward.kickRewardId, 'vip_vic', 'Gülpembe');
    await world.settle();
    expect(statusOnKick(off.id)).toBe('rejected');
    const outcomes = (await world.redemptions(me.token)).map((r) => [r.viewer, r.outcome]);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        ['sub_sam', 'Action 1 (song request) failed: @sub_sam no song found for "zzzz qqqq".'],
        ['vip_vic', 'Action 1 (song request) failed: @vip_vic song requests are off right now.'],
      ]),
    );
    expect(((await ok('GET', '/api/song-requests')) as SongRequestsOverview).queue).toHaveLength(1);
  });

  it('refuses a song request action on a reward that asks for no text (400 naming the field)', async () => {
    const created = await world.api('POST', '/api/rewards', me.token, {
      title: 'Song',
      cost: 300,
      actions: [{ type: 'song-request' }],
    });
    expect(created.statusCode).toBe(400);
    expect(created.body).toContain('userInputRequired');
    expect(created.body).toContain('Viewer types a text');
    const reward = await world.createReward(me.token, {
      title: 'Song',
      cost: 300,
      userInputRequired: true,
      actions: [{ type: 'song-request' }],
    });
    const off = await world.api('PATCH', `/api/rewards/${reward.id}`, me.token, {
      userInputRequired: false,
    });
    expect(off.statusCode).toBe(400);
    expect(off.body).toContain('userInputRequired');
  });

  it('enters the redeemer in the open giveaway; none open is a refund', async () => {
    const reward = await world.createReward(me.token, {
      title: 'Ticket',
      cost: 50,
      actions: [{ type: 'giveaway-entry' }],
    });
    const early = world.redeem(reward.kickRewardId, 'pixel_pat');
    await world.settle();
    expect(statusOnKick(early.id)).toBe('rejected');
    expect((await world.redemptions(me.token))[0]!.outcome).toBe(
      'Action 1 (giveaway entry) failed: No giveaway is open',
    );

    const giveaway = (await ok('POST', '/api/bot/giveaways', { title: 'A game key' })) as {
      id: string;
    };
    const entered = world.redeem(reward.kickRewardId, 'pixel_pat');
    await world.settle();
    expect(statusOnKick(entered.id)).toBe('accepted');
    const { entries } = (await ok('GET', `/api/bot/giveaways/${giveaway.id}/entries`)) as {
      entries: GiveawayEntry[];
    };
    expect(entries.map((e) => [e.viewerName, e.source])).toEqual([['pixel_pat', 'reward']]);
    const twice = world.redeem(reward.kickRewardId, 'pixel_pat');
    await world.settle();
    expect(statusOnKick(twice.id)).toBe('rejected');
  });
});
