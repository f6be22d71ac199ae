import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ChannelEvent } from '@kyo/contracts';
import { buildTestApp } from './app';
import { describeEachDatabase } from './db';
import { STREAMER, startRewardsWorld, type RewardsWorld } from './rewards-world';
import { ACTION_TIMEOUT_MS } from '../src/features/rewards/actions/registry';
import { RECOVER_MS } from '../src/features/rewards/redemptions.service';

/**
 * Two app instances on one database, each deciding webhook duplicates alone in memory (no Redis):
 * only the redemption's claim in the database keeps its actions to one run.
 */
describeEachDatabase('channel points on two nodes', (db) => {
  let world: RewardsWorld;
  let second: FastifyInstance;
  beforeAll(async () => {
    world = await startRewardsWorld(db(), { deps: { tuning: { obsTimeoutMs: 30_000 } } });
    second = await buildTestApp(db(), {
      config: world.platforms.config({ BOT_CHAT_RATE_PER_SECOND: '1000', BOT_CHAT_BURST: '1000' }),
      clock: world.platforms.clock,
      tuning: { obsTimeoutMs: 30_000 },
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await second.close();
    await world.close();
  });
  beforeEach(() => world.reset());

  const statusOnKick = (id: string) =>
    world.platforms.server.emulator.rewards.redemptions(STREAMER).find((r) => r.id === id)?.status;
  const settleBoth = async () => {
    await world.settle();
    await second.services.bus.drain();
    await second.rewards.idle();
    await second.bot.idle();
    await world.settle();
  };

  it('runs a redemption that both nodes receive at once only once', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, {
      title: 'Twice?',
      cost: 10,
      actions: [{ type: 'chat', template: 'only once for {user}' }],
    });
    // The emulator delivers to the first node; the same event reaches the second one as well.
    let event: ChannelEvent | undefined;
    const stop = world.app.services.bus.subscribe('kick.event', (e) => {
      if (e.kind === 'redemption') event = e;
    });
    const redemption = world.redeem(reward.kickRewardId, 'pixel_pat');
    await world.platforms.server.emulator.whenIdle();
    stop();
    second.services.bus.publish('kick.event', event!);
    await settleBoth();
    expect(world.botLines()).toEqual(['only once for pixel_pat']);
    expect(statusOnKick(redemption.id)).toBe('accepted');

    // A redelivery to the other node (its own memory has never seen the message id).
    const [delivery] = redemption.deliveries;
    const secondUrl = `http://127.0.0.1:${(second.server.address() as { port: number }).port}/api/kick/webhook`;
    world.platforms.server.emulator.kick.setWebhookUrl(secondUrl);
    world.platforms.server.emulator.kick.redeliver(delivery!.messageId);
    await settleBoth();
    expect(world.botLines()).toEqual(['only once for pixel_pat']);
  });

  it('takes over a redemption whose node died mid-action within 90 s: the action in flight is not run again', async () => {
    const me = await world.streamer();
    // The display in OBS is connected to the first node and will not answer: its node "dies" there.
    const { socket } = await world.display(me.token, 'subscribe', { level: 4, scenes: ['Cam'] });
    const reward = await world.createReward(me.token, {
      title: 'Cam + chat',
      cost: 10,
      actions: [
        { type: 'chat', template: 'before the switch' },
        { type: 'obs-scene', scene: 'Cam' },
        { type: 'chat', template: 'after the switch' },
      ],
    });
    const redemption = world.redeem(reward.kickRewardId, 'pixel_pat');
    const command = await socket.next('obs.scene', 10_000);
    // The first node hangs in action 2, as a dead node would. The second node's recovery, every
    // RECOVER_MS, leaves the run while its action may still finish, and takes it within 90 s.
    let waited = 0;
    let recovered = { runs: 0, decisions: 0 };
    while (recovered.runs === 0 && waited < 5 * 60_000) {
      world.platforms.clock.advance(RECOVER_MS);
      waited += RECOVER_MS;
      recovered = await second.rewards.recover();
    }
    expect(recovered).toEqual({ runs: 1, decisions: 0 });
    expect(waited).toBeGreaterThan(ACTION_TIMEOUT_MS);
    expect(waited).toBeLessThanOrEqual(90_000);
    await second.rewards.idle();
    await second.bot.idle();
    await world.platforms.server.emulator.whenIdle();
    expect(statusOnKick(redemption.id)).toBe('rejected');
    const [logged] = await world.redemptions(me.token);
    expect(logged!.outcome).toContain(
      'Action 2 (OBS scene switch) was interrupted by a restart: it may or may not have happened',
    );
    expect(logged!.actions.map((a) => [a.type, a.ok])).toEqual([
      ['chat', true],
      ['obs-scene', false],
    ]);
    // The first node was only slow: its late answer changes nothing.
    socket.send({ type: 'obs.result', id: command.id, ok: true });
    await settleBoth();
    expect(world.botLines()).toEqual(['before the switch']);
    expect((await world.redemptions(me.token))[0]!.actions).toHaveLength(2);
  });

  it('resumes, on restart, the actions that had not started', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, {
      title: 'Resume',
      cost: 10,
      actions: [{ type: 'chat', template: 'resumed for {user}' }],
    });
    // As if a node claimed it and died before its first action: the row waits, leased.
    await db().db.execute(sql`
      insert into reward_redemptions (id, user_id, reward_id, kick_reward_id, reward_title, cost,
        viewer_name, input, redeemed_at, state, kick_status, needs_decision, plan, step, lease_until)
      values ('01JRESUME0000000000000000', ${me.userId}, ${reward.id}, ${reward.kickRewardId},
        'Resume', 10, 'ghost', '', now(), 'running', 'pending', true,
        ${JSON.stringify(reward.actions)}::jsonb, 0, now() + interval '1 hour')`);
    expect(await second.rewards.recover({ all: true })).toEqual({ runs: 1, decisions: 0 });
    await settleBoth();
    expect(world.botLines()).toEqual(['resumed for ghost']);
    expect((await world.redemptions(me.token))[0]).toMatchObject({
      state: 'error',
      outcome: expect.stringContaining('NOT_FOUND'),
    });
  });
});
