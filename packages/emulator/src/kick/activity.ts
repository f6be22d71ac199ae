import type { EmulatorContext } from '../context';
import { rfc3339 } from '../shared/time';
import type { KickAccount, KickCategory, KickChannel } from '../state/state.types';
import { anonymousUser, eventUser, kicksUser, metadataPayload, statusPayload } from './events';
import { setViewers, settleViewers } from './viewer-motion';

/**
 * What happens in a channel (the outside world the control API plays): each action updates the
 * channel and delivers the matching webhook event with the payload of docs/platforms/kick.md §7.
 */
export interface EventOptions {
  /** Deliver the event twice with the same message id (dedupe testing). */
  duplicate?: boolean;
}

function broadcasterOf(ctx: EmulatorContext, channel: KickChannel): KickAccount {
  return ctx.kick.requireAccount(channel.broadcaster_user_id);
}

function monthLater(ms: number): number {
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.getTime();
}

function emit(
  ctx: EmulatorContext,
  channel: KickChannel,
  event: Parameters<EmulatorContext['webhooks']['emit']>[1],
  payload: object,
  options: EventOptions,
) {
  ctx.store.changed();
  return ctx.webhooks.emit(channel.broadcaster_user_id, event, payload, options);
}

export function follow(
  ctx: EmulatorContext,
  channel: KickChannel,
  follower: KickAccount,
  options: EventOptions = {},
) {
  ctx.store.state.kick.follows.push({
    broadcaster_user_id: channel.broadcaster_user_id,
    user_id: follower.user_id,
    created_at: ctx.now(),
  });
  // No timestamp in the body: receivers use the message timestamp header (docs/platforms/kick.md §7).
  return emit(
    ctx,
    channel,
    'channel.followed',
    {
      broadcaster: eventUser(ctx, broadcasterOf(ctx, channel)),
      follower: eventUser(ctx, follower),
    },
    options,
  );
}

export function subscribe(
  ctx: EmulatorContext,
  channel: KickChannel,
  subscriber: KickAccount,
  renewal: { months: number } | null,
  options: EventOptions = {},
) {
  const now = ctx.now();
  if (!renewal) channel.active_subscribers_count++;
  return emit(
    ctx,
    channel,
    renewal ? 'channel.subscription.renewal' : 'channel.subscription.new',
    {
      broadcaster: eventUser(ctx, broadcasterOf(ctx, channel)),
      subscriber: eventUser(ctx, subscriber),
      duration: renewal?.months ?? 1,
      created_at: rfc3339(now),
      expires_at: rfc3339(monthLater(now)),
    },
    options,
  );
}

export function giftSubscriptions(
  ctx: EmulatorContext,
  channel: KickChannel,
  gifter: KickAccount | null,
  giftees: KickAccount[],
  options: EventOptions = {},
) {
  const now = ctx.now();
  channel.active_subscribers_count += giftees.length;
  channel.active_gifted_subscribers_count += giftees.length;
  return emit(
    ctx,
    channel,
    'channel.subscription.gifts',
    {
      broadcaster: eventUser(ctx, broadcasterOf(ctx, channel)),
      gifter: gifter ? eventUser(ctx, gifter) : anonymousUser(),
      giftees: giftees.map((g) => eventUser(ctx, g)),
      created_at: rfc3339(now),
      expires_at: rfc3339(monthLater(now)),
    },
    options,
  );
}

export interface KicksGiftInput {
  amount: number;
  name?: string;
  message?: string;
  type?: string;
  tier?: string;
  pinnedTimeSeconds?: number;
}

/** Gift type/tier/pin time defaults are the emulator's guess; Kick documents only examples. */
export function giftKicks(
  ctx: EmulatorContext,
  channel: KickChannel,
  sender: KickAccount,
  gift: KicksGiftInput,
  options: EventOptions = {},
) {
  const now = ctx.now();
  ctx.store.state.kick.kicks.push({
    broadcaster_user_id: channel.broadcaster_user_id,
    sender_user_id: sender.user_id,
    amount: gift.amount,
    created_at: now,
  });
  const tier = gift.tier ?? (gift.amount < 100 ? 'BASIC' : gift.amount < 1000 ? 'MID' : 'HIGH');
  return emit(
    ctx,
    channel,
    'kicks.gifted',
    {
      broadcaster: kicksUser(ctx, broadcasterOf(ctx, channel)),
      sender: kicksUser(ctx, sender),
      gift: {
        amount: gift.amount,
        name: gift.name ?? 'Kicks',
        type: gift.type ?? (gift.amount < 100 ? 'BASIC' : 'LEVEL_UP'),
        tier,
        message: gift.message ?? '',
        pinned_time_seconds:
          gift.pinnedTimeSeconds ?? (tier === 'BASIC' ? 0 : tier === 'MID' ? 600 : 1800),
      },
      created_at: new Date(now).toISOString(),
    },
    options,
  );
}

export interface MetadataChange {
  title?: string;
  category?: KickCategory;
  language?: string;
  isMature?: boolean;
  customTags?: string[];
}

/** Applies a metadata change; delivers `livestream.metadata.updated` only if something changed. */
export function updateMetadata(
  ctx: EmulatorContext,
  channel: KickChannel,
  change: MetadataChange,
  options: EventOptions = {},
) {
  const before = JSON.stringify([
    channel.stream_title,
    channel.category_id,
    channel.language,
    channel.is_mature,
  ]);
  if (change.title !== undefined) channel.stream_title = change.title;
  if (change.category) channel.category_id = change.category.id;
  if (change.language !== undefined) channel.language = change.language;
  if (change.isMature !== undefined) channel.is_mature = change.isMature;
  if (change.customTags !== undefined) channel.custom_tags = change.customTags;
  ctx.store.changed();
  const after = JSON.stringify([
    channel.stream_title,
    channel.category_id,
    channel.language,
    channel.is_mature,
  ]);
  if (before === after) return [];
  const payload = metadataPayload(
    ctx,
    broadcasterOf(ctx, channel),
    channel,
    ctx.kick.categoryOf(channel),
  );
  return emit(ctx, channel, 'livestream.metadata.updated', payload, options);
}

export function goLive(
  ctx: EmulatorContext,
  channel: KickChannel,
  change: MetadataChange & { viewerCount?: number; startedSecondsAgo?: number },
  options: EventOptions = {},
) {
  const deliveries = updateMetadata(ctx, channel, change, options);
  if (channel.is_live) {
    if (change.viewerCount !== undefined) setViewers(ctx, channel, change.viewerCount);
    return deliveries;
  }
  channel.is_live = true;
  channel.started_at = ctx.now() - (change.startedSecondsAgo ?? 0) * 1000;
  channel.ended_at = null;
  setViewers(ctx, channel, change.viewerCount ?? channel.viewer_count);
  const payload = statusPayload(ctx, broadcasterOf(ctx, channel), channel);
  return [...deliveries, ...emit(ctx, channel, 'livestream.status.updated', payload, options)];
}

export function goOffline(ctx: EmulatorContext, channel: KickChannel, options: EventOptions = {}) {
  if (!channel.is_live) return [];
  settleViewers(ctx, channel);
  channel.is_live = false;
  setViewers(ctx, channel, 0);
  channel.ended_at = ctx.now();
  const payload = statusPayload(ctx, broadcasterOf(ctx, channel), channel);
  return emit(ctx, channel, 'livestream.status.updated', payload, options);
}

/**
 * No webhook exists for viewer counts (docs/platforms/kick.md §7): apps poll /channels or /livestreams. While the
 * channel is live the count walks on from the value set (viewer-motion.ts).
 */
export function setViewerCount(ctx: EmulatorContext, channel: KickChannel, count: number): void {
  setViewers(ctx, channel, count);
}

export function ban(
  ctx: EmulatorContext,
  channel: KickChannel,
  user: KickAccount,
  moderator: KickAccount,
  input: { reason?: string; durationMinutes?: number },
  options: EventOptions = {},
) {
  const now = ctx.now();
  const expiresAt = input.durationMinutes ? now + input.durationMinutes * 60_000 : null;
  const kick = ctx.store.state.kick;
  kick.bans = kick.bans.filter(
    (b) => !(b.broadcaster_user_id === channel.broadcaster_user_id && b.user_id === user.user_id),
  );
  kick.bans.push({
    broadcaster_user_id: channel.broadcaster_user_id,
    user_id: user.user_id,
    moderator_user_id: moderator.user_id,
    reason: input.reason ?? '',
    created_at: now,
    expires_at: expiresAt,
  });
  return emit(
    ctx,
    channel,
    'moderation.banned',
    {
      broadcaster: eventUser(ctx, broadcasterOf(ctx, channel)),
      moderator: eventUser(ctx, moderator),
      banned_user: eventUser(ctx, user),
      metadata: {
        reason: input.reason ?? '',
        created_at: rfc3339(now),
        expires_at: expiresAt === null ? null : rfc3339(expiresAt),
      },
    },
    options,
  );
}

/** Lifting a ban has no webhook (docs/platforms/kick.md §7 lists none). */
export function unban(ctx: EmulatorContext, channel: KickChannel, user: KickAccount): boolean {
  const kick = ctx.store.state.kick;
  const before = kick.bans.length;
  kick.bans = kick.bans.filter(
    (b) => !(b.broadcaster_user_id === channel.broadcaster_user_id && b.user_id === user.user_id),
  );
  ctx.store.changed();
  return kick.bans.length < before;
}
