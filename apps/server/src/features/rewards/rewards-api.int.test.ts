import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { SEED } from '@kyo/emulator';
import type { Reward, RewardsList } from '@kyo/contracts';
import { describeEachDatabase } from '../../../test/db';
import { STREAMER, startRewardsWorld, type RewardsWorld } from '../../../test/rewards-world';
import { signUp } from '../../../test/factories';

describeEachDatabase('channel-point rewards API', (db) => {
  let world: RewardsWorld;
  beforeAll(async () => {
    world = await startRewardsWorld(db());
  }, 60_000);
  afterAll(() => world.close());
  beforeEach(() => world.reset());

  const emulator = () => world.platforms.server.emulator;
  const list = async (token: string) => {
    const response = await world.api('GET', '/api/rewards', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RewardsList>();
  };

  it('creates a reward on Kick with Kyo’s own settings, and lists the channel’s other rewards read-only', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, {
      title: 'Hydrate',
      cost: 200,
      description: 'Drink some water',
      backgroundColor: '#00E701',
      userInputRequired: true,
      cooldownSeconds: 30,
      actions: [{ type: 'chat', template: '{user} says: drink! ({input})' }],
    });
    expect(reward).toMatchObject({
      title: 'Hydrate',
      cost: 200,
      backgroundColor: '#00e701',
      userInputRequired: true,
      skipQueue: false,
      cooldownSeconds: 30,
      approval: 'auto',
      sync: 'synced',
    });
    const onKick = emulator().rewards.rewards(STREAMER);
    expect(onKick.find((r) => r.id === reward.kickRewardId)).toMatchObject({
      title: 'Hydrate',
      cost: 200,
      createdBy: 'Kyo',
    });

    const listed = await list(me.token);
    expect(listed).toMatchObject({ kick: 'ok', limit: 15, used: 2, message: null });
    expect(listed.rewards.map((r) => r.title)).toEqual(['Hydrate']);
    expect(listed.others).toEqual([
      expect.objectContaining({
        kickRewardId: SEED.kick.nativeRewardId,
        title: 'Choose the next game',
      }),
    ]);
  });

  it('follows changes made on Kick’s side, and marks a reward deleted there as missing', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, { title: 'Stretch', cost: 100 });
    emulator().rewards.updateReward({
      broadcasterUserId: STREAMER,
      rewardId: reward.kickRewardId,
      title: 'Stretch now',
      cost: 150,
      is_paused: true,
    });
    let mine = (await list(me.token)).rewards[0]!;
    expect(mine).toMatchObject({ title: 'Stretch now', cost: 150, paused: true, sync: 'synced' });

    emulator().rewards.deleteReward({ broadcasterUserId: STREAMER, rewardId: reward.kickRewardId });
    mine = (await list(me.token)).rewards[0]!;
    expect(mine.sync).toBe('missing');
    const edit = await world.api('PATCH', `/api/rewards/${reward.id}`, me.token, { cost: 5 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ message: expect.stringContaining('deleted on Kick') });
    // Kyo's own settings still change; the reward can be made again on Kick.
    const actions = await world.api('PATCH', `/api/rewards/${reward.id}`, me.token, {
      actions: [{ type: 'alert' }],
    });
    expect(actions.statusCode, actions.body).toBe(200);
    const restored = await world.api('POST', `/api/rewards/${reward.id}/restore`, me.token);
    expect(restored.statusCode, restored.body).toBe(200);
    const back = restored.json<Reward>();
    expect(back).toMatchObject({
      sync: 'synced',
      title: 'Stretch now',
      actions: [{ type: 'alert' }],
    });
    expect(back.kickRewardId).not.toBe(reward.kickRewardId);
    expect(
      emulator()
        .rewards.rewards(STREAMER)
        .map((r) => r.id),
    ).toContain(back.kickRewardId);
  });

  it('edits and pauses on Kick, and deletes on both sides', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, { title: 'Dance', cost: 300 });
    world.platforms.clock.advance(1_000);
    const paused = await world.api('PATCH', `/api/rewards/${reward.id}`, me.token, {
      paused: true,
      cost: 350,
    });
    expect(paused.json()).toMatchObject({ paused: true, cost: 350 });
    expect(
      emulator()
        .rewards.rewards(STREAMER)
        .find((r) => r.title === 'Dance'),
    ).toMatchObject({
      paused: true,
      cost: 350,
    });
    world.platforms.clock.advance(1_000);
    const deleted = await world.api('DELETE', `/api/rewards/${reward.id}`, me.token);
    expect(deleted.statusCode).toBe(204);
    expect(
      emulator()
        .rewards.rewards(STREAMER)
        .map((r) => r.title),
    ).not.toContain('Dance');
    expect((await list(me.token)).rewards).toEqual([]);
    // Each change is on the status page's "Recent changes", with who made it.
    await world.app.services.bus.drain();
    const changes = await world.api('GET', '/api/bot/changes', me.token);
    expect(
      changes
        .json<{ changes: Array<{ action: string; subject: string; actor: { id: string } }> }>()
        .changes.filter((c) => c.action.startsWith('reward.'))
        .map((c) => [c.action, c.subject, c.actor.id === me.userId]),
    ).toEqual([
      ['reward.deleted', 'Dance', true],
      ['reward.updated', 'Dance', true],
      ['reward.created', 'Dance', true],
    ]);
  });

  it('explains Kick’s 15-reward limit before calling Kick, counting rewards of other apps', async () => {
    const me = await world.streamer();
    for (let i = 1; i <= 14; i++) await world.createReward(me.token, { title: `R${i}`, cost: i });
    const calls = world.kickCalls.length;
    const sixteenth = await world.api('POST', '/api/rewards', me.token, { title: 'More', cost: 1 });
    expect(sixteenth.statusCode).toBe(409);
    expect(sixteenth.json()).toMatchObject({
      error: 'limit_reached',
      message: expect.stringContaining('15 rewards'),
    });
    expect(world.kickCalls.slice(calls)).toEqual(['GET /rewards']);
    expect(await list(me.token)).toMatchObject({ used: 15 });
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const me = await world.streamer();
    const bad = async (body: object, field: string) => {
      const response = await world.api('POST', '/api/rewards', me.token, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    };
    await bad({ title: '', cost: 10 }, 'title');
    await bad({ title: 'x'.repeat(51), cost: 10 }, 'title');
    await bad({ title: 'Ok', cost: 0 }, 'cost');
    await bad({ title: 'Ok', cost: 1.5 }, 'cost');
    await bad({ title: 'Ok', cost: 10, backgroundColor: 'red' }, 'backgroundColor');
    await bad({ title: 'Ok\u0000', cost: 10 }, 'title');
    await bad({ title: 'Ok', cost: 10, description: null }, 'description');
    await bad({ title: 'Ok', cost: 10, actions: [{ type: 'tts' }] }, 'actions.0.type');
    await bad(
      { title: 'Ok', cost: 10, actions: [{ type: 'chat', template: 'Hi {usr}' }] },
      'actions.0.template',
    );
    await bad({ title: 'Ok', cost: 10, skipQueue: true, approval: 'moderator' }, 'approval');
    await bad({ title: 'Ok', cost: 10, skipQueue: true, cooldownSeconds: 60 }, 'cooldownSeconds');
    await bad(
      { title: 'Ok', cost: 10, actions: Array.from({ length: 6 }, () => ({ type: 'alert' })) },
      'actions',
    );
    const reward = await world.createReward(me.token, { title: 'Ok', cost: 10 });
    const merged = await world.api('PATCH', `/api/rewards/${reward.id}`, me.token, {
      skipQueue: true,
      cooldownSeconds: 5,
    });
    expect(merged.json()).toMatchObject({ field: 'cooldownSeconds' });
    const unknownId = await world.api(
      'PATCH',
      '/api/rewards/00000000-0000-7000-8000-000000000000',
      me.token,
      { cost: 1 },
    );
    expect(unknownId.statusCode).toBe(404);
    expect((await world.api('PATCH', '/api/rewards/nope', me.token, {})).statusCode).toBe(400);
    expect(emulator().rewards.rewards(STREAMER)).toHaveLength(2);
  });

  it('keeps working without the rewards scopes, and says to reconnect', async () => {
    const me = await world.streamer({
      scopes: 'user:read channel:read chat:write events:subscribe',
    });
    const listed = await list(me.token);
    expect(listed).toMatchObject({ kick: 'missing_scope', rewards: [], others: [] });
    expect(listed.message).toContain('reconnect Kick');
    const create = await world.api('POST', '/api/rewards', me.token, { title: 'x', cost: 1 });
    expect(create.statusCode).toBe(409);
    expect(create.json()).toMatchObject({ error: 'kick_missing_scope' });
    const profile = await world.api('GET', '/api/user/me', me.token);
    expect(
      profile.json<{ connections: { kick: { missingScopes: string[] } } }>().connections.kick,
    ).toMatchObject({
      missingScopes: expect.arrayContaining(['channel:rewards:read', 'channel:rewards:write']),
    });
  });

  it('says Kick is down instead of failing, and lists what Kyo knows', async () => {
    const me = await world.streamer();
    await world.createReward(me.token, { title: 'Kept', cost: 10 });
    emulator().faults.add({ provider: 'kick', pathContains: '/channels/rewards', status: 503 });
    const listed = await list(me.token);
    expect(listed).toMatchObject({ kick: 'unavailable', rewards: [{ title: 'Kept' }] });
    const create = await world.api('POST', '/api/rewards', me.token, { title: 'x', cost: 1 });
    expect(create.statusCode).toBe(503);
  });

  it('lets a moderator of the channel manage its rewards, and nobody else', async () => {
    const me = await world.streamer();
    const stranger = await signUp(world.app);
    const mine = await world.createReward(me.token, { title: 'Mine', cost: 10 });
    const peek = await world.api('GET', `/api/rewards?owner=${me.userId}`, stranger.token);
    expect(peek.statusCode).toBe(403);
    const edit = await world.api(
      'PATCH',
      `/api/rewards/${mine.id}?owner=${me.userId}`,
      stranger.token,
      { cost: 1 },
    );
    expect(edit.statusCode).toBe(403);
    // Another streamer's own list does not show it; its id is not theirs.
    const other = await world.api('PATCH', `/api/rewards/${mine.id}`, stranger.token, { cost: 1 });
    expect(other.statusCode).toBe(404);
    const invited = await world.api('POST', '/api/user/moderators', me.token, {
      username: stranger.username,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const asMod = await world.api(
      'PATCH',
      `/api/rewards/${mine.id}?owner=${me.userId}`,
      stranger.token,
      { cost: 11 },
    );
    expect(asMod.statusCode, asMod.body).toBe(200);
  });
});
