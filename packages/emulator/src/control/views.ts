import type { EmulatorContext } from '../context';
import { motionOf, settleViewers, walks } from '../kick/viewer-motion';
import { iso } from '../shared/time';
import type { KickChannel, KickChatMessage, KickDelivery } from '../state/state.types';

/** A chat line as the control page shows it; `fromApp` marks messages an app (the bot) sent. */
export interface ChatLogEntry {
  messageId: string;
  broadcasterUserId: number;
  sender: { userId: number; username: string; color: string };
  content: string;
  badges: KickChatMessage['badges'];
  fromApp: boolean;
  apiType: KickChatMessage['api_type'];
  repliesToMessageId: string | null;
  deleted: boolean;
  createdAt: string;
}

export function chatEntry(ctx: EmulatorContext, message: KickChatMessage): ChatLogEntry {
  const sender = ctx.kick.account(message.sender_user_id);
  return {
    messageId: message.message_id,
    broadcasterUserId: message.broadcaster_user_id,
    sender: {
      userId: message.sender_user_id,
      username: sender?.username ?? String(message.sender_user_id),
      color: sender?.username_color ?? '#ffffff',
    },
    content: message.content,
    badges: message.badges,
    fromApp: message.source === 'api',
    apiType: message.api_type,
    repliesToMessageId: message.replies_to_message_id,
    deleted: message.deleted,
    createdAt: iso(message.created_at),
  };
}

export interface DeliveryView {
  id: number;
  messageId: string;
  subscriptionId: string;
  appId: string;
  event: string;
  broadcasterUserId: number;
  kind: KickDelivery['kind'];
  url: string | null;
  state: KickDelivery['state'];
  statusCode: number | null;
  durationMs: number | null;
  error: string | null;
  createdAt: string;
  /** `Kick-Event-Message-Timestamp` of this attempt (its send time); null before it is sent. */
  timestamp: string | null;
  body: unknown;
}

export function deliveryView(delivery: KickDelivery): DeliveryView {
  return {
    id: delivery.id,
    messageId: delivery.message_id,
    subscriptionId: delivery.subscription_id,
    appId: delivery.app_id,
    event: delivery.event,
    broadcasterUserId: delivery.broadcaster_user_id,
    kind: delivery.kind,
    url: delivery.url,
    state: delivery.state,
    statusCode: delivery.status_code,
    durationMs: delivery.duration_ms,
    error: delivery.error,
    createdAt: iso(delivery.created_at),
    timestamp: delivery.timestamp,
    body: JSON.parse(delivery.body) as unknown,
  };
}

export interface ChannelSummary {
  broadcasterUserId: number;
  username: string;
  slug: string;
  title: string;
  category: string;
  categoryId: number;
  /** The stream's custom tags, as Kick's `PATCH /channels` last set them. */
  tags: string[];
  isLive: boolean;
  /** The real count (a glitch shows only in API answers). */
  viewerCount: number;
  /** Whether the count walks on its own while live. */
  viewerWalk: boolean;
  /** Whether a read now and then reports 1 viewer. */
  viewerGlitches: boolean;
  /** API reads left that will report 1 viewer. */
  glitchReadsLeft: number;
  startedAt: string | null;
  activeSubscribers: number;
  /** The picture and banner set with the control API (null: the placeholder). */
  avatarUrl: string | null;
  bannerUrl: string | null;
}

export function channelSummary(ctx: EmulatorContext, channel: KickChannel): ChannelSummary {
  settleViewers(ctx, channel);
  const motion = motionOf(ctx, channel);
  return {
    broadcasterUserId: channel.broadcaster_user_id,
    username: ctx.kick.account(channel.broadcaster_user_id)?.username ?? channel.slug,
    slug: channel.slug,
    title: channel.stream_title,
    category: ctx.kick.categoryOf(channel).name,
    categoryId: ctx.kick.categoryOf(channel).id,
    tags: [...channel.custom_tags],
    isLive: channel.is_live,
    viewerCount: channel.viewer_count,
    viewerWalk: walks(ctx, motion),
    viewerGlitches: motion.glitches,
    glitchReadsLeft: motion.glitch_reads,
    startedAt: channel.is_live && channel.started_at !== null ? iso(channel.started_at) : null,
    activeSubscribers: channel.active_subscribers_count,
    avatarUrl: channel.avatar_url ?? null,
    bannerUrl: channel.banner_url ?? null,
  };
}
