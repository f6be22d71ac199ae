import {
  emptyBoard,
  foldLeaderboard,
  rankEntries,
  type ChatLeaderboardSettings,
  type LeaderboardState,
  type WidgetEvent,
  type WidgetStateContract,
  type WidgetType,
} from '@kyo/contracts';

/**
 * What a test button shows on a stateful widget's overlays: its events folded from a fresh state
 * (a leaderboard ranks them in memory, never in the database's counts), the real state untouched.
 */
export function testStateOf(
  widget: {
    type: WidgetType;
    contract: WidgetStateContract<unknown, unknown>;
    settings: Record<string, unknown>;
    state: unknown;
  },
  events: readonly WidgetEvent[],
): unknown {
  if (widget.type === 'chat-leaderboard') {
    const board = emptyBoard();
    for (const event of events) foldLeaderboard(board, event);
    return {
      ...(widget.state as LeaderboardState),
      entries: rankEntries(board.viewers.values(), widget.settings as ChatLeaderboardSettings),
    };
  }
  let state = widget.contract.initial();
  for (const event of events) state = widget.contract.reduce(state, event, widget.settings);
  return state;
}
