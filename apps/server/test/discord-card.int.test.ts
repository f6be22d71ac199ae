/* eslint-disable @typescript-eslint/no-explicit-any -- embeds are read as Discord sends them */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { formatDuration, type StatsList, type StatsNumbers } from '@kyo/contracts';
import type { EmulatorServer } from '@kyo/emulator';
import { buildTestApp } from './app';
import { describeEachDatabase } from './db';
import { bearer } from './factories';
import {
  startIngestWorld,
  type IngestWorld,
} from '../src/features/kick-events/kick-events.test-helper';
import {
  CHANNEL,
  MINUTE,
  advance,
  botStatusCard,
  cardStatus,
  cardStreamer,
  cardsOf,
  connectDiscord,
  saveCard,
  settle,
} from './discord-card';

type Emulator = EmulatorServer['emulator'];
const ROLE = '123456789012345678';
const GRACE = 3 * MINUTE;

/**
 * The go-live card through the whole app: the emulator's Kick goes live and sends its signed
 * webhooks, the app posts, edits and finalizes the card through the emulator's Discord over
 * real HTTP, on a fake clock.
 */
describeEachDatabase('the Discord go-live card', (db) => {
  let world: IngestWorld;
  let emulator: Emulator;
  /** The demo's sample playing on the channel, as the emulator's control page starts one. */
  let sample: { from: number; minutes: number; scale: number } | null = null;
  beforeAll(async () => {
    world = await startIngestWorld(db(), {
      samples: { playback: (id) => (id === CHANNEL ? sample : null) },
    });
    emulator = world.platforms.server.emulator;
  }, 60_000);
  afterAll(() => world.close());
  beforeEach(async () => {
    sample = null;
    await world.reset();
  });

  const goLive = async (viewerCount = 500) => {
    emulator.kick.goLive({
      broadcasterUserId: CHANNEL,
      title: 'Speedrun night',
      category: 'Minecraft',
      viewerCount,
    });
    await settle(world);
  };
  const goOffline = async () => {
    emulator.kick.goOffline({ broadcasterUserId: CHANNEL });
    await settle(world);
  };
  const fieldsOf = (embed: any): Record<string, string> =>
    Object.fromEntries(
      ((embed.fields ?? []) as Array<{ name: string; value: string }>).map((f) => [
        f.name,
        f.value,
      ]),
    );

  /** The recap's fields a stream's stats page numbers make (its key numbers, same names). */
  const recapOfPage = (n: StatsNumbers) => ({
    'Streamed for': formatDuration(n.durationSeconds * 1000),
    'Peak viewers': String(n.peakViewers),
    ...(n.averageViewers !== null ? { 'Average viewers': String(n.averageViewers) } : {}),
    'New followers': String(n.follows),
    Subs: String(n.subs),
    'Gifted subs': String(n.giftedSubs),
    Chatters: String(n.chatters),
    'Chat messages': String(n.messages),
    ...(n.kicks ? { Kicks: n.kicks.toLocaleString('en-US') } : {}),
  });
  /** The stats page's streams, newest first (signed in again: the fake clock ran past the token). */
  const statsStreams = async (me: { email: string; password: string }) => {
    const login = await world.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: me.email, password: me.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json<{ token: string }>().token;
    const response = await world.app.inject({ url: '/api/stats/streams', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StatsList>().streams;
  };

  it('posts the card when the stream goes live: embed, template and an explicit role mention', async () => {
    const me = await cardStreamer(world, {
      template: '{channel} is live: {title} ({category}, {viewers} watching) {url}',
      mention: 'role',
      roleId: ROLE,
    });
    await goLive(500);
    const [card, ...more] = cardsOf(emulator, me.webhookId);
    expect(more).toEqual([]);
    expect(card!.content).toBe(
      `<@&${ROLE}> kyo_demo is live: Speedrun night (Minecraft, 500 watching) https://kick.com/kyo_demo`,
    );
    expect(card!.allowedMentions).toEqual({ parse: [], roles: [ROLE] });
    const embed = card!.embeds[0] as any;
    expect(embed).toMatchObject({
      author: { name: 'kyo_demo' },
      title: 'Speedrun night',
      url: 'https://kick.com/kyo_demo',
      color: 0x53fc18,
      footer: { text: 'Kyo' },
    });
    expect(fieldsOf(embed)).toEqual({ Category: 'Minecraft', Viewers: '500' });
    expect(embed.image.url).toMatch(/\?t=\d+$|&t=\d+$/);
    expect(Date.parse(embed.timestamp)).toBeLessThanOrEqual(world.platforms.clock.now());
    expect(await cardStatus(world.app, me.userId)).toMatchObject({ outcome: 'posted', live: true });
    expect(await botStatusCard(world.app, me.token)).toMatchObject({ outcome: 'posted' });
  });

  it('turns the card on when Discord is connected, pinging nobody, and posts it on going live', async () => {
    const me = await world.streamer();
    const webhookId = await connectDiscord(world.app, me.token);
    await settle(world);
    const settings = await world.app.inject({
      url: '/api/discord/card',
      headers: bearer(me.token),
    });
    expect(settings.json().settings).toMatchObject({ enabled: true, mention: 'none' });
    await goLive();
    const [card] = cardsOf(emulator, webhookId);
    expect(card).toMatchObject({ allowedMentions: { parse: [] } });
    expect(card!.content).not.toMatch(/@here|@everyone|<@&/);
  });

  it('keeps the card off when a streamer who switched it off connects Discord again', async () => {
    const me = await world.streamer();
    await connectDiscord(world.app, me.token);
    await settle(world);
    await saveCard(world.app, me.token, { enabled: false });
    const webhookId = await connectDiscord(world.app, me.token);
    await settle(world);
    await goLive();
    expect(cardsOf(emulator, webhookId)).toHaveLength(0);
  });

  it('pings @everyone only through parse everyone, and posts nothing while the card is off', async () => {
    const me = await cardStreamer(world, { mention: 'here' });
    await goLive();
    expect(cardsOf(emulator, me.webhookId)[0]).toMatchObject({
      content: expect.stringMatching(/^@here /),
      allowedMentions: { parse: ['everyone'] },
    });
    await goOffline();
    await advance(world, GRACE + MINUTE);
    await saveCard(world.app, me.token, { enabled: false });
    await goLive();
    expect(cardsOf(emulator, me.webhookId)).toHaveLength(1);
  });

  it('edits the card every 5 minutes with viewers and uptime, once however many nodes tick', async () => {
    const me = await cardStreamer(world);
    await goLive(500);
    await advance(world, 4 * MINUTE);
    expect(cardsOf(emulator, me.webhookId)[0]!.edits).toEqual([]);
    emulator.kick.setViewerCount({ broadcasterUserId: CHANNEL, count: 820 });
    world.platforms.clock.advance(MINUTE);
    // Two nodes (or a restart) looking for due work at once: one claims the edit.
    await Promise.all([world.app.discordLive.tick(), world.app.discordLive.tick()]);
    let [card] = cardsOf(emulator, me.webhookId);
    expect(card!.edits).toHaveLength(1);
    expect(card!.edits[0]!.allowedMentions).toEqual({ parse: [] });
    expect(fieldsOf(card!.embeds[0])).toMatchObject({ Viewers: '820', 'Live for': '5 m' });
    await advance(world, 5 * MINUTE);
    [card] = cardsOf(emulator, me.webhookId);
    expect(card!.edits).toHaveLength(2);
    expect(fieldsOf(card!.embeds[0])['Live for']).toBe('10 m');
    expect(await cardStatus(world.app, me.userId)).toMatchObject({ outcome: 'updated' });
  });

  it('is carried on by another node (or the restarted server) with what was counted', async () => {
    const me = await cardStreamer(world);
    await goLive(500);
    emulator.kick.follow({ broadcasterUserId: CHANNEL, username: 'fan_one' });
    await goOffline();
    // A second server on the same database and platforms, which received none of the webhooks.
    const other = await buildTestApp(db(), {
      config: world.platforms.config(),
      clock: world.platforms.clock,
    });
    try {
      world.platforms.clock.advance(GRACE);
      expect(await other.discordLive.tick()).toBe(1);
      expect(await world.app.discordLive.tick()).toBe(0);
      const [card, ...more] = cardsOf(emulator, me.webhookId);
      expect(more).toEqual([]);
      expect(card!.edits).toHaveLength(1);
      expect(fieldsOf(card!.embeds[0])['New followers']).toBe('1');
    } finally {
      await other.close();
    }
  });

  it('does not edit a live card with updates off', async () => {
    const me = await cardStreamer(world, { liveUpdates: false });
    await goLive();
    await advance(world, 20 * MINUTE);
    expect(cardsOf(emulator, me.webhookId)[0]!.edits).toEqual([]);
  });

  it('turns the card into a recap after the grace period, with what the stream brought', async () => {
    const me = await cardStreamer(world);
    await goLive(500);
    emulator.kick.follow({ broadcasterUserId: CHANNEL, username: 'fan_one' });
    emulator.kick.follow({ broadcasterUserId: CHANNEL, username: 'fan_two' });
    emulator.kick.subscribe({ broadcasterUserId: CHANNEL, username: 'fan_one' });
    emulator.kick.giftSubs({ broadcasterUserId: CHANNEL, gifter: 'fan_two', count: 3 });
    emulator.kick.setViewerCount({ broadcasterUserId: CHANNEL, count: 900 });
    await advance(world, 5 * MINUTE);
    emulator.kick.setViewerCount({ broadcasterUserId: CHANNEL, count: 300 });
    await advance(world, 30 * MINUTE);
    await goOffline();
    await advance(world, GRACE - MINUTE);
    const [before] = cardsOf(emulator, me.webhookId);
    expect(before!.content).not.toContain('was live');
    await advance(world, MINUTE);
    const [card, ...more] = cardsOf(emulator, me.webhookId);
    expect(more).toEqual([]);
    expect(card!.content).toBe('kyo_demo was live on Kick');
    const recap = fieldsOf(card!.embeds[0]);
    expect(recap).toMatchObject({
      'Streamed for': '35 m',
      'New followers': '2',
      Subs: '1',
      'Gifted subs': '3',
    });
    expect(Number(recap['Peak viewers'])).toBe(900);
    expect(card!.edits.at(-1)!.allowedMentions).toEqual({ parse: [] });
    expect(await cardStatus(world.app, me.userId)).toMatchObject({ outcome: 'recap', live: false });
  });

  it('recaps the numbers of the stream’s stats page: subs new and renewed, gifts apart', async () => {
    const me = await cardStreamer(world);
    await goLive(500);
    emulator.kick.follow({ broadcasterUserId: CHANNEL, username: 'fan_one' });
    emulator.kick.subscribe({ broadcasterUserId: CHANNEL, username: 'fan_one' });
    emulator.kick.subscribe({ broadcasterUserId: CHANNEL, username: 'fan_two' });
    emulator.kick.resubscribe({ broadcasterUserId: CHANNEL, username: 'fan_three', months: 4 });
    emulator.kick.giftSubs({ broadcasterUserId: CHANNEL, gifter: 'fan_two', count: 5 });
    emulator.kick.giftKicks({ broadcasterUserId: CHANNEL, username: 'fan_one', amount: 1500 });
    for (const [username, content] of [
      ['fan_one', 'hello'],
      ['fan_two', 'gg'],
      ['fan_one', 'lets go'],
    ])
      emulator.kick.sendChat({
        broadcasterUserId: CHANNEL,
        username: username!,
        content: content!,
      });
    await advance(world, 12 * MINUTE);
    await goOffline();
    await advance(world, GRACE);
    const [card] = cardsOf(emulator, me.webhookId);
    expect(card!.content).toBe('kyo_demo was live on Kick');
    const [page] = await statsStreams(me);
    expect(page).toMatchObject({ subs: 3, renewals: 1, giftedSubs: 5, messages: 3, kicks: 1500 });
    expect(fieldsOf(card!.embeds[0])).toEqual(recapOfPage(page!));
  });

  it('gives a stream started after a demo sample its own card, each recap with its own stream’s numbers', async () => {
    const me = await cardStreamer(world);
    // The demo's 90-minute sample, played a minute a second (its stats lie before its playback).
    sample = { from: world.platforms.clock.now(), minutes: 90, scale: 60 };
    await goLive(164);
    for (let i = 0; i < 6; i++)
      emulator.kick.sendChat({ broadcasterUserId: CHANNEL, username: `crowd_${i}`, content: 'gg' });
    emulator.kick.follow({ broadcasterUserId: CHANNEL, username: 'crowd_1' });
    await advance(world, 90_000);
    sample = null;
    await goOffline();
    // The streamer goes live for real 2 m 45 s later: within the card's grace, not the sample.
    await advance(world, 165_000);
    await goLive(60);
    emulator.kick.sendChat({ broadcasterUserId: CHANNEL, username: 'real_fan', content: 'hi' });
    await advance(world, 10 * MINUTE);
    await goOffline();
    await advance(world, GRACE);
    const cards = cardsOf(emulator, me.webhookId);
    expect(cards).toHaveLength(2);
    const [real, played] = await statsStreams(me);
    expect(played).toMatchObject({ sample: true, messages: 6, follows: 1 });
    expect(real).toMatchObject({ sample: false, messages: 1, follows: 0 });
    expect(cards.map((c) => c.content)).toEqual([
      'kyo_demo was live on Kick',
      'kyo_demo was live on Kick',
    ]);
    expect(fieldsOf(cards[0]!.embeds[0])).toEqual(recapOfPage(played!));
    expect(fieldsOf(cards[1]!.embeds[0])).toEqual(recapOfPage(real!));
  });

  it('closes a late-ending sample’s card with its recap when a real stream follows at once', async () => {
    const me = await cardStreamer(world);
    // A 20-minute sample whose playback ends 2 s late (its minutes ticked slowly on a loaded
    // machine): its recorded end lies 2 minutes after its playback began, past the real go-live.
    sample = { from: world.platforms.clock.now(), minutes: 20, scale: 60 };
    await goLive(164);
    emulator.kick.sendChat({ broadcasterUserId: CHANNEL, username: 'crowd_1', content: 'gg' });
    await advance(world, 22_000);
    sample = null;
    await goOffline();
    // The streamer goes live for real 10 s later.
    await advance(world, 10_000);
    emulator.kick.goLive({
      broadcasterUserId: CHANNEL,
      title: 'After the sample',
      category: 'Chess',
      viewerCount: 60,
    });
    await settle(world);
    const cards = cardsOf(emulator, me.webhookId);
    const titleOf = (embed: any) => (embed as { title?: string } | undefined)?.title;
    expect(cards.map((c) => [c.content.includes('was live'), titleOf(c.embeds[0])])).toEqual([
      [true, 'Speedrun night'],
      [false, 'After the sample'],
    ]);
    const [real, played] = await statsStreams(me);
    expect(played).toMatchObject({ sample: true, messages: 1 });
    expect(real).toMatchObject({ sample: false, live: true });
    expect(fieldsOf(cards[0]!.embeds[0])).toEqual(recapOfPage(played!));
  });

  it('edits the same card back to live when the stream returns within the grace: one post only', async () => {
    const me = await cardStreamer(world);
    await goLive(500);
    await goOffline();
    await advance(world, MINUTE);
    await goLive(450);
    expect(await cardStatus(world.app, me.userId)).toMatchObject({ outcome: 'reconnected' });
    await advance(world, GRACE + MINUTE);
    let cards = cardsOf(emulator, me.webhookId);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.content).not.toContain('was live');
    await goOffline();
    await advance(world, GRACE);
    cards = cardsOf(emulator, me.webhookId);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.content).toBe('kyo_demo was live on Kick');
    // A stream that starts after the card was finalized gets a card of its own.
    await goLive(100);
    expect(cardsOf(emulator, me.webhookId)).toHaveLength(2);
  });

  it('deletes the card when the stream ends, if told to', async () => {
    const me = await cardStreamer(world, { onEnd: 'delete' });
    await goLive();
    await goOffline();
    await advance(world, GRACE);
    expect(cardsOf(emulator, me.webhookId)[0]!.deletedAt).not.toBeNull();
    expect(await cardStatus(world.app, me.userId)).toMatchObject({ outcome: 'deleted' });
  });

  it('marks the card failed and Discord as needing a reconnect when the webhook was deleted', async () => {
    const me = await cardStreamer(world);
    emulator.discord.deleteWebhook(me.webhookId);
    await goLive();
    expect(await botStatusCard(world.app, me.token)).toMatchObject({
      outcome: 'failed',
      error: 'Discord webhook deleted — reconnect Discord',
    });
    const user = await world.app.inject({ url: '/api/user/me', headers: bearer(me.token) });
    expect(user.json().connections.discord.status).toBe('needs_reconnect');
    await advance(world, 10 * MINUTE);
    expect(cardsOf(emulator, me.webhookId)).toEqual([]);
  });

  it('waits out a 429 Retry-After and posts once', async () => {
    const me = await cardStreamer(world);
    emulator.faults.add({
      provider: 'discord',
      pathContains: '/webhooks/',
      method: 'POST',
      status: 429,
      retryAfterSeconds: 20,
      count: 2,
    });
    await goLive();
    expect(cardsOf(emulator, me.webhookId)).toEqual([]);
    expect(await cardStatus(world.app, me.userId)).toMatchObject({ outcome: 'retrying' });
    await advance(world, 10_000);
    await world.app.discordLive.tick();
    expect(cardsOf(emulator, me.webhookId)).toEqual([]); // Retry-After not over yet
    await advance(world, 10_000);
    await advance(world, 20_000);
    expect(cardsOf(emulator, me.webhookId)).toHaveLength(1);
    expect(await cardStatus(world.app, me.userId)).toMatchObject({ outcome: 'posted' });
  });

  it('gives up on a webhook that stays rate limited, saying why', async () => {
    const me = await cardStreamer(world);
    emulator.faults.add({
      provider: 'discord',
      pathContains: '/webhooks/',
      status: 429,
      retryAfterSeconds: 5,
    });
    await goLive();
    for (let i = 0; i < 6; i++) await advance(world, 5_000);
    expect(await cardStatus(world.app, me.userId)).toMatchObject({
      outcome: 'failed',
      error: 'Discord kept rate limiting the webhook (5 tries)',
    });
    emulator.faults.clear();
    await advance(world, 10 * MINUTE);
    expect(cardsOf(emulator, me.webhookId)).toEqual([]);
  });

  it('retries a 5xx with backoff', async () => {
    const me = await cardStreamer(world);
    emulator.faults.add({ provider: 'discord', pathContains: '/webhooks/', status: 503, count: 2 });
    await goLive();
    expect(await cardStatus(world.app, me.userId)).toMatchObject({ outcome: 'retrying' });
    await advance(world, 5_000);
    await advance(world, 10_000);
    expect(cardsOf(emulator, me.webhookId)).toHaveLength(1);
  });
});

describeEachDatabase('the Discord go-live card settings', (db) => {
  let world: IngestWorld;
  beforeAll(async () => {
    world = await startIngestWorld(db());
  }, 60_000);
  afterAll(() => world.close());
  beforeEach(() => world.reset());

  const put = (token: string, payload: unknown) =>
    world.app.inject({
      method: 'PUT',
      url: '/api/discord/card',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('keeps the settings, with defaults for what was not sent', async () => {
    const me = await world.streamer();
    // Off until Discord is connected (nothing to post to before).
    const empty = await world.app.inject({ url: '/api/discord/card', headers: bearer(me.token) });
    expect(empty.json()).toMatchObject({
      settings: { enabled: false, onEnd: 'recap' },
      status: null,
      // The page's hints read the grace period the server uses (DISCORD_CARD_GRACE_SECONDS).
      graceSeconds: 180,
    });
    const saved = await put(me.token, { enabled: true, mention: 'everyone', onEnd: 'leave' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings).toMatchObject({
      enabled: true,
      mention: 'everyone',
      onEnd: 'leave',
      showThumbnail: true,
    });
    // The save is one of the status page's "Recent changes", made by the streamer.
    await expect
      .poll(async () => {
        const answer = await world.app.inject({
          url: '/api/bot/changes',
          headers: bearer(me.token),
        });
        return answer.json<{ changes: Array<{ action: string; subject: string }> }>().changes;
      })
      .toEqual([expect.objectContaining({ action: 'discord.updated', subject: 'card' })]);
  });

  it('refuses a template with an unknown variable, naming the field', async () => {
    const me = await world.streamer();
    const response = await put(me.token, { template: 'live! {game} {title}' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'template' });
    expect(response.json().message).toContain('Unknown variable: {game}');
    const long = await put(me.token, { template: 'x'.repeat(501) });
    expect(long.json()).toMatchObject({ field: 'template' });
  });

  it('refuses a role mention without a role id of digits', async () => {
    const me = await world.streamer();
    for (const roleId of [null, '12ab', '123']) {
      const response = await put(me.token, { mention: 'role', roleId });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('roleId');
    }
  });

  it('answers 400, never 500, to null, NUL and lone surrogates', async () => {
    const me = await world.streamer();
    for (const payload of [
      null,
      { template: null },
      { enabled: null },
      { template: 'live\u0000now' },
      { template: 'live \ud800 now' },
      { roleId: '\udc00' },
      { mention: 'role', roleId: '1234567890123456\u0000' },
    ]) {
      const response = await put(me.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('sends a test card with every ping stripped', async () => {
    const me = await world.streamer();
    const webhookId = await connectDiscord(world.app, me.token);
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/discord/card/test',
      headers: bearer(me.token),
      payload: { enabled: true, mention: 'everyone', template: 'Test {channel}' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [card] = cardsOf(world.platforms.server.emulator, webhookId);
    expect(card).toMatchObject({ content: 'Test kyo_demo', allowedMentions: { parse: [] } });
    expect((card!.embeds[0] as any).footer).toEqual({ text: 'Kyo' });
  });
});
