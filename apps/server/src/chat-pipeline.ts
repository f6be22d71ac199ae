import type { ChannelEvent } from '@kyo/contracts';
import type { AppEvents } from './app-events';
import type { EventBus } from './platform/bus/event-bus';

/**
 * The one path every Kick event walks, written down in one place (docs/bot.md, "The chat
 * pipeline"; decision 021):
 *
 *   Kick webhook ingest (features/kick-events: verified, deduplicated, read once)
 *     → 1. moderation (features/moderation): a chat line a rule acts on stops here
 *     → 2. the bus topic 'kick.event'
 *     → 3. its consumers, in the order app.ts registers them: the bot (commands, greetings,
 *          alerts, counters), the widgets (chat box, leaderboard, streak, alerts), live stats,
 *          the Discord card, stream stats, the viewer games, the public API (outgoing webhooks,
 *          the event WebSocket), and whatever is added to `consumers` next.
 *
 * Moderation decides in memory (its rules, windows and permits are held by every node), so a
 * clean line reaches the consumers with no database or network round trip added. Only a line
 * with a link the Links rule would delete waits, with several nodes, for Redis (a `!permit`).
 * A line removed after it was shown (a late verdict, a moderator's action) is announced on
 * 'chat.deleted', which consumers may also take.
 */

/** A stage before the bus: answers what becomes of an event. */
export interface ChatGate {
  name: string;
  screen(event: ChannelEvent): 'pass' | 'drop' | Promise<'pass' | 'drop'>;
}

/** A consumer of the events that passed every gate. */
export interface ChannelEventConsumer {
  name: string;
  onEvent(event: ChannelEvent): void | Promise<void>;
  /** A chat line already delivered was removed (optional). */
  onChatDeleted?(event: AppEvents['chat.deleted']): void | Promise<void>;
}

export interface ChatPipeline {
  /** The ingest's hand-off: every verified Kick event enters here. */
  enter(event: ChannelEvent): void;
  /** The stages in order, for the status page and tests. */
  readonly stages: readonly string[];
}

export function composeChatPipeline(
  bus: EventBus<AppEvents>,
  gates: readonly ChatGate[],
  consumers: readonly ChannelEventConsumer[],
  onError: (error: unknown) => void,
): ChatPipeline {
  for (const consumer of consumers) {
    bus.subscribe('kick.event', (event) => consumer.onEvent(event));
    if (consumer.onChatDeleted) {
      const onDeleted = consumer.onChatDeleted.bind(consumer);
      bus.subscribe('chat.deleted', (event) => onDeleted(event));
    }
  }
  const publish = (event: ChannelEvent) => bus.publish('kick.event', event);
  const walk = (event: ChannelEvent, from: number): void => {
    for (let i = from; i < gates.length; i++) {
      const verdict = gates[i]!.screen(event);
      if (verdict === 'drop') return;
      if (verdict !== 'pass') {
        verdict.then(
          (later) => later === 'pass' && walk(event, i + 1),
          (error: unknown) => {
            onError(error);
            walk(event, i + 1);
          },
        );
        return;
      }
    }
    publish(event);
  };
  return {
    enter: (event) => {
      try {
        walk(event, 0);
      } catch (error) {
        // A stage that throws must not lose the event for every consumer.
        onError(error);
        publish(event);
      }
    },
    stages: [...gates.map((gate) => gate.name), 'kick.event', ...consumers.map((c) => c.name)],
  };
}
