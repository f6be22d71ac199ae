import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { SEED } from '@kyo/emulator';
import { apiEventSchemaOf, type ApiEvent } from '@kyo/contracts';
import type { AppEvents } from '../../app-events';
import { describeEachDatabase } from '../../../test/db';
import { STREAMER, startRewardsWorld, type RewardsWorld } from '../../../test/rewards-world';

describeEachDatabase('channel-point redemptions', (db) => {
  let world: RewardsWorld;
  let settled: AppEvents['reward.redemption'][];
  let apiEvents: ApiEvent[];
  beforeAll(async () => {
    // Decisions wait for `settle()` (or 25 of them): batches are exact, whatever the load.
    world = await startRewardsWorld(db(), { deps: { tuning: { decisionLingerMs: 60_000 } } });
    world.app.services.bus.subscribe('reward.redemption', (event) => void settled.push(event));
    world.app.services.bus.subscribe('api.event', (event) => void apiEvents.push(event));
  }, 60_000);
  afterAll(() => world.close());
  beforeEach(async () => {
    await world.reset();
    settled = [];
    apiEvents = [];
  });

  const emulator = () => world.platforms.server.emulator;
  const statusOnKick = (id: string) =>
    emulator()
      .rewards.redemptions(STREAMER)
      .find((r) => r.id === id)?.status;

  it('runs a reward’s chat line and has Kick accept the redemption', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, {
      title: 'Hydrate',
      cost: 100,
      userInputRequired: true,
      actions: [
        { type: 'chat', template: '{user} wants you to drink: {input} ({cost} for {reward})' },
      ],
    });
    const redemption = world.redeem(reward.kickRewardId, 'pixel_pat', 'water break <b>now</b>');
    await world.settle();
    expect(world.botLines()).toEqual([
      'pixel_pat wants you to drink: water break <b>now</b> (100 for Hydrate)',
    ]);
    expect(statusOnKick(redemption.id)).toBe('accepted');
    const [logged] = await world.redemptions(me.token);
    expect(logged).toMatchObject({
      id: redemption.id,
      rewardId: reward.id,
      viewer: 'pixel_pat',
      input: 'water break <b>now</b>',
      state: 'accepted',
      kickStatus: 'accepted',
      decidedBy: 'Kyo',
      actions: [{ type: 'chat', ok: true, note: 'Posted in chat' }],
    });
    expect(settled).toEqual([
      expect.objectContaining({ redemptionId: redemption.id, state: 'accepted', outcome: null }),
    ]);
    // The public API hands it on (webhooks, the event WebSocket) in its documented shape.
    await world.app.services.bus.drain();
    const handled = apiEvents
      .filter((e) => e.type === 'reward.redemption')
      .map((e) => apiEventSchemaOf('reward.redemption').parse(e));
    expect(
      handled.map((e) => [e.id, e.data.state, e.data.reward.id, e.data.viewer.username]),
    ).toEqual([[`reward:${redemption.id}:accepted`, 'accepted', reward.id, 'pixel_pat']]);
    expect(handled[0]!.data.user_input).toBe('water break <b>now</b>');
  });

  it('rejects (refunds) when an action fails, with the reason in the log, and runs nothing after it', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, {
      title: 'Scene',
      cost: 50,
      actions: [
        { type: 'obs-scene', scene: 'Cam' },
        { type: 'chat', template: 'never said' },
      ],
    });
    const redemption = world.redeem(reward.kickRewardId, 'sub_sam');
    await world.settle();
    expect(statusOnKick(redemption.id)).toBe('rejected');
    expect(world.botLines()).toEqual([]);
    const [logged] = await world.redemptions(me.token, 'problems');
    expect(logged).toMatchObject({ state: 'rejected', decidedBy: 'Kyo' });
    expect(logged!.outcome).toMatch(
      /^Action 1 \(OBS scene switch\) failed: No Kyo display is open in OBS/,
    );
    expect(logged!.actions).toEqual([
      { type: 'obs-scene', ok: false, note: expect.stringContaining('No Kyo display') },
    ]);
  });

  it('rejects when Kick refuses the chat line, and when the bot is switched off', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, {
      title: 'Shout',
      cost: 10,
      actions: [{ type: 'chat', template: 'hey {user}' }],
    });
    emulator().faults.add({ provider: 'kick', pathContains: '/public/v1/chat', status: 500 });
    const refused = world.redeem(reward.kickRewardId, 'sub_sam');
    await world.settle();
    emulator().faults.clear();
    expect(statusOnKick(refused.id)).toBe('rejected');
    const off = await world.api('PUT', '/api/bot/settings', me.token, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    world.platforms.clock.advance(10_000);
    const silent = world.redeem(reward.kickRewardId, 'pixel_pat');
    await world.settle();
    expect(statusOnKick(silent.id)).toBe('rejected');
    const outcomes = (await world.redemptions(me.token)).map((r) => r.outcome);
    expect(outcomes[0]).toContain('The bot is switched off');
    expect(outcomes[1]).toContain('Kick is not answering');
    expect(world.botLines()).toEqual([]);
  });

  it('only runs a reward that skips the queue: nothing to accept', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, {
      title: 'Now',
      cost: 5,
      skipQueue: true,
      actions: [{ type: 'chat', template: 'instant for {user}' }],
    });
    world.redeem(reward.kickRewardId, 'vip_vic');
    await world.settle();
    expect(world.botLines()).toEqual(['instant for vip_vic']);
    expect(world.kickCalls.filter((c) => c.includes('/redemptions/'))).toEqual([]);
    expect((await world.redemptions(me.token))[0]).toMatchObject({
      state: 'done',
      decidedBy: 'Kick',
    });
  });

  it('runs each redemption once, however often Kick delivers it', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, {
      title: 'Once',
      cost: 5,
      actions: [{ type: 'chat', template: 'once for {user}' }],
    });
    const redemption = world.redeem(reward.kickRewardId, 'pixel_pat');
    await world.settle();
    // The same message again, and the same redemption under a new message id.
    const [delivery] = redemption.deliveries;
    emulator().kick.redeliver(delivery!.messageId);
    const again = (await world.redemptions(me.token))[0]!;
    world.app.services.bus.publish('kick.event', {
      kind: 'redemption',
      id: 'another-message-id',
      source: 'channel.reward.redemption.updated',
      ownerId: me.userId,
      broadcasterUserId: STREAMER,
      channelName: 'kyo_demo',
      at: 0,
      sentAt: 0,
      receivedAt: 0,
      redemptionId: again.id,
      status: 'pending',
      reward: { id: reward.kickRewardId, title: 'Once', cost: 5, description: null },
      redeemer: {
        id: 1,
        name: 'pixel_pat',
        anonymous: false,
        color: null,
        badges: [],
        avatar: null,
      },
      input: '',
    });
    await world.settle();
    expect(world.botLines()).toEqual(['once for pixel_pat']);
    expect(await world.redemptions(me.token)).toHaveLength(1);
    expect(world.kickCalls.filter((c) => c === 'POST /rewards/redemptions/accept')).toHaveLength(1);
  });

  it('accepts thirty redemptions in two calls of at most 25 ids', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, { title: 'Tap', cost: 1 });
    const ids = Array.from(
      { length: 30 },
      (_, i) => world.redeem(reward.kickRewardId, `fan_${i}`).id,
    );
    await world.settle();
    expect(world.kickCalls.filter((c) => c === 'POST /rewards/redemptions/accept')).toHaveLength(2);
    expect(ids.map(statusOnKick)).toEqual(ids.map(() => 'accepted'));
  });

  it('keeps a moderator-approved reward waiting; a moderator accepts or rejects it by hand', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, {
      title: 'Song',
      cost: 500,
      approval: 'moderator',
      userInputRequired: true,
      actions: [{ type: 'chat', template: 'queued {input}' }],
    });
    const first = world.redeem(reward.kickRewardId, 'pixel_pat', 'Song A');
    await world.settle();
    world.platforms.clock.advance(1000);
    const second = world.redeem(reward.kickRewardId, 'sub_sam', 'Song B');
    await world.settle();
    expect(world.botLines()).toEqual([]);
    const pending = await world.redemptions(me.token, 'pending');
    expect(pending.map((r) => [r.input, r.state])).toEqual([
      ['Song B', 'waiting'],
      ['Song A', 'waiting'],
    ]);
    const decided = await world.api('POST', '/api/rewards/redemptions/decide', me.token, {
      ids: [first.id],
      decision: 'accept',
    });
    expect(decided.json()).toEqual({ results: [{ id: first.id, ok: true, message: null }] });
    const rejected = await world.api('POST', '/api/rewards/redemptions/decide', me.token, {
      ids: [second.id, 'unknown-id'],
      decision: 'reject',
    });
    expect(rejected.json<{ results: unknown[] }>().results).toEqual([
      { id: second.id, ok: true, message: null },
      { id: 'unknown-id', ok: false, message: 'No such redemption in this channel' },
    ]);
    await world.settle();
    expect(world.botLines()).toEqual(['queued Song A']);
    expect([statusOnKick(first.id), statusOnKick(second.id)]).toEqual(['accepted', 'rejected']);
    // Who rejected it is said once ("Rejected by X by X" on the page before).
    const logged = (await world.redemptions(me.token, 'all')).find((r) => r.id === second.id);
    expect(logged).toMatchObject({ state: 'rejected', outcome: null });
    expect(logged!.decidedBy).toBeTruthy();
    const again = await world.api('POST', '/api/rewards/redemptions/decide', me.token, {
      ids: [first.id],
      decision: 'reject',
    });
    expect(again.json()).toEqual({
      results: [{ id: first.id, ok: false, message: 'Already handled' }],
    });
    const bad = await world.api('POST', '/api/rewards/redemptions/decide', me.token, {
      ids: [],
      decision: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('follows a decision made on Kick’s own dashboard', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, {
      title: 'Wait',
      cost: 10,
      approval: 'moderator',
      actions: [{ type: 'chat', template: 'approved on Kick' }],
    });
    const a = world.redeem(reward.kickRewardId, 'pixel_pat');
    await world.settle();
    world.platforms.clock.advance(1000);
    const b = world.redeem(reward.kickRewardId, 'sub_sam');
    await world.settle();
    emulator().rewards.decide({
      broadcasterUserId: STREAMER,
      redemptionId: a.id,
      decision: 'accept',
    });
    emulator().rewards.decide({
      broadcasterUserId: STREAMER,
      redemptionId: b.id,
      decision: 'reject',
    });
    await world.settle();
    expect(world.botLines()).toEqual(['approved on Kick']);
    const log = await world.redemptions(me.token);
    expect(log.map((r) => [r.viewer, r.state, r.decidedBy])).toEqual([
      ['sub_sam', 'rejected', 'Kick'],
      ['pixel_pat', 'done', 'Kick'],
    ]);
  });

  it('rejects a redemption inside the reward’s cooldown', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, {
      title: 'Rare',
      cost: 10,
      cooldownSeconds: 60,
    });
    const first = world.redeem(reward.kickRewardId, 'pixel_pat');
    const early = world.redeem(reward.kickRewardId, 'sub_sam');
    await world.settle();
    world.platforms.clock.advance(61_000);
    const later = world.redeem(reward.kickRewardId, 'vip_vic');
    await world.settle();
    expect([first, early, later].map((r) => statusOnKick(r.id))).toEqual([
      'accepted',
      'rejected',
      'accepted',
    ]);
    expect((await world.redemptions(me.token, 'problems'))[0]!.outcome).toBe(
      'The reward was on its 60 s cooldown',
    );
  });

  it('tells Kick again when it did not answer, and logs rewards Kyo did not make', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, { title: 'Retry', cost: 10 });
    emulator().faults.add({
      provider: 'kick',
      pathContains: '/redemptions/accept',
      status: 503,
      count: 1,
    });
    const r = world.redeem(reward.kickRewardId, 'pixel_pat');
    const native = world.redeem(SEED.kick.nativeRewardId, 'sub_sam', 'Minecraft');
    await world.settle();
    expect(statusOnKick(r.id)).toBe('pending');
    expect((await world.redemptions(me.token, 'pending'))[0]).toMatchObject({ state: 'accepting' });
    world.platforms.clock.advance(31_000);
    expect(await world.app.rewards.recover()).toEqual({ runs: 0, decisions: 1 });
    await world.settle();
    expect(statusOnKick(r.id)).toBe('accepted');
    const log = await world.redemptions(me.token);
    expect(log.find((x) => x.id === native.id)).toMatchObject({
      state: 'external',
      rewardId: null,
      input: 'Minecraft',
    });
    expect(statusOnKick(native.id)).toBe('pending');
  });
});
