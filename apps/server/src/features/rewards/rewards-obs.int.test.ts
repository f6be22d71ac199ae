import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { REALTIME_PATH, type ObsDisplay } from '@kyo/contracts';
import { WebSocket } from 'ws';
import { describeEachDatabase } from '../../../test/db';
import { STREAMER, startRewardsWorld, type RewardsWorld } from '../../../test/rewards-world';

type TestSocket = Awaited<ReturnType<RewardsWorld['display']>>['socket'];

/** A display in OBS answers each scene switch as `answer` says (or never, for `null`). */
function obeys(socket: TestSocket, answer: { ok: boolean; error?: string } | null) {
  const seen: string[] = [];
  socket.ws.on('message', (data) => {
    const message = JSON.parse((data as Buffer).toString('utf8')) as {
      type: string;
      id?: string;
      scene?: string;
    };
    if (message.type !== 'obs.scene') return;
    seen.push(message.scene!);
    if (answer) socket.send({ type: 'obs.result', id: message.id, ...answer });
  });
  return seen;
}

describeEachDatabase('channel points and OBS', (db) => {
  let world: RewardsWorld;
  beforeAll(async () => {
    world = await startRewardsWorld(db(), { deps: { tuning: { obsTimeoutMs: 400 } } });
  }, 60_000);
  afterAll(() => world.close());
  beforeEach(() => world.reset());

  const statusOnKick = (id: string) =>
    world.platforms.server.emulator.rewards.redemptions(STREAMER).find((r) => r.id === id)?.status;

  async function sceneReward(token: string, scene: string) {
    return world.createReward(token, {
      title: `Go ${scene}`,
      cost: 100,
      actions: [{ type: 'obs-scene', scene }],
    });
  }

  it('switches OBS through a display with Advanced access and accepts the redemption', async () => {
    const me = await world.streamer();
    const { socket } = await world.display(me.token, 'subscribe', {
      level: 4,
      scenes: ['Main', 'Be Right Back'],
    });
    const seen = obeys(socket, { ok: true });
    const displays = await world.api('GET', '/api/rewards/obs', me.token);
    expect(displays.json<{ displays: ObsDisplay[] }>().displays).toEqual([
      expect.objectContaining({
        kind: 'widget',
        widgetType: 'subscribe',
        level: 4,
        scenes: ['Main', 'Be Right Back'],
      }),
    ]);
    const reward = await sceneReward(me.token, 'Be Right Back');
    const r = world.redeem(reward.kickRewardId, 'pixel_pat');
    await world.settle();
    expect(seen).toEqual(['Be Right Back']);
    expect(statusOnKick(r.id)).toBe('accepted');
    expect((await world.redemptions(me.token))[0]!.actions).toEqual([
      { type: 'obs-scene', ok: true, note: 'OBS switched to “Be Right Back”' },
    ]);
  });

  it('says why when no display may switch, the scene does not exist, OBS refuses or does not answer', async () => {
    const me = await world.streamer();
    const { socket } = await world.display(me.token, 'subscribe', { level: 3, scenes: ['Main'] });
    const basic = world.redeem((await sceneReward(me.token, 'Main')).kickRewardId, 'a_viewer');
    await world.settle();
    socket.send({ type: 'obs', level: 4, scenes: ['Main', 'Cam'] });
    const missing = world.redeem((await sceneReward(me.token, 'Outro')).kickRewardId, 'b_viewer');
    await world.settle();
    const seen = obeys(socket, { ok: false, error: 'OBS refused' });
    const refused = world.redeem((await sceneReward(me.token, 'Cam')).kickRewardId, 'c_viewer');
    await world.settle();
    const log = await world.redemptions(me.token);
    const outcome = (id: string) => log.find((x) => x.id === id)!.outcome;
    expect(outcome(basic.id)).toContain('Advanced access to OBS');
    expect(outcome(missing.id)).toContain('OBS has no scene named “Outro” (it has “Main”, “Cam”)');
    expect(outcome(refused.id)).toContain('OBS refused');
    expect(seen).toEqual(['Cam']);
    for (const r of [basic, missing, refused]) expect(statusOnKick(r.id)).toBe('rejected');
  });

  it('gives up on a display that never answers', async () => {
    const me = await world.streamer();
    const { socket } = await world.display(me.token, 'subscribe', { level: 5 });
    obeys(socket, null);
    const r = world.redeem((await sceneReward(me.token, 'Any')).kickRewardId, 'pixel_pat');
    await world.settle();
    expect(statusOnKick(r.id)).toBe('rejected');
    expect((await world.redemptions(me.token))[0]!.outcome).toContain('did not answer in time');
  });

  it('lets a moderator switch scenes with !scene in chat', async () => {
    const me = await world.streamer();
    const { socket } = await world.display(me.token, 'chat', { level: 4, scenes: ['Gameplay'] });
    const seen = obeys(socket, { ok: true });
    world.platforms.server.emulator.kick.sendChat({
      broadcasterUserId: STREAMER,
      username: 'mod_mira',
      content: '!scene Gameplay',
      badges: ['moderator'],
    });
    world.platforms.server.emulator.kick.sendChat({
      broadcasterUserId: STREAMER,
      username: 'pixel_pat',
      content: '!scene Gameplay',
    });
    await world.settle();
    expect(seen).toEqual(['Gameplay']);
    expect(world.botLines()).toEqual(['Switched OBS to “Gameplay”.']);
  });

  it('shows the channel-points alert on the alert overlays, and fails when none is open', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, {
      title: 'Confetti',
      cost: 10,
      userInputRequired: true,
      actions: [
        { type: 'alert' },
        { type: 'sound', url: 'https://example.com/horn.mp3', volume: 60 },
      ],
    });
    const nobody = world.redeem(reward.kickRewardId, 'pixel_pat', 'yay');
    await world.settle();
    expect(statusOnKick(nobody.id)).toBe('rejected');
    const { socket } = await world.display(me.token, 'subscribe');
    const shown = world.redeem(reward.kickRewardId, 'sub_sam', 'party');
    await world.settle();
    const events = socket.received.filter((m) => m.type === 'event').map((m) => m.event);
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'reward.redemption',
        name: 'sub_sam',
        reward: 'Confetti',
        cost: 10,
        input: 'party',
      }),
      expect.objectContaining({
        kind: 'reward.sound',
        url: 'https://example.com/horn.mp3',
        volume: 60,
      }),
    ]);
    expect(statusOnKick(shown.id)).toBe('accepted');
    // Both redemptions came at the same instant of the test's clock: find this one by its id.
    const logged = (await world.redemptions(me.token)).find((r) => r.id === shown.id);
    expect(logged!.actions.map((a) => a.note)).toEqual([
      'Shown on 1 overlay',
      'Played on 1 overlay',
    ]);
  });

  it('never replays a refunded redemption to a display that comes back', async () => {
    const me = await world.streamer();
    const reward = await world.createReward(me.token, {
      title: 'Airhorn',
      cost: 10,
      actions: [
        { type: 'alert' },
        { type: 'sound', url: 'https://example.com/horn.mp3', volume: 60 },
        { type: 'obs-scene', scene: 'Nowhere' },
      ],
    });
    const { widget, socket } = await world.display(me.token, 'subscribe');
    const snapshot = socket.received.find((m) => m.type === 'snapshot')!;
    const hello = { type: 'hello', role: 'overlay', key: widget.key, epoch: snapshot.epoch };
    // Shown, then refunded: no display in OBS may switch scenes.
    const shown = world.redeem(reward.kickRewardId, 'sub_sam');
    await world.settle();
    expect(statusOnKick(shown.id)).toBe('rejected');
    expect(socket.received.filter((m) => m.type === 'event')).toHaveLength(2);
    socket.drop();
    await vi.waitFor(() => expect(world.app.realtime.health(widget.id).connections).toBe(0));
    // Refunded while no display was open: nothing is sent, nothing kept.
    const unseen = world.redeem(reward.kickRewardId, 'pixel_pat');
    await world.settle();
    expect(statusOnKick(unseen.id)).toBe('rejected');

    // A source that last saw nothing (a second one, or one reloaded before it showed them).
    const back = new WebSocket(`${world.url.replace('http', 'ws')}${REALTIME_PATH}`);
    const received: Array<{ type: string; resumed?: boolean }> = [];
    back.on('message', (data) =>
      received.push(JSON.parse((data as Buffer).toString('utf8')) as { type: string }),
    );
    await new Promise((resolve) => back.once('open', resolve));
    back.send(JSON.stringify({ ...hello, lastSeq: 0 }));
    await vi.waitFor(() => expect(received.some((m) => m.type === 'snapshot')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received.find((m) => m.type === 'snapshot')).toMatchObject({ resumed: true });
    expect(received.filter((m) => m.type === 'event')).toEqual([]);
    back.close();
  });

  it('closes a display that sends an OBS report outside the contract', async () => {
    const me = await world.streamer();
    const { socket } = await world.display(me.token, 'subscribe');
    socket.send({ type: 'obs', level: 9 });
    expect((await socket.closed).code).toBe(4400);
  });
});
