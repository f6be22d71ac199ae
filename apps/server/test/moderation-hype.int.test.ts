import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ChatLogEntry } from '@kyo/emulator';
import { RAID_NOTICE, type ModerationLogEntry, type ModerationView } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import { startBotWorld, STREAMER, type BotWorld } from '../src/features/bot/bot-world.test-helper';

/** The emulator's catalogue (packages/emulator/src/state/seed.ts). */
const GULPEMBE = '3mVqvZ8S2q2MNbbDN4v2bK';
const SONG_LINK = `https://open.spotify.com/track/${GULPEMBE}?si=abc`;

/**
 * Issue 41, items 1 and 2: moderation that knows the other capabilities (a song link for `!sr` is
 * not spam) and leaves hype alone (a raid is one event, common phrases are not a raid, the bot
 * never floods its own chat with warnings).
 */
describeEachDatabase('moderation during hype, and song links', (db) => {
  let world: BotWorld;
  beforeAll(async () => {
    world = await startBotWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  const emulator = () => world.platforms.server.emulator;
  const clock = () => world.platforms.clock;
  const settle = async () => {
    await world.settle();
    await world.app.moderation.idle();
    await world.settle();
  };
  async function rule(token: string, id: string, body: object) {
    const response = await world.api('PATCH', `/api/moderation/rules/${id}`, token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ModerationView>();
  }
  async function log(token: string) {
    const response = await world.api('GET', '/api/moderation/log?limit=200', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ entries: ModerationLogEntry[] }>().entries.reverse();
  }
  const deleted = (messageId: string) =>
    emulator()
      .kick.chatLog(STREAMER, { limit: 500 })
      .find((l) => l.messageId === messageId)?.deleted;
  const bans = () => emulator().kick.bans(STREAMER);
  const accounts = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => `${prefix}_${String(i).padStart(2, '0')}`);

  it('takes a 20-account raid down as one event: every line deleted, one notice, nobody timed out', async () => {
    const { token } = await world.streamer();
    // At its defaults: warn, 10 viewers, 30 s.
    await rule(token, 'copy_paste', { enabled: true });
    const removed: string[] = [];
    const stop = world.app.services.bus.subscribe('chat.deleted', ({ messageId }) => {
      removed.push(messageId);
    });
    const lines = [];
    for (const name of accounts(20, 'raider')) {
      lines.push(await world.chat(name, 'cheap viewers and followers at streamboost dot shop'));
      clock().advance(150);
    }
    await settle();
    stop();
    expect(lines.map((l) => deleted(l.messageId))).toEqual(lines.map(() => true));
    // The nine lines shown before the raid was seen are taken back from the overlays.
    expect(new Set(removed).size).toBe(9);
    expect(world.botLines().map((l) => l.content)).toEqual([RAID_NOTICE]);
    expect(bans()).toEqual([]);
    const entries = await log(token);
    expect(entries).toHaveLength(20);
    expect(new Set(entries.map((e) => `${e.rule} ${e.action}`))).toEqual(
      new Set(['copy_paste delete']),
    );
    expect(entries.filter((e) => e.warned)).toHaveLength(1);

    // The raid goes on a minute later with the same line: still the same event, no new notice.
    clock().advance(20_000);
    const more = await world.chat(
      'raider_20',
      'cheap viewers and followers at streamboost dot shop',
    );
    await settle();
    expect(deleted(more.messageId)).toBe(true);
    expect(world.botLines()).toHaveLength(1);
  });

  it('leaves hype alone: fewer than ten fans, common phrases, one emote, commands', async () => {
    const { token } = await world.streamer();
    await rule(token, 'copy_paste', { enabled: true });
    const lines: ChatLogEntry[] = [];
    const say = async (names: string[], content: string) => {
      for (const name of names) lines.push(await world.chat(name, content));
    };
    await say(accounts(9, 'fan'), 'that final round was absolutely unbelievable');
    await say(accounts(15, 'new'), 'first time here, love the stream');
    await say(accounts(15, 'hype'), 'LETS GOOOOOO lets go gg wp');
    await say(accounts(15, 'emote'), '[emote:37226:KEKW]');
    await say(accounts(15, 'join'), '!join the giveaway right now please');
    await say(accounts(15, 'tr'), 'herkese selam, iyi yayınlar');
    await settle();
    expect(lines.filter((l) => deleted(l.messageId))).toEqual([]);
    expect(await log(token)).toEqual([]);
  });

  it('lets a whole chat type an open giveaway’s long keyword: entering, not a raid', async () => {
    const { token } = await world.streamer();
    await rule(token, 'copy_paste', { enabled: true });
    const keyword = 'summer giveaway twenty twenty six';
    const created = await world.api('POST', '/api/bot/giveaways', token, {
      title: 'A headset',
      keyword,
      command: null,
      confirmSeconds: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    const lines: ChatLogEntry[] = [];
    for (const name of accounts(14, 'entrant')) {
      lines.push(await world.chat(name, keyword.toUpperCase()));
      clock().advance(150);
    }
    await settle();
    expect(lines.filter((l) => deleted(l.messageId))).toEqual([]);
    expect(await log(token)).toEqual([]);
    const entries = await world.api(
      'GET',
      `/api/bot/giveaways/${created.json<{ id: string }>().id}/entries`,
      token,
    );
    expect(entries.json<{ entries: unknown[] }>().entries).toHaveLength(14);

    // Once it has ended the same line from fourteen accounts is a raid again.
    const end = await world.api(
      'POST',
      `/api/bot/giveaways/${created.json<{ id: string }>().id}/end`,
      token,
    );
    expect(end.statusCode, end.body).toBe(200);
    clock().advance(60_000);
    const after: ChatLogEntry[] = [];
    for (const name of accounts(14, 'late')) {
      after.push(await world.chat(name, keyword));
      clock().advance(150);
    }
    await settle();
    expect(after.filter((l) => deleted(l.messageId)).length).toBeGreaterThan(0);
  });

  it('posts at most one warning every 30 s: the others are held back, logged, and still count', async () => {
    const { token } = await world.streamer();
    await rule(token, 'links', { enabled: true });
    const lines = [];
    for (const name of ['pixel_pat', 'luna_cat', 'turbo_taco', 'zero_moose']) {
      lines.push(await world.chat(name, `look at my page kick.com/${name}`));
      clock().advance(2_000);
      await settle();
    }
    expect(lines.map((l) => deleted(l.messageId))).toEqual([true, true, true, true]);
    expect(world.botLines().map((l) => l.content)).toEqual([
      '@pixel_pat, please don’t: links. Next time it is a timeout.',
    ]);
    let entries = await log(token);
    expect(entries.map((e) => [e.viewer.name, e.action, e.warned, e.warningHeld])).toEqual([
      ['pixel_pat', 'warn', true, false],
      ['luna_cat', 'warn', false, true],
      ['turbo_taco', 'warn', false, true],
      ['zero_moose', 'warn', false, true],
    ]);
    // A held-back warning was still a strike: the next hit times out.
    clock().advance(6_000);
    await world.chat('luna_cat', 'again kick.com/luna');
    await settle();
    expect(bans()).toEqual([expect.objectContaining({ username: 'luna_cat', durationMinutes: 1 })]);
    // Past the 30 s, the next first hit is warned in chat again.
    clock().advance(30_000);
    await world.chat('night_owl', 'my clips kick.com/night');
    await settle();
    expect(world.botLines()).toHaveLength(2);
    entries = await log(token);
    expect(entries.at(-1)).toMatchObject({ action: 'warn', warned: true, warningHeld: false });
  });

  it('lets a Spotify link through after !sr while song requests are on, and only then', async () => {
    const { token } = await world.streamer();
    await world.connectSpotify(token);
    await rule(token, 'links', { enabled: true, action: 'delete' });
    await rule(token, 'banned_words', {
      enabled: true,
      action: 'delete',
      settings: { terms: [{ text: 'badword', mode: 'word' }] },
    });
    const songs = (enabled: boolean) =>
      world.api('PUT', '/api/song-requests/settings', token, { enabled });
    expect((await songs(true)).statusCode).toBe(200);

    const request = await world.chat('pixel_pat', `!sr ${SONG_LINK}`);
    await settle();
    expect(deleted(request.messageId)).toBe(false);
    expect(world.botLines().map((l) => l.content)).toEqual(['@pixel_pat queued "Gülpembe" at #1.']);

    // The command carries song links only: another link, a banned word, or a link without the
    // command is still moderation's.
    const other = await world.chat('luna_cat', `!sr ${SONG_LINK} and bit.ly/free`);
    const banned = await world.chat('turbo_taco', `!songrequest ${SONG_LINK} badword`);
    const bare = await world.chat('zero_moose', `listen: ${SONG_LINK}`);
    await settle();
    expect([other, banned, bare].map((l) => deleted(l.messageId))).toEqual([true, true, true]);

    const view = (await world.api('GET', '/api/moderation', token)).json<ModerationView>();
    expect(view.commandLinks).toEqual([
      {
        feature: 'song-requests',
        commands: ['sr', 'songrequest'],
        sites: expect.arrayContaining(['open.spotify.com']) as string[],
        on: true,
      },
    ]);

    // Song requests off: `!sr` is an ordinary line again.
    expect((await songs(false)).statusCode).toBe(200);
    const off = await world.chat('night_owl', `!sr ${SONG_LINK}`);
    await settle();
    expect(deleted(off.messageId)).toBe(true);
    expect(
      (await world.api('GET', '/api/moderation', token)).json<ModerationView>().commandLinks[0]!.on,
    ).toBe(false);

    // On again, but the streamer put Spotify on the block list: the block list wins.
    await songs(true);
    await rule(token, 'links', { settings: { block: ['open.spotify.com'] } });
    const blocked = await world.chat('cozy_owl', `!sr ${SONG_LINK}`);
    await settle();
    expect(deleted(blocked.messageId)).toBe(true);
  });
});
