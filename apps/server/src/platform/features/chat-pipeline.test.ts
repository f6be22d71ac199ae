import { describe, expect, it } from 'vitest';
import type { ChannelEvent } from '@kyo/contracts';
import type { AppEvents } from '../../app-events';
import { InProcessEventBus } from '../bus/event-bus';
import { ChatPipeline } from './chat-pipeline';
import type { ChatGate } from './feature';

const line = (id: string) => ({ kind: 'chat', id, messageId: id }) as unknown as ChannelEvent;

describe('the chat pipeline', () => {
  function pipeline(gates: Array<{ name: string; screen: ChatGate }>) {
    const errors: unknown[] = [];
    const bus = new InProcessEventBus<AppEvents>((_topic, error) => errors.push(error));
    const seen: string[] = [];
    const deleted: string[] = [];
    const chat = new ChatPipeline(bus, (error) => errors.push(error));
    chat.seal(
      gates.map(({ name, screen }) => ({ name, gate: screen })),
      [
        { name: 'first', consumer: { onEvent: (event) => void seen.push(`first:${event.id}`) } },
        {
          name: 'second',
          consumer: {
            onEvent: (event) => void seen.push(`second:${event.id}`),
            onChatDeleted: ({ messageId }) => void deleted.push(messageId),
          },
        },
      ],
    );
    return { bus, chat, seen, deleted, errors };
  }

  it('runs the gates in order before any consumer, and lists its stages in that order', async () => {
    const order: string[] = [];
    const { bus, chat, seen } = pipeline([
      { name: 'moderation', screen: (e) => (order.push(`moderation:${e.id}`), 'pass') },
      { name: 'later', screen: (e) => (order.push(`later:${e.id}`), 'pass') },
    ]);
    chat.enter(line('a'));
    await bus.drain();
    expect(order).toEqual(['moderation:a', 'later:a']);
    expect(seen).toEqual(['first:a', 'second:a']);
    expect(chat.stages).toEqual(['moderation', 'later', 'kick.event', 'first', 'second']);
  });

  it('keeps a dropped line from every consumer and from the gates after', async () => {
    const later: string[] = [];
    const { bus, chat, seen } = pipeline([
      { name: 'moderation', screen: (e) => (e.id === 'spam' ? 'drop' : 'pass') },
      { name: 'later', screen: (e) => (later.push(e.id), 'pass') },
    ]);
    chat.enter(line('spam'));
    chat.enter(line('ok'));
    await bus.drain();
    expect(seen).toEqual(['first:ok', 'second:ok']);
    expect(later).toEqual(['ok']);
  });

  it('waits for a gate that must ask, then passes or drops', async () => {
    let answer!: (value: 'pass' | 'drop') => void;
    const { bus, chat, seen } = pipeline([
      { name: 'moderation', screen: () => new Promise((resolve) => (answer = resolve)) },
    ]);
    chat.enter(line('link'));
    await bus.drain();
    expect(seen).toEqual([]);
    answer('pass');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await bus.drain();
    expect(seen).toEqual(['first:link', 'second:link']);
  });

  it('delivers a line whose gate threw, and reports the error', async () => {
    const { bus, chat, seen, errors } = pipeline([
      {
        name: 'moderation',
        screen: () => {
          throw new Error('broken rule');
        },
      },
    ]);
    chat.enter(line('a'));
    await bus.drain();
    expect(seen).toEqual(['first:a', 'second:a']);
    expect(errors).toHaveLength(1);
  });

  it('hands chat.deleted to the consumers that take it', async () => {
    const { bus, deleted } = pipeline([]);
    bus.publish('chat.deleted', { ownerId: 'o', messageId: 'm1' });
    await bus.drain();
    expect(deleted).toEqual(['m1']);
  });
});
