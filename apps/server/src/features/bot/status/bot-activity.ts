import { actorName, type ChannelEvent } from '@kyo/contracts';

export interface ActivityEntry {
  id: string;
  type: string;
  summary: string;
  receivedAt: string;
}

const KEEP = 20;
const clip = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

/** One line about an event for the status page. */
export function summarize(event: ChannelEvent): string {
  switch (event.kind) {
    case 'chat':
      return clip(`${actorName(event.sender)}: ${event.content}`);
    case 'follow':
      return `${actorName(event.follower)} followed`;
    case 'subscription':
      return event.renewal
        ? `${actorName(event.subscriber)} resubscribed (${event.months} months)`
        : `${actorName(event.subscriber)} subscribed`;
    case 'gift':
      return `${actorName(event.gifter)} gifted ${event.giftees.length} subs`;
    case 'kicks':
      return `${actorName(event.sender)} sent ${event.amount} Kicks`;
    case 'stream':
      return event.live ? 'Stream went live' : 'Stream went offline';
    case 'metadata':
      return clip(`Stream info changed: ${event.title ?? ''}`);
    case 'ban':
      return `${actorName(event.user)} was banned`;
    case 'redemption':
      return clip(
        `${actorName(event.redeemer)} redeemed ${event.reward.title} (${event.status})${event.input ? `: ${event.input}` : ''}`,
      );
  }
}

/**
 * The last events of each channel, for the status page. Kept in memory on the node that received
 * them (chat is too busy to write each line to the database); the counters are in the database.
 */
export class RecentActivity {
  /** The newest first; entries are written out only when the status page asks (chat is busy). */
  private readonly byUser = new Map<string, Array<{ seq: number; event: ChannelEvent }>>();
  private sequence = 0;

  add(userId: string, event: ChannelEvent): void {
    let list = this.byUser.get(userId);
    if (!list) {
      list = [];
      this.byUser.set(userId, list);
    }
    // Every chat line passes here: a counter, not random bytes, names the entry.
    list.unshift({ seq: this.sequence++, event });
    if (list.length > KEEP) list.length = KEEP;
  }

  recent(userId: string): ActivityEntry[] {
    return (this.byUser.get(userId) ?? []).map(({ seq, event }) => ({
      id: `${event.receivedAt.toString(36)}-${seq.toString(36)}`,
      type: event.source,
      summary: summarize(event),
      receivedAt: new Date(event.receivedAt).toISOString(),
    }));
  }
}
