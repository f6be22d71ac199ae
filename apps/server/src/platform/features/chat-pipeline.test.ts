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

  it('hands a stage only the kinds it reads and lines of channels that switched it on', async () => {
    const errors: unknown[] = [];
    const bus = new InProcessEventBus<AppEvents>((_topic, error) => errors.push(error));
    const chat = new ChatPipeline(bus, (error) => errors.push(error));
    const seen: string[] = [];
    // The switch a feature keeps in memory: here, which channels have the widgets' stage on.
    const on = new Set(['with']);
    chat.seal(
      [{ name: 'moderation', kinds: ['chat'], gate: (e) => (seen.push(`gate:${e.id}`), 'pass') }],
      [
        { name: 'all', consumer: { onEvent: (e) => void seen.push(`all:${e.id}`) } },
        {
          name: 'widgets',
          kinds: ['chat', 'follow'],
          switchedOn: (e) => on.has(e.ownerId),
          consumer: { onEvent: (e) => void seen.push(`widgets:${e.id}`) },
        },
        {
          name: 'rewards',
          kinds: ['redemption'],
          consumer: { onEvent: (e) => void seen.push(`rewards:${e.id}`) },
        },
      ],
    );
    const event = (id: string, kind: string, ownerId: string) =>
      ({ kind, id, ownerId }) as unknown as ChannelEvent;
    chat.enter(event('1', 'chat', 'without'));
    chat.enter(event('2', 'chat', 'with'));
    chat.enter(event('3', 'stream', 'with'));
    chat.enter(event('4', 'redemption', 'with'));
    await bus.drain();
    expect(seen.sort()).toEqual(
      ['gate:1', 'all:1', 'gate:2', 'all:2', 'widgets:2', 'all:3', 'all:4', 'rewards:4'].sort(),
    );
    // Switched on for the channel: its very next line is handed to the stage.
    on.add('without');
    chat.enter(event('5', 'chat', 'without'));
    await bus.drain();
    expect(seen).toContain('widgets:5');
    expect(chat.handed()).toEqual({ 'gate moderation': 3, all: 5, widgets: 2, rewards: 1 });
    expect(errors).toEqual([]);
  });

  it('hands the line to a stage whose switch threw, and reports the error', async () => {
    const errors: unknown[] = [];
    const bus = new InProcessEventBus<AppEvents>((_topic, error) => errors.push(error));
    const chat = new ChatPipeline(bus, (error) => errors.push(error));
    const seen: string[] = [];
    const broken = () => {
      throw new Error('broken switch');
    };
    chat.seal(
      [
        {
          name: 'moderation',
          switchedOn: broken,
          gate: (e) => (seen.push(`gate:${e.id}`), 'pass'),
        },
      ],
      [{ name: 'widgets', switchedOn: broken, consumer: { onEvent: (e) => void seen.push(e.id) } }],
    );
    chat.enter(line('a'));
    await bus.drain();
    expect(seen).toEqual(['gate:a', 'a']);
    expect(errors).toHaveLength(2);
  });

  it('hands chat.deleted to the consumers that take it', async () => {
    const { bus, deleted } = pipeline([]);
    bus.publish('chat.deleted', { ownerId: 'o', messageId: 'm1' });
    await bus.drain();
    expect(deleted).toEqual(['m1']);
  });
});
