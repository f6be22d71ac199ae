import { actorName, type ChannelEvent, type ChannelEventKind } from '../channel-events';
import type { WidgetEvent, WidgetEventKind } from './events';

/**
 * The widget event each kind of channel event can become (channelToWidgetEvent's), known before
 * mapping: the server hands a channel's event to its widgets only when one of them shows this kind.
 * Kinds not listed never reach a widget.
 */
export const WIDGET_EVENT_KIND_OF = {
  chat: 'chat.message',
  ban: 'chat.clear-user',
  follow: 'follow',
  subscription: 'subscription',
  gift: 'gifted',
  kicks: 'kicks',
  stream: 'stream.online',
} as const satisfies Partial<Record<ChannelEventKind, WidgetEventKind>>;

/**
 * What a channel event means to overlays, or null when no widget shows it. Pure and zod-free: the
 * same event always maps to the same widget event. The widget events are one vocabulary shared by
 * every type (a chat line means the same to the chat box, the leaderboard and the emote streak);
 * each type's definition says which of them it takes and which Kick events feed them.
 */
export function channelToWidgetEvent(event: ChannelEvent): WidgetEvent | null {
  switch (event.kind) {
    case 'chat': {
      const { sender } = event;
      // The broadcaster's own lines carry Kick's broadcaster badge even when Kick left it out, so
      // every widget can tell them apart (a leaderboard never ranks the streamer).
      const badges =
        sender.id !== null &&
        sender.id === event.broadcasterUserId &&
        !sender.badges.some((badge) => badge.type === 'broadcaster')
          ? [{ type: 'broadcaster', text: 'Broadcaster', count: null }, ...sender.badges]
          : sender.badges;
      return {
        kind: 'chat.message',
        id: event.messageId,
        username: actorName(sender, 'unknown'),
        color: sender.color,
        badges,
        parts: event.parts,
        text: event.text,
        avatar: sender.avatar,
        at: event.at,
      };
    }
    case 'ban':
      // Kick has no "message deleted" webhook; a ban or timeout is what clears a chatter's lines.
      return event.user.name
        ? {
            kind: 'chat.clear-user',
            username: event.user.name,
            permanent: event.expiresAt === null,
            at: event.at,
          }
        : null;
    case 'follow':
      return { kind: 'follow', name: actorName(event.follower, 'Someone'), at: event.at };
    case 'subscription':
      return {
        kind: 'subscription',
        name: actorName(event.subscriber, 'Someone'),
        months: event.months,
        renewal: event.renewal,
        at: event.at,
      };
    case 'gift':
      return {
        kind: 'gifted',
        name: actorName(event.gifter),
        count: event.giftees.length,
        giftees: event.giftees.flatMap((giftee) => (giftee.name ? [giftee.name] : [])),
        anonymous: event.gifter.anonymous,
        at: event.at,
      };
    case 'kicks':
      return {
        kind: 'kicks',
        name: actorName(event.sender),
        amount: event.amount,
        ...(event.giftName ? { gift: event.giftName } : {}),
        ...(event.message ? { message: event.message } : {}),
        anonymous: event.sender.anonymous,
        at: event.at,
      };
    case 'stream':
      return event.live
        ? { kind: 'stream.online', startedAt: event.startedAt ?? event.at, at: event.at }
        : null;
    default:
      return null;
  }
}
