import type { FastifyBaseLogger } from 'fastify';
import {
  repairTextDeep,
  widgetContracts,
  type LeaderboardState,
  type WidgetEvent,
  type WidgetEventKind,
  type WidgetStateContract,
  type WidgetType,
} from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { writeBatchOrEach } from '../../platform/group-commit';
import type {
  LeaderboardAnswer,
  LeaderboardSource,
  OverlayGateway,
  WidgetLiveSource,
} from '../../ports';
import { LeaderboardCounter, type LeaderboardWidget } from './leaderboard-counter';
import { LiveDemand } from './live-demand';
import { testStateOf } from './test-state';
import { typeOf } from './widget-type';
import { readSettings } from './widget-settings';
import type { WidgetStateRepo } from './widget-state.repo';
import type { WidgetsRepo } from './widgets.repo';

/** A stateful widget held in memory: its settings, its state, and what is owed to overlays. */
interface Held {
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

interface Owner {
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

export interface WidgetStatesOptions {
  /** Least time between two `state` messages of one widget. */
  coalesceMs?: number;
  /** How long a test button's state shows before the real one returns. */
  testStateMs?: number;
  /** An owner's widgets idle this long leave memory (their states are saved). */
  idleMs?: number;
}

export interface WidgetStatesDeps {
  widgets: WidgetsRepo;
  /** Live data (viewers, Spotify) for the widgets that show it, wanted while an overlay is open. */
  live?: WidgetLiveSource;
  repo: WidgetStateRepo;
  clock: Clock;
  log: FastifyBaseLogger;
  options?: WidgetStatesOptions;
}

const MAX_QUEUE = 5_000;
const MAX_TEST_EVENTS = 2_000;
const LOAD_RETRY_MS = 1_000;
const COUNT_KINDS: ReadonlySet<WidgetEventKind> = new Set(['chat.message', 'gifted', 'kicks']);

const stateContractOf = (type: WidgetType) =>
  (widgetContracts[type] as { state?: WidgetStateContract<unknown, unknown> }).state;

/**
 * Server-owned widget state (decision record 012). Every event of a channel is folded, as it
 * arrives, into the state of each of the owner's stateful widgets with the type's pure reducer;
 * overlays get the state in their snapshot and, for types that render from it, as coalesced
 * `state` messages. Dirty states are saved in one statement per flush; leaderboards count in
 * batches and are ranked from the database after each flush.
 */
export class WidgetStates implements LeaderboardSource {
  private readonly owners = new Map<string, Owner>();
  private readonly held = new Map<string, Held>();
  private readonly dirty = new Set<Held>();
  private readonly counter: LeaderboardCounter;
  private realtime: Pick<OverlayGateway, 'publishState' | 'health'> | undefined;
  private readonly demand: LiveDemand | undefined;
  private readonly coalesceMs: number;
  private readonly testStateMs: number;
  private readonly idleMs: number;
  private closed = false;
  private readonly saved = { batches: 0, rows: 0 };
  /** Leaderboards another node counted for: ranked at the next two flushes (one may be early). */
  private readonly countedElsewhere = new Map<string, number>();

  constructor(private readonly deps: WidgetStatesDeps) {
    this.coalesceMs = deps.options?.coalesceMs ?? 250;
    this.testStateMs = deps.options?.testStateMs ?? 20_000;
    this.idleMs = deps.options?.idleMs ?? 30 * 60_000;
    this.demand = deps.live ? new LiveDemand(deps.live) : undefined;
    this.counter = new LeaderboardCounter(deps.repo, (delta, error) =>
      deps.log.error(
        { err: error, userId: delta.userId, period: delta.period },
        'widget state: a leaderboard count was refused',
      ),
    );
  }

  /** The gateway overlays connect to (registered after the states: widgets.module.ts). */
  connect(realtime: Pick<OverlayGateway, 'publishState' | 'health'>): void {
    this.realtime = realtime;
  }

  // --- events ------------------------------------------------------------------------------------

  /**
   * Folds a channel's event into its owner's stateful widgets (synchronously once loaded).
   * `elsewhere`: another node received it (several nodes): every node folds every event into the
   * states it holds, but only the receiving node counts it for leaderboards (counts are added
   * up in the database); here its leaderboards are ranked again a flush later.
   */
  onEvent(ownerId: string, event: WidgetEvent, elsewhere = false): void {
    const owner = this.owners.get(ownerId);
    // Another node's event for an owner this node does not hold: nothing here to fold it into
    // (if an overlay connects here later, the owner is read from what the other node saved).
    if (elsewhere && !owner) return;
    if (owner?.ready) {
      owner.lastUsedAt = this.deps.clock.now();
      this.apply(owner, event, elsewhere);
      return;
    }
    const loading = owner ?? this.load(ownerId);
    if (loading.queue.length < MAX_QUEUE) loading.queue.push({ event, elsewhere });
  }

  /** Whether this node holds the owner's widget states in memory (loaded or loading). */
  holds(ownerId: string): boolean {
    return this.owners.has(ownerId);
  }

  /** Resolves once the owner's widgets and states are in memory (an overlay's hello waits). */
  async ensureOwner(ownerId: string): Promise<void> {
    const owner = this.owners.get(ownerId) ?? this.load(ownerId);
    owner.lastUsedAt = this.deps.clock.now();
    if (!owner.ready) await owner.loading;
  }

  /**
   * What overlays of the widget are shown now (a test state while one runs; with `real`, the
   * real state), if it has state.
   */
  stateOf(widgetId: string, { real = false } = {}): unknown {
    const held = this.held.get(widgetId);
    if (!held) return undefined;
    const shown = held.test && !real ? held.test.state : held.state;
    return held.contract.view ? held.contract.view(shown) : shown;
  }

  /** The user's widgets changed (created, edited, deleted): they are read again, states kept. */
  widgetsChanged(ownerId: string): void {
    const owner = this.owners.get(ownerId);
    if (!owner) return;
    if (!owner.ready) {
      owner.stale = true;
      return;
    }
    owner.ready = false;
    owner.loading = this.reload(ownerId, owner);
  }

  removed(widgetId: string): void {
    const held = this.held.get(widgetId);
    if (!held) return;
    this.drop(held);
    const owner = this.owners.get(held.userId);
    if (owner) {
      owner.widgets = owner.widgets.filter((w) => w !== held);
      owner.leaderboards = owner.leaderboards.filter((w) => w.id !== widgetId);
    }
  }

  /** Starts the widget over (a leaderboard counts from now, a streak ends); saved at once. */
  async reset(ownerId: string, widgetId: string): Promise<unknown> {
    await this.ensureOwner(ownerId);
    const held = this.held.get(widgetId);
    if (!held) return undefined;
    this.startOver(held);
    await this.save([held]);
    return this.stateOf(widgetId);
  }

  /**
   * Another node reset the widget (and saved it): the state held here starts over too, and this
   * node's overlays are told, so a goal or a streak never shows two values on two nodes.
   */
  resetElsewhere(widgetId: string): void {
    const held = this.held.get(widgetId);
    if (!held) return;
    this.startOver(held);
    this.dirty.delete(held);
  }

  private startOver(held: Held): void {
    const now = this.deps.clock.now();
    if (held.type === 'chat-leaderboard') {
      const board = held as unknown as LeaderboardWidget;
      const state: LeaderboardState = { ...board.state, resetAt: now, entries: [] };
      board.state = { ...state, period: this.counter.periodOf({ ...board, state }, now) };
    } else {
      held.state = held.contract.initial();
    }
    this.clearTest(held);
    this.changed(held);
  }

  /**
   * A test button's events: folded into a test state the widget's overlays show for a while
   * (never into the real state, nor a leaderboard's counts), then the real state returns.
   */
  async showTest(
    ownerId: string,
    widgetId: string,
    events: readonly WidgetEvent[],
  ): Promise<boolean> {
    await this.ensureOwner(ownerId);
    const held = this.held.get(widgetId);
    if (!held) return false;
    const now = this.deps.clock.now();
    const previous = held.test;
    if (previous) clearTimeout(previous.timer);
    const all = [...(previous?.events ?? []), ...events].slice(-MAX_TEST_EVENTS);
    const timer = setTimeout(() => {
      this.clearTest(held);
      this.send(held);
    }, this.testStateMs);
    timer.unref();
    held.test = {
      events: all,
      state: testStateOf(held, all),
      until: now + this.testStateMs,
      timer,
    };
    const view = held.contract.view ? held.contract.view(held.test.state) : held.test.state;
    this.realtime?.publishState(held.id, view, true);
    return true;
  }

  // --- flushing ----------------------------------------------------------------------------------

  /** Writes leaderboard counts, ranks the leaderboards they changed, saves dirty states. */
  async flush(): Promise<void> {
    const now = this.deps.clock.now();
    const touched = await this.counter.flush(now);
    for (const [id, flushes] of this.countedElsewhere) {
      touched.add(id);
      if (flushes > 1) this.countedElsewhere.set(id, flushes - 1);
      else this.countedElsewhere.delete(id);
    }
    const ranking: Promise<void>[] = [];
    for (const owner of this.owners.values()) {
      for (const board of owner.leaderboards) {
        if (touched.has(board.id) || this.counter.periodOf(board, now) !== board.state.period) {
          ranking.push(this.rank(board, now));
        }
      }
    }
    await Promise.all(ranking);
    await this.save([...this.dirty]);
    this.wantLive(now);
    this.evictIdle(now);
  }

  /** An overlay of a live widget just connected: its data is wanted at once. */
  overlayConnected(widgetId: string): void {
    const held = this.held.get(widgetId);
    if (held) this.demand?.connected(held, this.deps.clock.now());
  }

  /** A live widget's state is read (the builder's preview): its data is wanted, as for an overlay. */
  watched(widgetId: string): void {
    const held = this.held.get(widgetId);
    if (held) this.demand?.watched(held, this.deps.clock.now());
  }

  /** Live widgets with a connected overlay keep their data polled (live-demand.ts). */
  private wantLive(now: number): void {
    const { demand, realtime } = this;
    if (!demand || !realtime) return;
    for (const owner of this.owners.values()) {
      for (const held of owner.widgets) {
        if (!demand.isLive(held.type) || realtime.health(held.id).connections === 0) continue;
        if (demand.renew(held, now)) owner.lastUsedAt = now;
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    for (const held of this.held.values()) {
      clearTimeout(held.sendTimer);
      if (held.test) clearTimeout(held.test.timer);
    }
  }

  /** The owner's first chat leaderboard's real ranking (the bot's !top), or null. */
  async leaderboardOf(userId: string): Promise<LeaderboardAnswer | null> {
    await this.ensureOwner(userId);
    const board = this.owners.get(userId)?.leaderboards[0];
    if (!board) return null;
    const { title, metric, window } = board.settings;
    return { title, metric, window, entries: board.state.entries };
  }

  stats() {
    return {
      owners: this.owners.size,
      widgets: this.held.size,
      pendingCounts: this.counter.pendingRows,
      countBatches: this.counter.written.batches,
      countRows: this.counter.written.rows,
      stateBatches: this.saved.batches,
      stateRows: this.saved.rows,
    };
  }

  // --- internals ---------------------------------------------------------------------------------

  private apply(owner: Owner, event: WidgetEvent, elsewhere: boolean): void {
    for (const held of owner.widgets) {
      if (!held.accepts.has(event.kind)) continue;
      const next = held.contract.reduce(held.state, event, held.settings);
      if (next !== held.state) {
        held.state = next;
        this.changed(held);
      }
    }
    if (owner.leaderboards.length === 0) return;
    if (COUNT_KINDS.has(event.kind) && elsewhere) {
      // The receiving node writes the counts; they are read after its next flush.
      for (const board of owner.leaderboards) this.countedElsewhere.set(board.id, 2);
    } else if (COUNT_KINDS.has(event.kind)) this.counter.count(owner.leaderboards, event);
    else if (event.kind === 'chat.clear-user' && event.permanent) {
      const userId = owner.leaderboards[0]!.userId;
      void this.counter
        .removeViewer(userId, event.username)
        .catch((error: unknown) =>
          this.deps.log.error({ err: error, userId }, 'widget state: removing a banned viewer'),
        );
    }
  }

  private changed(held: Held): void {
    this.dirty.add(held);
    if (held.contract.delivery === 'messages') this.scheduleSend(held);
  }

  /** The first change goes out at once; later ones at most every `coalesceMs`. */
  private scheduleSend(held: Held): void {
    if (held.sendTimer || this.closed) return;
    const wait = held.lastSentAt + this.coalesceMs - this.deps.clock.now();
    if (wait <= 0) {
      this.send(held);
      return;
    }
    held.sendTimer = setTimeout(() => this.send(held), wait);
    held.sendTimer.unref();
  }

  private send(held: Held): void {
    clearTimeout(held.sendTimer);
    held.sendTimer = undefined;
    if (held.test || !this.held.has(held.id)) return;
    held.lastSentAt = this.deps.clock.now();
    const view = held.contract.view ? held.contract.view(held.state) : held.state;
    this.realtime?.publishState(held.id, view, false);
  }

  private clearTest(held: Held): void {
    if (!held.test) return;
    clearTimeout(held.test.timer);
    held.test = undefined;
  }

  private async rank(board: LeaderboardWidget, now: number): Promise<void> {
    try {
      const asked = board.state;
      const { period, entries } = await this.counter.rank(board, now);
      const before = board.state;
      // A reset or a stream start meanwhile moved the window: this ranking is of the old one.
      if (before.resetAt !== asked.resetAt || before.streamStartedAt !== asked.streamStartedAt)
        return;
      if (before.period === period && JSON.stringify(before.entries) === JSON.stringify(entries))
        return;
      board.state = { ...before, period, entries };
      const held = this.held.get(board.id);
      if (held) this.changed(held);
    } catch (error) {
      this.deps.log.error(
        { err: error, widgetId: board.id },
        'widget state: ranking a leaderboard',
      );
    }
  }

  private async save(list: readonly Held[]): Promise<void> {
    if (list.length === 0) return;
    for (const held of list) this.dirty.delete(held);
    const rows = list.map((held) => ({ widgetId: held.id, state: held.state }));
    const now = new Date(this.deps.clock.now());
    const failed = await writeBatchOrEach(rows, (batch) => this.deps.repo.save(batch, now));
    this.saved.batches += 1;
    this.saved.rows += rows.length;
    for (const { item, error } of failed) {
      // Text the database refuses (a NUL, a lone surrogate) is repaired once; else it waits for
      // the next flush, and the error is logged without the state.
      const repaired = repairTextDeep(item.state);
      const retried = await writeBatchOrEach([{ ...item, state: repaired }], (batch) =>
        this.deps.repo.save(batch, now),
      );
      if (retried.length === 0) continue;
      this.deps.log.error({ err: error, widgetId: item.widgetId }, 'widget state: saving a state');
      const held = this.held.get(item.widgetId);
      if (held && !this.closed) this.dirty.add(held);
    }
  }

  private load(ownerId: string): Owner {
    const owner: Owner = {
      widgets: [],
      leaderboards: [],
      ready: false,
      loading: undefined,
      stale: false,
      queue: [],
      lastUsedAt: this.deps.clock.now(),
    };
    this.owners.set(ownerId, owner);
    owner.loading = this.reload(ownerId, owner);
    return owner;
  }

  /** Reads the owner's stateful widgets; states already in memory are kept (they are newer). */
  private async reload(ownerId: string, owner: Owner): Promise<void> {
    try {
      owner.stale = false;
      const rows = await this.deps.widgets.listByUser(ownerId);
      if (owner.stale) return this.reload(ownerId, owner);
      const stateful = rows.flatMap((row) => {
        const type = typeOf(row);
        const contract = type && stateContractOf(type);
        return type && contract ? [{ row, type, contract }] : [];
      });
      const missing = stateful.filter(({ row }) => !this.held.has(row.id)).map(({ row }) => row.id);
      const stored = await this.deps.repo.load(missing);
      const widgets: Held[] = [];
      for (const { row, type, contract } of stateful) {
        const settings = readSettings(type, row.settings);
        let held = this.held.get(row.id);
        if (held) held.settings = settings;
        else {
          held = {
            id: row.id,
            userId: row.userId,
            type,
            contract,
            accepts: new Set(widgetContracts[type].events),
            settings,
            state: this.restore(row.id, contract, stored.get(row.id)),
            lastSentAt: 0,
            sendTimer: undefined,
            test: undefined,
          };
          this.held.set(row.id, held);
        }
        widgets.push(held);
      }
      const kept = new Set(widgets);
      for (const old of owner.widgets) if (!kept.has(old)) this.drop(old);
      owner.widgets = widgets;
      owner.leaderboards = widgets.filter(
        (held) => held.type === 'chat-leaderboard',
      ) as unknown as LeaderboardWidget[];
      owner.ready = true;
      owner.loading = undefined;
      const queued = owner.queue;
      owner.queue = [];
      for (const { event, elsewhere } of queued) this.apply(owner, event, elsewhere);
      // A leaderboard just read shows its ranking at once.
      const now = this.deps.clock.now();
      await Promise.all(owner.leaderboards.map((board) => this.rank(board, now)));
    } catch (error) {
      this.deps.log.error({ err: error, userId: ownerId }, 'widget state: loading widgets');
      // The queued events wait for the next try; nothing is dropped for a failed read.
      await new Promise((resolve) => setTimeout(resolve, LOAD_RETRY_MS).unref());
      if (this.closed || this.owners.get(ownerId) !== owner) return;
      return this.reload(ownerId, owner);
    }
  }

  /** A stored state as the type reads it today; one that fails its schema starts over. */
  private restore(
    widgetId: string,
    contract: WidgetStateContract<unknown, unknown>,
    stored: unknown,
  ): unknown {
    if (stored === undefined) return contract.initial();
    const parsed = contract.schema.safeParse(stored);
    if (parsed.success) return parsed.data;
    this.deps.log.warn({ widgetId }, 'widget state: a stored state no longer fits; starting over');
    return contract.initial();
  }

  private drop(held: Held): void {
    this.demand?.forget(held.id);
    clearTimeout(held.sendTimer);
    this.clearTest(held);
    this.held.delete(held.id);
    this.dirty.delete(held);
    this.counter.forget(held.id);
  }

  private evictIdle(now: number): void {
    for (const [ownerId, owner] of this.owners) {
      if (!owner.ready || now - owner.lastUsedAt < this.idleMs) continue;
      // Widgets with an overlay open stay (their owner's events may be rare: an offline channel).
      if (owner.widgets.some((held) => (this.realtime?.health(held.id).connections ?? 0) > 0))
        continue;
      if (owner.widgets.some((held) => this.dirty.has(held) || held.test)) continue;
      for (const held of owner.widgets) this.drop(held);
      this.owners.delete(ownerId);
    }
  }
}
