import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Giveaway, Poll } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { startRewardsWorld, type RewardsWorld } from './rewards-world';

/**
 * The OBS dock's quick actions (docs/live.md, "OBS dock"): its key alone starts and ends a poll
 * or a giveaway, clears the alert queue and switches OBS's scene, through the same services as
 * the /live page's; another channel's key or a revoked one cannot.
 */
describeEachDatabase('live cockpit: the OBS dock’s quick actions', (db) => {
  let world: RewardsWorld;
  beforeAll(async () => {
    world = await startRewardsWorld(db());
  }, 60_000);
  afterAll(() => world.close());
  beforeEach(() => world.reset());

  const dockOf = async (token: string) => {
    const rotated = await world.api('POST', '/api/live/dock/rotate', token);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const key = rotated.json<{ url: string }>().url.split('/').pop()!;
    return (method: 'GET' | 'POST', path: string, payload?: object) =>
      world.app.inject({
        method,
        url: `/api/live-dock/${key}${path}`,
        ...(payload ? { payload } : {}),
      });
  };

  it('starts and ends a poll and a giveaway with the key alone, for its own channel only', async () => {
    const me = await world.streamer();
    const dock = await dockOf(me.token);
    expect((await dock('GET', '/games')).json()).toEqual({ poll: null, giveaway: null });

    const started = await dock('POST', '/polls', {
      question: 'Next game?',
      options: ['Slots', 'Chess'],
      durationSeconds: 60,
    });
    expect(started.statusCode, started.body).toBe(201);
    const poll = started.json<Poll>();
    expect(poll).toMatchObject({ question: 'Next game?', status: 'open' });
    // The games' own poll: the page and the poll widget see it; one at a time still holds.
    const onPage = await world.api('GET', '/api/bot/polls', me.token);
    expect(onPage.json<{ active: Poll }>().active.id).toBe(poll.id);
    const second = await dock('POST', '/polls', { question: 'Again?', options: ['a', 'b'] });
    expect(second.statusCode).toBe(409);
    expect((await dock('GET', '/games')).json()).toMatchObject({ poll: { id: poll.id } });

    // Another channel's dock cannot end it (404), and its own view does not show it.
    const other = await world.streamer({ account: 1002 });
    const otherDock = await dockOf(other.token);
    expect((await otherDock('POST', `/polls/${poll.id}/end`)).statusCode).toBe(404);
    expect((await otherDock('GET', '/games')).json()).toEqual({ poll: null, giveaway: null });

    const ended = await dock('POST', `/polls/${poll.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<Poll>().status).toBe('ended');
    expect((await dock('GET', '/games')).json()).toEqual({ poll: null, giveaway: null });

    // A giveaway: opened on a keyword, entries closed, ended.
    const opened = await dock('POST', '/giveaways', { title: 'A skin', keyword: 'skin' });
    expect(opened.statusCode, opened.body).toBe(201);
    const giveaway = opened.json<Giveaway>();
    expect(giveaway).toMatchObject({ title: 'A skin', status: 'open' });
    expect((await otherDock('POST', `/giveaways/${giveaway.id}/end`)).statusCode).toBe(404);
    const closed = await dock('POST', `/giveaways/${giveaway.id}/close`);
    expect(closed.json<Giveaway>().status).toBe('closed');
    const over = await dock('POST', `/giveaways/${giveaway.id}/end`);
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json<Giveaway>().status).toBe('ended');
    const listed = await world.api('GET', '/api/bot/giveaways', me.token);
    expect(listed.json()).toMatchObject({ active: null, past: [{ id: giveaway.id }] });
  });

  it('answers 400 naming the field for a bad body, and 404 once the key is revoked', async () => {
    const me = await world.streamer();
    const dock = await dockOf(me.token);
    const bad = async (path: string, payload: object | undefined, field: string) => {
      const answer = await dock('POST', path, payload);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'validation_error', field });
    };
    await bad('/polls', { question: 'Only one?', options: ['yes'] }, 'options');
    await bad('/polls', { question: '', options: ['a', 'b'] }, 'question');
    await bad('/giveaways', { keyword: 'x' }, 'title');
    await bad('/polls/not-an-id/end', undefined, 'id');
    await bad('/obs/scene', { scene: '  ' }, 'scene');
    // Nothing was started by the refused ones.
    expect((await dock('GET', '/games')).json()).toEqual({ poll: null, giveaway: null });

    expect((await world.api('DELETE', '/api/live/dock', me.token)).statusCode).toBe(200);
    const poll = { question: 'Next game?', options: ['Slots', 'Chess'] };
    expect((await dock('POST', '/polls', poll)).statusCode).toBe(404);
    expect((await dock('GET', '/games')).statusCode).toBe(404);
    expect((await dock('POST', '/alerts/clear')).statusCode).toBe(404);
    const page = await world.api('GET', '/api/bot/polls', me.token);
    expect(page.json()).toMatchObject({ active: null });
  });

  it('clears the alert queue and switches OBS’s scene through the displays', async () => {
    const me = await world.streamer();
    const dock = await dockOf(me.token);
    const { socket } = await world.display(me.token, 'follower-alert', {
      level: 4,
      scenes: ['Starting', 'Gameplay'],
    });
    const obs = await dock('GET', '/obs');
    expect(obs.json()).toMatchObject({ scenes: ['Starting', 'Gameplay'], canSwitch: true });
    const switching = dock('POST', '/obs/scene', { scene: 'Gameplay' });
    const asked = await socket.next('obs.scene');
    expect(asked).toMatchObject({ scene: 'Gameplay' });
    socket.send({ type: 'obs.result', id: asked.id, ok: true });
    const answer = await switching;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ ok: true });

    const cleared = await dock('POST', '/alerts/clear');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({ widgets: 1 });
    expect(await socket.next('alerts')).toMatchObject({ paused: false, clear: true });
  });
});
