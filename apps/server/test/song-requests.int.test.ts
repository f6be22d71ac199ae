import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { SongRequestsOverview } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { signUp } from './factories';
import { startBotWorld, type BotWorld } from '../src/features/bot/bot-world.test-helper';

/**
 * Song requests through the platform emulator: a viewer's chat line arrives as a signed webhook,
 * the bot answers in the emulator's chat, Spotify is searched over real HTTP.
 */
/** The emulator's catalogue (packages/emulator/src/state/seed.ts). */
const GULPEMBE = '3mVqvZ8S2q2MNbbDN4v2bK';

describeEachDatabase('song requests through chat and the API', (db) => {
  let world: BotWorld;
  let me: { token: string; userId: string };

  beforeAll(async () => {
    world = await startBotWorld(db());
  }, 60_000);
  afterAll(() => world.close());
  beforeEach(async () => {
    await world.reset();
    me = await world.streamer();
    await world.connectSpotify(me.token);
  });

  const settings = (body: object) =>
    world.api('PUT', '/api/song-requests/settings', me.token, body);
  const overview = async () => {
    const response = await world.api('GET', '/api/song-requests', me.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SongRequestsOverview>();
  };
  async function say(name: string, line: string, badges?: Array<{ type: string; text: string }>) {
    const before = world.botLines().length;
    await world.chat(name, line, badges ? { badges: badges as never } : {});
    await world.settle();
    return world
      .botLines()
      .slice(before)
      .map((m) => m.content);
  }

  it('queues a searched song from chat, confirms it with title and position, lists it', async () => {
    expect((await settings({ enabled: true })).statusCode).toBe(200);
    expect(await say('nora', '!sr Playinwitme')).toEqual(['@nora queued "Playinwitme" at #1.']);
    expect(await say('kevin', `!sr https://open.spotify.com/track/${GULPEMBE}?si=x`)).toEqual([
      '@kevin queued "Gülpembe" at #2.',
    ]);
    const view = await overview();
    expect(view.queue.map((r) => [r.track.title, r.requester.name, r.status])).toEqual([
      ['Playinwitme', 'nora', 'queued'],
      ['Gülpembe', 'kevin', 'queued'],
    ]);
    expect(view.queue[0]!.track).toMatchObject({ artists: 'KYLE, Kehlani', durationMs: 193_000 });
    expect(await say('zoe', '!queue')).toEqual([
      'Next: 1. Playinwitme (nora) · 2. Gülpembe (kevin)',
    ]);
    expect(await say('kevin', '!when')).toEqual(['@kevin "Gülpembe" is #2.']);
    expect(await say('nora', '!wrongsong')).toEqual(['@nora removed "Playinwitme".']);
    expect((await overview()).queue.map((r) => r.track.title)).toEqual(['Gülpembe']);
    expect((await overview()).history.map((r) => [r.track.title, r.status])).toEqual([
      ['Playinwitme', 'removed'],
    ]);
  });

  it('answers why not: a podcast, nothing found, one active request, a duplicate', async () => {
    await settings({ enabled: true });
    expect(
      await say('nora', '!sr https://open.spotify.com/episode/512ojhOuo1ktJprKbVcKyQ'),
    ).toEqual(['@nora only songs can be requested, not podcasts.']);
    expect(await say('nora', '!sr zzzz qqqq')).toEqual(['@nora no song found for "zzzz qqqq".']);
    expect(await say('nora', '!sr')).toEqual([
      '@nora usage: !sr song name, or a Spotify song link.',
    ]);
    await say('nora', '!sr Playinwitme');
    expect(await say('nora', '!sr Gülpembe')).toEqual([
      '@nora you already have a song in the queue.',
    ]);
    expect(await say('kevin', '!sr playinwitme')).toEqual([
      '@kevin that song is already in the queue at #1.',
    ]);
  });

  it('stays silent while song requests are off, and keeps a custom !queue of the streamer', async () => {
    expect(await say('nora', '!sr Playinwitme')).toEqual([]);
    const made = await world.api('POST', '/api/bot/commands', me.token, {
      name: 'queue',
      responses: ['no queue here'],
    });
    // The name is reserved now: a new command cannot take it.
    expect(made.statusCode).toBe(400);
  });

  it('lets only followers Kyo has seen request, when set so', async () => {
    await settings({ enabled: true, audience: 'followers' });
    expect(await say('nora', '!sr Playinwitme')).toEqual([
      '@nora song requests are for followers.',
    ]);
    world.platforms.server.emulator.kick.follow({ broadcasterUserId: 1001, username: 'nora' });
    await world.settle();
    expect(await say('nora', '!sr Playinwitme')).toEqual(['@nora queued "Playinwitme" at #1.']);
    // Moderators are never held back.
    expect(
      await say('mod_mira', '!sr Gülpembe', [{ type: 'moderator', text: 'Moderator' }]),
    ).toEqual(['@mod_mira queued "Gülpembe" at #2.']);
  });

  it('holds requests for approval, and moderators approve or reject them on the page', async () => {
    await settings({ enabled: true, approval: true });
    expect(await say('nora', '!sr Playinwitme')).toEqual([
      '@nora "Playinwitme" waits for a moderator\'s approval.',
    ]);
    const [pending] = (await overview()).pending;
    expect(pending!.status).toBe('pending');
    const approved = await world.api('POST', `/api/song-requests/${pending!.id}/approve`, me.token);
    expect(approved.json()).toMatchObject({ status: 'queued' });
    const again = await world.api('POST', `/api/song-requests/${pending!.id}/approve`, me.token);
    expect(again.statusCode).toBe(409);
  });

  it('names Spotify’s refusals: Premium for a skip, an outage for a search', async () => {
    await settings({ enabled: true });
    const spotify = world.platforms.server.emulator.spotify;
    spotify.play({ trackId: '4uLU6hMCjMI75M1A2tKUQC' });
    spotify.setProduct({ product: 'free' });
    const mod = [{ type: 'moderator', text: 'Moderator' }];
    expect(await say('mod_mira', '!skip', mod)).toEqual([
      "Could not skip: Song requests need Spotify Premium on the streamer's account.",
    ]);
    spotify.setProduct({ product: 'premium' });
    // !skip has a 3 s cooldown per channel.
    world.platforms.clock.advance(5_000);
    // Kyo had not polled the player yet: it says it skipped, and Spotify moved on.
    expect(await say('mod_mira', '!skip', mod)).toEqual(['Skipped the song.']);
    expect(spotify.playback()!.name).toBe('Lo-Fi Rain');
    world.platforms.server.emulator.faults.add({
      provider: 'spotify',
      pathContains: '/search',
      status: 503,
    });
    expect(await say('nora', '!sr Playinwitme')).toEqual([
      '@nora Spotify is not answering right now, try again in a moment.',
    ]);
  });

  it('validates the API: fields named, other channels refused, unknown ids 404', async () => {
    const bad = await settings({ maxQueue: 0, surprise: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation_error' });
    const nul = await world.api('POST', '/api/song-requests', me.token, { query: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ field: 'query' });
    const stranger = await signUp(world.app);
    const other = await world.api('GET', `/api/song-requests?owner=${me.userId}`, stranger.token);
    expect(other.statusCode).toBe(403);
    const missing = await world.api(
      'DELETE',
      '/api/song-requests/0190a6a0-0000-7000-8000-000000000000',
      me.token,
    );
    expect(missing.statusCode).toBe(404);
    const added = await world.api('POST', '/api/song-requests', me.token, { query: 'Playinwitme' });
    expect(added.statusCode, added.body).toBe(201);
    const order = await world.api('PUT', '/api/song-requests/order', me.token, { ids: [] });
    expect(order.statusCode).toBe(400);
    const stale = await world.api('PUT', '/api/song-requests/order', me.token, {
      ids: ['0190a6a0-0000-7000-8000-000000000000'],
    });
    expect(stale.statusCode).toBe(409);
  });
});
