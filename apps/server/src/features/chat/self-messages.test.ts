import { describe, expect, it } from 'vitest';
import { toChannelEvent, type ChannelEventOf } from '@kyo/contracts';
import { SelfMessages } from './self-messages';

const BROADCASTER = 1001;
const BOT = 3001;
const line = (
  content: string,
  options: { id?: string; senderId?: number; badges?: string[] } = {},
): ChannelEventOf<'chat'> =>
  toChannelEvent(
    {
      type: 'chat.message.sent',
      messageId: `hook-${Math.random()}`,
      broadcasterUserId: BROADCASTER,
      sentAt: 0,
      receivedAt: 0,
      payload: {
        message_id: options.id ?? `m-${Math.random()}`,
        content,
        broadcaster: { user_id: BROADCASTER, username: 'kyo_demo' },
        sender: {
          user_id: options.senderId ?? BOT,
          username: 'someone',
          identity: { badges: (options.badges ?? []).map((type) => ({ type })) },
        },
      },
    },
    { userId: 'u', username: 'kyo_demo' },
  ) as ChannelEventOf<'chat'>;

describe('recognising the bot’s own messages', () => {
  it('recognises a message by the id Kick answered, then its account from then on', () => {
    const self = new SelfMessages('bot');
    self.sent('m1');
    expect(self.isOwn('u', line('!hello', { id: 'm1', badges: ['bot'] }))).toBe(true);
    expect(self.isOwn('u', line('anything else', { badges: [] }))).toBe(true);
  });

  it('recognises an echo that arrives before Kick answered the send, by text and bot badge', () => {
    const self = new SelfMessages('bot');
    self.expect('u', '!hello back');
    expect(self.isOwn('u', line('!hello back', { badges: ['bot'] }))).toBe(true);
  });

  it('does not take a viewer repeating the bot’s text for the bot', () => {
    const self = new SelfMessages('bot');
    self.expect('u', '!hello back');
    expect(self.isOwn('u', line('!hello back', { senderId: 2001, badges: ['vip'] }))).toBe(false);
  });

  it('forgets expected texts after a minute', () => {
    let now = 0;
    const self = new SelfMessages('bot', () => now);
    self.expect('u', 'hi');
    now = 61_000;
    expect(self.isOwn('u', line('hi', { badges: ['bot'] }))).toBe(false);
  });

  it('when posting as the streamer, recognises the streamer’s echo but keeps their commands', () => {
    const self = new SelfMessages('user');
    self.expect('u', '!uptime is 1h');
    expect(self.isOwn('u', line('!uptime is 1h', { senderId: BROADCASTER }))).toBe(true);
    expect(self.isOwn('u', line('!uptime', { senderId: BROADCASTER }))).toBe(false);
    self.expect('u', '!commands');
    self.sent('m9');
    expect(self.isOwn('u', line('!commands', { id: 'm9', senderId: BROADCASTER }))).toBe(true);
    // Its echo was recognised: the streamer typing the same text afterwards is a command again.
    expect(self.isOwn('u', line('!commands', { senderId: BROADCASTER }))).toBe(false);
  });

  it('asks for an outbox check for a command-looking line from the bot account only', () => {
    const self = new SelfMessages('bot');
    expect(self.needsOutboxCheck(line('!hello', { badges: ['bot'] }))).toBe(true);
    expect(self.needsOutboxCheck(line('hello', { badges: ['bot'] }))).toBe(false);
    expect(self.needsOutboxCheck(line('!hello', { senderId: 2001, badges: [] }))).toBe(false);
  });
});
