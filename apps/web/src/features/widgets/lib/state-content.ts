import type { WidgetType } from '@kyo/contracts';

/**
 * Whether a stateful widget's real state has something to show. A saved widget's builder draws
 * its real state when it has (the ranking, the streak, the count, the song), and the sample
 * events while it is still empty.
 */
export function hasContent(type: WidgetType, state: unknown): boolean {
  if (!state || typeof state !== 'object') return false;
  const s = state as Record<string, unknown>;
  switch (type) {
    case 'chat-leaderboard':
      return Array.isArray(s.entries) && s.entries.length > 0;
    case 'emote-streak':
      return s.emote !== null && s.emote !== undefined;
    case 'live-viewer':
      return s.viewers !== null && s.viewers !== undefined;
    case 'spotify':
      return s.item !== null && s.item !== undefined;
    case 'counter':
      return typeof s.value === 'number';
    case 'giveaway':
    case 'poll':
      return typeof s.id === 'string';
    default:
      return false;
  }
}
