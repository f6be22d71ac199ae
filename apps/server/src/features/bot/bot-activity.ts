import type { KickEvent, KickEventUser } from '@kyo/contracts';

export interface ActivityEntry {
  id: string;
  type: string;
  summary: string;
  receivedAt: string;
}

const KEEP = 20;
const name = (user: KickEventUser | undefined) =>
  user && !user.is_anonymous && user.username ? user.username : 'Anonymous';
const clip = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

/** One line about an event for the status page. */
export function summarize(event: KickEvent): string {
  switch (event.type) {
    case 'chat.message.sent':
      return clip(`${name(event.payload.sender)}: ${event.payload.content}`);
    case 'channel.followed':
      return `${name(event.payload.follower)} followed`;
    case 'channel.subscription.new':
      return `${name(event.payload.subscriber)} subscribed`;
    case 'channel.subscription.renewal':
      return `${name(event.payload.subscriber)} resubscribed (${event.payload.duration} months)`;
    case 'channel.subscription.gifts':
      return `${name(event.payload.gifter)} gifted ${event.payload.giftees.length} subs`;
    case 'kicks.gifted':
      return `${name(event.payload.sender)} sent ${event.payload.gift.amount} Kicks`;
    case 'livestream.status.updated':
      return event.payload.is_live ? 'Stream went live' : 'Stream went offline';
    case 'livestream.metadata.updated':
      return clip(`Stream info changed: ${event.payload.metadata.title ?? ''}`);
    case 'moderation.banned':
      return `${name(event.payload.banned_user)} was banned`;
    default:
      return 'Event';
  }
}

/**
 * The last events of each channel, for the status page. Kept in memory on the node that received
 * them (chat is too busy to write each line to the database); the counters are in the database.
 */
export class RecentActivity {
  private readonly byUser = new Map<string, ActivityEntry[]>();
  private sequence = 0;

  add(userId: string, event: KickEvent): void {
    let list = this.byUser.get(userId);
    if (!list) {
      list = [];
      this.byUser.set(userId, list);
    }
    list.unshift({
      // Every chat line passes here: a counter, not random bytes, names the entry.
      id: `${event.receivedAt.toString(36)}-${(this.sequence++).toString(36)}`,
      type: event.type,
      summary: summarize(event),
      receivedAt: new Date(event.receivedAt).toISOString(),
    });
    if (list.length > KEEP) list.length = KEEP;
  }

  recent(userId: string): ActivityEntry[] {
    return [...(this.byUser.get(userId) ?? [])];
  }
}
