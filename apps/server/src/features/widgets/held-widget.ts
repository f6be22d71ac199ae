/**
 * A stateful widget as a node holds it in memory (widget-states.ts), its owner's set, and how an
 * owner's widgets are read: the stateful ones among its rows, each with its saved state as the
 * type reads it today (one that no longer fits its schema starts over).
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  widgetContracts,
  type WidgetEvent,
  type WidgetEventKind,
  type WidgetStateContract,
  type WidgetType,
} from '@kyo/contracts';
import type { LeaderboardWidget } from './leaderboard-counter';
import { typeOf } from './widget-type';
import { readSettings } from './widget-settings';
import type { WidgetStateRepo } from './widget-state.repo';
import type { WidgetRow } from './widgets.repo';

/** A stateful widget held in memory: its settings, its state, and what is owed to overlays. */
export interface Held {
  id: string;
  userId: string;
  type: WidgetType;
  contract: WidgetStateContract<unknown, unknown>;
  accepts: ReadonlySet<WidgetEventKind>;
  settings: Record<string, unknown>;
  state: unknown;
  lastSentAt: number;
  sendTimer: NodeJS.Timeout | undefined;
  /** A test button's state, shown instead of the real one until `until`. */
  test: { events: WidgetEvent[]; state: unknown; until: number; timer: NodeJS.Timeout } | undefined;
}

/** One owner's stateful widgets on this node. */
export interface Owner {
  widgets: Held[];
  leaderboards: LeaderboardWidget[];
  ready: boolean;
  loading: Promise<void> | undefined;
  /** The widgets changed while they were being read: read them again. */
  stale: boolean;
  /** Events that arrived while the owner's widgets were loading, applied in order after. */
  queue: Array<{ event: WidgetEvent; elsewhere: boolean }>;
  lastUsedAt: number;
}

/** What overlays are shown of a state (the type's view of it, if it has one). */
export const viewOf = (held: Held, state: unknown): unknown =>
  held.contract.view ? held.contract.view(state) : state;

const stateContractOf = (type: WidgetType) =>
  (widgetContracts[type] as { state?: WidgetStateContract<unknown, unknown> }).state;

/**
 * The stateful widgets among an owner's rows, as held: one already in `held` keeps its state (it
 * is newer than the saved one) and takes the new settings; the others are added to `held` with
 * their saved state.
 */
export async function holdWidgets(
  rows: readonly WidgetRow[],
  held: Map<string, Held>,
  repo: Pick<WidgetStateRepo, 'load'>,
  log: FastifyBaseLogger,
): Promise<Held[]> {
  const stateful = rows.flatMap((row) => {
    const type = typeOf(row);
    const contract = type && stateContractOf(type);
    return type && contract ? [{ row, type, contract }] : [];
  });
  const missing = stateful.filter(({ row }) => !held.has(row.id)).map(({ row }) => row.id);
  const stored = await repo.load(missing);
  const widgets: Held[] = [];
  for (const { row, type, contract } of stateful) {
    const settings = readSettings(type, row.settings);
    let widget = held.get(row.id);
    if (widget) widget.settings = settings;
    else {
      widget = {
        id: row.id,
        userId: row.userId,
        type,
        contract,
        accepts: new Set(widgetContracts[type].events),
        settings,
        state: restore(row.id, contract, stored.get(row.id), log),
        lastSentAt: 0,
        sendTimer: undefined,
        test: undefined,
      };
      held.set(row.id, widget);
    }
    widgets.push(widget);
  }
  return widgets;
}

/** A stored state as the type reads it today; one that fails its schema starts over. */
function restore(
  widgetId: string,
  contract: WidgetStateContract<unknown, unknown>,
  stored: unknown,
  log: FastifyBaseLogger,
): unknown {
  if (stored === undefined) return contract.initial();
  const parsed = contract.schema.safeParse(stored);
  if (parsed.success) return parsed.data;
  log.warn({ widgetId }, 'widget state: a stored state no longer fits; starting over');
  return contract.initial();
}
