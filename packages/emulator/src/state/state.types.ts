import type { Provider } from '../options';

/**
 * Everything the emulator remembers, as one JSON-serialisable object (persisted to the state
 * file). Times are epoch milliseconds from the injected clock; payloads format them on the way out.
 */
export interface EmulatorState {
  version: 1;
  kick: KickState;
  spotify: SpotifyState;
  discord: DiscordState;
  oauth: Record<Provider, OAuthState>;
}

// ── Kick ─────────────────────────────────────────────────────────────────────────────────

export type KickAccountKind = 'streamer' | 'viewer';

export interface KickAccount {
  user_id: number;
  username: string;
  email: string;
  kind: KickAccountKind;
  is_verified: boolean;
  username_color: string;
  created_at: number;
}

export interface KickCategory {
  id: number;
  name: string;
  /** Kick's tags of the category (v2 categories); absent for categories a control call made up. */
  tags?: string[];
}

export interface KickChannel {
  broadcaster_user_id: number;
  slug: string;
  description: string;
  stream_title: string;
  category_id: number;
  language: string;
  is_mature: boolean;
  custom_tags: string[];
  is_live: boolean;
  viewer_count: number;
  /** Start of the current (or last) stream; null before the first stream. */
  started_at: number | null;
  ended_at: number | null;
  stream_key: string;
  active_subscribers_count: number;
  canceled_subscribers_count: number;
  active_gifted_subscribers_count: number;
  /** How the viewer count moves on its own while live; absent in older state files. */
  viewer_motion?: ViewerMotion;
}

/**
 * The viewer count's random walk (kick/viewer-motion.ts). Steps are derived from the clock and
 * the seed, so the count at a given time is the same however often it is looked at.
 */
export interface ViewerMotion {
  /** null: the emulator's default (`EmulatorOptions.viewerWalk`). */
  walk: boolean | null;
  /** Now and then a read reports 1 viewer for one step (Kick issue #391). */
  glitches: boolean;
  /** The walk drifts back towards this count (the last one set). */
  target: number;
  /** Time of the last step applied to `viewer_count`. */
  step_at: number;
  seed: number;
  /** The next N API reads report 1 viewer (control: "glitch next read"). */
  glitch_reads: number;
}

export const BADGE_TYPES = [
  'broadcaster',
  'moderator',
  'vip',
  'og',
  'founder',
  'verified',
  'subscriber',
  'sub_gifter',
  'staff',
  'bot',
] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/** A chat badge as Kick sends it in `sender.identity.badges[]` (docs/platforms/kick.md §7). */
export interface KickBadge {
  text: string;
  type: BadgeType;
  count?: number;
}

export interface KickChatMessage {
  message_id: string;
  broadcaster_user_id: number;
  sender_user_id: number;
  content: string;
  badges: KickBadge[];
  replies_to_message_id: string | null;
  created_at: number;
  /** `viewer`: typed by a (simulated) viewer; `api`: sent by an app through POST /chat. */
  source: 'viewer' | 'api';
  /** For `api` messages: the `type` the app sent and the app's client id. */
  api_type: 'user' | 'bot' | null;
  app_id: string | null;
  deleted: boolean;
}

export interface KickEventSubscription {
  id: string;
  app_id: string;
  broadcaster_user_id: number;
  event: string;
  version: number;
  method: 'webhook';
  created_at: number;
  updated_at: number;
}

export type DeliveryKind = 'original' | 'duplicate' | 'redelivery';

/** One POST of one event to one app's webhook URL. Redeliveries reuse the message id. */
export interface KickDelivery {
  id: number;
  message_id: string;
  subscription_id: string;
  app_id: string;
  event: string;
  version: number;
  broadcaster_user_id: number;
  kind: DeliveryKind;
  url: string | null;
  body: string;
  created_at: number;
  timestamp: string | null;
  state: 'pending' | 'delivered' | 'failed';
  status_code: number | null;
  duration_ms: number | null;
  error: string | null;
}

export interface KickBan {
  broadcaster_user_id: number;
  user_id: number;
  moderator_user_id: number;
  reason: string;
  created_at: number;
  expires_at: number | null;
}

export interface KickFollow {
  broadcaster_user_id: number;
  user_id: number;
  created_at: number;
}

export interface KicksGift {
  broadcaster_user_id: number;
  sender_user_id: number;
  amount: number;
  created_at: number;
}

/**
 * A channel-points reward (docs/platforms/kick.md §4.6). `app_id` is the client id of the app that
 * made it (only that app may edit or delete it), or null for one made on Kick's own dashboard.
 */
export interface KickReward {
  id: string;
  broadcaster_user_id: number;
  app_id: string | null;
  title: string;
  cost: number;
  description: string;
  background_color: string;
  is_enabled: boolean;
  is_paused: boolean;
  is_user_input_required: boolean;
  should_redemptions_skip_request_queue: boolean;
  created_at: number;
  updated_at: number;
  /** Deleted rewards stay for their redemptions (`is_deleted` in the redemptions list). */
  deleted_at: number | null;
}

export type RedemptionStatus = 'pending' | 'accepted' | 'rejected';

export interface KickRedemption {
  id: string;
  reward_id: string;
  broadcaster_user_id: number;
  user_id: number;
  user_input: string;
  status: RedemptionStatus;
  redeemed_at: number;
  updated_at: number;
}

export interface KickState {
  accounts: KickAccount[];
  categories: KickCategory[];
  channels: KickChannel[];
  chat: KickChatMessage[];
  subscriptions: KickEventSubscription[];
  deliveries: KickDelivery[];
  nextDeliveryId: number;
  bans: KickBan[];
  /** Accounts that may moderate a channel besides its broadcaster; absent in older state files. */
  moderators?: Array<{ broadcaster_user_id: number; user_id: number }>;
  follows: KickFollow[];
  kicks: KicksGift[];
  /** Absent in state files from before channel points. */
  rewards?: KickReward[];
  redemptions?: KickRedemption[];
  /** Runtime override of the webhook URL for every app (control API). */
  webhookUrlOverride: string | null;
  /** RSA key pair whose public half `GET /public-key` serves (docs/platforms/kick.md §6.1). */
  keyPair: { publicKeyPem: string; privateKeyPem: string };
}

// ── Spotify ──────────────────────────────────────────────────────────────────────────────

export interface SpotifyUser {
  id: string;
  account_id: string;
  display_name: string;
  /** Player commands (add to queue, skip) need Premium (absent: premium). */
  product?: 'premium' | 'free';
}

export const SPOTIFY_ITEM_TYPES = ['track', 'episode', 'ad'] as const;
export type SpotifyItemType = (typeof SPOTIFY_ITEM_TYPES)[number];

/**
 * One item of the play queue: a track, a podcast episode or an ad (docs/platforms/spotify.md A6). The extra
 * fields are optional so state files from before they existed still load (as tracks).
 */
export interface SpotifyTrack {
  /** The catalogue id; the API shows null for a local file and nothing for an ad. */
  id: string;
  name: string;
  /** Empty for episodes and ads. */
  artists: string[];
  /** The album; for an episode, unused (the show is `show`). */
  album: string;
  duration_ms: number;
  explicit: boolean;
  /** Absent: 'track'. */
  type?: SpotifyItemType;
  /** A local file: no Spotify id and no album art (`is_local: true`). */
  is_local?: boolean;
  /** Episodes: the show's name. */
  show?: string;
}

/** Playback of one user; progress is derived from the anchor so it advances with the clock. */
export interface SpotifyPlayback {
  track_id: string;
  is_playing: boolean;
  /** Progress at `anchor_at`. */
  progress_ms: number;
  anchor_at: number;
  device_name: string;
  /**
   * Tracks added with `POST /v1/me/player/queue`, in order: they play after the current item,
   * before the play queue goes on (absent in older state files: empty).
   */
  queue?: string[];
  /** The play-queue item to go on from once the added tracks have played (null: the current). */
  context_track_id?: string | null;
}

export interface SpotifyState {
  users: SpotifyUser[];
  tracks: SpotifyTrack[];
  /**
   * Tracks that search and `/v1/tracks/{id}` find besides the play queue (songs viewers request);
   * absent in older state files.
   */
  catalog?: SpotifyTrack[];
  playback: Record<string, SpotifyPlayback | null>;
}

// ── Discord ──────────────────────────────────────────────────────────────────────────────

export interface DiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  email: string;
  verified: boolean;
}

export interface DiscordGuild {
  id: string;
  name: string;
  channels: { id: string; name: string }[];
}

export interface DiscordWebhook {
  id: string;
  token: string;
  guild_id: string;
  channel_id: string;
  name: string;
  application_id: string;
  created_at: number;
  deleted_at: number | null;
}

export interface DiscordMessage {
  id: string;
  webhook_id: string;
  guild_id: string;
  channel_id: string;
  username: string;
  content: string;
  embeds: unknown[];
  payload: unknown;
  created_at: number;
  /** Set by each `PATCH …/messages/{id}`; null while never edited. */
  edited_at?: number | null;
  /** Set by `DELETE …/messages/{id}`: the message is gone (404 10008 after). */
  deleted_at?: number | null;
  /** Each edit's body, oldest first: tests read the sequence. */
  edits?: DiscordMessageEdit[];
}

export interface DiscordMessageEdit {
  content: string;
  embeds: unknown[];
  payload: unknown;
  at: number;
}

export interface DiscordState {
  users: DiscordUser[];
  guilds: DiscordGuild[];
  webhooks: DiscordWebhook[];
  messages: DiscordMessage[];
}

// ── OAuth (all three providers) ──────────────────────────────────────────────────────────

/** One user's consent to one app (or an app's client-credentials grant when user_id is null). */
export interface OAuthGrant {
  id: string;
  client_id: string;
  user_id: string | null;
  scopes: string[];
  created_at: number;
  revoked_at: number | null;
  /** Discord `webhook.incoming`: the webhook this authorization created. */
  webhook_id: string | null;
}

export interface OAuthCode {
  code: string;
  client_id: string;
  user_id: string;
  scopes: string[];
  redirect_uri: string;
  code_challenge: string | null;
  code_challenge_method: string | null;
  expires_at: number;
  used_at: number | null;
  /** Set on exchange, so a replayed code can revoke what it issued (RFC 6749 §4.1.2). */
  grant_id: string | null;
  /** Discord `webhook.incoming`: the server and channel picked on the consent page. */
  webhook_target: { guild_id: string; channel_id: string } | null;
}

export interface OAuthToken {
  token: string;
  kind: 'access' | 'refresh';
  grant_id: string;
  client_id: string;
  user_id: string | null;
  scopes: string[];
  issued_at: number;
  expires_at: number | null;
  revoked_at: number | null;
}

export interface TokenLifetimes {
  accessTokenSeconds: number;
  /** null: refresh tokens never expire. */
  refreshTokenSeconds: number | null;
  /** Client-credentials (app) tokens. */
  appTokenSeconds: number;
  /** Whether a refresh returns a new refresh token (Spotify "might" not; docs/platforms/spotify.md A3). */
  rotateRefreshTokens: boolean;
  /** Whether the previous refresh token stays usable after a rotation (Kick PR #291, docs/platforms/kick.md §2.4). */
  reuseRefreshTokens: boolean;
}

export interface OAuthState {
  lifetimes: TokenLifetimes;
  codes: OAuthCode[];
  grants: OAuthGrant[];
  tokens: Record<string, OAuthToken>;
}
