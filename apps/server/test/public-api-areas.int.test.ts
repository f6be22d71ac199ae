import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  apiEventSchemaOf,
  type ApiEvent,
  type CreatedApiToken,
  type ModerationLogEntry,
  type SongRequest,
  type SongRequestsOverview,
} from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { signUp } from './factories';
import { startBotWorld, type BotWorld } from '../src/features/bot/bot-world.test-helper';

/**
 * The public API's song-request and moderation-log areas, and Kyo's own events (a song request,
 * a moderation action, a stream's recap) as the webhooks and the event WebSocket get them: through
 * the platform emulator, a viewer's chat line arriving as a signed webhook.
 */
describeEachDatabase('public API: song requests, the moderation log and Kyo’s events', (db) => {
  let world: BotWorld;
  let events: ApiEvent[] = [];
  beforeAll(async () => {
    world = await startBotWorld(db());
    world.app.services.bus.subscribe('api.event', (event) => void events.push(event));
  }, 60_000);
  afterAll(() => world?.close());
  beforeEach(async () => {
    await world.reset();
    events = [];
  });

  const token = async (session: string, scopes: string[]) => {
    const response = await world.api('POST', '/api/user/api-tokens', session, {
      name: 'Stream Deck',
      scopes,
      expiresInDays: 30,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedApiToken>().secret;
  };
  const settle = async () => {
    await world.settle();
    await world.app.moderation.idle();
    await world.settle();
  };
  /** Kyo's events of `type`, each checked against the documented shape. */
  const ofType = <T extends Parameters<typeof apiEventSchemaOf>[0]>(type: T) =>
    events.filter((e) => e.type === type).map((e) => apiEventSchemaOf(type).parse(e));

  it('queues and reads song requests with a token, within its scope and channel, and announces each request', async () => {
    const me = await world.streamer();
    await world.connectSpotify(me.token);
    const write = await token(me.token, ['song_requests:write']);
    const read = await token(me.token, ['song_requests:read']);

    const on = await world.api('PUT', '/api/v1/song-requests/settings', write, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    const added = await world.api('POST', '/api/v1/song-requests', write, {
      query: 'Playinwitme',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<SongRequest>()).toMatchObject({
      status: 'queued',
      source: 'dashboard',
      track: { title: 'Playinwitme' },
    });
    await world.chat('nora', '!sr Gülpembe');
    await settle();

    const overview = await world.api('GET', '/api/v1/song-requests', read);
    expect(overview.statusCode, overview.body).toBe(200);
    expect(
      overview.json<SongRequestsOverview>().queue.map((r) => [r.track.title, r.requester.name]),
    ).toEqual([
      ['Playinwitme', expect.any(String)],
      ['Gülpembe', 'nora'],
    ]);
    // Each request once, in the documented shape, with its place in the queue.
    expect(
      ofType('song.request').map((e) => [e.data.track.title, e.data.source, e.data.position]),
    ).toEqual([
      ['Playinwitme', 'dashboard', 1],
      ['Gülpembe', 'chat', 2],
    ]);
    expect(ofType('song.request')[1]!.data.requester.username).toBe('nora');

    // Read is not write; a bad body names its field; nothing was written by either.
    const refused = await world.api('POST', '/api/v1/song-requests', read, { query: 'x' });
    expect(refused.statusCode).toBe(403);
    const bad = await world.api('POST', '/api/v1/song-requests', write, { query: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('query');
    const skipped = await world.api('POST', '/api/v1/song-requests/skip', read);
    expect(skipped.statusCode).toBe(403);
    const removed = await world.api(
      'DELETE',
      `/api/v1/song-requests/${added.json<SongRequest>().id}`,
      write,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<SongRequest>().status).toBe('removed');

    // Another streamer's token never reaches this channel.
    const stranger = await signUp(world.app);
    const theirs = await token(stranger.token, ['song_requests:write']);
    const crossed = await world.api('GET', `/api/v1/song-requests?owner=${me.userId}`, theirs);
    expect(crossed.statusCode).toBe(403);
    const own = await world.api('GET', '/api/v1/song-requests', theirs);
    expect(own.json<SongRequestsOverview>().queue).toEqual([]);
  });

  it('reads the moderation log with a moderation token only, and announces each action', async () => {
    const me = await world.streamer();
    const rule = await world.api('PATCH', '/api/moderation/rules/links', me.token, {
      enabled: true,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const line = await world.chat('pixel_pat', 'come watch kick.com/other');
    await settle();

    const reader = await token(me.token, ['moderation:read']);
    const log = await world.api('GET', '/api/v1/moderation/log?limit=10', reader);
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json<{ entries: ModerationLogEntry[]; next: string | null }>();
    expect(entries.entries.map((e) => [e.rule, e.viewer.name, e.action])).toEqual([
      ['links', 'pixel_pat', 'warn'],
    ]);
    expect(entries.next).toBeNull();
    expect(ofType('moderation.action').map((e) => [e.data.message_id, e.data.rule])).toEqual([
      [line.messageId, 'links'],
    ]);

    const widgetsOnly = await token(me.token, ['widgets:read']);
    expect((await world.api('GET', '/api/v1/moderation/log', widgetsOnly)).statusCode).toBe(403);
    const tooMany = await world.api('GET', '/api/v1/moderation/log?limit=500', reader);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ field: string }>().field).toBe('limit');
    const stranger = await signUp(world.app);
    const theirs = await token(stranger.token, ['moderation:read']);
    const crossed = await world.api('GET', `/api/v1/moderation/log?owner=${me.userId}`, theirs);
    expect(crossed.statusCode).toBe(403);
  });

  it('announces a stream’s recap once when it ends, with the numbers the stats recorded', async () => {
    const me = await world.streamer();
    const bus = world.app.services.bus;
    const start = world.platforms.clock.now();
    const stream = (live: boolean, at: number) => ({
      id: `stream-${live}-${at}`,
      source: 'livestream.status.updated' as const,
      kind: 'stream' as const,
      ownerId: me.userId,
      broadcasterUserId: 1001,
      channelName: 'kyo_demo',
      at,
      sentAt: at,
      receivedAt: at,
      live,
      title: 'Ranked grind',
      startedAt: start,
      endedAt: live ? null : at,
    });
    bus.publish('kick.event', stream(true, start));
    await world.app.stats.idle();
    await world.chat('nora', 'hello there');
    await world.chat('kevin', 'gg');
    await settle();
    world.platforms.clock.advance(3_600_000);
    const end = world.platforms.clock.now();
    bus.publish('kick.event', stream(false, end));
    // A second offline sighting (another node, a poller) ends nothing more.
    bus.publish('kick.event', stream(false, end));
    await world.app.stats.idle();
    await expect.poll(() => ofType('stream.recap').length).toBe(1);
    await bus.drain();
    const [recap] = ofType('stream.recap');
    expect(recap!.data).toMatchObject({
      title: 'Ranked grind',
      started_at: new Date(start).toISOString(),
      ended_at: new Date(end).toISOString(),
      duration_seconds: 3600,
      messages: 2,
      chatters: 2,
    });
    expect(recap!.data.recap_url).toMatch(new RegExp(`/stats/${recap!.data.stream_id}$`));
    expect(recap!.channel.id).toBe(me.userId);
    expect(ofType('stream.recap')).toHaveLength(1);
  });
});
