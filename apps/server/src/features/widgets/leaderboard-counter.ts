import {
  periodKey,
  rankEntries,
  repairText,
  tally,
  windowStart,
  type ChatLeaderboardSettings,
  type LeaderboardEntry,
  type LeaderboardState,
  type WidgetEvent,
} from '@kyo/contracts';
import { writeBatchOrEach } from '../../platform/group-commit';
import type { CountDelta, WidgetStateRepo } from './widget-state.repo';

/** A leaderboard widget as the counter sees it (its state is the widget's server state). */
export interface LeaderboardWidget {
  id: string;
  userId: string;
  settings: ChatLeaderboardSettings;
  state: LeaderboardState;
}

/** How far past a window's start the next window surely started (DST-proof). */
const NEXT_WINDOW_PROBE: Record<string, number> = {
  day: 26 * 3_600_000,
  week: 7.5 * 86_400_000,
  month: 32 * 86_400_000,
};

interface CachedPeriod {
  key: string;
  from: number;
  until: number;
  settings: ChatLeaderboardSettings;
  resetAt: number | null;
  streamStartedAt: number | null;
}

const MAX_PENDING = 100_000;

/**
 * Counts chat for leaderboards: each event adds to in-memory deltas per channel, period and
 * viewer; `flush` writes them all in one statement (never one write per chat line) and says
 * which widgets to rank again; `rank` reads a period's top viewers back.
 */
export class LeaderboardCounter {
  private pending = new Map<string, CountDelta>();
  private touched = new Set<string>();
  private readonly periods = new Map<string, CachedPeriod>();
  /** Queue of database writes, so a ban's delete never overtakes a flush in flight. */
  private writing: Promise<unknown> = Promise.resolve();
  /** Batches written and rows in them, for the benchmark and the status numbers. */
  readonly written = { batches: 0, rows: 0 };

  constructor(
    private readonly repo: WidgetStateRepo,
    private readonly onFailedRow: (delta: CountDelta, error: unknown) => void,
  ) {}

  /** The counters key `widget` adds to at `at` (cached until its window or state changes). */
  periodOf(widget: LeaderboardWidget, at: number): string {
    const cached = this.periods.get(widget.id);
    const { settings, state } = widget;
    if (
      cached &&
      cached.settings === settings &&
      cached.resetAt === state.resetAt &&
      cached.streamStartedAt === state.streamStartedAt &&
      at >= cached.from &&
      at < cached.until
    ) {
      return cached.key;
    }
    const key = periodKey(settings, state, at);
    const from = windowStart(settings, at, state.streamStartedAt);
    const probe = NEXT_WINDOW_PROBE[settings.window];
    const until = probe ? windowStart(settings, from + probe, state.streamStartedAt) : Infinity;
    this.periods.set(widget.id, {
      key,
      from,
      until,
      settings,
      resetAt: state.resetAt,
      streamStartedAt: state.streamStartedAt,
    });
    return key;
  }

  /** Adds what one event counts for the channel's leaderboards (dedupes equal periods). */
  count(widgets: readonly LeaderboardWidget[], event: WidgetEvent): void {
    const counted = tally(event);
    if (!counted) return;
    // Widgets with equal periods share counters: each period is counted once per event.
    let seen: string | Set<string> | undefined;
    for (const widget of widgets) {
      const period = this.periodOf(widget, event.at);
      this.touched.add(widget.id);
      if (seen === period || (seen instanceof Set && seen.has(period))) continue;
      if (seen === undefined) seen = period;
      else (seen = seen instanceof Set ? seen : new Set([seen])).add(period);
      const key = `${widget.userId}\u0000${period}\u0000${counted.viewer}`;
      let delta = this.pending.get(key);
      if (!delta) {
        if (this.pending.size >= MAX_PENDING) continue;
        delta = {
          userId: widget.userId,
          period,
          viewer: repairText(counted.viewer),
          name: repairText(counted.name),
          color: counted.color,
          avatar: counted.avatar === null ? null : repairText(counted.avatar),
          messages: 0,
          emotes: 0,
          gifts: 0,
          kicks: 0,
          minutes: 0,
          firstMinute: null,
          lastMinute: null,
        };
        this.pending.set(key, delta);
      }
      delta.messages += counted.add.messages;
      delta.emotes += counted.add.emotes;
      delta.gifts += counted.add.gifts;
      delta.kicks += counted.add.kicks;
      if (counted.color) delta.color = counted.color;
      if (counted.avatar) delta.avatar = repairText(counted.avatar);
      if (counted.minute !== null && counted.minute !== delta.lastMinute) {
        if (delta.lastMinute === null || counted.minute > delta.lastMinute) {
          delta.minutes += 1;
          delta.firstMinute ??= counted.minute;
          delta.lastMinute = counted.minute;
        }
      }
    }
  }

  /** A banned viewer: their pending counts are dropped and their rows deleted. */
  removeViewer(userId: string, viewer: string): Promise<void> {
    const lower = viewer.toLowerCase();
    for (const [key, delta] of this.pending) {
      if (delta.userId === userId && delta.viewer === lower) this.pending.delete(key);
    }
    return this.enqueue(() => this.repo.removeViewer(userId, lower));
  }

  /** Writes the pending counts; answers the widgets whose counts changed. */
  async flush(now: number): Promise<Set<string>> {
    const deltas = [...this.pending.values()];
    const touched = this.touched;
    this.pending = new Map();
    this.touched = new Set();
    if (deltas.length > 0) {
      await this.enqueue(async () => {
        const failed = await writeBatchOrEach(deltas, (batch) =>
          this.repo.addCounts(batch, new Date(now)),
        );
        for (const { item, error } of failed) this.onFailedRow(item, error);
        this.written.batches += 1;
        this.written.rows += deltas.length;
      });
    }
    return touched;
  }

  /** The widget's ranking now, from the database. */
  async rank(
    widget: LeaderboardWidget,
    now: number,
  ): Promise<{ period: string; entries: LeaderboardEntry[] }> {
    const period = this.periodOf(widget, now);
    const { settings } = widget;
    const rows = await this.repo.top(
      widget.userId,
      period,
      settings.metric,
      settings.topN + settings.excludedNames.length,
    );
    return { period, entries: rankEntries(rows, settings) };
  }

  forget(widgetId: string): void {
    this.periods.delete(widgetId);
    this.touched.delete(widgetId);
  }

  get pendingRows(): number {
    return this.pending.size;
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = this.writing.then(work, work);
    this.writing = next.catch(() => undefined);
    return next;
  }
}
