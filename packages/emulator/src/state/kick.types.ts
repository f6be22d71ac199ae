/**
 * What the emulator remembers of Kick: accounts, channels (and how their viewers move), chat,
 * event subscriptions and webhook deliveries, bans, moderators, follows, Kicks, channel points.
 */

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
  /** The channel's own picture and banner (control API); absent or null: a placeholder image. */
  avatar_url?: string | null;
  banner_url?: string | null;
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
