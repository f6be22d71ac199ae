import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Poll, PollState, Widget } from '@kyo/contracts';
import { describeEachDatabase } from '../db';
import { startGamesWorld, type GamesWorld } from './games-world';

describeEachDatabase('chat polls', (db) => {
  let world: GamesWorld;
  beforeAll(async () => {
    world = await startGamesWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  const polls = (token: string) =>
    world.ok<{ active: Poll | null; past: Poll[] }>('GET', '/api/bot/polls', token);

  it('counts one vote per viewer, the last one, shows it on the widget and posts the result', async () => {
    const { token } = await world.streamer();
    const widget = await world.ok<Widget>('POST', '/api/widgets', token, { type: 'poll' }, 201);
    const poll = await world.ok<Poll>(
      'POST',
      '/api/bot/polls',
      token,
      { question: 'Which map?', options: ['Dust', 'Mirage'], durationSeconds: 60 },
      201,
    );
    await world.settleGames();
    expect(world.newLines()).toEqual([
      '📊 Poll: Which map? — 1) Dust · 2) Mirage — Vote by typing the number or !vote 1 (60 s).',
    ]);
    await world.chat('pixel_pat', '1');
    await world.chat('vip_vic', '!vote 1');
    await world.chat('sub_sam', '2');
    await world.chat('lurker_lee', '2');
    await world.chat('lurker_lee', '!vote 1');
    await world.chat('lurker_lee', '!vote 1');
    await world.chat('mod_mira', '3');
    await world.chat('mod_mira', '1 is better');
    await world.settleGames();
    const live = (await polls(token)).active!;
    expect(live.options.map((o) => o.votes)).toEqual([3, 1]);
    expect(live.total).toBe(4);

    const state = (
      await world.ok<{ state: PollState }>('GET', `/api/widgets/${widget.id}/state`, token)
    ).state;
    expect(state).toMatchObject({ id: poll.id, status: 'open', total: 4 });
    expect(state.options.map((o) => o.votes)).toEqual([3, 1]);

    world.platforms.clock.advance(60_000);
    await world.app.games.tick();
    await world.chat('sub_sam', '1');
    await world.settleGames();
    expect(world.newLines()).toEqual([
      '📊 Which map? — 1) Dust 75% (3) · 2) Mirage 25% (1). Winner: Dust',
    ]);
    const { active, past } = await polls(token);
    expect(active).toBeNull();
    expect(past[0]).toMatchObject({ id: poll.id, status: 'ended', total: 4 });
    const ended = (
      await world.ok<{ state: PollState }>('GET', `/api/widgets/${widget.id}/state`, token)
    ).state;
    expect(ended).toMatchObject({ status: 'ended', total: 4 });
    // Ending it again: once only.
    const again = await world.api('POST', `/api/bot/polls/${poll.id}/end`, token);
    expect(again.statusCode).toBe(409);
    await world.app.games.tick();
    await world.settleGames();
    expect(world.newLines()).toEqual([]);
  });

  it('ends by hand with a tie or no votes, keeps past polls, and refuses bad input', async () => {
    const { token } = await world.streamer();
    const first = await world.ok<Poll>(
      'POST',
      '/api/bot/polls',
      token,
      { question: 'Tea?', options: ['Yes', 'No'] },
      201,
    );
    const second = await world.api('POST', '/api/bot/polls', token, {
      question: 'Coffee?',
      options: ['Yes', 'No'],
    });
    expect(second.statusCode).toBe(409);
    await world.chat('pixel_pat', '1');
    await world.chat('sub_sam', '2');
    await world.settleGames();
    world.newLines();
    const ended = await world.ok<Poll>('POST', `/api/bot/polls/${first.id}/end`, token);
    expect(ended.status).toBe('ended');
    world.platforms.clock.advance(1_000);
    await world.ok(
      'POST',
      '/api/bot/polls',
      token,
      { question: 'Nobody?', options: ['a', 'b'] },
      201,
    );
    const { active } = await polls(token);
    await world.ok('POST', `/api/bot/polls/${active!.id}/end`, token);
    await world.settleGames();
    expect(world.newLines()).toEqual([
      '📊 Tea? — 1) Yes 50% (1) · 2) No 50% (1). Tie: Yes, No',
      '📊 Poll: Nobody? — 1) a · 2) b — Vote by typing the number or !vote 1 (120 s).',
      '📊 Nobody?: nobody voted.',
    ]);
    expect((await polls(token)).past.map((p) => p.question)).toEqual(['Nobody?', 'Tea?']);
    await world.ok('DELETE', `/api/bot/polls/${first.id}`, token, undefined, 204);
    expect((await polls(token)).past.map((p) => p.question)).toEqual(['Nobody?']);

    for (const [body, field] of [
      [{ question: 'q', options: ['one'] }, 'options'],
      [{ question: 'q', options: ['a', 'b'], durationSeconds: 5 }, 'durationSeconds'],
      [{ question: '\ud800', options: ['a', 'b'] }, 'question'],
      [{ question: 'q', options: ['a', null] }, 'options.1'],
    ] as const) {
      const response = await world.api('POST', '/api/bot/polls', token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
  });
});
