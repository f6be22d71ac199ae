import type { BadgeType } from '../state/state.types';

/** Kick's scopes and what the consent screen says about them (docs/platforms/kick.md §2.2). */
export const KICK_SCOPES: Record<string, string> = {
  'user:read': 'Read your user information (username, user id, email)',
  'channel:read': 'Read your channel information (description, category, …)',
  'channel:write': 'Update your livestream metadata (title, category, tags)',
  'channel:rewards:read': 'Read your channel points rewards and redemptions',
  'channel:rewards:write': 'Manage your channel points rewards and redemptions',
  'chat:write': 'Send chat messages and let chat bots post in your chat',
  'streamkey:read': 'Read your stream URL and stream key',
  'events:subscribe': 'Subscribe to your channel events (chat, follows, subscriptions)',
  'moderation:ban': 'Ban, time out and unban users in your channel',
  'moderation:chat_message:manage': 'Delete chat messages in your channel',
  'kicks:read': 'Read your KICKs information (leaderboards)',
};

/** Webhook event names, all version 1 (docs/platforms/kick.md §7). */
export const KICK_EVENTS = [
  'chat.message.sent',
  'channel.followed',
  'channel.subscription.new',
  'channel.subscription.renewal',
  'channel.subscription.gifts',
  'channel.reward.redemption.updated',
  'livestream.status.updated',
  'livestream.metadata.updated',
  'moderation.banned',
  'kicks.gifted',
] as const;
export type KickEventName = (typeof KICK_EVENTS)[number];

export const BADGE_TEXT: Record<BadgeType, string> = {
  broadcaster: 'Broadcaster',
  moderator: 'Moderator',
  vip: 'VIP',
  og: 'OG',
  founder: 'Founder',
  verified: 'Verified',
  subscriber: 'Subscriber',
  sub_gifter: 'Sub Gifter',
  staff: 'Staff',
  bot: 'Bot',
};

/** A few emotes for the composer. Ids 37226 and 4148074 are the ones in Kick's own example. */
export const EMOTES = [
  { id: '37226', name: 'KEKW' },
  { id: '4148074', name: 'HYPERCLAP' },
  { id: '39261', name: 'PogU' },
  { id: '39272', name: 'catJAM' },
  { id: '39275', name: 'GIGACHAD' },
];

const EMOTE_TOKEN = /\[emote:(\d+):([^\]\s]+)\]/g;

/**
 * `emotes[]` of a chat event: one entry per emote id with the inclusive start/end index of each
 * `[emote:<id>:<name>]` token (Kick's example: a 25-char token at 6 has `{s:6,e:30}`, docs/platforms/kick.md §7).
 */
export function emotePositions(
  content: string,
): { emote_id: string; positions: { s: number; e: number }[] }[] {
  const byId = new Map<string, { s: number; e: number }[]>();
  for (const match of content.matchAll(EMOTE_TOKEN)) {
    const list = byId.get(match[1]!) ?? [];
    list.push({ s: match.index, e: match.index + match[0].length - 1 });
    byId.set(match[1]!, list);
  }
  return [...byId].map(([emote_id, positions]) => ({ emote_id, positions }));
}
