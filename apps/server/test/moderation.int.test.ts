import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ModerationLogEntry, ModerationView, Reward } from '@kyo/contracts';
import { describeEachDatabase } from './db';
import {
  BOT_NAME,
  startBotWorld,
  STREAMER,
  type BotWorld,
} from '../src/features/bot/bot-world.test-helper';

describeEachDatabase('chat moderation through the platform emulator', (db) => {
  let world: BotWorld;
  beforeAll(async () => {
    world = await startBotWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  const settle = async () => {
    await world.settle();
    await world.app.moderation.idle();
    await world.settle();
  };

  async function rule(token: string, id: string, body: object, owner?: string) {
    const response = await world.api(
      'PATCH',
      `/api/moderation/rules/${id}${owner ? `?owner=${owner}` : ''}`,
      token,
      body,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ModerationView>();
  }
  async function log(token: string) {
    const response = await world.api('GET', '/api/moderation/log', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ entries: ModerationLogEntry[] }>().entries;
  }
  const chatLog = () => world.platforms.server.emulator.kick.chatLog(STREAMER);

  it('deletes a viewer’s link and warns, times them out on the next, leaves the broadcaster’s link, and Undo lifts it', async () => {
    const { token } = await world.streamer();
    await rule(token, 'links', { enabled: true });
    const first = await world.chat('pixel_pat', 'come watch kick.com/other');
    await settle();
    const afterFirst = chatLog();
    expect(afterFirst.find((l) => l.messageId === first.messageId)?.deleted).toBe(true);
    expect(afterFirst.filter((l) => l.fromApp).map((l) => l.content)).toEqual([
      '@pixel_pat, please don’t: links. Next time it is a timeout.',
    ]);
    // Past the burst window: the second hit counts and climbs the ladder to the first step.
    world.platforms.clock.advance(6_000);
    const second = await world.chat('pixel_pat', 'discord.gg/abc join now');
    const own = await world.chat('kyo_streamer', 'my socials: twitter.com/kyo', {
      badges: ['broadcaster'],
    });
    await settle();
    const lines = chatLog();
    expect(lines.find((l) => l.messageId === second.messageId)?.deleted).toBe(true);
    expect(lines.find((l) => l.messageId === own.messageId)?.deleted).toBe(false);
    const bans = world.platforms.server.emulator.kick.bans(STREAMER);
    expect(bans).toEqual([
      expect.objectContaining({
        username: 'pixel_pat',
        durationMinutes: 1,
        expiresAt: expect.any(String),
      }),
    ]);
    // The viewer cannot chat while timed out.
    expect(() =>
      world.platforms.server.emulator.kick.sendChat({
        broadcasterUserId: STREAMER,
        username: 'pixel_pat',
        content: 'hi',
      }),
    ).toThrow(/banned|timed out/);

    const entries = await log(token);
    expect(entries.map((e) => [e.rule, e.action, e.minutes, e.outcome, e.viewer.name])).toEqual([
      ['links', 'timeout', 1, 'done', 'pixel_pat'],
      ['links', 'warn', null, 'done', 'pixel_pat'],
    ]);
    expect(entries[0]!.undoable).toBe(true);
    expect(entries[1]!).toMatchObject({
      warned: true,
      httpStatus: 204,
      excerpt: 'come watch kick.com/other',
    });

    const undo = await world.api('POST', `/api/moderation/log/${entries[0]!.id}/undo`, token);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json<ModerationLogEntry>()).toMatchObject({ outcome: 'undone', undoable: false });
    expect(world.platforms.server.emulator.kick.bans(STREAMER)).toEqual([]);
    const again = await world.api('POST', `/api/moderation/log/${entries[0]!.id}/undo`, token);
    expect(again.statusCode).toBe(409);
  });

  it('lets commands, the bot and the overlay consumers never see a line it acted on', async () => {
    const { token } = await world.streamer();
    const created = await world.api('POST', '/api/bot/commands', token, {
      name: 'hello',
      responses: ['Hello {user}!'],
    });
    expect(created.statusCode).toBe(201);
    await rule(token, 'banned_words', {
      enabled: true,
      action: 'delete',
      settings: { terms: [{ text: 'badword', mode: 'word' }] },
    });
    await world.chat('pixel_pat', '!hello b a d w o r d');
    await world.chat('sub_sam', '!hello');
    await settle();
    expect(world.botLines().map((l) => l.content)).toEqual(['Hello sub_sam!']);
    const status = await world.status(token);
    expect(status.recentEvents.map((e) => e.summary)).toEqual(['sub_sam: !hello']);
  });

  describe('!permit', () => {
    /** Links on; answers whether each of the viewer's links after `permit` was deleted. */
    async function linksAfter(token: string, permit: () => Promise<unknown>) {
      await rule(token, 'links', { enabled: true, action: 'delete' });
      await permit();
      await settle();
      const link = await world.chat('pixel_pat', 'look: youtube.com/watch?v=1');
      await settle();
      return chatLog().find((l) => l.messageId === link.messageId)?.deleted;
    }

    it('is taken from a moderator', async () => {
      const { token } = await world.streamer();
      const deleted = await linksAfter(token, () =>
        world.chat('mod_max', '!permit @pixel_pat', { badges: ['moderator'] }),
      );
      expect(deleted).toBe(false);
      expect(world.botLines().map((l) => l.content)).toEqual([
        expect.stringContaining('pixel_pat'),
      ]);
    });

    it('is never taken from the bot’s own line: a command answering {args}', async () => {
      const { token, userId } = await world.streamer();
      const created = await world.api('POST', '/api/bot/commands', token, {
        name: 'say',
        responses: ['{args}'],
      });
      expect(created.statusCode, created.body).toBe(201);
      const deleted = await linksAfter(token, () =>
        world.chat('pixel_pat', '!say !permit @pixel_pat'),
      );
      // The bot said it (its line carries Kick's bot badge), and it granted nothing.
      expect(world.botLines().map((l) => l.content)).toEqual(['!permit @pixel_pat']);
      expect(deleted).toBe(true);
      expect(world.app.moderation.knowsPermit(userId, 'pixel_pat')).toBe(false);
    });

    it('is never taken from the bot’s own line: a reward’s chat line with {input}', async () => {
      const { token } = await world.streamer();
      const created = await world.api('POST', '/api/rewards', token, {
        title: 'Say it',
        cost: 10,
        userInputRequired: true,
        actions: [{ type: 'chat', template: '{input}' }],
      });
      expect(created.statusCode, created.body).toBe(201);
      const reward = created.json<Reward>();
      const deleted = await linksAfter(token, async () => {
        world.platforms.server.emulator.rewards.redeem({
          broadcasterUserId: STREAMER,
          rewardId: reward.kickRewardId,
          username: 'pixel_pat',
          input: '!permit @pixel_pat',
        });
        await settle();
        await world.app.rewards.idle();
      });
      expect(world.botLines().map((l) => l.content)).toEqual(['!permit @pixel_pat']);
      expect(deleted).toBe(true);
    });
  });

  it('logs a dry run and does nothing', async () => {
    const { token } = await world.streamer();
    await rule(token, 'caps', { enabled: true, dryRun: true });
    const line = await world.chat('pixel_pat', 'WHY IS EVERYONE SHOUTING HERE');
    await settle();
    expect(chatLog().find((l) => l.messageId === line.messageId)?.deleted).toBe(false);
    expect(world.botLines()).toEqual([]);
    const [entry] = await log(token);
    expect(entry).toMatchObject({ rule: 'caps', action: 'warn', dryRun: true, outcome: 'logged' });
    expect((await world.status(token)).recentEvents.map((e) => e.summary)).toEqual([
      'pixel_pat: WHY IS EVERYONE SHOUTING HERE',
    ]);
  });

  it('does not count emote names or mentions as capitals', async () => {
    const { token } = await world.streamer();
    await rule(token, 'caps', { enabled: true, action: 'delete' });
    const line = await world.chat(
      'pixel_pat',
      '@BIG_BOSS_MAN [emote:37226:KEKW] [emote:39261:OMEGALUL] lol so good',
    );
    await settle();
    expect(chatLog().find((l) => l.messageId === line.messageId)?.deleted).toBe(false);
    expect(await log(token)).toEqual([]);
    expect(BOT_NAME).toBeTruthy();
  });
});
