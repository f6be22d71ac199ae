import type { WidgetEvent } from '../events';

/** The recent-events list as pure functions (zod-free; see goal.logic.ts for why). */
export type EventListKind = 'follow' | 'subscription' | 'gifted' | 'kicks';
export interface EventListItem {
  /** Grows by one per item: a display animates the ids it has not shown yet. */
  id: number;
  kind: EventListKind;
  name: string;
  months?: number;
  count?: number;
  amount?: number;
  gift?: string;
  message?: string;
  at: number;
}
export interface EventListState {
  /** Newest first. */
  items: EventListItem[];
  next: number;
}
export interface EventListRules {
  kinds: readonly EventListKind[];
  minKicks: number;
}

/** Kept whatever a widget shows (its `maxEvents` can grow without losing the list). */
const KEEP = 25;

export const initialEventList = (): EventListState => ({ items: [], next: 1 });

function itemOf(event: WidgetEvent): Omit<EventListItem, 'id'> | null {
  switch (event.kind) {
    case 'follow':
      return { kind: 'follow', name: event.name, at: event.at };
    case 'subscription':
      return { kind: 'subscription', name: event.name, months: event.months, at: event.at };
    case 'gifted':
      return { kind: 'gifted', name: event.name, count: event.count, at: event.at };
    case 'kicks':
      return {
        kind: 'kicks',
        name: event.name,
        amount: event.amount,
        ...(event.gift ? { gift: event.gift } : {}),
        ...(event.message ? { message: event.message } : {}),
        at: event.at,
      };
    default:
      return null;
  }
}

export function reduceEventList(
  state: EventListState,
  event: WidgetEvent,
  rules: EventListRules,
): EventListState {
  const item = itemOf(event);
  if (!item || !rules.kinds.includes(item.kind)) return state;
  if (item.kind === 'kicks' && (item.amount ?? 0) < rules.minKicks) return state;
  return {
    items: [{ ...item, id: state.next }, ...state.items].slice(0, KEEP),
    next: state.next + 1,
  };
}
