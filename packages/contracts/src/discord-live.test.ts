import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISCORD_CARD_SETTINGS,
  discordCardSettingsSchema,
  storedDiscordCardSettingsSchema,
} from './discord-live';
import {
  formatDuration,
  liveCardMessage,
  recapCardMessage,
  renderDiscordTemplate,
  type DiscordCardStream,
} from './discord-card';

const START = Date.UTC(2026, 10, 21, 18);
const stream: DiscordCardStream = {
  channel: 'Kyo_Demo',
  title: 'Speedrun night',
  category: 'Minecraft',
  viewers: 512,
  thumbnail: 'https://cdn.example/thumb.webp',
  startedAt: START,
};
const settings = (over: object = {}) => discordCardSettingsSchema.parse({ enabled: true, ...over });

describe('discord card template', () => {
  it('fills every variable, keeps escaped braces, and says unknown for what Kick did not say', () => {
    expect(
      renderDiscordTemplate('{channel} {title} {category} {viewers} {url} {{x}}', stream),
    ).toBe('Kyo_Demo Speedrun night Minecraft 512 https://kick.com/kyo_demo {x}');
    expect(
      renderDiscordTemplate(
        '{viewers} / {category}',
        { ...stream, viewers: null, category: null },
        'tr',
      ),
    ).toBe('bilinmiyor / bilinmiyor');
  });

  it('refuses unknown variables and role mentions without a snowflake', () => {
    const bad = discordCardSettingsSchema.safeParse({ template: '{game}' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['template'] });
    for (const roleId of [null, 'abc', '12']) {
      const parsed = discordCardSettingsSchema.safeParse({ mention: 'role', roleId });
      expect(parsed.error?.issues[0]?.path).toEqual(['roleId']);
    }
  });

  it('reads stored settings of an older or newer version with defaults', () => {
    expect(storedDiscordCardSettingsSchema.parse({ enabled: true, future: 1 })).toEqual({
      ...DEFAULT_DISCORD_CARD_SETTINGS,
      enabled: true,
    });
  });
});

describe('discord card message', () => {
  it('builds the live card with explicit mentions for each choice', () => {
    const now = START + 60_000;
    const role = liveCardMessage(
      settings({ mention: 'role', roleId: '123456789012345678' }),
      stream,
      {
        now,
        pings: true,
      },
    );
    expect(role.content.startsWith('<@&123456789012345678> ')).toBe(true);
    expect(role.allowed_mentions).toEqual({ parse: [], roles: ['123456789012345678'] });
    expect(
      liveCardMessage(settings({ mention: 'everyone' }), stream, { now, pings: true }),
    ).toMatchObject({ allowed_mentions: { parse: ['everyone'] } });
    const plain = liveCardMessage(settings(), stream, { now, pings: true });
    expect(plain.allowed_mentions).toEqual({ parse: [] });
    expect(plain.embeds[0]).toMatchObject({
      author: { name: 'Kyo_Demo' },
      title: 'Speedrun night',
      url: 'https://kick.com/kyo_demo',
      color: 0x53fc18,
      timestamp: new Date(START).toISOString(),
      footer: { text: 'Kyo' },
      image: { url: `https://cdn.example/thumb.webp?t=${Math.floor(now / 1000)}` },
    });
  });

  it('strips pings from tests and edits, and shows uptime on edits', () => {
    const chosen = settings({ mention: 'here' });
    const test = liveCardMessage(chosen, stream, { now: START, pings: false });
    expect(test.content.startsWith('@here')).toBe(false);
    expect(test.allowed_mentions).toEqual({ parse: [] });
    const edit = liveCardMessage(chosen, stream, {
      now: START + 95 * 60_000,
      pings: true,
      edit: true,
    });
    expect(edit.allowed_mentions).toEqual({ parse: [] });
    expect(edit.embeds[0]!.fields).toContainEqual({
      name: 'Live for',
      value: '1 h 35 m',
      inline: true,
    });
  });

  it('leaves out what the settings hide, and clips a long title to 256', () => {
    const hidden = liveCardMessage(
      settings({ showCategory: false, showViewers: false, showThumbnail: false }),
      { ...stream, title: 'x'.repeat(300) },
      { now: START, pings: true },
    );
    expect(hidden.embeds[0]).not.toHaveProperty('fields');
    expect(hidden.embeds[0]).not.toHaveProperty('image');
    expect((hidden.embeds[0]!.title as string).length).toBe(256);
  });

  it('recaps the stream without pinging anyone', () => {
    const recap = recapCardMessage(settings({ mention: 'everyone' }), stream, {
      endedAt: START + 3 * 3_600_000 + 12 * 60_000,
      peak: 812,
      average: 540,
      follows: 37,
      subs: 12,
      gifts: 20,
    });
    expect(recap.allowed_mentions).toEqual({ parse: [] });
    expect(recap.content).toBe('Kyo_Demo was live on Kick');
    expect(recap.embeds[0]!.fields).toEqual(
      [
        ['Streamed for', '3 h 12 m'],
        ['Peak viewers', '812'],
        ['Average viewers', '540'],
        ['New followers', '37'],
        ['Subs', '12'],
        ['Gifted subs', '20'],
      ].map(([name, value]) => ({ name, value, inline: true })),
    );
    expect(formatDuration(45 * 60_000, 'tr')).toBe('45 dk');
  });

  it('recaps with the stats’ own duration and counts written in the account’s language', () => {
    // A demo sample: played in 90 s, recorded (and shown on its stats page) as 90 minutes.
    const recap = { endedAt: START + 90_000, durationMs: 90 * 60_000, peak: 1640, average: 812 };
    const numbers = { follows: 1200, subs: 3, gifts: 5, chatters: 48, messages: 1595, kicks: 1500 };
    const fields = (language: 'en' | 'tr') =>
      Object.fromEntries(
        (
          recapCardMessage(settings(), stream, { ...recap, ...numbers }, language).embeds[0]!
            .fields as Array<{ name: string; value: string }>
        ).map((f) => [f.name, f.value]),
      );
    expect(fields('en')).toMatchObject({
      'Streamed for': '1 h 30 m',
      'Peak viewers': '1,640',
      'New followers': '1,200',
      Subs: '3',
      'Gifted subs': '5',
      'Chat messages': '1,595',
      Kicks: '1,500',
    });
    expect(fields('tr')).toMatchObject({
      'Yayın süresi': '1 sa 30 dk',
      'En yüksek izleyici': '1.640',
      Abonelik: '3',
      'Hediye abonelik': '5',
      Kicks: '1.500',
    });
  });
});
