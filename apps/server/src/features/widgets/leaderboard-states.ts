/**
 * The chat leaderboards among the held widgets (widget-states.ts): a channel's events counted in
 * batches (leaderboard-counter.ts) by the node that received them, each board ranked again from
 * the database after a flush that changed its counts or when its window moved, a board started
 * over, a banned viewer removed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LeaderboardState, WidgetEvent, WidgetEventKind } from '@kyo/contracts';
import { LeaderboardCounter, type LeaderboardWidget } from './leaderboard-counter';
import type { WidgetStateRepo } from './widget-state.repo';

const COUNT_KINDS: ReadonlySet<WidgetEventKind> = new Set(['chat.message', 'gifted', 'kicks']);

export interface LeaderboardStatesDeps {
  repo: WidgetStateRepo;
  log: FastifyBaseLogger;
  /** A board's state changed (a new ranking): it is saved and sent like any state. */
  changed(boardId: string): void;
}

export class LeaderboardStates {
  private readonly counter: LeaderboardCounter;
  /** Leaderboards another node counted for: ranked at the next two flushes (one may be early). */
  private readonly countedElsewhere = new Map<string, number>();

  constructor(private readonly deps: LeaderboardStatesDeps) {
    this.counter = new LeaderboardCounter(deps.repo, (delta, error) =>
      deps.log.error(
        { err: error, userId: delta.userId, period: delta.period },
        'widget state: a leaderboard count was refused',
      ),
    );
  }

  /**
   * A channel's event for its owner's boards: counted here, or (`elsewhere`) by the node that
   * received it, whose counts are read after its next flush.
   */
  onEvent(boards: LeaderboardWidget[], event: WidgetEvent, elsewhere: boolean): void {
    if (boards.length === 0) return;
    if (COUNT_KINDS.has(event.kind) && elsewhere) {
      // The receiving node writes the counts; they are read after its next flush.
      for (const board of boards) this.countedElsewhere.set(board.id, 2);
    } else if (COUNT_KINDS.has(event.kind)) this.counter.count(boards, event);
    else if (event.kind === 'chat.clear-user' && event.permanent) {
      const userId = boards[0]!.userId;
      void this.counter
        .removeViewer(userId, event.username)
        .catch((error: unknown) =>
          this.deps.log.error({ err: error, userId }, 'widget state: removing a banned viewer'),
        );
    }
  }

  /** The board counts from now on. */
  startOver(board: LeaderboardWidget, now: number): void {
    const state: LeaderboardState = { ...board.state, resetAt: now, entries: [] };
    board.state = { ...state, period: this.counter.periodOf({ ...board, state }, now) };
  }

  /**
   * Writes the counts, then ranks the boards (those held once the counts are written) whose
   * counts changed or whose window moved.
   */
  async flush(boards: () => Iterable<LeaderboardWidget>, now: number): Promise<void> {
    const touched = await this.counter.flush(now);
    for (const [id, flushes] of this.countedElsewhere) {
      touched.add(id);
      if (flushes > 1) this.countedElsewhere.set(id, flushes - 1);
      else this.countedElsewhere.delete(id);
    }
    const ranking: Promise<void>[] = [];
    for (const board of boards()) {
      if (touched.has(board.id) || this.counter.periodOf(board, now) !== board.state.period) {
        ranking.push(this.rank(board, now));
      }
    }
    await Promise.all(ranking);
  }

  /** The board's widget was let go: its counts waiting for the next flush are dropped. */
  forget(boardId: string): void {
    this.counter.forget(boardId);
  }

  stats() {
    const { pendingRows, written } = this.counter;
    return { pendingCounts: pendingRows, countBatches: written.batches, countRows: written.rows };
  }

  async rank(board: LeaderboardWidget, now: number): Promise<void> {
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
      this.deps.changed(board.id);
    } catch (error) {
      this.deps.log.error(
        { err: error, widgetId: board.id },
        'widget state: ranking a leaderboard',
      );
    }
  }
}
