import type { ChatSettings } from '@kyo/contracts/widgets/chat';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import { isFiltered } from '@kyo/contracts/widgets/types/chat.logic';
import type { FeedItem } from '../renderer';

/**
 * Emotes are drawn by id, never from markup in the message, through the server (a redirect to
 * Kick's CDN, or to the emulator offline): the same path in OBS, the builder and the gallery.
 */
export const emoteUrl = (id: string) => `/api/emotes/${encodeURIComponent(id)}/fullsize`;

type ChatMessage = Extract<WidgetEvent, { kind: 'chat.message' }>;

export interface ChatLine {
  n: number;
  seq: number;
  message: ChatMessage;
  receivedAt: number;
  /** Within the last moments before it fades away. */
  leaving: boolean;
}

/** How long a line takes to fade out before it is removed (ms); chat.css has the same. */
export const FADE_OUT_MS = 600;

export type ChatFilterSettings = Pick<
  ChatSettings,
  'hideCommands' | 'hiddenUsers' | 'maxMessages' | 'fadeAfterSeconds'
>;

/**
 * The lines on screen, oldest first, derived from the feed: filters, bans (`chat.clear-user`
 * removes that chatter's lines), deletions (`chat.delete` removes one line), the maximum and the fade. Deriving rather than accumulating means
 * a settings change in the builder applies to what is already shown.
 */
export function chatLines(
  feed: readonly FeedItem[],
  settings: ChatFilterSettings,
  now: number,
): ChatLine[] {
  let lines: ChatLine[] = [];
  for (const item of feed) {
    const event = item.event;
    if (event.kind === 'chat.message') {
      if (isFiltered(event, settings)) continue;
      lines.push({
        n: item.n,
        seq: item.seq,
        message: event,
        receivedAt: item.receivedAt,
        leaving: false,
      });
    } else if (event.kind === 'chat.clear-user') {
      const banned = event.username.toLowerCase();
      lines = lines.filter((line) => line.message.username.toLowerCase() !== banned);
    } else if (event.kind === 'chat.delete') {
      // One line a moderation rule removed after it was shown.
      lines = lines.filter((line) => line.message.id !== event.id);
    }
  }
  if (lines.length > settings.maxMessages) lines = lines.slice(lines.length - settings.maxMessages);
  const fadeMs = settings.fadeAfterSeconds * 1000;
  if (fadeMs <= 0) return lines;
  return lines
    .filter((line) => now - line.receivedAt < fadeMs)
    .map((line) => ({ ...line, leaving: now - line.receivedAt >= fadeMs - FADE_OUT_MS }));
}

/** When the next line starts or ends fading (ms from now), or null when nothing will change. */
export function nextFadeChange(
  lines: readonly ChatLine[],
  fadeAfterSeconds: number,
  now: number,
): number | null {
  if (fadeAfterSeconds <= 0) return null;
  const fadeMs = fadeAfterSeconds * 1000;
  let next: number | null = null;
  for (const line of lines) {
    const age = now - line.receivedAt;
    const change = age < fadeMs - FADE_OUT_MS ? fadeMs - FADE_OUT_MS - age : fadeMs - age;
    if (next === null || change < next) next = change;
  }
  return next === null ? null : Math.max(0, next);
}

/** Kick colours most chatters; the rest get a stable colour from their name. */
const PALETTE = ['#ff6b6b', '#4ecdc4', '#ffd93d', '#6bcb77', '#4d96ff', '#c77dff', '#ff9f1c'];
export function fallbackColor(username: string): string {
  let hash = 0;
  for (const char of username) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return PALETTE[Math.abs(hash) % PALETTE.length]!;
}
