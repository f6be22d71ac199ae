import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type {
  LiveCategory,
  LiveHistoryEntry,
  LivePreset,
  StreamInfoReading,
  StreamInfoSaved,
} from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { STREAMER, startRewardsWorld, type RewardsWorld } from './rewards-world';
import { bearer, signUp } from './factories';
import { undiciFetch } from '../src/providers/transport';

describeEachDatabase('live cockpit: stream info on Kick', (db) => {
  let world: RewardsWorld;
  let patches: number;
  beforeAll(async () => {
    world = await startRewardsWorld(db(), {
      deps: {
        fetch: (url, init) => {
          if (init.method === 'PATCH' && /\/public\/v1\/channels$/.test(url)) patches++;
          return undiciFetch(url, init);
        },
      },
    });
  }, 60_000);
  afterAll(() => world.close());
  beforeEach(async () => {
    await world.reset();
    patches = 0;
  });

  const emulator = () => world.platforms.server.emulator;
  const onKick = () =>
    emulator()
      .kick.channels()
      .find((c) => c.broadcasterUserId === STREAMER)!;
  const history = async (token: string) =>
    (await world.api('GET', '/api/live/history', token)).json<{ entries: LiveHistoryEntry[] }>()
      .entries;

  it('reads what Kick has, saves title, category and tags there, and keeps the change in the history', async () => {
    const me = await world.streamer();
    const read = await world.api('GET', '/api/live/stream-info', me.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<StreamInfoReading>()).toMatchObject({
      kick: 'ok',
      info: { title: 'Chill stream with Kyo', category: { id: 15, name: 'Just Chatting' } },
    });
    const search = await world.api('GET', '/api/live/categories?q=slots', me.token);
    expect(search.json<{ categories: LiveCategory[] }>().categories.map((c) => c.name)).toEqual([
      'Slots & Casino',
    ]);
    const saved = await world.api('PUT', '/api/live/stream-info', me.token, {
      title: 'Slots night with chat',
      categoryId: 28,
      tags: ['casino', 'English'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<StreamInfoSaved>()).toEqual({
      info: {
        title: 'Slots night with chat',
        category: { id: 28, name: 'Slots & Casino', thumbnail: expect.any(String) },
        tags: ['casino', 'English'],
      },
      message: 'Kick accepted the change.',
    });
    expect(onKick()).toMatchObject({
      title: 'Slots night with chat',
      categoryId: 28,
      tags: ['casino', 'English'],
    });
    expect(await history(me.token)).toEqual([
      expect.objectContaining({
        title: 'Slots night with chat',
        category: { id: 28, name: 'Slots & Casino' },
        via: 'page',
      }),
    ]);
  });

  it('refuses bad input with a clear 4xx and changes nothing on Kick or in the history', async () => {
    const me = await world.streamer();
    const before = onKick();
    const cases: Array<[object, number, string]> = [
      [{ title: 'x'.repeat(201) }, 400, 'at most 200'],
      [{ title: 'Half saved?', categoryId: 999_999 }, 404, 'no category'],
      [
        { title: 'Half saved?', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
        400,
        'At most 10 tags',
      ],
      [{ title: 'Half saved?', tags: ['<b>'] }, 400, 'letters, digits'],
      [{}, 400, 'Change the title'],
    ];
    for (const [body, status, text] of cases) {
      const answer = await world.api('PUT', '/api/live/stream-info', me.token, body);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json<{ message: string }>().message).toContain(text);
    }
    expect(onKick()).toEqual(before);
    expect(patches).toBe(0);
    expect(await history(me.token)).toEqual([]);
  });

  it('lets the channel’s moderators change it, and no one else', async () => {
    const me = await world.streamer();
    const mod = await signUp(world.app);
    const stranger = await signUp(world.app);
    const added = await world.app.inject({
      method: 'POST',
      url: '/api/user/moderators',
      headers: bearer(me.token),
      payload: { username: mod.username },
    });
    expect(added.statusCode, added.body).toBe(201);
    const forStranger = await world.api(
      'PUT',
      `/api/live/stream-info?owner=${me.userId}`,
      stranger.token,
      { title: 'Not yours' },
    );
    expect(forStranger.statusCode).toBe(403);
    const byMod = await world.api('PUT', `/api/live/stream-info?owner=${me.userId}`, mod.token, {
      title: 'Set by a moderator',
    });
    expect(byMod.statusCode, byMod.body).toBe(200);
    expect(onKick().title).toBe('Set by a moderator');
    expect((await history(me.token))[0]).toMatchObject({ by: mod.username });
  });

  it('without channel:write says to reconnect Kick, and sends nothing', async () => {
    const me = await world.streamer({
      scopes: 'user:read channel:read chat:write events:subscribe',
    });
    const answer = await world.api('PUT', '/api/live/stream-info', me.token, { title: 'Nope' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      error: 'kick_missing_scope',
      message: expect.stringContaining('reconnect Kick'),
    });
    expect(patches).toBe(0);
  });

  it('retries Kick’s 5xx a little, then says Kick is down, saving nothing', async () => {
    const me = await world.streamer();
    emulator().faults.add({
      provider: 'kick',
      pathContains: '/public/v1/channels',
      method: 'PATCH',
      status: 503,
      count: 2,
    });
    const retried = await world.api('PUT', '/api/live/stream-info', me.token, {
      title: 'After two 503s',
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(onKick().title).toBe('After two 503s');
    emulator().faults.add({
      provider: 'kick',
      pathContains: '/public/v1/channels',
      method: 'PATCH',
      status: 503,
      count: 10,
    });
    const down = await world.api('PUT', '/api/live/stream-info', me.token, {
      title: 'Kick is down',
    });
    expect(down.statusCode).toBe(503);
    emulator().faults.clear();
    expect((await history(me.token)).map((h) => h.title)).toEqual(['After two 503s']);
    emulator().faults.clear();
  });

  it('sends at most 5 changes a minute per channel (the limit every node shares)', async () => {
    // Tests scale every limit up (RATE_LIMIT_FACTOR): this world keeps the real one.
    let sent = 0;
    const strict = await startRewardsWorld(db(), {
      env: { RATE_LIMIT_FACTOR: '1' },
      deps: {
        fetch: (input, init) => {
          if (init?.method === 'PATCH') sent++;
          return fetch(input, init);
        },
      },
    });
    try {
      const me = await strict.streamer();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++)
        statuses.push(
          (await strict.api('PUT', '/api/live/stream-info', me.token, { title: `Try ${i}` }))
            .statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(sent).toBe(5);
      strict.platforms.clock.advance(61_000);
      const later = await strict.api('PUT', '/api/live/stream-info', me.token, {
        title: 'A minute later',
      });
      expect(later.statusCode, later.body).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('saves presets and applies one in one click', async () => {
    const me = await world.streamer();
    const created = await world.api('POST', '/api/live/presets', me.token, {
      name: 'Slots night',
      title: 'Slots night!',
      categoryId: 28,
      tags: ['casino'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const preset = created.json<LivePreset>();
    expect(preset).toMatchObject({ category: { id: 28, name: 'Slots & Casino' } });
    const again = await world.api('POST', '/api/live/presets', me.token, {
      name: 'Slots night',
      title: 'x',
    });
    expect(again.statusCode).toBe(409);
    const unknown = await world.api('POST', '/api/live/presets', me.token, {
      name: 'Bad',
      categoryId: 999_999,
    });
    expect(unknown.statusCode).toBe(404);
    const applied = await world.api('POST', `/api/live/presets/${preset.id}/apply`, me.token);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(onKick()).toMatchObject({ title: 'Slots night!', categoryId: 28, tags: ['casino'] });
    expect((await history(me.token))[0]).toMatchObject({ via: 'preset' });
    const other = await world.streamer({ account: 1002 });
    expect(
      (await world.api('POST', `/api/live/presets/${preset.id}/apply`, other.token)).statusCode,
    ).toBe(404);
    expect((await world.api('DELETE', `/api/live/presets/${preset.id}`, me.token)).statusCode).toBe(
      204,
    );
    const listed = await world.api('GET', '/api/live/presets', me.token);
    expect(listed.json<{ presets: LivePreset[] }>().presets).toEqual([]);
  });

  it('!title and !game: anyone reads, moderators change (aliases, fuzzy search), a viewer cannot', async () => {
    const me = await world.streamer();
    const saved = await world.api('PUT', '/api/live/settings', me.token, {
      aliases: [{ alias: 'JC', categoryId: 15 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await world.api('PUT', '/api/live/stream-info', me.token, { categoryId: 101 });
    const say = async (username: string, content: string, badges: 'moderator'[] = []) => {
      world.platforms.clock.advance(6_000); // past the command's cooldown
      emulator().kick.sendChat({ broadcasterUserId: STREAMER, username, content, badges });
      await world.settle();
      return world.botLines().at(-1);
    };
    expect(await say('pixel_pat', '!title')).toBe('Title: Chill stream with Kyo');
    expect(await say('pixel_pat', '!title hacked by a viewer')).toBe(
      'Only the broadcaster and moderators can change it.',
    );
    expect(onKick().title).toBe('Chill stream with Kyo');
    world.platforms.clock.advance(6_000);
    expect(await say('mod_mira', '!title Speedruns with mods', ['moderator'])).toBe(
      'Title changed: Speedruns with mods',
    );
    expect(onKick().title).toBe('Speedruns with mods');
    expect(await say('mod_mira', '!game jc', ['moderator'])).toBe(
      'Category changed: Just Chatting',
    );
    expect(onKick().category).toBe('Just Chatting');
    world.platforms.clock.advance(6_000);
    expect(await say('mod_mira', '!game counter strike 2', ['moderator'])).toBe(
      'Category changed: Counter-Strike 2',
    );
    world.platforms.clock.advance(6_000);
    expect(await say('mod_mira', '!game counter', ['moderator'])).toBe(
      'Several categories match "counter": Counter-Strike 2 · Counter-Strike: Global Offensive. Name one exactly.',
    );
    world.platforms.clock.advance(6_000);
    expect(await say('mod_mira', '!game zzzz', ['moderator'])).toBe(
      'No Kick category matches "zzzz".',
    );
    world.platforms.clock.advance(6_000);
    expect(await say('pixel_pat', '!game')).toBe('Category: Counter-Strike 2');
    expect((await history(me.token))[0]).toMatchObject({ by: 'mod_mira', via: 'chat' });
    // Switched off: the command is silent.
    await world.api('PUT', '/api/live/settings', me.token, { titleCommand: false });
    world.platforms.clock.advance(6_000);
    const lines = world.botLines().length;
    await say('pixel_pat', '!title');
    expect(world.botLines().length).toBe(lines);
  });
});
