import { CATEGORY_CATALOG } from '../kick/category-catalog';
import { randomToken } from '../shared/ids';
import type {
  EmulatorState,
  KickAccount,
  KickChannel,
  OAuthState,
  SpotifyTrack,
  TokenLifetimes,
} from './state.types';

/** Well-known ids of the seed data, for tests and docs. */
export const SEED = {
  kick: {
    streamer: { userId: 1001, username: 'kyo_demo', slug: 'kyo_demo' },
    secondStreamer: { userId: 1002, username: 'luna_plays', slug: 'luna_plays' },
    /** Other channels to shout out (`!so`): offline, each with its own category and title. */
    otherStreamers: [
      {
        userId: 1003,
        username: 'nova_speedruns',
        category: 101,
        title: 'Any% world record attempts',
      },
      { userId: 1004, username: 'chef_kai', category: 15, title: 'Cooking ramen for chat' },
      { userId: 1005, username: 'dj_rhea', category: 103, title: 'Friday night vinyl set' },
    ],
    viewers: ['pixel_pat', 'mod_mira', 'vip_vic', 'sub_sam', 'lurker_lee'],
    bot: { userId: 3001, username: 'kyo_bot' },
    /** kyo_demo's channel-points reward made on Kick's dashboard (no app may edit it). */
    nativeRewardId: '01JREWARD0NATIVE0KYODEMO00',
  },
  spotify: { userId: 'kyo_demo_spotify' },
  discord: {
    userId: '100000000000000001',
    guildId: '200000000000000001',
    alertsChannelId: '300000000000000001',
    generalChannelId: '300000000000000002',
  },
} as const;

/**
 * Default lifetimes. Kick's are undocumented (docs/platforms/kick.md §2.4: ~2 h user tokens, 60-day app tokens,
 * refresh tokens reusable since PR #291); Spotify's 3600 s and optional refresh rotation are
 * docs/platforms/spotify.md A3; Discord's 604800 s is B1. Refresh tokens do not expire by default so a
 * persisted demo keeps working; the control API can set any of these.
 */
export function defaultLifetimes(): Record<'kick' | 'spotify' | 'discord', TokenLifetimes> {
  return {
    kick: {
      accessTokenSeconds: 7200,
      refreshTokenSeconds: null,
      appTokenSeconds: 5_184_000,
      rotateRefreshTokens: true,
      reuseRefreshTokens: true,
    },
    spotify: {
      accessTokenSeconds: 3600,
      refreshTokenSeconds: null,
      appTokenSeconds: 3600,
      rotateRefreshTokens: false,
      reuseRefreshTokens: true,
    },
    discord: {
      accessTokenSeconds: 604_800,
      refreshTokenSeconds: null,
      appTokenSeconds: 604_800,
      rotateRefreshTokens: true,
      reuseRefreshTokens: false,
    },
  };
}

const COLORS = ['#53FC18', '#FF5733', '#4FC3F7', '#BA68C8', '#FFD54F', '#F06292', '#81C784'];

export function colorFor(userId: number): string {
  return COLORS[userId % COLORS.length]!;
}

function account(
  user_id: number,
  username: string,
  kind: KickAccount['kind'],
  now: number,
): KickAccount {
  return {
    user_id,
    username,
    email: `${username}@example.com`,
    kind,
    is_verified: kind === 'streamer',
    username_color: colorFor(user_id),
    created_at: now,
  };
}

export function newChannel(
  broadcaster_user_id: number,
  slug: string,
  category_id: number,
): KickChannel {
  return {
    broadcaster_user_id,
    slug,
    description: `Welcome to ${slug}'s channel!`,
    stream_title: `${slug} is hanging out`,
    category_id,
    language: 'en',
    is_mature: false,
    custom_tags: [],
    is_live: false,
    viewer_count: 0,
    started_at: null,
    ended_at: null,
    stream_key: `sk_us-west-2_${randomToken(12)}`,
    active_subscribers_count: 0,
    canceled_subscribers_count: 0,
    active_gifted_subscribers_count: 0,
  };
}

/**
 * The preset play queue (invented): tracks, an ad, a podcast episode and a local file, in the
 * order they play. At the end of one item the next starts, and the queue loops.
 */
export const PRESET_TRACKS: SpotifyTrack[] = [
  {
    id: '4uLU6hMCjMI75M1A2tKUQC',
    name: 'Neon Skyline',
    artists: ['The Midnight Arcade'],
    album: 'After Hours Drive',
    duration_ms: 214_000,
    explicit: false,
  },
  {
    id: '7ouMYWpwJ422jRcDASZB7P',
    name: 'Lo-Fi Rain',
    artists: ['Kettle & Cloud', 'Mira Sun'],
    album: 'Window Seat',
    duration_ms: 167_000,
    explicit: false,
  },
  {
    id: '1301WleyT98MSxVHPZCA6M',
    name: 'Boss Fight (Phase 2)',
    artists: ['Pixel Orchestra'],
    album: 'Respawn',
    duration_ms: 242_000,
    explicit: false,
  },
  {
    id: 'ad00000000000000000001',
    name: 'Advertisement',
    artists: [],
    album: '',
    duration_ms: 30_000,
    explicit: false,
    type: 'ad',
  },
  {
    id: '0VjIjW4GlUZAMYd2vXMi3b',
    name: 'Sunday Stream',
    artists: ['Velvet Static'],
    album: 'Just Chatting',
    duration_ms: 198_000,
    explicit: true,
  },
  {
    id: '512ojhOuo1ktJprKbVcKyQ',
    name: 'Episode 12: Lighting a Stream on a Budget',
    artists: [],
    album: '',
    duration_ms: 360_000,
    explicit: false,
    type: 'episode',
    show: 'Kyo Talks',
  },
  {
    id: '5HCyWlXZPP0y6Gqq8TgA20',
    name: 'Clutch or Kick',
    artists: ['Frag Theory', 'DJ Overtime'],
    album: 'Overtime',
    duration_ms: 185_000,
    explicit: false,
  },
  {
    id: 'local00000000000000001',
    name: 'Bedroom Demo (take 3)',
    artists: ['Kyo Demo'],
    album: 'My Recordings',
    duration_ms: 160_000,
    explicit: false,
    is_local: true,
  },
];

/**
 * Songs to find by search or id that are not in the play queue (viewers request them with
 * `!sr`): the e2e asks for "Playinwitme"; the rest cover Unicode titles, an explicit track and
 * one longer than the song-request default of 10 minutes (invented, apart from that one title).
 */
export const PRESET_CATALOG: SpotifyTrack[] = [
  {
    id: '1Nj8QPK9YJc2hJXvVl1eRH',
    name: 'Playinwitme',
    artists: ['KYLE', 'Kehlani'],
    album: 'Light of Mine',
    duration_ms: 193_000,
    explicit: false,
  },
  {
    id: '3mVqvZ8S2q2MNbbDN4v2bK',
    name: 'Gülpembe',
    artists: ['Deniz Işık'],
    album: 'Anadolu Gecesi',
    duration_ms: 245_000,
    explicit: false,
  },
  {
    id: '6x1kQ0zWpgSxN2dJe8r7Tm',
    name: '夜の街 (Night Town)',
    artists: ['Sora Hikari'],
    album: 'Neon Tokyo',
    duration_ms: 201_000,
    explicit: false,
  },
  {
    id: '2bW9vH4mC1TzRr5pLq8YuX',
    name: 'Loud Words',
    artists: ['Rough Cut'],
    album: 'Parental Advisory',
    duration_ms: 176_000,
    explicit: true,
  },
  {
    id: '7pQ2rS9tU4vW6xY8zA1bC3',
    name: 'Endless Jam (Live)',
    artists: ['The Long Set'],
    album: 'All Night',
    duration_ms: 912_000,
    explicit: false,
  },
];

function emptyOAuth(lifetimes: TokenLifetimes): OAuthState {
  return { lifetimes, codes: [], grants: [], tokens: {} };
}

export function seedState(now: number, keyPair: EmulatorState['kick']['keyPair']): EmulatorState {
  const { streamer, secondStreamer, viewers, bot, otherStreamers: others } = SEED.kick;
  const lifetimes = defaultLifetimes();
  return {
    version: 1,
    kick: {
      accounts: [
        account(streamer.userId, streamer.username, 'streamer', now),
        account(secondStreamer.userId, secondStreamer.username, 'streamer', now),
        ...others.map((o) => account(o.userId, o.username, 'streamer', now)),
        ...viewers.map((name, i) => account(2001 + i, name, 'viewer', now)),
        account(bot.userId, bot.username, 'viewer', now),
      ],
      categories: CATEGORY_CATALOG.map((c) => ({ ...c, tags: [...(c.tags ?? [])] })),
      channels: [
        {
          ...newChannel(streamer.userId, streamer.slug, 15),
          stream_title: 'Chill stream with Kyo',
        },
        {
          ...newChannel(secondStreamer.userId, secondStreamer.slug, 101),
          stream_title: 'Building a castle',
        },
        ...others.map((o) => ({
          ...newChannel(o.userId, o.username, o.category),
          stream_title: o.title,
        })),
      ],
      chat: [],
      subscriptions: [],
      deliveries: [],
      nextDeliveryId: 1,
      bans: [],
      follows: [],
      kicks: [],
      // A reward made on Kick's own dashboard: apps may list it but not edit it.
      rewards: [
        {
          id: SEED.kick.nativeRewardId,
          broadcaster_user_id: streamer.userId,
          app_id: null,
          title: 'Choose the next game',
          cost: 5000,
          description: 'Name a game; the streamer reads them out',
          background_color: '#4fc3f7',
          is_enabled: true,
          is_paused: false,
          is_user_input_required: true,
          should_redemptions_skip_request_queue: false,
          created_at: now,
          updated_at: now,
          deleted_at: null,
        },
      ],
      redemptions: [],
      webhookUrlOverride: null,
      keyPair,
    },
    spotify: {
      users: [{ id: SEED.spotify.userId, account_id: 'acc_kyo_demo', display_name: 'Kyo Demo' }],
      tracks: PRESET_TRACKS.map((t) => ({ ...t, artists: [...t.artists] })),
      catalog: PRESET_CATALOG.map((t) => ({ ...t, artists: [...t.artists] })),
      playback: {},
    },
    discord: {
      users: [
        {
          id: SEED.discord.userId,
          username: 'kyo_demo',
          global_name: 'Kyo Demo',
          email: 'kyo_demo@example.com',
          verified: true,
        },
      ],
      guilds: [
        {
          id: SEED.discord.guildId,
          name: 'Kyo Demo',
          channels: [
            { id: SEED.discord.alertsChannelId, name: 'stream-alerts' },
            { id: SEED.discord.generalChannelId, name: 'general' },
          ],
        },
      ],
      webhooks: [],
      messages: [],
    },
    oauth: {
      kick: emptyOAuth(lifetimes.kick),
      spotify: emptyOAuth(lifetimes.spotify),
      discord: emptyOAuth(lifetimes.discord),
    },
  };
}
