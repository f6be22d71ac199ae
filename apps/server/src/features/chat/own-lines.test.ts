import { describe, expect, it } from 'vitest';
import type { ChannelEventOf } from '@kyo/contracts';
import { FakeClock } from '../../platform/clock';
import { OwnLines } from './own-lines';
import { SelfMessages } from './self-messages';

const BROADCASTER = 42;
let next = 0;
const line = (content: string, senderId: number, badges: string[] = []) =>
  ({
    kind: 'chat',
    id: `e${++next}`,
    ownerId: 'owner',
    broadcasterUserId: BROADCASTER,
    channelName: 'chan',
    messageId: `m${next}`,
    content,
    parts: [],
    sender: { id: senderId, name: `u${senderId}`, badges: badges.map((type) => ({ type })) },
    receivedAt: 0,
  }) as unknown as ChannelEventOf<'chat'>;

function world(sender: 'bot' | 'user', outbox: string[]) {
  const asked: string[] = [];
  const self = new SelfMessages(sender, () => 0);
  const own = new OwnLines({
    self,
    written: async () => undefined,
    consumeEcho: async (_userId, content) => {
      asked.push(content);
      const index = outbox.indexOf(content);
      if (index >= 0) outbox.splice(index, 1);
      return index >= 0;
    },
    clock: new FakeClock(0),
  });
  return { self, own, asked };
}

describe('own lines', () => {
  it('answers the same for one message to every asker, though recognising it uses the echo up', () => {
    const { self, own } = world('bot', []);
    self.expect('owner', '!permit @me');
    const echo = line('!permit @me', 7, ['bot']);
    expect([own.check(echo), own.inMemory(echo), own.check(echo)]).toEqual([true, true, true]);
  });

  it('asks the outbox once per message for a line from the streamer’s account (user mode)', async () => {
    const { own, asked } = world('user', ['hello chat']);
    const echo = line('hello chat', BROADCASTER);
    const answers = await Promise.all([own.check(echo), own.check(echo), own.fromOutbox(echo)]);
    expect(answers).toEqual([true, true, true]);
    expect(asked).toEqual(['hello chat']);
    // The streamer typing the same text again is theirs: that echo was used.
    expect(await own.check(line('hello chat', BROADCASTER))).toBe(false);
  });

  it('answers at once, without the outbox, for a viewer’s line', () => {
    const { own, asked } = world('user', []);
    expect(own.check(line('!permit @me', 7, ['moderator']))).toBe(false);
    expect(asked).toEqual([]);
  });
});
