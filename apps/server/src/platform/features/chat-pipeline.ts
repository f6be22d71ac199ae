import type { ChannelEvent, ChannelEventKind } from '@kyo/contracts';
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

/** Whether an event's channel has switched a stage on (from memory: feature.ts, `switchedOn`). */
export type StageSwitch = (event: ChannelEvent) => boolean;

/** What a stage declares besides its gate or consumer (feature.ts, PipelineStage). */
interface StageFilter {
  name: string;
  kinds?: readonly ChannelEventKind[] | undefined;
  switchedOn?: StageSwitch | undefined;
}

type Gate = StageFilter & { gate: ChatGate };
type Consumer = StageFilter & { consumer: ChannelEventConsumer };

/** One stage as the pipeline runs it: its filter in one function, and what it was handed. */
interface Sealed {
  name: string;
  takes: ((event: ChannelEvent) => boolean) | undefined;
  handed: number;
}

function filterOf({ kinds, switchedOn }: StageFilter): Sealed['takes'] {
  const only = kinds ? new Set<string>(kinds) : undefined;
  if (only && switchedOn) return (event) => only.has(event.kind) && switchedOn(event);
  if (only) return (event) => only.has(event.kind);
  return switchedOn;
}

/**
 * The one path every Kick event walks (docs/architecture.md, "The chat pipeline"; decision 021):
 *
 *   Kick webhook ingest (features/kick-events: verified, deduplicated, read once)
 *     → the gates, in the feature list's order (today moderation): a line a gate drops stops here
 *     → the bus topic 'kick.event'
 *     → its consumers, in the feature list's order (src/feature-list.ts).
 *
 * A stage is handed only the event kinds it reads and only lines of channels that switched it on
 * (decided in memory as the line enters, feature.ts): a chat line of a channel with no rule, no
 * widget showing chat and no API listener costs those stages nothing, not even a turn of the bus.
 *
 * The composition root makes it before any feature (the ingest holds it from the start) and seals
 * it with the stages the manifests declare once the list is registered; no webhook is accepted
 * before that. A gate that throws lets the event through (one broken rule must not silence a
 * channel), and so does a filter that throws. A line removed after it was shown is announced on
 * 'chat.deleted', which consumers may also take.
 */
export class ChatPipeline {
  private gates: ReadonlyArray<Sealed & { gate: ChatGate }> = [];
  private consumers: readonly Sealed[] = [];
  private names: readonly string[] = ['kick.event'];

  constructor(
    private readonly bus: EventBus<AppEvents>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The stages in order, for the status page and tests. */
  get stages(): readonly string[] {
    return this.names;
  }

  /**
   * How many events each stage was handed since start, by name (gates by `gate <name>`): what a
   * filter saved shows here (tests, the benchmark).
   */
  handed(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const gate of this.gates) counts[`gate ${gate.name}`] = gate.handed;
    for (const consumer of this.consumers) counts[consumer.name] = consumer.handed;
    return counts;
  }

  /** Fixes the stages: the gates, then one subscription per consumer, in the list's order. */
  seal(gates: readonly Gate[], consumers: readonly Consumer[]): void {
    this.gates = gates.map((g) => ({ name: g.name, gate: g.gate, takes: filterOf(g), handed: 0 }));
    this.consumers = consumers.map(({ name, consumer, ...filter }) => {
      const sealed: Sealed = { name, takes: filterOf({ name, ...filter }), handed: 0 };
      const onEvent = consumer.onEvent.bind(consumer);
      this.bus.subscribe(
        'kick.event',
        (event) => {
          sealed.handed++;
          return onEvent(event);
        },
        sealed.takes,
      );
      if (consumer.onChatDeleted) {
        const onDeleted = consumer.onChatDeleted.bind(consumer);
        this.bus.subscribe('chat.deleted', (event) => onDeleted(event));
      }
      return sealed;
    });
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
      const stage = gates[i]!;
      if (stage.takes !== undefined && !this.takes(stage, event)) continue;
      stage.handed++;
      const verdict = stage.gate(event);
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

  private takes(stage: Sealed, event: ChannelEvent): boolean {
    try {
      return stage.takes!(event);
    } catch (error) {
      this.onError(error);
      return true;
    }
  }
}
