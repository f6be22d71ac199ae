import type { FeedItem } from '../types/renderer';

/** The newest chatter in a feed: a test "ban" clears someone who is on screen. */
export function lastChatter(feed: readonly FeedItem[]): string | undefined {
  for (let index = feed.length - 1; index >= 0; index--) {
    const event = feed[index]!.event;
    if (event.kind === 'chat.message') return event.username;
  }
  return undefined;
}
