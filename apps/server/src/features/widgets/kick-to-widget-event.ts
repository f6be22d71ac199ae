import type { KickEvent, KickEventUser, WidgetEvent } from '@kyo/contracts';
import { splitChatContent } from './chat-content';

/** Only real hex colours reach an overlay's style: a chatter's colour is data, not CSS. */
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

const timeOf = (event: KickEvent, createdAt?: string): number => {
  const parsed = createdAt ? Date.parse(createdAt) : NaN;
  return Number.isNaN(parsed) ? event.sentAt : parsed;
};

const nameOf = (user: KickEventUser | undefined, fallback: string): string =>
  user?.username?.trim() || fallback;

/**
 * What a verified Kick event means to overlays, or null when no widget shows it. Pure: the same
 * Kick event always maps to the same widget event.
 */
export function kickToWidgetEvent(event: KickEvent): WidgetEvent | null {
  switch (event.type) {
    case 'chat.message.sent': {
      const { payload } = event;
      const identity = payload.sender.identity;
      const color = identity?.username_color;
      return {
        kind: 'chat.message',
        id: payload.message_id,
        username: nameOf(payload.sender, 'unknown'),
        color: color && HEX_COLOR.test(color) ? color : null,
        badges: (identity?.badges ?? []).map((badge) => ({
          type: badge.type,
          text: badge.text ?? null,
          count: badge.count ?? null,
        })),
        ...splitChatContent(payload.content),
        at: timeOf(event, payload.created_at),
      };
    }
    case 'moderation.banned': {
      // Kick has no "message deleted" webhook; a ban or timeout is what clears a chatter's lines.
      const username = nameOf(event.payload.banned_user, '');
      if (!username) return null;
      return {
        kind: 'chat.clear-user',
        username,
        at: timeOf(event, event.payload.metadata?.created_at),
      };
    }
    case 'channel.followed':
      return { kind: 'follow', name: nameOf(event.payload.follower, 'Someone'), at: event.sentAt };
    case 'channel.subscription.new':
    case 'channel.subscription.renewal':
      return {
        kind: 'subscription',
        name: nameOf(event.payload.subscriber, 'Someone'),
        months: Math.max(1, Math.round(event.payload.duration)),
        renewal: event.type === 'channel.subscription.renewal',
        at: timeOf(event, event.payload.created_at),
      };
    case 'channel.subscription.gifts': {
      const { gifter, giftees } = event.payload;
      return {
        kind: 'gifted',
        name: gifter.is_anonymous ? 'Anonymous' : nameOf(gifter, 'Anonymous'),
        count: giftees.length,
        giftees: giftees.flatMap((giftee) => (giftee.username ? [giftee.username] : [])),
        at: timeOf(event, event.payload.created_at),
      };
    }
    default:
      return null;
  }
}
