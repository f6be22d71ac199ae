import { describe, expect, it } from 'vitest';
import type { WidgetEvent } from '../events';
import { initialChatState, reduceChat, type ChatFilterRules } from './chat.logic';

const rules: ChatFilterRules = { hideCommands: true, hiddenUsers: ['Kyo_Bot'], maxMessages: 3 };
const line = (username: string, text: string, at = 1): WidgetEvent => ({
  kind: 'chat.message',
  id: `${username}-${text}`,
  username,
  color: null,
  badges: [],
  parts: [{ kind: 'text', text }],
  text,
  at,
});

describe('chat box state', () => {
  it('keeps the last lines up to the maximum, oldest first', () => {
    const state = ['1', '2', '3', '4'].reduce(
      (s, text) => reduceChat(s, line('a', text), rules),
      initialChatState(),
    );
    expect(state.lines.map((l) => l.text)).toEqual(['2', '3', '4']);
  });

  it('leaves out commands and hidden users, and drops a cleared chatter’s lines', () => {
    let state = initialChatState();
    for (const event of [
      line('a', 'hi'),
      line('b', '!song'),
      line('kyo_bot', 'beep'),
      line('b', 'yo'),
    ])
      state = reduceChat(state, event, rules);
    expect(state.lines.map((l) => `${l.username}:${l.text}`)).toEqual(['a:hi', 'b:yo']);
    state = reduceChat(state, { kind: 'chat.clear-user', username: 'B', at: 2 }, rules);
    expect(state.lines.map((l) => l.username)).toEqual(['a']);
  });

  it('drops one line that moderation removed after it was shown, and nothing else', () => {
    let state = initialChatState();
    for (const event of [line('a', 'hi'), line('b', 'spam'), line('b', 'ok')])
      state = reduceChat(state, event, rules);
    state = reduceChat(state, { kind: 'chat.delete', id: 'b-spam', at: 2 }, rules);
    expect(state.lines.map((l) => l.text)).toEqual(['hi', 'ok']);
    expect(reduceChat(state, { kind: 'chat.delete', id: 'gone', at: 3 }, rules)).toBe(state);
  });

  it('shrinks to a lowered maximum on the next line', () => {
    let state = initialChatState();
    for (const text of ['1', '2', '3']) state = reduceChat(state, line('a', text), rules);
    state = reduceChat(state, line('a', '4'), { ...rules, maxMessages: 1 });
    expect(state.lines.map((l) => l.text)).toEqual(['4']);
  });
});
