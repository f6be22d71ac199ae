import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED } from '@kyo/emulator';
import { describeEachDatabase } from '../../../../test/db';
import { startBotWorld, STREAMER, type BotWorld } from '../bot-world.test-helper';

describeEachDatabase('audience: follows, followage, greetings, active chatters', (db) => {
  let world: BotWorld;
  beforeAll(async () => {
    world = await startBotWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  const kick = () => world.platforms.server.emulator.kick;
  const lines = () => world.botLines().map((l) => l.content);

  async function alert(token: string, type: string, body: object) {
    return world.api('PUT', `/api/bot/alerts/${type}`, token, body);
  }

  describe('followage', () => {
    it('answers !followage from the follow Kyo recorded, for the sender and for @name', async () => {
      const { token } = await world.streamer();
      kick().follow({ broadcasterUserId: STREAMER, username: 'pixel_pat' });
      await world.settle();
      const status = await world.status(token);
      expect(status.audience.followsSeen).toBe(1);
      expect(status.audience.followsSince).not.toBeNull();
      // 3 months and 5 days later (FakeClock).
      world.platforms.clock.advance((92 + 5) * 86_400_000);
      await world.chat('pixel_pat', '!followage');
      await world.settle();
      world.platforms.clock.advance(10_000);
      await world.chat('sub_sam', '!followage @PIXEL_PAT');
      await world.settle();
      const [mine, theirs] = lines().filter((l) => !l.startsWith('Thanks for the follow'));
      expect(mine).toMatch(
        /^pixel_pat has followed \S+ for 3 months \d+ days \(since .+, seen by Kyo\)\.$/,
      );
      expect(theirs).toBe(mine);
    });

    it('says clearly when it never saw the follow, and keeps the first date of a repeated follow', async () => {
      await world.streamer();
      await world.chat('sub_sam', '!followage');
      await world.settle();
      expect(lines().at(-1)).toMatch(/^Kyo has not recorded a follow of \S+ yet/);
      kick().follow({ broadcasterUserId: STREAMER, username: 'pixel_pat' });
      await world.settle();
      world.platforms.clock.advance(40 * 86_400_000);
      // Kick sends a follow again after an unfollow: the first date Kyo saw stays.
      kick().follow({ broadcasterUserId: STREAMER, username: 'pixel_pat' });
      await world.settle();
      world.platforms.clock.advance(10_000);
      await world.chat('sub_sam', '!followage');
      await world.settle();
      // !followage has a 5 s cooldown per channel.
      world.platforms.clock.advance(10_000);
      await world.chat('pixel_pat', '!followage');
      await world.settle();
      const answers = lines().filter((l) => !l.startsWith('Thanks for the follow'));
      expect(answers.at(-2)).toMatch(
        /^Kyo has not seen sub_sam follow \S+: it records follows since /,
      );
      expect(answers.at(-1)).toMatch(/^pixel_pat has followed \S+ for 1 month \d+ days/);
    });

    it('fills {followage} and {followers} in a command, and !followage can be turned off', async () => {
      const { token } = await world.streamer();
      const made = await world.api('POST', '/api/bot/commands', token, {
        name: 'fa',
        responses: ['{user}: {followage} ({followers} follows)'],
      });
      expect(made.statusCode, made.body).toBe(201);
      const off = await world.api('PUT', '/api/bot/settings', token, {
        builtins: { followage: false },
      });
      expect(off.json()).toMatchObject({ builtins: { followage: false } });
      kick().follow({ broadcasterUserId: STREAMER, username: 'pixel_pat' });
      kick().follow({ broadcasterUserId: STREAMER, username: 'vip_vic' });
      await world.settle();
      world.platforms.clock.advance(3 * 86_400_000);
      await world.chat('pixel_pat', '!fa');
      await world.settle();
      world.platforms.clock.advance(60_000);
      await world.chat('sub_sam', '!fa');
      await world.settle();
      world.platforms.clock.advance(10_000);
      await world.chat('pixel_pat', '!followage');
      await world.settle();
      const answers = lines().filter((l) => !l.startsWith('Thanks for the follow'));
      expect(answers).toEqual(['pixel_pat: 3 days (2 follows)', 'sub_sam: unknown (2 follows)']);
    });
  });

  describe('greetings', () => {
    it('greets a first line ever once, with its cooldown against a raid of new chatters', async () => {
      const { token } = await world.streamer();
      const saved = await alert(token, 'first_chat', { enabled: true, cooldownSeconds: 30 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        type: 'first_chat',
        enabled: true,
        cooldownSeconds: 30,
      });
      await world.chat('pixel_pat', 'hello!');
      await world.chat('pixel_pat', 'anyone here?');
      // A raid: new viewers within the cooldown are not greeted one by one.
      await world.chat('sub_sam', 'raid!');
      await world.chat('vip_vic', 'raid!!');
      await world.settle();
      expect(lines()).toEqual(['Welcome to the chat, pixel_pat! Glad you are here 💚']);
      world.platforms.clock.advance(31_000);
      await world.chat('new_nia', 'hi');
      // Seen before: no first-time greeting, ever again.
      await world.chat('pixel_pat', 'back');
      await world.settle();
      expect(lines()).toEqual([
        'Welcome to the chat, pixel_pat! Glad you are here 💚',
        'Welcome to the chat, new_nia! Glad you are here 💚',
      ]);
    });

    it('records chatters while no greeting is on (in batches), so turning one on later does not greet regulars', async () => {
      const { token } = await world.streamer();
      await world.chat('pixel_pat', 'a regular');
      await world.chat('sub_sam', 'another regular');
      await world.settle();
      // Written with the bot's counters (every 2 s with background jobs; here by hand).
      await world.app.bot.flushCounters();
      await alert(token, 'first_chat', { enabled: true, cooldownSeconds: 0 });
      // A new stream forgets who was seen in memory; the database still knows them.
      kick().goLive({ broadcasterUserId: STREAMER, title: 'Later', viewerCount: 5 });
      await world.settle();
      await world.chat('pixel_pat', 'still here');
      await world.chat('new_nia', 'first time!');
      await world.settle();
      expect(lines()).toEqual(['Welcome to the chat, new_nia! Glad you are here 💚']);
    });

    it('greets a returning viewer on their first line of a new stream, not the streamer', async () => {
      const { token } = await world.streamer();
      await alert(token, 'first_chat_stream', {
        enabled: true,
        template: 'Hey {name}, welcome back!',
        cooldownSeconds: 0,
      });
      await world.chat('pixel_pat', 'hi (offline chat)');
      await world.settle();
      expect(lines()).toEqual([]);
      world.platforms.clock.advance(60_000);
      kick().goLive({ broadcasterUserId: STREAMER, title: 'Back again', viewerCount: 10 });
      await world.settle();
      world.platforms.clock.advance(60_000);
      await world.chat('pixel_pat', 'hello stream');
      await world.chat('pixel_pat', 'second line');
      await world.chat('newcomer_ned', 'first ever');
      await world.chat(SEED.kick.streamer.username, 'the streamer talks');
      await world.settle();
      expect(lines()).toEqual(['Hey pixel_pat, welcome back!', 'Hey newcomer_ned, welcome back!']);
    });

    it('refuses a cooldown on an alert that is not a greeting, and bad cooldowns, naming the field', async () => {
      const { token } = await world.streamer();
      for (const [type, body] of [
        ['follow', { cooldownSeconds: 10 }],
        ['first_chat', { cooldownSeconds: -1 }],
        ['first_chat', { cooldownSeconds: 3601 }],
        ['first_chat', { cooldownSeconds: 1.5 }],
        ['first_chat', { cooldownSeconds: null }],
      ] as const) {
        const response = await alert(token, type, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({ field: 'cooldownSeconds' });
      }
      const unknown = await alert(token, 'first_chat', { template: 'hi {user}' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ field: 'template' });
      const list = await world.api('GET', '/api/bot/alerts', token);
      const first = list
        .json<{
          alerts: Array<{ type: string; enabled: boolean; cooldownSeconds: number | null }>;
        }>()
        .alerts.find((a) => a.type === 'first_chat');
      expect(first).toMatchObject({ enabled: false, cooldownSeconds: 60 });
    });
  });

  it('counts active chatters over 5 and 10 minutes for {chatters} and the status page', async () => {
    const { token } = await world.streamer();
    await world.api('POST', '/api/bot/commands', token, {
      name: 'here',
      responses: ['{chatters} chatting, {chatters 10} in 10 min'],
    });
    await world.chat('pixel_pat', 'one');
    await world.chat('sub_sam', 'two');
    await world.settle();
    world.platforms.clock.advance(6 * 60_000);
    await world.chat('vip_vic', 'three');
    await world.chat('vip_vic', 'three again');
    await world.chat('vip_vic', '!here');
    await world.settle();
    expect(lines()).toEqual(['1 chatting, 3 in 10 min']);
    const status = await world.status(token);
    expect(status.audience).toMatchObject({ activeChatters5m: 1, activeChatters10m: 3 });
  });
});
