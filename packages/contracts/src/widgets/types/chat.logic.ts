import type { WidgetEvent } from '../events';

/**
 * The chat box's state: its recent lines (zod-free). The server keeps it per widget, so a browser
 * source reloaded by a scene switch shows the last lines at once instead of an empty box.
 */

export type ChatMessage = Extract<WidgetEvent, { kind: 'chat.message' }>;

export interface ChatFilterRules {
  hideCommands: boolean;
  hiddenUsers: readonly string[];
  maxMessages: number;
}

export interface ChatState {
  /** Oldest first, at most `maxMessages`, filtered lines and cleared chatters left out. */
  lines: ChatMessage[];
}

export const initialChatState = (): ChatState => ({ lines: [] });

/** True when the settings keep this message off screen (a command, a bot or a hidden user). */
export function isFiltered(
  message: ChatMessage,
  rules: Pick<ChatFilterRules, 'hideCommands' | 'hiddenUsers'>,
): boolean {
  const name = message.username.toLowerCase();
  if (rules.hiddenUsers.some((user) => user.trim().toLowerCase() === name)) return true;
  return rules.hideCommands && message.text.trimStart().startsWith('!');
}

export function reduceChat(
  state: ChatState,
  event: WidgetEvent,
  rules: ChatFilterRules,
): ChatState {
  if (event.kind === 'chat.message') {
    if (isFiltered(event, rules)) return state;
    const lines =
      state.lines.length >= rules.maxMessages
        ? state.lines.slice(state.lines.length - rules.maxMessages + 1)
        : state.lines.slice();
    lines.push(event);
    return { lines };
  }
  if (event.kind === 'chat.clear-user') {
    const cleared = event.username.toLowerCase();
    const lines = state.lines.filter((line) => line.username.toLowerCase() !== cleared);
    return lines.length === state.lines.length ? state : { lines };
  }
  if (event.kind === 'chat.delete') {
    const lines = state.lines.filter((line) => line.id !== event.id);
    return lines.length === state.lines.length ? state : { lines };
  }
  return state;
}
