import type { ChatPart } from '@kyo/contracts';

/** Kick writes emotes inline as `[emote:<id>:<name>]` (docs/platforms/kick.md §7). */
const EMOTE_TOKEN = /\[emote:(\d{1,20}):([^\]\s]{1,100})\]/g;

/**
 * Splits Kick chat content into text and emote parts, so overlays render text as text and emotes
 * by id, and never parse markup. `text` is the plain reading (emotes by name), for filters.
 */
export function splitChatContent(content: string): { parts: ChatPart[]; text: string } {
  const parts: ChatPart[] = [];
  let text = '';
  let last = 0;
  for (const match of content.matchAll(EMOTE_TOKEN)) {
    if (match.index > last) {
      const chunk = content.slice(last, match.index);
      parts.push({ kind: 'text', text: chunk });
      text += chunk;
    }
    const [token, id, name] = match as unknown as [string, string, string];
    parts.push({ kind: 'emote', id, name });
    text += name;
    last = match.index + token.length;
  }
  if (last < content.length) {
    const chunk = content.slice(last);
    parts.push({ kind: 'text', text: chunk });
    text += chunk;
  }
  return { parts, text };
}
