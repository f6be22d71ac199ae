import { actorName, type BotEvent, type ChannelEvent, type SilenceReason } from '@kyo/contracts';

export type ActivityEntry = BotEvent;

const KEEP = 20;
const clip = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

/** One line about an event for the status page. */
export function summarize(event: ChannelEvent): string {
  switch (event.kind) {
    case 'chat':
      // Emotes by name: the parts (below) carry them for the page to draw.
      return clip(`${actorName(event.sender)}: ${event.text}`);
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
  private readonly byUser = new Map<
    string,
    Array<{ seq: number; event: ChannelEvent; note?: SilenceReason }>
  >();
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

  /** Why the bot did not answer a command line it noted (its cooldown, a missing widget). */
  note(userId: string, eventId: string, note: SilenceReason): void {
    const entry = this.byUser.get(userId)?.find((item) => item.event.id === eventId);
    if (entry) entry.note = note;
  }

  recent(userId: string): ActivityEntry[] {
    return (this.byUser.get(userId) ?? []).map(({ seq, event, note }) => ({
      id: `${event.receivedAt.toString(36)}-${seq.toString(36)}`,
      type: event.source,
      summary: summarize(event),
      ...(event.kind === 'chat' && event.parts.some((part) => part.kind === 'emote')
        ? { parts: event.parts }
        : {}),
      ...(note ? { note } : {}),
      receivedAt: new Date(event.receivedAt).toISOString(),
    }));
  }
}
