import type { KickEventType, WidgetTypeContract } from '@kyo/contracts';
import type { TestEventGenerator, TestEventKind } from '../test-events';

/**
 * A widget type as the server knows it: its shared contract (settings schema with defaults,
 * event kinds, availability), the Kick events it takes and the test buttons it offers.
 */
export interface ServerWidgetType {
  contract: WidgetTypeContract;
  /** Kick webhook events this widget reacts to (each maps to a kind in `contract.events`). */
  kickEvents: readonly KickEventType[];
  /** Its builder's test buttons, each with the generator of a realistic event. */
  testEvents: Partial<Record<TestEventKind, TestEventGenerator>>;
}

export const defineWidgetType = (type: ServerWidgetType): ServerWidgetType => type;
