import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { REALTIME_PATH, type AlertControl, type LiveActivity, type Timer } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { bearer, signUp } from './factories';
import { STREAMER, startRewardsWorld, type RewardsWorld } from './rewards-world';
import { TestSocket } from './test-socket';

describeEachDatabase('live cockpit: activity feed, replay, alert queue, dock', (db) => {
  let world: RewardsWorld;
  beforeAll(async () => {
    world = await startRewardsWorld(db());
  }, 60_000);
  afterAll(() => world.close());
  beforeEach(() => world.reset());

  const emulator = () => world.platforms.server.emulator;
  const feed = async (token: string, query = '') => {
    const response = await world.api('GET', `/api/live/activity${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ activity: LiveActivity[] }>().activity;
  };

  it('records every follow, sub, gift and Kicks once, newest first, filtered by kind', async () => {
    const me = await world.streamer();
    emulator().kick.follow({ broadcasterUserId: STREAMER, username: 'fan_one' });
    await world.settle();
    world.platforms.clock.advance(1_000);
    emulator().kick.resubscribe({ broadcasterUserId: STREAMER, username: 'sub_one', months: 3 });
    await world.settle();
    world.platforms.clock.advance(1_000);
    emulator().kick.giftKicks({
      broadcasterUserId: STREAMER,
      username: 'big_spender',
      amount: 500,
      message: 'gg',
    });
    await world.settle();
    const all = await feed(me.token);
    expect(all.map((row) => [row.kind, row.name, row.amount])).toEqual([
      ['kicks', 'big_spender', 500],
      ['renewal', 'sub_one', 3],
      ['follow', 'fan_one', null],
    ]);
    expect(all[0]!.message).toBe('gg');
    expect((await feed(me.token, '?kind=follow')).map((row) => row.name)).toEqual(['fan_one']);
    const bad = await world.api('GET', '/api/live/activity?kind=raid', me.token);
    expect(bad.statusCode).toBe(400);
  });

  it('replays a follow on the follower alert without counting it or posting the chat alert again', async () => {
    const me = await world.streamer();
    const { socket } = await world.display(me.token, 'follower-alert');
    const dashboard = await TestSocket.open(`${world.url.replace('http', 'ws')}${REALTIME_PATH}`);
    dashboard.send({ type: 'hello', role: 'dashboard', token: me.token });
    await dashboard.next('health');
    emulator().kick.follow({ broadcasterUserId: STREAMER, username: 'fan_one' });
    await world.settle();
    const live = await dashboard.next('live.activity');
    expect(live).toMatchObject({ activity: { kind: 'follow', name: 'fan_one' } });
    const first = await socket.next('event');
    expect(first).toMatchObject({ event: { kind: 'follow', name: 'fan_one' } });
    expect(first.test).toBeUndefined();
    const chatBefore = world.botLines().length;
    const [row] = await feed(me.token);

    const replayed = await world.api('POST', `/api/live/activity/${row!.id}/replay`, me.token);
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json()).toEqual({ widgets: 1 });
    const again = await socket.next('event');
    expect(again).toMatchObject({ event: { kind: 'follow', name: 'fan_one' }, test: true });
    await world.settle();
    expect(world.botLines().length).toBe(chatBefore);
    expect(await feed(me.token)).toHaveLength(1);

    const other = await world.streamer({ account: 1002 });
    const foreign = await world.api('POST', `/api/live/activity/${row!.id}/replay`, other.token);
    expect(foreign.statusCode).toBe(404);
    dashboard.close();
  });

  it('pauses, mutes, skips and clears the alert displays; a display that connects later is paused too', async () => {
    const me = await world.streamer();
    const { socket } = await world.display(me.token, 'subscribe');
    const paused = await world.api('PUT', '/api/live/alerts', me.token, {
      paused: true,
      muteMinutes: 10,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const control = paused.json<AlertControl>();
    expect(control.paused).toBe(true);
    expect(Date.parse(control.mutedUntil!)).toBe(world.platforms.clock.now() + 10 * 60_000);
    expect(await socket.next('alerts')).toMatchObject({ paused: true, clear: false });

    const { socket: later } = await world.display(me.token, 'follower-alert');
    const snapshot = later.received.find((m) => m.type === 'snapshot')!;
    expect(snapshot.alerts).toEqual({ paused: true, mutedUntil: Date.parse(control.mutedUntil!) });

    expect((await world.api('POST', '/api/live/alerts/skip', me.token)).json()).toEqual({
      widgets: 2,
    });
    await socket.next('skip');
    expect((await world.api('POST', '/api/live/alerts/clear', me.token)).statusCode).toBe(200);
    expect(await socket.next('alerts')).toMatchObject({ paused: true, clear: true });

    const resumed = await world.api('PUT', '/api/live/alerts', me.token, {
      paused: false,
      muteMinutes: 0,
    });
    expect(resumed.json()).toEqual({ paused: false, mutedUntil: null });
    // The later display heard the clear, then the resume.
    expect(await later.next('alerts')).toMatchObject({ paused: true, clear: true });
    expect(await later.next('alerts')).toMatchObject({ paused: false, mutedUntil: null });
    const tooLong = await world.api('PUT', '/api/live/alerts', me.token, { muteMinutes: 9999 });
    expect(tooLong.statusCode).toBe(400);
    expect((await world.api('GET', '/api/live/alerts', me.token)).json()).toEqual({
      paused: false,
      mutedUntil: null,
    });
  });

  it('opens the dock with its own key, without a session; a rotated or revoked key is refused', async () => {
    const me = await world.streamer();
    expect((await world.api('GET', '/api/live/dock', me.token)).json()).toEqual({ url: null });
    const rotated = await world.api('POST', '/api/live/dock/rotate', me.token);
    const url = rotated.json<{ url: string }>().url;
    expect(url).toMatch(/\/dock\/live\/[\w-]{32}$/);
    const key = url.split('/').pop()!;
    emulator().kick.follow({ broadcasterUserId: STREAMER, username: 'fan_one' });
    await world.settle();

    const view = await world.app.inject({ method: 'GET', url: `/api/live-dock/${key}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      stream: { kick: 'ok' },
      activity: [{ kind: 'follow', name: 'fan_one' }],
      alerts: { paused: false },
    });
    const id = view.json<{ activity: LiveActivity[] }>().activity[0]!.id;
    const replay = await world.app.inject({
      method: 'POST',
      url: `/api/live-dock/${key}/activity/${encodeURIComponent(id)}/replay`,
    });
    expect(replay.statusCode, replay.body).toBe(200);
    const pause = await world.app.inject({
      method: 'PUT',
      url: `/api/live-dock/${key}/alerts`,
      payload: { paused: true },
    });
    expect(pause.json()).toMatchObject({ paused: true });

    await world.api('POST', '/api/live/dock/rotate', me.token);
    const old = await world.app.inject({ method: 'GET', url: `/api/live-dock/${key}` });
    expect(old.statusCode).toBe(404);
    await world.api('DELETE', '/api/live/dock', me.token);
    expect((await world.api('GET', '/api/live/dock', me.token)).json()).toEqual({ url: null });
    const other = await world.streamer({ account: 1002 });
    const otherKey = (await world.api('POST', '/api/live/dock/rotate', other.token))
      .json<{ url: string }>()
      .url.split('/')
      .pop()!;
    // Another channel's dock shows that channel's feed only: not this one's follow.
    const otherView = await world.app.inject({ method: 'GET', url: `/api/live-dock/${otherKey}` });
    expect(otherView.json<{ activity: LiveActivity[] }>().activity).toEqual([]);
    const crossed = await world.app.inject({
      method: 'POST',
      url: `/api/live-dock/${otherKey}/activity/${encodeURIComponent(id)}/replay`,
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('serves the stream info and the feed on the public API within its scopes', async () => {
    const me = await world.streamer();
    const made = async (scopes: string[]) => {
      const response = await world.api('POST', '/api/user/api-tokens', me.token, {
        name: 'Deck',
        scopes,
        expiresInDays: 30,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ secret: string }>().secret;
    };
    const reader = await made(['live:read']);
    const other = await made(['stats:read']);
    emulator().kick.follow({ broadcasterUserId: STREAMER, username: 'fan_one' });
    await world.settle();
    const feedApi = await world.api('GET', '/api/v1/live/activity', reader);
    expect(feedApi.statusCode, feedApi.body).toBe(200);
    expect(feedApi.json()).toMatchObject({ activity: [{ kind: 'follow', name: 'fan_one' }] });
    const info = await world.api('GET', '/api/v1/live/stream-info', reader);
    expect(info.json()).toMatchObject({ kick: 'ok' });
    expect((await world.api('GET', '/api/v1/live/activity', other)).statusCode).toBe(403);
    const write = await world.api('PUT', '/api/v1/live/stream-info', reader, { title: 'Nope' });
    expect(write.statusCode).toBe(403);
  });

  it('switches OBS’s scene through a display with Advanced access (a quick action)', async () => {
    const me = await world.streamer();
    const none = await world.api('GET', '/api/live/obs', me.token);
    expect(none.json()).toEqual({ scenes: [], current: null, canSwitch: false });
    const { socket } = await world.display(me.token, 'follower-alert', {
      level: 4,
      scenes: ['Starting', 'Gameplay'],
    });
    const listed = await world.api('GET', '/api/live/obs', me.token);
    expect(listed.json()).toMatchObject({ scenes: ['Starting', 'Gameplay'], canSwitch: true });
    const switching = world.api('POST', '/api/live/obs/scene', me.token, { scene: 'Gameplay' });
    const asked = await socket.next('obs.scene');
    expect(asked).toMatchObject({ scene: 'Gameplay' });
    socket.send({ type: 'obs.result', id: asked.id, ok: true });
    const answer = await switching;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ ok: true });
    const empty = await world.api('POST', '/api/live/obs/scene', me.token, { scene: '  ' });
    expect(empty.statusCode).toBe(400);
  });

  it('runs a timed message now for the owner and a moderator, once per the channel’s 30 s timer gap', async () => {
    const me = await world.streamer();
    const clock = world.platforms.clock;
    const created = await world.api('POST', '/api/bot/timers', me.token, {
      name: 'socials',
      messages: ['Follow on X', 'Join the Discord'],
      intervalMinutes: 10,
      minChatLines: 0,
      liveOnly: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const timer = created.json<Timer>();
    const due = Date.parse(timer.nextRunAt!);
    const mod = await signUp(world.app);
    const stranger = await signUp(world.app);
    const added = await world.app.inject({
      method: 'POST',
      url: '/api/user/moderators',
      headers: bearer(me.token),
      payload: { username: mod.username },
    });
    expect(added.statusCode, added.body).toBe(201);
    const run = (token: string, owner = '', id = timer.id) =>
      world.api('POST', `/api/live/timers/${id}/run${owner}`, token);

    // Out of turn and offline (a live-only timer): someone asked for it.
    clock.set(due - 4 * 60_000);
    const byMod = await run(mod.token, `?owner=${me.userId}`);
    expect(byMod.statusCode, byMod.body).toBe(200);
    expect(byMod.json()).toEqual({ ok: true, message: 'Posted "socials" in chat.' });
    await world.settle();
    expect(world.botLines()).toEqual(['Follow on X']);

    // A second click inside the gap posts nothing, and says when to try again (in Turkish too).
    clock.advance(10_000);
    const again = await world.app.inject({
      method: 'POST',
      url: `/api/live/timers/${timer.id}/run`,
      headers: { ...bearer(me.token), 'accept-language': 'tr' },
    });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('20');
    expect(again.json<{ message: string }>().message).toBe(
      'Son zamanlı mesaj 30 saniyeden kısa süre önce gönderildi: 20 sn sonra yeniden dene.',
    );
    // Two clicks at once after the gap: one post.
    clock.advance(20_000);
    const both = await Promise.all([run(me.token), run(mod.token, `?owner=${me.userId}`)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    await world.settle();
    expect(world.botLines()).toEqual(['Follow on X', 'Join the Discord']);

    // The run took the place of the slot 4 minutes away: the job does not repeat it then.
    const [listed] = (await world.api('GET', '/api/bot/timers', me.token)).json<{
      timers: Timer[];
    }>().timers;
    expect(listed!.nextRunAt).toBe(new Date(due + 10 * 60_000).toISOString());
    clock.set(due);
    expect(await world.app.bot.runTimers()).toMatchObject({ sent: 0 });

    // No one else's channel, no unknown timer, no id that is not one.
    expect((await run(stranger.token, `?owner=${me.userId}`)).statusCode).toBe(403);
    const other = await world.streamer({ account: 1002 });
    expect((await run(other.token)).statusCode).toBe(404);
    expect((await run(me.token, '', 'not-an-id')).statusCode).toBe(400);

    // The dock lists the timers and runs one with its key alone.
    const url = (await world.api('POST', '/api/live/dock/rotate', me.token)).json<{ url: string }>()
      .url;
    const key = url.split('/').pop()!;
    const view = await world.app.inject({ method: 'GET', url: `/api/live-dock/${key}` });
    expect(view.json()).toMatchObject({ timers: [{ id: timer.id, name: 'socials' }] });
    clock.advance(60_000);
    const fromDock = await world.app.inject({
      method: 'POST',
      url: `/api/live-dock/${key}/timers/${timer.id}/run`,
    });
    expect(fromDock.statusCode, fromDock.body).toBe(200);
    await world.settle();
    expect(world.botLines()).toEqual(['Follow on X', 'Join the Discord', 'Follow on X']);
  });

  it('pushes a new row to the pages of the channel’s moderators too, never to another channel’s', async () => {
    const me = await world.streamer();
    const other = await world.streamer({ account: 1002 });
    const mod = await signUp(world.app);
    const otherMod = await signUp(world.app);
    const moderate = async (owner: string, username: string) => {
      const added = await world.app.inject({
        method: 'POST',
        url: '/api/user/moderators',
        headers: bearer(owner),
        payload: { username },
      });
      expect(added.statusCode, added.body).toBe(201);
    };
    await moderate(me.token, mod.username);
    await moderate(other.token, otherMod.username);
    const page = async (token: string) => {
      const socket = await TestSocket.open(`${world.url.replace('http', 'ws')}${REALTIME_PATH}`);
      socket.send({ type: 'hello', role: 'dashboard', token });
      await socket.next('health');
      return socket;
    };
    const modPage = await page(mod.token);
    const otherModPage = await page(otherMod.token);

    emulator().kick.follow({ broadcasterUserId: 1002, username: 'luna_fan' });
    await world.settle();
    expect(await otherModPage.next('live.activity')).toMatchObject({
      owner: other.userId,
      activity: { kind: 'follow', name: 'luna_fan' },
    });
    emulator().kick.follow({ broadcasterUserId: STREAMER, username: 'fan_one' });
    await world.settle();
    expect(await modPage.next('live.activity')).toMatchObject({
      owner: me.userId,
      activity: { kind: 'follow', name: 'fan_one' },
    });
    // Each moderator got their own channel's row only (a frame sent elsewhere has had time).
    const quiet = () => new Promise((resolve) => setTimeout(resolve, 100));
    await quiet();
    const rows = (socket: TestSocket) =>
      socket.received.filter((m) => m.type === 'live.activity').map((m) => m.owner);
    expect(rows(modPage)).toEqual([me.userId]);
    expect(rows(otherModPage)).toEqual([other.userId]);

    // A moderator removed gets no more rows.
    const removed = await world.app.inject({
      method: 'DELETE',
      url: `/api/user/moderators/${mod.user.id}`,
      headers: bearer(me.token),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const ownerPage = await page(me.token);
    emulator().kick.follow({ broadcasterUserId: STREAMER, username: 'fan_two' });
    await world.settle();
    expect(await ownerPage.next('live.activity')).toMatchObject({ activity: { name: 'fan_two' } });
    await quiet();
    expect(rows(modPage)).toEqual([me.userId]);
    for (const socket of [modPage, otherModPage, ownerPage]) socket.close();
  });
});
