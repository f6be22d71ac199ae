import type { EmulatorContext } from '../context';
import * as activity from '../kick/activity';
import { BADGE_TEXT, EMOTES } from '../kick/catalog';
import type { ChatCrowds } from '../kick/chat-crowd';
import { motionOf, settleViewers } from '../kick/viewer-motion';
import { listSubscriptions } from '../kick/subscriptions';
import { ControlError, notFound } from '../shared/control-error';
import { activeBan } from '../kick/moderation';
import { iso } from '../shared/time';
import { parseOrThrow } from '../shared/validation';
import { SEED } from '../state/seed';
import type {
  KickAccount,
  KickBadge,
  KickChannel,
  KickDelivery,
  KickEventSubscription,
} from '../state/state.types';
import * as schemas from './control.schemas';
import { createKickModerationControl, type KickModerationControl } from './kick-moderation.control';
import {
  type ChannelSummary,
  type ChatLogEntry,
  type DeliveryView,
  channelSummary,
  chatEntry,
  deliveryView,
} from './views';

/** What an event-causing call returns: the webhook deliveries it queued. */
export interface EventResult {
  deliveries: DeliveryView[];
}

export interface KickControl extends KickModerationControl {
  accounts(): KickAccount[];
  createAccount(input: schemas.CreateAccountInput): KickAccount;
  channels(): ChannelSummary[];
  chatLog(broadcasterUserId: number, options?: { limit?: number }): ChatLogEntry[];
  sendChat(input: schemas.SendChatInput): ChatLogEntry & EventResult;
  follow(input: schemas.ViewerEventInput): EventResult;
  subscribe(input: schemas.ViewerEventInput): EventResult;
  resubscribe(input: schemas.RenewalInput): EventResult;
  giftSubs(input: schemas.GiftSubsInput): EventResult & { giftees: string[] };
  giftKicks(input: schemas.KicksInput): EventResult;
  goLive(input: schemas.GoLiveInput): EventResult;
  goOffline(input: schemas.ChannelInput): EventResult;
  updateChannel(input: schemas.MetadataInput): EventResult;
  setViewerCount(input: schemas.ViewerCountInput): ChannelSummary;
  /** Whether the count walks on its own while live, and whether reads glitch now and then. */
  setViewerMotion(input: schemas.ViewerMotionInput): ChannelSummary;
  /** Many viewers chatting with emotes at a rate (demo mode: the leaderboard and streak move). */
  setChatCrowd(input: schemas.ChatCrowdInput): ReturnType<ChatCrowds['get']>;
  chatCrowd(broadcasterUserId: number): ReturnType<ChatCrowds['get']>;
  /** The next API read(s) of this channel report 1 viewer while live (Kick issue #391). */
  glitchViewers(input: schemas.GlitchInput): ChannelSummary;
  ban(input: schemas.BanInput): EventResult;
  unban(input: schemas.UnbanInput): { unbanned: boolean };
  eventSubscriptions(): KickEventSubscription[];
  deliveries(options?: { limit?: number }): DeliveryView[];
  redeliver(messageId: string): DeliveryView;
  webhookUrl(): string | null;
  setWebhookUrl(url: string | null): { url: string | null };
  publicKey(): string;
}

const events = (deliveries: KickDelivery[]): EventResult => ({
  deliveries: deliveries.map(deliveryView),
});

function badgesFor(
  input: schemas.SendChatInput,
  sender: KickAccount,
  channel: KickChannel,
): KickBadge[] {
  if (!input.badges) {
    return sender.user_id === channel.broadcaster_user_id
      ? [{ text: BADGE_TEXT.broadcaster, type: 'broadcaster' }]
      : [];
  }
  return input.badges.map((badge) => {
    const { type, count } = typeof badge === 'string' ? { type: badge, count: undefined } : badge;
    const withCount = count ?? (type === 'subscriber' || type === 'sub_gifter' ? 1 : undefined);
    return { text: BADGE_TEXT[type], type, ...(withCount ? { count: withCount } : {}) };
  });
}

/** Recipients for gifted subs: the named ones, then other viewers (new ones when they run out). */
function pickGiftees(
  ctx: EmulatorContext,
  gifter: KickAccount | null,
  count: number,
  named: string[],
): KickAccount[] {
  const chosen = named.map((name) => ctx.kick.viewerNamed(name));
  const bots = new Set([SEED.kick.bot.userId, ...ctx.config.clients.kick.map((c) => c.botUserId)]);
  const pool = ctx.kick
    .accounts()
    .filter(
      (a) =>
        a.kind === 'viewer' &&
        a.user_id !== gifter?.user_id &&
        !bots.has(a.user_id) &&
        !chosen.includes(a),
    );
  while (chosen.length < count && pool.length) chosen.push(pool.shift()!);
  for (let n = 1; chosen.length < count; n++) {
    const name = `gift_viewer_${n}`;
    const account = ctx.kick.accountByName(name);
    if (!account) chosen.push(ctx.kick.createAccount({ username: name, kind: 'viewer' }));
    else if (!chosen.includes(account)) chosen.push(account);
  }
  return chosen.slice(0, count);
}

export function createKickControl(ctx: EmulatorContext, crowds: ChatCrowds): KickControl {
  const channelOf = (id: number) => ctx.kick.requireChannel(id);
  return {
    ...createKickModerationControl(ctx),
    accounts: () => ctx.kick.accounts(),
    createAccount: (input) =>
      ctx.kick.createAccount(parseOrThrow(schemas.createAccountInput, input)),
    channels: () => ctx.kick.channels().map((c) => channelSummary(ctx, c)),
    chatLog: (broadcasterUserId, options = {}) => {
      const { limit } = parseOrThrow(schemas.limitInput, options);
      channelOf(broadcasterUserId);
      return ctx.kick.chatLog(broadcasterUserId, limit).map((m) => chatEntry(ctx, m));
    },
    sendChat: (raw) => {
      const input = parseOrThrow(schemas.sendChatInput, raw);
      const channel = channelOf(input.broadcasterUserId);
      const sender = ctx.kick.viewerNamed(input.username);
      const banned = activeBan(ctx, channel.broadcaster_user_id, sender.user_id);
      if (banned) {
        const until = banned.expires_at === null ? '' : ` until ${iso(banned.expires_at)}`;
        const what = banned.expires_at === null ? 'is banned' : `is timed out${until}`;
        throw new ControlError(403, `${sender.username} ${what} in this channel`, 'username');
      }
      if (input.replyToMessageId && !ctx.kick.chatMessage(input.replyToMessageId)) {
        throw notFound(`message ${input.replyToMessageId}`, 'replyToMessageId');
      }
      const { message, deliveries } = ctx.kick.postChat({
        channel,
        sender,
        content: input.content,
        badges: badgesFor(input, sender, channel),
        replyToMessageId: input.replyToMessageId,
        source: 'viewer',
        duplicate: input.duplicate,
      });
      return { ...chatEntry(ctx, message), ...events(deliveries) };
    },
    follow: (raw) => {
      const input = parseOrThrow(schemas.viewerEventInput, raw);
      return events(
        activity.follow(
          ctx,
          channelOf(input.broadcasterUserId),
          ctx.kick.viewerNamed(input.username),
          input,
        ),
      );
    },
    subscribe: (raw) => {
      const input = parseOrThrow(schemas.viewerEventInput, raw);
      const channel = channelOf(input.broadcasterUserId);
      return events(
        activity.subscribe(ctx, channel, ctx.kick.viewerNamed(input.username), null, input),
      );
    },
    resubscribe: (raw) => {
      const input = parseOrThrow(schemas.renewalInput, raw);
      const channel = channelOf(input.broadcasterUserId);
      return events(
        activity.subscribe(
          ctx,
          channel,
          ctx.kick.viewerNamed(input.username),
          { months: input.months },
          input,
        ),
      );
    },
    giftSubs: (raw) => {
      const input = parseOrThrow(schemas.giftSubsInput, raw);
      const channel = channelOf(input.broadcasterUserId);
      const gifter = input.anonymous || !input.gifter ? null : ctx.kick.viewerNamed(input.gifter);
      const giftees = pickGiftees(ctx, gifter, input.count, input.giftees ?? []);
      return {
        ...events(activity.giftSubscriptions(ctx, channel, gifter, giftees, input)),
        giftees: giftees.map((g) => g.username),
      };
    },
    giftKicks: (raw) => {
      const input = parseOrThrow(schemas.kicksInput, raw);
      const channel = channelOf(input.broadcasterUserId);
      return events(
        activity.giftKicks(ctx, channel, ctx.kick.viewerNamed(input.username), input, input),
      );
    },
    goLive: (raw) => {
      const input = parseOrThrow(schemas.goLiveInput, raw);
      const category = input.category ? ctx.kick.categoryNamed(input.category) : undefined;
      return events(
        activity.goLive(ctx, channelOf(input.broadcasterUserId), { ...input, category }, input),
      );
    },
    goOffline: (raw) => {
      const input = parseOrThrow(schemas.channelInput, raw);
      return events(activity.goOffline(ctx, channelOf(input.broadcasterUserId), input));
    },
    updateChannel: (raw) => {
      const input = parseOrThrow(schemas.metadataInput, raw);
      const category = input.category ? ctx.kick.categoryNamed(input.category) : undefined;
      const channel = channelOf(input.broadcasterUserId);
      // Pictures change no stream metadata: Kick sends no webhook for them.
      if (input.avatarUrl !== undefined) channel.avatar_url = input.avatarUrl;
      if (input.bannerUrl !== undefined) channel.banner_url = input.bannerUrl;
      if (input.avatarUrl !== undefined || input.bannerUrl !== undefined) ctx.store.changed();
      return events(
        activity.updateMetadata(
          ctx,
          channelOf(input.broadcasterUserId),
          { ...input, category },
          input,
        ),
      );
    },
    setViewerCount: (raw) => {
      const input = parseOrThrow(schemas.viewerCountInput, raw);
      const channel = channelOf(input.broadcasterUserId);
      activity.setViewerCount(ctx, channel, input.count);
      return channelSummary(ctx, channel);
    },
    setChatCrowd: (raw) => {
      const input = parseOrThrow(schemas.chatCrowdInput, raw);
      const channel = channelOf(input.broadcasterUserId);
      crowds.set(channel, {
        ratePerSecond: input.ratePerSecond,
        viewers: input.viewers ?? 30,
        emoteShare: input.emoteShare ?? 0.6,
        streakShare: input.streakShare ?? 0.5,
        streakEmoteId: input.streakEmoteId ?? EMOTES[0]!.id,
      });
      return crowds.get(channel.broadcaster_user_id);
    },
    chatCrowd: (broadcasterUserId) => crowds.get(channelOf(broadcasterUserId).broadcaster_user_id),
    setViewerMotion: (raw) => {
      const input = parseOrThrow(schemas.viewerMotionInput, raw);
      const channel = channelOf(input.broadcasterUserId);
      settleViewers(ctx, channel);
      const motion = motionOf(ctx, channel);
      if (input.walk !== undefined) motion.walk = input.walk;
      if (input.glitches !== undefined) motion.glitches = input.glitches;
      ctx.store.changed();
      return channelSummary(ctx, channel);
    },
    glitchViewers: (raw) => {
      const input = parseOrThrow(schemas.glitchInput, raw);
      const channel = channelOf(input.broadcasterUserId);
      motionOf(ctx, channel).glitch_reads = input.reads;
      ctx.store.changed();
      return channelSummary(ctx, channel);
    },
    ban: (raw) => {
      const input = parseOrThrow(schemas.banInput, raw);
      const channel = channelOf(input.broadcasterUserId);
      const moderator = input.moderator
        ? ctx.kick.viewerNamed(input.moderator)
        : ctx.kick.requireAccount(channel.broadcaster_user_id);
      const user = ctx.kick.viewerNamed(input.username);
      return events(activity.ban(ctx, channel, user, moderator, input, input));
    },
    unban: (raw) => {
      const input = parseOrThrow(schemas.unbanInput, raw);
      const user = ctx.kick.accountByName(input.username);
      if (!user) throw notFound(`Kick user ${input.username}`, 'username');
      return { unbanned: activity.unban(ctx, channelOf(input.broadcasterUserId), user) };
    },
    eventSubscriptions: () => listSubscriptions(ctx, {}),
    deliveries: (options = {}) => {
      const { limit = 100 } = parseOrThrow(schemas.limitInput, options);
      return ctx.store.state.kick.deliveries.slice(-limit).reverse().map(deliveryView);
    },
    redeliver: (messageId) => {
      const delivery = ctx.webhooks.redeliver(messageId);
      if (!delivery) throw notFound(`delivery ${messageId}`, 'messageId');
      return deliveryView(delivery);
    },
    webhookUrl: () => ctx.store.state.kick.webhookUrlOverride ?? ctx.config.kickWebhookUrl ?? null,
    setWebhookUrl: (url) => {
      const input = parseOrThrow(schemas.webhookUrlInput, { url });
      ctx.store.state.kick.webhookUrlOverride = input.url;
      ctx.store.changed();
      return { url: input.url };
    },
    publicKey: () => ctx.store.state.kick.keyPair.publicKeyPem,
  };
}
