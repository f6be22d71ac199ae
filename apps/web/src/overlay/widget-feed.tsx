import { useCallback, useMemo, useState } from 'react';
import type { WidgetEvent } from '@kyo/contracts/widgets/events';
import { appendToFeed, type FeedItem } from '../features/widgets/types/renderer';
import type { ReceivedEvent, ServerState, SnapshotExtra } from './realtime-client';
import { useWidgetRenderer } from './widget-renderer';

export interface ShownWidget {
  type: string;
  settings: Record<string, unknown>;
}

type ChatMessage = Extract<WidgetEvent, { kind: 'chat.message' }>;

/** The chat box's lines from a snapshot's state (anything else: none). */
function linesOf(state: unknown): ChatMessage[] {
  const lines = (state as { lines?: unknown } | null)?.lines;
  return Array.isArray(lines) ? (lines as ChatMessage[]) : [];
}

/** What a widget stream's callbacks fill: the widget, its recent events and its state. */
export interface WidgetFeedHandlers {
  onSnapshot: (widget: ShownWidget, extra: SnapshotExtra) => void;
  onState: (state: ServerState) => void;
  onSettings: (settings: Record<string, unknown>) => void;
  onEvent: (event: ReceivedEvent) => void;
}

/** One widget's display state, filled by its stream (an overlay's, or a scene's layer). */
export function useWidgetFeed() {
  const [widget, setWidget] = useState<ShownWidget | null>(null);
  const [feed, setFeed] = useState<FeedItem[]>([]);
  const [state, setState] = useState<ServerState | null>(null);
  const handlers = useMemo<WidgetFeedHandlers>(() => {
    let counter = 0;
    return {
      onSnapshot: ({ type, settings }, extra) => {
        setWidget({ type, settings });
        setState(extra.state);
        // A page that starts empty (an OBS source reloaded by a scene switch) shows the chat
        // box's recent lines at once; lines replayed after them are not shown twice.
        const lines = linesOf(extra.state?.state);
        if (lines.length === 0) return;
        const offset = extra.state?.offsetMs ?? 0;
        setFeed((current) => {
          if (current.length > 0) return current;
          return lines.map((event) => ({
            n: ++counter,
            seq: 0,
            event,
            // Its age in this page's clock, so a fade setting applies to old lines too.
            receivedAt: event.at - offset,
          }));
        });
      },
      onState: setState,
      onSettings: (settings) => setWidget((current) => current && { ...current, settings }),
      onEvent: ({ seq, epoch, event, test }) => {
        const item: FeedItem = { n: ++counter, seq, epoch, event, test, receivedAt: Date.now() };
        setFeed((current) =>
          event.kind === 'chat.message' &&
          current.some((seen) => seen.seq === 0 && (seen.event as ChatMessage).id === event.id)
            ? current
            : appendToFeed(current, [item]),
        );
      },
    };
  }, []);
  return { widget, feed, state, handlers };
}

/**
 * Draws a widget with its type's renderer, loaded with the first widget of that type; shown events
 * are acknowledged with `ack`. Events that arrive while the renderer loads wait in the feed.
 */
export function WidgetView({
  widget,
  feed,
  state,
  ack,
  onRendererFailed,
}: {
  widget: ShownWidget | null;
  feed: FeedItem[];
  state: ServerState | null;
  ack: (seq: number, epoch: string | undefined) => void;
  /** The renderer's chunk could not be loaded. */
  onRendererFailed: (error: unknown) => void;
}) {
  const onConsumed = useCallback(
    (item: FeedItem) => {
      if (item.seq > 0) ack(item.seq, item.epoch);
    },
    [ack],
  );
  const Renderer = useWidgetRenderer(widget?.type, onRendererFailed);
  if (!Renderer || !widget) return null;
  return (
    <Renderer
      settings={widget.settings}
      feed={feed}
      onConsumed={onConsumed}
      {...(state ? { state: state.state, serverOffsetMs: state.offsetMs } : {})}
    />
  );
}
