import type { ChannelEvent } from '@kyo/contracts';
import type { AppEvents } from '../../app-events';
import type { EventBus } from '../bus/event-bus';

/** A stage before the bus topic `kick.event`: answers what becomes of an event. */
export type ChatGate = (event: ChannelEvent) => 'pass' | 'drop' | Promise<'pass' | 'drop'>;

/** A consumer of the events every gate passed. */
export interface ChannelEventConsumer {
  onEvent(event: ChannelEvent): void | Promise<void>;
  /** A chat line already delivered was removed (optional). */
  onChatDeleted?(event: AppEvents['chat.deleted']): void | Promise<void>;
}

/**
 * The one path every Kick event walks (docs/architecture.md, "The chat pipeline"; decision 021):
 *
 *   Kick webhook ingest (features/kick-events: verified, deduplicated, read once)
 *     → the gates, in the feature list's order (today moderation): a line a gate drops stops here
 *     → the bus topic 'kick.event'
 *     → its consumers, in the feature list's order (src/feature-list.ts).
 *
 * The composition root makes it before any feature (the ingest holds it from the start) and seals
 * it with the stages the manifests declare once the list is registered; no webhook is accepted
 * before that. A gate that throws lets the event through (one broken rule must not silence a
 * channel). A line removed after it was shown is announced on 'chat.deleted', which consumers
 * may also take.
 */
export class ChatPipeline {
  private gates: ReadonlyArray<{ name: string; gate: ChatGate }> = [];
  private names: readonly string[] = ['kick.event'];

  constructor(
    private readonly bus: EventBus<AppEvents>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The stages in order, for the status page and tests. */
  get stages(): readonly string[] {
    return this.names;
  }

  /** Fixes the stages: the gates, then one subscription per consumer, in the list's order. */
  seal(
    gates: ReadonlyArray<{ name: string; gate: ChatGate }>,
    consumers: ReadonlyArray<{ name: string; consumer: ChannelEventConsumer }>,
  ): void {
    this.gates = gates;
    for (const { consumer } of consumers) {
      this.bus.subscribe('kick.event', (event) => consumer.onEvent(event));
      if (consumer.onChatDeleted) {
        const onDeleted = consumer.onChatDeleted.bind(consumer);
        this.bus.subscribe('chat.deleted', (event) => onDeleted(event));
      }
    }
    this.names = [...gates.map((g) => g.name), 'kick.event', ...consumers.map((c) => c.name)];
  }

  /** The ingest's hand-off: every verified Kick event enters here. */
  enter(event: ChannelEvent): void {
    try {
      this.walk(event, 0);
    } catch (error) {
      // A stage that throws must not lose the event for every consumer.
      this.onError(error);
      this.bus.publish('kick.event', event);
    }
  }

  private walk(event: ChannelEvent, from: number): void {
    const gates = this.gates;
    for (let i = from; i < gates.length; i++) {
      const verdict = gates[i]!.gate(event);
      if (verdict === 'drop') return;
      if (verdict !== 'pass') {
        verdict.then(
          (later) => later === 'pass' && this.walk(event, i + 1),
          (error: unknown) => {
            this.onError(error);
            this.walk(event, i + 1);
          },
        );
        return;
      }
    }
    this.bus.publish('kick.event', event);
  }
}
