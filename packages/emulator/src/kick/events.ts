import type { EmulatorBase } from '../base-context';
import { imageUrl } from '../shared/placeholder-image';
import { rfc3339 } from '../shared/time';
import type {
  KickAccount,
  KickBadge,
  KickCategory,
  KickChannel,
  KickChatMessage,
} from '../state/state.types';
import { emotePositions } from './catalog';

/** The common user object of every event (docs/platforms/kick.md §7). */
export interface EventUser {
  is_anonymous: boolean;
  user_id: number | null;
  username: string | null;
  is_verified: boolean | null;
  profile_picture: string | null;
  channel_slug: string | null;
  identity: { username_color: string; badges: KickBadge[] } | null;
}

export function channelSlugOf(ctx: EmulatorBase, account: KickAccount): string {
  const channel = ctx.store.state.kick.channels.find(
    (c) => c.broadcaster_user_id === account.user_id,
  );
  return channel?.slug ?? account.username.toLowerCase();
}

export function profilePicture(ctx: EmulatorBase, account: KickAccount): string {
  return imageUrl(ctx.config.publicUrl, account.username);
}

export function eventUser(
  ctx: EmulatorBase,
  account: KickAccount,
  identity: EventUser['identity'] = null,
): EventUser {
  return {
    is_anonymous: false,
    user_id: account.user_id,
    username: account.username,
    is_verified: account.is_verified,
    profile_picture: profilePicture(ctx, account),
    channel_slug: channelSlugOf(ctx, account),
    identity,
  };
}

/** An anonymous gifter: every other field null (docs/platforms/kick.md §7). */
export function anonymousUser(): EventUser {
  return {
    is_anonymous: true,
    user_id: null,
    username: null,
    is_verified: null,
    profile_picture: null,
    channel_slug: null,
    identity: null,
  };
}

/** `kicks.gifted` users carry neither `is_anonymous` nor `identity` (docs/platforms/kick.md §7). */
export function kicksUser(ctx: EmulatorBase, account: KickAccount) {
  const { is_anonymous: _a, identity: _i, ...rest } = eventUser(ctx, account);
  return rest;
}

export function categoryPayload(ctx: EmulatorBase, category: KickCategory) {
  return {
    id: category.id,
    name: category.name,
    thumbnail: imageUrl(ctx.config.publicUrl, category.name),
  };
}

export function chatPayload(
  ctx: EmulatorBase,
  message: KickChatMessage,
  accountOf: (userId: number) => KickAccount,
) {
  const broadcaster = accountOf(message.broadcaster_user_id);
  const sender = accountOf(message.sender_user_id);
  const parent = message.replies_to_message_id
    ? ctx.store.state.kick.chat.find((m) => m.message_id === message.replies_to_message_id)
    : undefined;
  return {
    message_id: message.message_id,
    // The parent's sender has no identity "at the moment" (Kick's own example, docs/platforms/kick.md §7).
    ...(parent
      ? {
          replies_to: {
            message_id: parent.message_id,
            content: parent.content,
            sender: eventUser(ctx, accountOf(parent.sender_user_id)),
          },
        }
      : {}),
    broadcaster: eventUser(ctx, broadcaster),
    sender: eventUser(ctx, sender, {
      username_color: sender.username_color,
      badges: message.badges,
    }),
    content: message.content,
    emotes: emotePositions(message.content),
    created_at: rfc3339(message.created_at),
  };
}

export function statusPayload(ctx: EmulatorBase, broadcaster: KickAccount, channel: KickChannel) {
  return {
    broadcaster: eventUser(ctx, broadcaster),
    is_live: channel.is_live,
    title: channel.stream_title,
    started_at: channel.started_at === null ? null : rfc3339(channel.started_at),
    ended_at: channel.is_live || channel.ended_at === null ? null : rfc3339(channel.ended_at),
  };
}

export function metadataPayload(
  ctx: EmulatorBase,
  broadcaster: KickAccount,
  channel: KickChannel,
  category: KickCategory,
) {
  return {
    broadcaster: eventUser(ctx, broadcaster),
    metadata: {
      title: channel.stream_title,
      language: channel.language,
      has_mature_content: channel.is_mature,
      category: categoryPayload(ctx, category),
    },
  };
}
