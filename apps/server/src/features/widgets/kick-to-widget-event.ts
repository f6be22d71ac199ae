import { actorName, type ChannelEvent, type WidgetEvent } from '@kyo/contracts';

/**
 * What a channel event means to overlays, or null when no widget shows it. Pure: the same event
 * always maps to the same widget event.
 */
export function kickToWidgetEvent(event: ChannelEvent): WidgetEvent | null {
  switch (event.kind) {
    case 'chat':
      return {
        kind: 'chat.message',
        id: event.messageId,
        username: actorName(event.sender, 'unknown'),
        color: event.sender.color,
        badges: event.sender.badges,
        parts: event.parts,
        text: event.text,
        at: event.at,
      };
    case 'ban':
      // Kick has no "message deleted" webhook; a ban or timeout is what clears a chatter's lines.
      return event.user.name
        ? { kind: 'chat.clear-user', username: event.user.name, at: event.at }
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
        at: event.at,
      };
    default:
      return null;
  }
}
