import type { EmulatorContext } from '../context';
import { imageUrl } from '../shared/placeholder-image';
import { rfc3339 } from '../shared/time';
import type { KickAccount, KickChannel } from '../state/state.types';
import type { KickCaller } from './api-auth';
import { categoryPayload, profilePicture } from './events';
import { reportedViewers } from './viewer-motion';

/** Go's zero time: what a never-started stream reports (the field is always present). */
const ZERO_TIME = '0001-01-01T00:00:00Z';
/** Kick channel ids differ from user ids (docs/platforms/kick.md §4.3); keeping them apart catches mix-ups. */
export const CHANNEL_ID_OFFSET = 900_000;

/** `GET /users` item (docs/platforms/kick.md §4.1): email only for the authorizing user. */
export function userView(ctx: EmulatorContext, account: KickAccount, caller: KickCaller) {
  return {
    user_id: account.user_id,
    name: account.username,
    email: caller.user?.user_id === account.user_id ? account.email : '',
    profile_picture: profilePicture(ctx, account),
  };
}

/** `GET /channels` item (docs/platforms/kick.md §4.2): stream url/key only for the owner with streamkey:read. */
export function channelView(ctx: EmulatorContext, channel: KickChannel, caller: KickCaller) {
  const owner = ctx.kick.account(channel.broadcaster_user_id);
  const showKey =
    caller.user?.user_id === channel.broadcaster_user_id &&
    caller.token.scopes.includes('streamkey:read');
  return {
    broadcaster_user_id: channel.broadcaster_user_id,
    slug: channel.slug,
    channel_description: channel.description,
    stream_title: channel.stream_title,
    banner_picture: channel.banner_url ?? imageUrl(ctx.config.publicUrl, `${channel.slug} banner`),
    profile_picture: channel.avatar_url ?? (owner ? profilePicture(ctx, owner) : ''),
    category: categoryPayload(ctx, ctx.kick.categoryOf(channel)),
    stream: {
      is_live: channel.is_live,
      is_mature: channel.is_mature,
      language: channel.language,
      viewer_count: reportedViewers(ctx, channel),
      start_time:
        channel.is_live && channel.started_at !== null ? rfc3339(channel.started_at) : ZERO_TIME,
      thumbnail: channel.is_live ? imageUrl(ctx.config.publicUrl, `${channel.slug} live`, 640) : '',
      url: showKey ? 'rtmps://ingest.kick.emulator.invalid:443/app/' : '',
      key: showKey ? channel.stream_key : '',
      custom_tags: channel.custom_tags,
    },
    active_subscribers_count: channel.active_subscribers_count,
    canceled_subscribers_count: channel.canceled_subscribers_count,
    active_gifted_subscribers_count: channel.active_gifted_subscribers_count,
  };
}

/** `GET /livestreams` item (docs/platforms/kick.md §4.3), for live channels only. */
export function livestreamView(ctx: EmulatorContext, channel: KickChannel) {
  const owner = ctx.kick.account(channel.broadcaster_user_id);
  return {
    broadcaster_user_id: channel.broadcaster_user_id,
    channel_id: CHANNEL_ID_OFFSET + channel.broadcaster_user_id,
    slug: channel.slug,
    stream_title: channel.stream_title,
    language: channel.language,
    has_mature_content: channel.is_mature,
    viewer_count: reportedViewers(ctx, channel),
    started_at: rfc3339(channel.started_at ?? ctx.now()),
    thumbnail: imageUrl(ctx.config.publicUrl, `${channel.slug} live`, 640),
    profile_picture: owner ? profilePicture(ctx, owner) : '',
    category: categoryPayload(ctx, ctx.kick.categoryOf(channel)),
    custom_tags: channel.custom_tags,
  };
}
