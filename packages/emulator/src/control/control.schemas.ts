import { z } from 'zod';
import { EMOTES } from '../kick/catalog';
import { PROVIDERS } from '../options';
import { BADGE_TYPES, SPOTIFY_ITEM_TYPES } from '../state/state.types';

/**
 * Inputs of every control call. The HTTP routes and the typed `Emulator` functions parse with
 * the same schemas, so a bad value is the same 400 naming the field either way.
 */
const username = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,25}$/, 'must be 1-25 letters, digits or underscores');
const broadcasterUserId = z.int().positive();
const duplicate = z.boolean().optional();
const provider = z.enum(PROVIDERS);

export const createAccountInput = z.object({
  username,
  kind: z.enum(['streamer', 'viewer']).default('viewer'),
  email: z.email().optional(),
  usernameColor: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'must be a #RRGGBB colour')
    .optional(),
});

export const createDiscordUserInput = z.object({
  username: z
    .string()
    .regex(/^[a-z0-9_.]{2,32}$/, 'must be 2-32 lowercase letters, digits, dots or underscores'),
  globalName: z.string().min(1).max(32).optional(),
});

export const badgeInput = z.union([
  z.enum(BADGE_TYPES),
  z.object({ type: z.enum(BADGE_TYPES), count: z.int().positive().optional() }),
]);

export const sendChatInput = z.object({
  broadcasterUserId,
  username,
  content: z.string().min(1).max(500),
  /** Omitted: the broadcaster gets the broadcaster badge, everyone else none. */
  badges: z.array(badgeInput).optional(),
  replyToMessageId: z.string().optional(),
  duplicate,
});

export const viewerEventInput = z.object({ broadcasterUserId, username, duplicate });

export const renewalInput = viewerEventInput.extend({ months: z.int().min(1).max(120) });

export const giftSubsInput = z.object({
  broadcasterUserId,
  count: z.int().min(1).max(100),
  /** Omitted or `anonymous: true`: an anonymous gifter. */
  gifter: username.optional(),
  anonymous: z.boolean().optional(),
  /** Recipients by name; missing ones are picked from the viewers (created when they run out). */
  giftees: z.array(username).optional(),
  duplicate,
});

export const kicksInput = viewerEventInput.extend({
  amount: z.int().min(1).max(1_000_000),
  name: z.string().max(50).optional(),
  message: z.string().max(200).optional(),
  type: z.string().max(30).optional(),
  tier: z.string().max(30).optional(),
});

/** An image address: http(s) only. */
const imageUrlInput = z.url({ protocol: /^https?$/, error: 'an http(s) image URL' }).max(500);

export const metadataInput = z.object({
  broadcasterUserId,
  title: z.string().min(1).max(200).optional(),
  /** A category name; new names are added to the catalogue. */
  category: z.string().min(1).max(60).optional(),
  language: z.string().min(2).max(10).optional(),
  isMature: z.boolean().optional(),
  /** The channel's picture and banner as `GET /channels` reports them; null: the placeholder. */
  avatarUrl: imageUrlInput.nullable().optional(),
  bannerUrl: imageUrlInput.nullable().optional(),
  duplicate,
});

export const goLiveInput = metadataInput.extend({
  viewerCount: z.int().min(0).optional(),
  /** A stream that began before now (a channel already live when an app connects): up to a day. */
  startedSecondsAgo: z.int().min(0).max(86_400).optional(),
});

export const channelInput = z.object({ broadcasterUserId, duplicate });

export const viewerCountInput = z.object({
  broadcasterUserId,
  count: z.int().min(0).max(10_000_000),
});

export const viewerMotionInput = z.object({
  broadcasterUserId,
  /** The count walks on its own while live; null: back to the emulator's default. */
  walk: z.boolean().nullable().optional(),
  /** Now and then (about one step in 20) a read reports 1 viewer, as Kick did (issue #391). */
  glitches: z.boolean().optional(),
});

export const chatCrowdInput = z.object({
  broadcasterUserId,
  /** Lines a second; 0 stops the crowd. */
  ratePerSecond: z.number().min(0).max(50),
  viewers: z.int().min(1).max(200).default(30),
  /** Share of lines that carry emotes. */
  emoteShare: z.number().min(0).max(1).default(0.6),
  /** Share of emote lines that carry exactly the streak emote (an emote streak builds up). */
  streakShare: z.number().min(0).max(1).default(0.5),
  /** A Kick emote id of the emulator's catalogue; default its first. */
  streakEmoteId: z
    .string()
    .refine((id) => EMOTES.some((emote) => emote.id === id), 'must be an emote of the catalogue')
    .optional(),
});
export const glitchInput = z.object({
  broadcasterUserId,
  /** How many API reads in a row report 1 viewer. */
  reads: z.int().min(1).max(20).default(1),
});

export const banInput = viewerEventInput.extend({
  /** Who bans; defaults to the broadcaster. */
  moderator: username.optional(),
  durationMinutes: z.int().min(1).max(10_080).optional(),
  reason: z.string().max(100).optional(),
});

export const unbanInput = z.object({ broadcasterUserId, username });

export const webhookUrlInput = z.object({ url: z.url().nullable() });

export const limitInput = z.object({ limit: z.int().min(1).max(500).optional() });

/** A queue item: a track (artists and album), an episode (its show) or an ad (a name at most). */
export const addTrackInput = z
  .object({
    type: z.enum(SPOTIFY_ITEM_TYPES).default('track'),
    name: z.string().min(1).max(200).optional(),
    artists: z.array(z.string().min(1).max(100)).max(20).optional(),
    album: z.string().min(1).max(200).optional(),
    /** Episodes: the show's name. */
    show: z.string().min(1).max(200).optional(),
    /** Tracks: a local file (no Spotify id, no album art). */
    isLocal: z.boolean().optional(),
    durationMs: z.int().min(1000).max(14_400_000),
    explicit: z.boolean().optional(),
  })
  .superRefine((v, issue) => {
    const need = (field: 'name' | 'album' | 'show' | 'artists', when: string) => {
      const value = v[field];
      if (value === undefined || (Array.isArray(value) && value.length === 0))
        issue.addIssue({ code: 'custom', path: [field], message: `required for ${when}` });
    };
    if (v.type === 'track') {
      need('name', 'a track');
      need('artists', 'a track');
      need('album', 'a track');
    }
    if (v.type === 'episode') {
      need('name', 'an episode');
      need('show', 'an episode');
    }
    if (v.isLocal && v.type !== 'track')
      issue.addIssue({ code: 'custom', path: ['isLocal'], message: 'only tracks are local files' });
  });

export const playInput = z.object({
  trackId: z.string().min(1),
  positionMs: z.int().min(0).optional(),
  userId: z.string().optional(),
});

export const spotifyUserInput = z.object({ userId: z.string().optional() });

export const tokenKind = z.enum(['access', 'refresh']);

export const expireTokensInput = z.object({
  provider,
  kind: tokenKind,
  grantId: z.string().optional(),
  token: z.string().optional(),
});

export const revokeInput = z
  .object({ provider, grantId: z.string().optional(), token: z.string().optional() })
  .refine((v) => v.grantId || v.token, {
    message: 'grantId or token is required',
    path: ['grantId'],
  });

export const lifetimesInput = z.object({
  provider,
  accessTokenSeconds: z.int().min(1).optional(),
  refreshTokenSeconds: z.int().min(1).nullable().optional(),
  appTokenSeconds: z.int().min(1).optional(),
  rotateRefreshTokens: z.boolean().optional(),
  reuseRefreshTokens: z.boolean().optional(),
});

export const providerFilterInput = z.object({ provider: provider.optional() });

export const faultInput = z
  .object({
    provider,
    pathContains: z.string().min(1).max(200).optional(),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
    /** 403: the platform refuses the caller (Kick: not allowed to moderate that channel). */
    status: z
      .union([z.literal(403), z.literal(429), z.literal(500), z.literal(502), z.literal(503)])
      .optional(),
    timeout: z.boolean().optional(),
    retryAfterSeconds: z.int().min(0).max(3600).optional(),
    /** Spotify 429: the dev-mode quota is spent (`"reason":"QUOTA_EXCEEDED"`). */
    quotaExceeded: z.boolean().optional(),
    /** Fail only every Nth matching request ("now and then"); omitted: every one. */
    every: z.int().min(2).max(1000).optional(),
    /** Fail this many requests, then stop; omitted: until cleared. */
    count: z.int().min(1).max(10_000).optional(),
    /** The fault lapses after this many seconds of the emulator's clock (an outage). */
    durationSeconds: z.int().min(1).max(86_400).optional(),
  })
  .refine((v) => v.timeout === true || v.status !== undefined, {
    message: 'status or timeout: true is required',
    path: ['status'],
  })
  .refine((v) => !(v.timeout && v.status !== undefined), {
    message: 'give either status or timeout, not both',
    path: ['timeout'],
  })
  .refine((v) => !v.quotaExceeded || (v.provider === 'spotify' && v.status === 429), {
    message: 'only a Spotify 429 can be a spent quota',
    path: ['quotaExceeded'],
  });

export type CreateAccountInput = z.input<typeof createAccountInput>;
export type CreateDiscordUserInput = z.input<typeof createDiscordUserInput>;
export type SendChatInput = z.input<typeof sendChatInput>;
export type ViewerEventInput = z.input<typeof viewerEventInput>;
export type RenewalInput = z.input<typeof renewalInput>;
export type GiftSubsInput = z.input<typeof giftSubsInput>;
export type KicksInput = z.input<typeof kicksInput>;
export type MetadataInput = z.input<typeof metadataInput>;
export type GoLiveInput = z.input<typeof goLiveInput>;
export type ChannelInput = z.input<typeof channelInput>;
export type ViewerCountInput = z.input<typeof viewerCountInput>;
export type BanInput = z.input<typeof banInput>;
export type ChatCrowdInput = z.input<typeof chatCrowdInput>;
export type ViewerMotionInput = z.input<typeof viewerMotionInput>;
export type GlitchInput = z.input<typeof glitchInput>;
export type UnbanInput = z.input<typeof unbanInput>;
export type AddTrackInput = z.input<typeof addTrackInput>;
export type PlayInput = z.input<typeof playInput>;
export type ExpireTokensInput = z.input<typeof expireTokensInput>;
export type RevokeInput = z.input<typeof revokeInput>;
export type LifetimesInput = z.input<typeof lifetimesInput>;
export type FaultInput = z.input<typeof faultInput>;
