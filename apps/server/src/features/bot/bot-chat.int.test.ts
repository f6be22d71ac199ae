import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/db';
import { BOT_NAME, startBotWorld, STREAMER, type BotWorld } from './bot-world.test-helper';

describeEachDatabase('chat bot through the platform emulator', (db) => {
  let world: BotWorld;
  beforeAll(async () => {
    world = await startBotWorld(db());
  });
  afterAll(async () => world?.close());
  beforeEach(async () => world.reset());

  async function command(token: string, body: object) {
    const response = await world.api('POST', '/api/bot/commands', token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>();
  }

  describe('commands', () => {
    it('answers a viewer’s !hello in the chat, replying to their message', async () => {
      const { token } = await world.streamer();
      await command(token, { name: 'hello', responses: ['Hello {user}!'], replyToMessage: true });
      const line = await world.chat('pixel_pat', '!hello');
      await world.settle();
      const lines = world.botLines();
      expect(lines.map((l) => [l.sender.username, l.content])).toEqual([
        [BOT_NAME, 'Hello pixel_pat!'],
      ]);
      expect(lines[0]!.repliesToMessageId).toBe(line.messageId);
      const status = await world.status(token);
      expect(status.counters).toMatchObject({ messagesSent: 1, messagesFailed: 0 });
      expect(status.recentMessages[0]).toMatchObject({
        content: 'Hello pixel_pat!',
        status: 'sent',
      });
      expect(status.recentEvents[0]!.summary).toBe('pixel_pat: !hello');
    });

    it('answers an alias, fills {touser}, {args} and {count}, and ignores ordinary lines', async () => {
      const { token } = await world.streamer();
      await command(token, {
        name: 'hug',
        aliases: ['cuddle'],
        responses: ['{user} hugs {touser} ({count}) {args}'],
        globalCooldownSeconds: 0,
      });
      await world.chat('pixel_pat', 'hello everyone');
      await world.chat('pixel_pat', '!cuddle @vip_vic tight');
      await world.chat('sub_sam', '!hug');
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual([
        'pixel_pat hugs vip_vic (1) @vip_vic tight',
        'sub_sam hugs sub_sam (2)',
      ]);
    });

    it('cycles through responses in order when asked to', async () => {
      const { token } = await world.streamer();
      await command(token, {
        name: 'tip',
        responses: ['one', 'two', 'three'],
        responseMode: 'ordered',
        globalCooldownSeconds: 0,
      });
      for (let i = 0; i < 4; i++) await world.chat('pixel_pat', '!tip');
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual(['one', 'two', 'three', 'one']);
    });

    it('keeps the global cooldown, then answers again once it has passed', async () => {
      const { token } = await world.streamer();
      await command(token, { name: 'hello', responses: ['hi {user}'], globalCooldownSeconds: 30 });
      await world.chat('pixel_pat', '!hello');
      await world.settle();
      await world.chat('sub_sam', '!hello');
      await world.settle();
      expect(world.botLines()).toHaveLength(1);
      world.platforms.clock.advance(30_000);
      await world.chat('sub_sam', '!hello');
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual(['hi pixel_pat', 'hi sub_sam']);
    });

    it('keeps a viewer’s own cooldown while others may still use the command', async () => {
      const { token } = await world.streamer();
      await command(token, {
        name: 'dice',
        responses: ['{user} rolled'],
        globalCooldownSeconds: 0,
        userCooldownSeconds: 60,
      });
      await world.chat('pixel_pat', '!dice');
      await world.chat('pixel_pat', '!dice');
      await world.chat('sub_sam', '!dice');
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual([
        'pixel_pat rolled',
        'sub_sam rolled',
      ]);
    });

    it('answers only viewers with the command’s role', async () => {
      const { token } = await world.streamer();
      await command(token, {
        name: 'secret',
        responses: ['for {user}'],
        permission: 'vip',
        globalCooldownSeconds: 0,
      });
      await world.chat('pixel_pat', '!secret');
      await world.chat('sub_sam', '!secret', { badges: ['subscriber'] });
      await world.chat('vip_vic', '!secret', { badges: ['vip'] });
      await world.chat('mod_mira', '!secret', { badges: ['moderator'] });
      await world.chat('kyo_demo', '!secret');
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual([
        'for vip_vic',
        'for mod_mira',
        'for kyo_demo',
      ]);
    });

    it('answers a live-only command only while the stream is live', async () => {
      const { token } = await world.streamer();
      await command(token, {
        name: 'live',
        responses: ['{title} for {uptime}'],
        liveOnly: true,
        globalCooldownSeconds: 0,
      });
      await world.chat('pixel_pat', '!live');
      await world.settle();
      expect(world.botLines()).toEqual([]);
      world.platforms.server.emulator.kick.goLive({
        broadcasterUserId: STREAMER,
        title: 'Building Kyo',
        category: 'Art',
      });
      await world.settle();
      world.platforms.clock.advance(65 * 60_000);
      await world.chat('pixel_pat', '!live');
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual(['Building Kyo for 1h 5m']);
    });

    it('reads viewers from Kick when its value is older than a minute (no event carries it)', async () => {
      const { token } = await world.streamer();
      await command(token, {
        name: 'viewers',
        responses: ['{viewers} watching {category}'],
        globalCooldownSeconds: 0,
      });
      const kick = world.platforms.server.emulator.kick;
      kick.goLive({ broadcasterUserId: STREAMER, category: 'Minecraft', viewerCount: 42 });
      await world.chat('pixel_pat', '!viewers');
      await world.settle();
      kick.setViewerCount({ broadcasterUserId: STREAMER, count: 99 });
      await world.chat('pixel_pat', '!viewers');
      await world.settle();
      world.platforms.clock.advance(61_000);
      await world.chat('pixel_pat', '!viewers');
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual([
        '42 watching Minecraft',
        '42 watching Minecraft',
        '99 watching Minecraft',
      ]);
    });

    it('never answers itself: a response that is a command posts once, not in a loop', async () => {
      const { token } = await world.streamer();
      await command(token, { name: 'ping', responses: ['!ping'], globalCooldownSeconds: 0 });
      await world.chat('pixel_pat', '!ping');
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual(['!ping']);
      const status = await world.status(token);
      expect(status.counters.eventsReceived).toBe(1);
    });

    it('splits a reply longer than 500 characters on word boundaries', async () => {
      const { token } = await world.streamer();
      await command(token, {
        name: 'story',
        responses: ['{args} {args}'],
        globalCooldownSeconds: 0,
      });
      const words = Array.from({ length: 45 }, (_, i) => `word${i}`).join(' ');
      await world.chat('pixel_pat', `!story ${words}`);
      await world.settle();
      const lines = world.botLines().map((l) => l.content);
      expect(lines).toHaveLength(2);
      expect(lines.every((l) => [...l].length <= 500)).toBe(true);
      expect(lines.join(' ')).toBe(`${words} ${words}`);
    });
  });

  describe('built-in commands', () => {
    it('lists commands, tells the uptime and the song, and can be switched off', async () => {
      const { token } = await world.streamer();
      await command(token, { name: 'hello', responses: ['hi'] });
      await world.chat('pixel_pat', '!commands');
      await world.chat('pixel_pat', '!uptime');
      await world.chat('pixel_pat', '!song');
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual([
        'Commands: !hello, !commands, !uptime, !song, !top, !followage, !topkicks, !game, !title',
        'kyo_demo is offline.',
        'Spotify is not connected to this channel.',
      ]);
      await world.api('PUT', '/api/bot/settings', token, { builtins: { uptime: false } });
      world.platforms.clock.advance(15_000);
      await world.chat('pixel_pat', '!uptime');
      await world.settle();
      expect(world.botLines()).toHaveLength(3);
    });
  });

  describe('!top without a chat leaderboard widget', () => {
    it('says nothing in chat and tells the streamer on the status page', async () => {
      const { token } = await world.streamer();
      await world.chat('pixel_pat', '!top');
      await world.chat('pixel_pat', 'nice [emote:39275:GIGACHAD] play');
      await world.settle();
      expect(world.botLines()).toEqual([]);
      const [line, top] = (await world.status(token)).recentEvents;
      expect(top).toMatchObject({ summary: 'pixel_pat: !top', note: 'no_leaderboard' });
      // An emote is its name in the summary, and an emote part for the page to draw.
      expect(line).toMatchObject({
        summary: 'pixel_pat: nice GIGACHAD play',
        parts: [
          { kind: 'text', text: 'nice ' },
          { kind: 'emote', id: '39275', name: 'GIGACHAD' },
          { kind: 'text', text: ' play' },
        ],
      });
      expect(line!.note).toBeUndefined();
    });
  });

  describe('the song playing on Spotify', () => {
    it('names the track in !song and {song} once Spotify is connected', async () => {
      const { token } = await world.streamer();
      await command(token, {
        name: 'music',
        responses: ['Listening to {song}'],
        globalCooldownSeconds: 0,
      });
      await world.chat('pixel_pat', '!music');
      await world.settle();
      await world.connectSpotify(token);
      const spotify = world.platforms.server.emulator.spotify;
      const track = spotify.tracks()[0]!;
      spotify.play({ trackId: track.id });
      world.platforms.clock.advance(20_000);
      // The poll the connection woke may have asked Spotify before the play and answered after
      // the clock moved ("nothing", stamped fresh): let it land, then make every answer old.
      await world.settle();
      world.platforms.clock.advance(2_000);
      // One reply at a time: both ask Spotify, and either answer may come back first.
      await world.chat('pixel_pat', '!song');
      await world.settle();
      await world.chat('pixel_pat', '!music');
      await world.settle();
      const artists = track.artists.join(', ');
      expect(world.botLines().map((l) => l.content)).toEqual([
        'Listening to no song (Spotify is not connected)',
        `Now playing: ${track.name} by ${artists}`,
        `Listening to ${track.name} – ${artists}`,
      ]);
    });
  });

  describe('!song names the song playing when it is asked', () => {
    async function listening() {
      const { token } = await world.streamer();
      await world.connectSpotify(token);
      const spotify = world.platforms.server.emulator.spotify;
      const [first, second] = spotify.tracks() as unknown as [Track, Track];
      spotify.play({ trackId: first.id });
      world.platforms.clock.advance(2_000);
      await world.chat('pixel_pat', '!song');
      await world.settle();
      return { token, spotify, first, second };
    }
    type Track = { id: string; name: string; artists: string[]; duration_ms: number };
    const named = (track: Track) => `Now playing: ${track.name} by ${track.artists.join(', ')}`;

    it('a second after a skip, and 15.5 s after a change', async () => {
      const { spotify, first, second } = await listening();
      // Out of the 10 s cooldown; the streamer skips; a viewer asks a second later.
      world.platforms.clock.advance(11_000);
      spotify.next();
      world.platforms.clock.advance(1_000);
      await world.chat('sub_sam', '!song');
      await world.settle();
      spotify.play({ trackId: first.id });
      world.platforms.clock.advance(15_500);
      await world.chat('vip_vic', '!song');
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual([
        named(first),
        named(second),
        named(first),
      ]);
    });

    it('never names a track its known length says has ended, when Spotify does not answer', async () => {
      const { first } = await listening();
      world.platforms.server.emulator.faults.add({ provider: 'spotify', status: 503 });
      world.platforms.clock.advance(first.duration_ms + 5_000);
      await world.chat('sub_sam', '!song');
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual([
        named(first),
        'Spotify is not answering right now.',
      ]);
    });

    it('stays silent inside its cooldown, and the status page says so', async () => {
      const { token, first } = await listening();
      world.platforms.clock.advance(3_000);
      await world.chat('sub_sam', '!song');
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual([named(first)]);
      const events = (await world.status(token)).recentEvents;
      expect(events[0]).toMatchObject({ summary: 'sub_sam: !song', note: 'cooldown' });
      expect(events[1]).toMatchObject({ summary: 'pixel_pat: !song' });
      expect(events[1]!.note ?? null).toBeNull();
    });
  });

  describe('moderators manage commands from chat', () => {
    it('adds, edits and deletes a command with !addcom, !editcom and !delcom', async () => {
      const { token } = await world.streamer();
      await world.chat('mod_mira', '!addcom !discord Join us: discord.gg/kyo', {
        badges: ['moderator'],
      });
      await world.settle();
      await world.chat('pixel_pat', '!discord');
      await world.settle();
      await world.chat('mod_mira', '!editcom !discord New link: discord.gg/kyo2', {
        badges: ['moderator'],
      });
      await world.settle();
      world.platforms.clock.advance(10_000);
      await world.chat('pixel_pat', '!discord');
      await world.settle();
      await world.chat('kyo_demo', '!delcom !discord');
      await world.settle();
      world.platforms.clock.advance(10_000);
      await world.chat('pixel_pat', '!discord');
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual([
        '@mod_mira Added !discord.',
        'Join us: discord.gg/kyo',
        '@mod_mira Updated !discord.',
        'New link: discord.gg/kyo2',
        '@kyo_demo Deleted !discord.',
      ]);
      const list = (await world.api('GET', '/api/bot/commands', token)).json();
      expect(list.commands).toEqual([]);
    });

    it('refuses with the API’s rules and ignores viewers who are not moderators', async () => {
      await world.streamer();
      await world.chat('pixel_pat', '!addcom !free Free stuff');
      await world.chat('mod_mira', '!addcom !uptime mine now', { badges: ['moderator'] });
      await world.chat('mod_mira', '!addcom !oops hi {nope}', { badges: ['moderator'] });
      await world.settle();
      expect(world.botLines().map((l) => l.content)).toEqual([
        '@mod_mira Could not add !uptime: !uptime is a built-in command',
        '@mod_mira Could not add !oops: Unknown variable: {nope}',
      ]);
    });
  });
});
