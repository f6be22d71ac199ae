import type { FastifyBaseLogger } from 'fastify';
import { repairTextDeep, type WidgetEvent } from '@kyo/contracts';
import type { Clock } from '../../platform/clock';
import { writeBatchOrEach } from '../../platform/group-commit';
import type {
  LeaderboardAnswer,
  LeaderboardSource,
  OverlayGateway,
  WidgetLiveSource,
} from '../../ports';
import { holdWidgets, viewOf, type Held, type Owner } from './held-widget';
import type { LeaderboardWidget } from './leaderboard-counter';
import { LeaderboardStates } from './leaderboard-states';
import { LiveDemand } from './live-demand';
import { StateDelivery } from './state-delivery';
import type { WidgetStateRepo } from './widget-state.repo';
import type { WidgetsRepo } from './widgets.repo';

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
const LOAD_RETRY_MS = 1_000;

/**
 * Server-owned widget state (decision record 012). Every event of a channel is folded, as it
 * arrives, into the state of each of the owner's stateful widgets with the type's pure reducer;
 * overlays get the state in their snapshot and, for types that render from it, as coalesced
 * `state` messages (state-delivery.ts). Dirty states are saved in one statement per flush;
 * leaderboards count in batches and are ranked from the database after each flush
 * (leaderboard-states.ts). An owner's widgets are read as held-widget.ts says.
 */
export class WidgetStates implements LeaderboardSource {
  private readonly owners = new Map<string, Owner>();
  private readonly held = new Map<string, Held>();
  private readonly dirty = new Set<Held>();
  private readonly leaderboards: LeaderboardStates;
  private realtime: Pick<OverlayGateway, 'publishState' | 'health'> | undefined;
  private readonly demand: LiveDemand | undefined;
  /** `state` messages and test states on the overlays. */
  private readonly delivery: StateDelivery;
  private readonly idleMs: number;
  private closed = false;
  private readonly saved = { batches: 0, rows: 0 };

  constructor(private readonly deps: WidgetStatesDeps) {
    this.delivery = new StateDelivery({
      clock: deps.clock,
      coalesceMs: deps.options?.coalesceMs ?? 250,
      testStateMs: deps.options?.testStateMs ?? 20_000,
      publish: (widgetId, view, test) => this.realtime?.publishState(widgetId, view, test),
      holds: (widgetId) => this.held.has(widgetId),
      closed: () => this.closed,
    });
    this.idleMs = deps.options?.idleMs ?? 30 * 60_000;
    this.demand = deps.live ? new LiveDemand(deps.live) : undefined;
    this.leaderboards = new LeaderboardStates({
      repo: deps.repo,
      log: deps.log,
      changed: (boardId) => {
        const held = this.held.get(boardId);
        if (held) this.changed(held);
      },
    });
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
    return viewOf(held, held.test && !real ? held.test.state : held.state);
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
      this.leaderboards.startOver(held as unknown as LeaderboardWidget, now);
    } else {
      held.state = held.contract.initial();
    }
    this.delivery.clearTest(held);
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
    this.delivery.showTest(held, events);
    return true;
  }

  // --- flushing ----------------------------------------------------------------------------------

  /** Writes leaderboard counts, ranks the leaderboards they changed, saves dirty states. */
  async flush(): Promise<void> {
    const now = this.deps.clock.now();
    await this.leaderboards.flush(
      () => [...this.owners.values()].flatMap((owner) => owner.leaderboards),
      now,
    );
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
      ...this.leaderboards.stats(),
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
    this.leaderboards.onEvent(owner.leaderboards, event, elsewhere);
  }

  private changed(held: Held): void {
    this.dirty.add(held);
    if (held.contract.delivery === 'messages') this.delivery.schedule(held);
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
      const widgets = await holdWidgets(rows, this.held, this.deps.repo, this.deps.log);
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
      await Promise.all(owner.leaderboards.map((board) => this.leaderboards.rank(board, now)));
    } catch (error) {
      this.deps.log.error({ err: error, userId: ownerId }, 'widget state: loading widgets');
      // The queued events wait for the next try; nothing is dropped for a failed read.
      await new Promise((resolve) => setTimeout(resolve, LOAD_RETRY_MS).unref());
      if (this.closed || this.owners.get(ownerId) !== owner) return;
      return this.reload(ownerId, owner);
    }
  }

  private drop(held: Held): void {
    this.demand?.forget(held.id);
    this.delivery.stop(held);
    this.held.delete(held.id);
    this.dirty.delete(held);
    this.leaderboards.forget(held.id);
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
